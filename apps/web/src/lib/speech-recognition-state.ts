import { normaliseSpeech } from '@bolajon/contract';

/**
 * The rules of listening to a child (spec sections 5 and 9, DESIGN.md "Speech recognition"), as a
 * pure step function: what the recogniser and the child did goes in, the next state and what to do
 * about it (start the microphone, restart it, stop it, hand the answer over) come out. The browser
 * side (speech-recognition.ts) only carries these out; tests drive this without a DOM.
 */

export type RecognitionStatus =
  /** The browser has no speech recognition (Firefox, most webviews): the game offers buttons. */
  | 'unsupported'
  /** Ready: the child has not tapped the microphone yet (a user gesture must start it). */
  | 'idle'
  /** The microphone is on; `transcript` shows what has been heard so far. */
  | 'listening'
  /** Done listening with words: `transcript` is what was heard. */
  | 'heard'
  /** The microphone was refused (or there is none): the game offers buttons. */
  | 'denied'
  /** Listening ended with no words (silence, noise, the service unreachable). */
  | 'nothing';

/** Why the answer was handed over. */
export type SubmitReason =
  /** The transcript reached the expected answer's length: automatic submission (spec section 5). */
  | 'length'
  /** Listening ended (silence after words, the child tapped stop, the bound) with words heard. */
  | 'ended';

export interface RecognitionState {
  status: RecognitionStatus;
  /** What has been heard in this listening (interim words included), or what was heard. */
  transcript: string;
  /** The words of earlier sessions of this listening, which the browser ended (Android). */
  carried: string;
  /** How many times the browser's `end` has been answered with a restart in this listening. */
  restarts: number;
  /** Listenings in a row that ended with nothing: after a few, the game offers buttons too. */
  misses: number;
  /** Set once the answer has been handed over in this listening (the answer goes over once). */
  submitted: SubmitReason | null;
}

export type RecognitionEvent =
  /** The child taps the microphone (the first time, or to try again). */
  | { type: 'start' }
  /** The child taps the microphone while it listens: done speaking. */
  | { type: 'stop' }
  /**
   * The microphone is dropped, nothing handed over: the screen goes, the question changes, or the
   * app starts a sound (which the recogniser must not take for the child's words).
   */
  | { type: 'cancel' }
  /** The recogniser's results of its current session: final words and the words still forming. */
  | { type: 'result'; finals: string; interim: string }
  /** The recogniser's error code (SpeechRecognitionErrorEvent.error). */
  | { type: 'error'; error: string }
  /** The recogniser's session ended (Android Chrome ends one after about 2 s of continuous mode). */
  | { type: 'end' }
  /** No new words for SILENCE_MS after some were heard: the child has finished. */
  | { type: 'silence' }
  /** LISTEN_LIMIT_MS passed with nothing heard, or the microphone could not be restarted. */
  | { type: 'limit' };

export type RecognitionEffect =
  /** Start the microphone (a new listening). */
  | 'listen'
  /** Start the same recogniser again after the browser ended its session. */
  | 'restart'
  /** Stop the microphone now, dropping what it would still say. */
  | 'abort'
  /** (Re)arm the silence timer: words came. */
  | 'wait-silence'
  /** Hand `transcript` over to the game (with `submitted` as the reason). */
  | 'submit';

export interface RecognitionStep {
  state: RecognitionState;
  effects: RecognitionEffect[];
}

/** How often one listening restarts the microphone after the browser ends it. */
export const MAX_RESTARTS = 5;
/** Listening with nothing heard for this long ends as 'nothing'. */
export const LISTEN_LIMIT_MS = 10_000;
/** After words, this long without new ones means the child has finished. */
export const SILENCE_MS = 1_500;
/** After this many listenings in a row that heard nothing, the game offers a listening choice. */
export const MISSES_BEFORE_BUTTONS = 2;

/**
 * Why a speaking game offers a listening choice (answers to hear and tap) instead of the
 * microphone: the browser cannot listen, the microphone was refused, or it heard nothing twice.
 */
export type FallbackReason = 'unsupported' | 'denied' | 'nothing';

export function initialRecognitionState(supported: boolean): RecognitionState {
  return {
    status: supported ? 'idle' : 'unsupported',
    transcript: '',
    carried: '',
    restarts: 0,
    misses: 0,
    submitted: null,
  };
}

/**
 * A new question's state where an earlier one fell back to the listening choice (the session
 * remembers it, lib/speech-recognition.ts): it starts there too, the microphone asked nothing.
 */
export function resumedRecognitionState(
  supported: boolean,
  fallback: FallbackReason | null,
): RecognitionState {
  const state = initialRecognitionState(supported);
  if (!supported || fallback === null) return state;
  if (fallback === 'nothing') return { ...state, misses: MISSES_BEFORE_BUTTONS };
  return { ...state, status: fallback === 'denied' ? 'denied' : 'unsupported' };
}

