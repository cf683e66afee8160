// What a page makes heard, for the journeys: every <audio> that starts playing (the app's shared
// element: recorded files and the server's synthesis, POST /api/audio), every word given to the
// browser's speech synthesis (the fallback of spec section 8), the sound effects' tones and the
// vibrations. Headless Chromium has no speakers and no voices, so what is asked is what is checked.
import { BOUND_MS } from './support.mjs';

/** Runs in the page, before the app (addInitScript) or at once (evaluate): wraps the sound APIs. */
function recordSound() {
  if (globalThis.__sounds) return;
  const sounds = [];
  globalThis.__sounds = sounds;
  const media = globalThis.HTMLMediaElement?.prototype;
  if (media) {
    const play = media.play;
    media.play = function recordedPlay() {
      // The source just set (currentSrc still names the one before until the load begins).
      const src = this.src || this.currentSrc;
      const playing = play.call(this);
      // The unlocking moment of silence (a data: URL) is no sound of the app's.
      if (src && !src.startsWith('data:') && this.tagName === 'AUDIO') {
        Promise.resolve(playing).then(
          () => sounds.push({ kind: 'audio', src }),
          (error) => sounds.push({ kind: 'audio-refused', src, error: String(error?.name) }),
        );
      }
      return playing;
    };
  }
  const synth = globalThis.speechSynthesis;
  if (synth) {
    const speak = synth.speak.bind(synth);
    synth.speak = (utterance) => {
      sounds.push({ kind: 'speech', text: utterance.text, lang: utterance.lang });
      speak(utterance);
    };
  }
  const Context = globalThis.AudioContext;
  if (Context) {
    const createOscillator = Context.prototype.createOscillator;
    Context.prototype.createOscillator = function recordedOscillator() {
      const oscillator = createOscillator.call(this);
      const setValueAtTime = oscillator.frequency.setValueAtTime.bind(oscillator.frequency);
      oscillator.frequency.setValueAtTime = (value, time) => {
        sounds.push({ kind: 'tone', frequency: value });
        return setValueAtTime(value, time);
      };
      return oscillator;
    };
  }
  if (globalThis.navigator) {
    Object.defineProperty(globalThis.navigator, 'vibrate', {
      configurable: true,
      value: (pattern) => {
        sounds.push({ kind: 'vibrate', pattern });
        return true;
      },
    });
  }
}

const listeners = new WeakMap();

/**
 * Starts recording what `page` makes heard (from its next load with `{ beforeLoad: true }`, else
 * at once), and which texts the server synthesised at which URL. Returns the recorder.
 */
export async function listenToSound(page, { beforeLoad = false } = {}) {
  let recorder = listeners.get(page);
  if (!recorder) {
    const synthesised = new Map();
    const requests = [];
    page.on('response', async (response) => {
      const request = response.request();
      if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/api/audio') return;
      let speechText = null;
      try {
        speechText = JSON.parse(request.postData() ?? '{}').speechText ?? null;
      } catch {
        // Not JSON: recorded as it is below.
      }
      const entry = {
        speechText,
        status: response.status(),
        authorization: (await request.allHeaders()).authorization ?? null,
        url: null,
      };
      if (response.ok()) {
        try {
          entry.url = new URL((await response.json()).url, request.url()).href;
          synthesised.set(entry.url, speechText);
        } catch {
          // An answer without a URL: the page falls back to the browser's voice.
        }
      }
      requests.push(entry);
    });
    recorder = {
      /** Every POST /api/audio answered so far: speechText, status, authorization, url. */
      requests,
      /** Everything heard so far, in order. */
      sounds: () => page.evaluate(() => globalThis.__sounds ?? []),
      count: () => page.evaluate(() => (globalThis.__sounds ?? []).length),
      /** The text an <audio> source says: its recorded URL's, or the synthesised one's. */
      textOf: (src, recorded = {}) => recorded[src] ?? synthesised.get(src) ?? null,
      /**
       * Waits until `text` is heard after the first `after` sounds: an <audio> playing its
       * synthesis (or `audioUrl`, its recording), or the browser's voice saying it in Russian.
       */
      async waitForHeard(text, { after = 0, audioUrl = null } = {}) {
        const deadline = Date.now() + BOUND_MS;
        const recorded = audioUrl ? { [new URL(audioUrl, page.url()).href]: text } : {};
        let sounds = [];
        while (Date.now() < deadline) {
          sounds = (await recorder.sounds()).slice(after);
          const heard = sounds.find((sound) =>
            sound.kind === 'speech'
              ? sound.text === text && sound.lang.startsWith('ru')
              : sound.kind === 'audio' && recorder.textOf(sound.src, recorded) === text,
          );
          if (heard) return heard;
          await page.waitForTimeout(100);
        }
        throw new Error(
          `"${text}" was not heard (heard: ${JSON.stringify(sounds)}; /api/audio: ${JSON.stringify(requests)})`,
        );
      },
    };
    listeners.set(page, recorder);
  }
  if (beforeLoad) await page.addInitScript(recordSound);
  else await page.evaluate(recordSound);
  return recorder;
}
