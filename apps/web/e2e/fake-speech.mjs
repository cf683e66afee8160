// A browser speech recogniser the journey commands, injected before the app loads
// (fakeRecogniserPhone): `globalThis.__hear('Привет')` makes the listening recogniser hear the
// words, growing as a real one's interim results do, then final. The same idea as the unit tests'
// fake (src/test/fake-speech-recognition.ts). Speaking-game players reuse it.
//
// Nothing here runs on a timer: the journey decides when the recogniser hears, and — holding the
// page's clock while the child speaks (holdClock) — when the silence after the words is over.

/**
 * The init script (runs in the page, so it must stand alone): a fake `SpeechRecognition` (and the
 * prefixed name) plus the commands on `window`:
 *  - `__hear(text, { split, final })`: the words, interim letter runs then final; with `split`
 *    the first word is final, the browser ends the session (as Android Chrome does after ~2 s),
 *    the app restarts it, and the rest follows; with `final: false` only an interim result (words
 *    still forming). Returns false when no recogniser is listening.
 *  - `__speechMode(mode)`: 'normal'; 'silent' (every session ends at once with nothing, as a
 *    phone that hears nothing); 'deny' (the microphone is refused). Either answer comes as the
 *    browser's would, after `start()` returns (a microtask, not a timer).
 *  - `__listening()`: whether a recogniser is listening; `__speechLog`: what the app asked of it.
 */
export function fakeSpeechRecognition() {
  const log = [];
  const made = [];
  let mode = 'normal';
  /** The recogniser listening now, if any. */
  const active = () => made.findLast((recogniser) => recogniser.running) ?? null;

  class FakeSpeechRecognition {
    constructor() {
      this.lang = '';
      this.continuous = false;
      this.interimResults = false;
      this.maxAlternatives = 1;
      this.onresult = null;
      this.onerror = null;
      this.onend = null;
      this.onstart = null;
      this.running = false;
      this.results = [];
      made.push(this);
    }

    start() {
      if (this.running) throw new DOMException('already started', 'InvalidStateError');
      this.running = true;
      this.results = [];
      log.push(`start ${this.lang} continuous=${this.continuous} interim=${this.interimResults}`);
      this.onstart?.();
      if (mode === 'silent') queueMicrotask(() => this.finish());
      if (mode === 'deny') {
        queueMicrotask(() => {
          this.onerror?.({ error: 'not-allowed', message: '' });
          this.finish();
        });
      }
    }

    stop() {
      log.push('stop');
      this.finish();
    }

    abort() {
      log.push('abort');
      if (!this.running) return;
      this.onerror?.({ error: 'aborted', message: '' });
      this.finish();
    }

    finish() {
      if (!this.running) return;
      this.running = false;
      this.onend?.();
    }

    emit(transcript, isFinal) {
      const last = this.results.at(-1);
      const index = last && !last.isFinal ? this.results.length - 1 : this.results.length;
      this.results[index] = { isFinal, length: 1, 0: { transcript, confidence: 0.9 } };
      this.onresult?.({ resultIndex: index, results: [...this.results] });
    }
  }

  /** Says `text` to the listening recogniser: interim runs of letters, then the final words. */
  function say(recogniser, text) {
    for (let n = 2; n < text.length; n += 2) {
      if (!recogniser.running) return;
      recogniser.emit(text.slice(0, n), false);
    }
    if (recogniser.running) recogniser.emit(text, true);
  }

  Object.defineProperty(globalThis, 'SpeechRecognition', {
    value: FakeSpeechRecognition,
    configurable: true,
    writable: true,
  });
  Object.defineProperty(globalThis, 'webkitSpeechRecognition', {
    value: FakeSpeechRecognition,
    configurable: true,
    writable: true,
  });
  globalThis.__speechLog = log;
  globalThis.__listening = () => active() !== null;
  globalThis.__speechMode = (next) => {
    mode = next;
  };
  globalThis.__hear = (text, { split = false, final = true } = {}) => {
    const recogniser = active();
    if (!recogniser) return false;
    if (!final) {
      recogniser.emit(text, false);
      return true;
    }
    const words = text.split(' ');
    if (split && words.length > 1) {
      say(recogniser, words[0]);
      recogniser.finish();
      // The app restarts the same recogniser on its `end`.
      if (!recogniser.running) return false;
      say(recogniser, words.slice(1).join(' '));
      return true;
    }
    say(recogniser, text);
    return true;
  };
}

/** The init script of a browser without speech recognition (Firefox, most webviews). */
export function noSpeechRecognition() {
  delete globalThis.SpeechRecognition;
  delete globalThis.webkitSpeechRecognition;
}

/**
 * A phone whose browser listens through the fake recogniser: the page's clock (Playwright's,
 * for the whole context; it runs with real time until held) and the fake, both before the app.
 */
export async function fakeRecogniserPhone(page) {
  await page.clock.install();
  await page.addInitScript(fakeSpeechRecognition);
}

/**
 * The app's wait after the last words before it takes them as said (SILENCE_MS in
 * src/lib/speech-recognition-state.ts).
 */
export const SILENCE_MS = 1_500;

/**
 * How far ahead of the page's present the clock is paused: a bound on the one call between
 * reading the page's time and pausing it, never an expectation. Holds are taken before the
 * microphone is tapped, when nothing the journey checks is due, so what falls due by then runs
 * at once and changes nothing.
 */
const HOLD_AHEAD_MS = 60_000;

/**
 * Holds the page's clock (see fakeRecogniserPhone) while the child speaks: the app's listening
 * limit and its silence after the words do not move however slow the machine, until the journey
 * says the child fell silent (`silence()`, the app's SILENCE_MS run at once) or lets time go on
 * (`release()`, the page's Date back in step with the real one).
 */
export async function holdClock(page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + HOLD_AHEAD_MS);
  return {
    silence: () => page.clock.runFor(SILENCE_MS),
    async release() {
      await page.clock.setSystemTime(Date.now());
      await page.clock.resume();
    },
  };
}

/** Waits until the app's microphone is on (a recogniser listening). */
export async function waitListening(page) {
  await page.waitForFunction(() => globalThis.__listening?.() === true);
}

/** The listening recogniser hears `text` (see `__hear`); fails when nothing listens. */
export async function hear(page, text, { split = false, final = true } = {}) {
  await waitListening(page);
  const heard = await page.evaluate(
    ({ text, split, final }) => globalThis.__hear(text, { split, final }),
    { text, split, final },
  );
  if (!heard) throw new Error(`nothing was listening to hear "${text}"`);
}

/** Makes the fake hear nothing ('silent'), refuse the microphone ('deny'), or behave ('normal'). */
export async function speechMode(page, mode) {
  await page.evaluate((next) => globalThis.__speechMode(next), mode);
}

/** What the app asked of the recogniser, in order ("start ru-RU continuous=true interim=true", …). */
export async function speechLog(page) {
  return page.evaluate(() => [...globalThis.__speechLog]);
}