/** Words joined by single spaces, however the recogniser spaced them. */
export function joinWords(...parts: string[]): string {
  return parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

/**
 * Automatic submission (spec section 5): once the transcript, normalised as the judge reads it,
 * is as long as the expected answer (the right answer, or the wheel's sector word), normalised
 * the same way. No expected answer (or an empty one) never submits by length.
 */
export function shouldSubmit(transcript: string, expected: string | null | undefined): boolean {
  const target = normaliseSpeech(expected ?? '');
  if (!target) return false;
  const heard = normaliseSpeech(transcript);
  return heard.length > 0 && heard.length >= target.length;
}

/** The transcript says exactly the expected answer, read as the judge reads both. */
export function saysExpected(transcript: string, expected: string | null | undefined): boolean {
  const target = normaliseSpeech(expected ?? '');
  return target !== '' && normaliseSpeech(transcript) === target;
}

/** The microphone was refused, or there is none to use: only the buttons can answer. */
const DENIED_ERRORS = new Set(['not-allowed', 'service-not-allowed', 'audio-capture']);

/**
 * Why the game should offer the listening choice now, or null while the microphone is the way to
 * answer: recognition cannot help, or has not, twice. A listening the child started (from the
 * small "try the microphone" link) shows the microphone until it ends.
 */
export function fallbackReason(state: RecognitionState): FallbackReason | null {
  if (state.status === 'listening' || state.status === 'heard') return null;
  if (state.status === 'unsupported') return 'unsupported';
  if (state.status === 'denied') return 'denied';
  return state.misses >= MISSES_BEFORE_BUTTONS ? 'nothing' : null;
}

/** The game should offer the listening choice instead of the microphone (see fallbackReason). */
export function offersButtons(state: RecognitionState): boolean {
  return fallbackReason(state) !== null;
}

const step = (state: RecognitionState, effects: RecognitionEffect[] = []): RecognitionStep => ({
  state,
  effects,
});

/** Listening ends: with words, they are the answer; with none, 'nothing'. */
function finish(state: RecognitionState, effects: RecognitionEffect[]): RecognitionStep {
  if (state.transcript.trim()) {
    return step(
      {
        ...state,
        status: 'heard',
        transcript: state.transcript.trim(),
        misses: 0,
        submitted: 'ended',
      },
      [...effects, 'submit'],
    );
  }
  return step({ ...state, status: 'nothing', misses: state.misses + 1 }, effects);
}

export function recognitionStep(
  state: RecognitionState,
  event: RecognitionEvent,
  expected: string | null,
): RecognitionStep {
  if (event.type === 'start') {
    if (state.status === 'unsupported' || state.status === 'listening') return step(state);
    return step(
      {
        ...state,
        status: 'listening',
        transcript: '',
        carried: '',
        restarts: 0,
        submitted: null,
      },
      ['listen'],
    );
  }
  // Everything else only matters while the microphone is on: late events of a listening that is
  // over (an `end` after an abort, a result after the answer went) change nothing.
  if (state.status !== 'listening') return step(state);

  switch (event.type) {
    case 'cancel':
      return step({ ...state, status: 'idle', transcript: '', carried: '' }, ['abort']);

    case 'stop':
      return finish(state, ['abort']);

    case 'result': {
      const transcript = joinWords(state.carried, event.finals, event.interim);
      const next = { ...state, transcript };
      // Words still forming are the recogniser's guess and change ("привед" becomes "привет"):
      // by length, only final words go; forming ones go at once only when they are the answer.
      const forming = event.interim.trim() !== '';
      if (forming ? saysExpected(transcript, expected) : shouldSubmit(transcript, expected)) {
        return step({ ...next, status: 'heard', misses: 0, submitted: 'length' }, [
          'abort',
          'submit',
        ]);
      }
      return step(next, transcript ? ['wait-silence'] : []);
    }

    case 'error':
      if (DENIED_ERRORS.has(event.error)) {
        return step({ ...state, status: 'denied', transcript: '' }, ['abort']);
      }
      if (event.error === 'language-not-supported') {
        return step({ ...state, status: 'unsupported', transcript: '' }, ['abort']);
      }
      if (event.error === 'network') return finish(state, ['abort']);
      // 'no-speech', 'aborted' and the like: the session's `end` follows and decides.
      return step(state);

    case 'end':
      if (state.restarts < MAX_RESTARTS) {
        // Android Chrome ends continuous listening after about 2 s, sometimes before any result:
        // keep what was heard and listen on.
        return step({ ...state, carried: state.transcript, restarts: state.restarts + 1 }, [
          'restart',
        ]);
      }
      return finish(state, []);

    case 'silence':
      return state.transcript.trim() ? finish(state, ['abort']) : step(state);

    case 'limit':
      return finish(state, ['abort']);
  }
}

/**
 * The texts of one session's results (SpeechRecognitionEvent.results): every final one, and the
 * interim ones after them, each by its best alternative.
 */
export function sessionTexts(
  results: ArrayLike<{ isFinal: boolean; 0?: { transcript: string } }>,
): { finals: string; interim: string } {
  const finals: string[] = [];
  const interim: string[] = [];
  for (let i = 0; i < results.length; i += 1) {
    const result = results[i];
    const text = result?.[0]?.transcript ?? '';
    (result?.isFinal ? finals : interim).push(text);
  }
  return { finals: joinWords(...finals), interim: joinWords(...interim) };
}
