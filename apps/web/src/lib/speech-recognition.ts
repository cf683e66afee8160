import { useEffect, useState, useSyncExternalStore } from 'react';
import { stopSound } from './audio';
import { holdMicrophone } from './microphone-turn';
import { readItem, removeItems, storageKeys, writeItem } from './storage';
import {
  LISTEN_LIMIT_MS,
  SILENCE_MS,
  fallbackReason,
  recognitionStep,
  resumedRecognitionState,
  sessionTexts,
  type FallbackReason,
  type RecognitionEvent,
  type RecognitionState,
  type SubmitReason,
} from './speech-recognition-state';

/**
 * The one layer over the browser's speech recognition (the Web Speech API) that every speaking
 * game listens through: Russian (ru-RU), continuous, with interim results (spec section 9). The
 * rules are speech-recognition-state.ts; this carries them out on a real recogniser.
 *
 * The app and the microphone take turns (microphone-turn.ts): starting to listen stops any sound
 * of the app, and any sound the app starts stops the listening (back to ready, handing nothing
 * over), so the recogniser never hears the app say the answer. The listening choice, once the
 * games fell back to it (the microphone refused, or nothing heard twice), is remembered for the
 * session: later questions start there, asking the browser nothing, until the child tries the
 * microphone again from its small link (ADR 0012).
 */

export {
  MAX_RESTARTS,
  LISTEN_LIMIT_MS,
  SILENCE_MS,
  fallbackReason,
  offersButtons,
  saysExpected,
  shouldSubmit,
  type FallbackReason,
  type RecognitionState,
  type RecognitionStatus,
  type SubmitReason,
} from './speech-recognition-state';

/** What this layer reads of a SpeechRecognitionEvent. */
export interface RecognitionResultEvent {
  resultIndex: number;
  results: ArrayLike<{ isFinal: boolean; 0?: { transcript: string } }>;
}

/** What this layer uses of a browser recogniser (SpeechRecognition / webkitSpeechRecognition). */
export interface RecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  abort(): void;
}
export type RecognitionConstructor = new () => RecognitionLike;

/** The language children answer in. */
export const RECOGNITION_LANG = 'ru-RU';

/** The browser's recogniser, unprefixed (Chrome 139+) or prefixed (Safari, older Chrome), or null. */
export function recognitionConstructor(): RecognitionConstructor | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

/** What a listening hands over and measures by; a screen may change it between renders. */
export interface SpeechListenerHandlers {
  /** The answer to measure automatic submission by, read when words come. */
  expected: string | null;
  /**
   * The answer, once a listening has one: the transcript reached the expected length (`length`),
   * or listening ended with words (`ended`). Called at most once a listening.
   */
  onFinal: (transcript: string, reason: SubmitReason) => void;
}

export interface SpeechListenerOptions extends Partial<SpeechListenerHandlers> {
  /** The recogniser class; null where the browser has none. */
  Recognition: RecognitionConstructor | null;
  lang?: string;
}

export interface SpeechListener {
  getState: () => RecognitionState;
  subscribe: (listener: () => void) => () => void;
  /** Replaces the handlers (the hook passes each render's). */
  configure: (handlers: SpeechListenerHandlers) => void;
  /** Starts listening (call it from the child's tap: browsers need a user gesture). */
  start: () => void;
  /** The child has finished: what was heard is the answer, nothing heard is 'nothing'. */
  stop: () => void;
  /** Listens again after 'heard', 'nothing' or 'denied'. */
  retry: () => void;
  /** Drops the microphone at once, handing nothing over (leaving the screen, a new question). */
  cancel: () => void;
}

let missingLogged = false;
/**
 * Why the last question in this session (a page load) fell back to the listening choice, or
 * null: the state of the latest listener to change. A refused microphone stays refused (browsers
 * keep refusing without asking) and a phone that heard nothing twice will likely hear nothing
 * again, so later questions start there. Forgotten once the child tries the microphone again.
 */
let sessionFallback: FallbackReason | null =
  readItem(storageKeys.microphoneRefused) === 'denied' ? 'denied' : null;
const sessionListeners = new Set<() => void>();

/**
 * A refused microphone is also kept on the device: the browser goes on refusing after a reload,
 * so a family without a microphone is not asked to tap it again on every visit. Hearing nothing
 * is kept for the page load only (the next visit may be quieter).
 */
function rememberFallback(reason: FallbackReason | null) {
  if (reason === sessionFallback) return;
  sessionFallback = reason;
  if (reason === 'denied') writeItem(storageKeys.microphoneRefused, 'denied');
  else removeItems(storageKeys.microphoneRefused);
  for (const listener of sessionListeners) listener();
}

/** Forgets the fallback, the device's copy too (tests: a fresh device). */
export function resetSpeechRecognition(): void {
  rememberFallback(null);
  removeItems(storageKeys.microphoneRefused);
}

function subscribeSession(listener: () => void) {
  sessionListeners.add(listener);
  return () => sessionListeners.delete(listener);
}

const listeningChoiceNow = () => recognitionConstructor() === null || sessionFallback !== null;

/**
 * The speaking games offer a listening choice now (hear an answer on a tap, choose it, check)
 * instead of the microphone: no recognition here, or the session fell back to it. A game's own
 * prompts read it to ask to choose rather than to say.
 */
export function useListeningChoice(): boolean {
  return useSyncExternalStore(subscribeSession, listeningChoiceNow, listeningChoiceNow);
}

/** A small store around one recogniser: the state for the screen, the effects for the browser. */
export function createSpeechListener({
  Recognition,
  lang = RECOGNITION_LANG,
  ...initial
}: SpeechListenerOptions): SpeechListener {
  if (!Recognition && !missingLogged) {
    // Spec section 8: missing recognition is only logged; the games offer their buttons.
    missingLogged = true;
    console.warn('Speech recognition is not available: the speaking games offer answer buttons');
  }
  let handlers: SpeechListenerHandlers = { expected: null, onFinal: () => {}, ...initial };
  let state = resumedRecognitionState(Recognition !== null, sessionFallback);
  const listeners = new Set<() => void>();
  let recogniser: RecognitionLike | null = null;
  /** Bumped when a recogniser is dropped, so its late events are ignored. */
  let session = 0;
  let silenceTimer: number | undefined;
  let limitTimer: number | undefined;
  /** Gives the microphone back (microphone-turn.ts) once a listening is over. */
  let release: (() => void) | null = null;
  /** The app is about to make a sound: stop listening, handing nothing over. */
  const interrupt = () => dispatch({ type: 'cancel' });

  const clearTimers = () => {
    window.clearTimeout(silenceTimer);
    window.clearTimeout(limitTimer);
    silenceTimer = undefined;
    limitTimer = undefined;
  };

  const drop = () => {
    const current = recogniser;
    recogniser = null;
    session += 1;
    if (!current) return;
    current.onresult = null;
    current.onerror = null;
    current.onend = null;
    try {
      current.abort();
    } catch (error) {
      console.warn('Speech recognition could not stop', error);
    }
  };

  const listen = () => {
    drop();
    if (!Recognition) return;
    // The recogniser must not hear the app: whatever plays stops, and the next sound stops this.
    stopSound();
    release?.();
    release = holdMicrophone(interrupt);
    const mine = session;
    const next = new Recognition();
    next.lang = lang;
    next.continuous = true;
    next.interimResults = true;
    next.maxAlternatives = 1;
    next.onresult = (event) => {
      if (mine === session) dispatch({ type: 'result', ...sessionTexts(event.results) });
    };
    next.onerror = (event) => {
      if (mine === session) dispatch({ type: 'error', error: event.error });
    };
    next.onend = () => {
      if (mine === session) dispatch({ type: 'end' });
    };
    recogniser = next;
    limitTimer = window.setTimeout(() => dispatch({ type: 'limit' }), LISTEN_LIMIT_MS);
    startRecogniser();
  };

  const startRecogniser = () => {
    try {
      recogniser?.start();
    } catch (error) {
      console.warn('Speech recognition could not start', error);
      dispatch({ type: 'limit' });
    }
  };

  function dispatch(event: RecognitionEvent) {
    const { state: next, effects } = recognitionStep(state, event, handlers.expected);
    if (next !== state) {
      state = next;
      if (state.status !== 'listening') {
        clearTimers();
        release?.();
        release = null;
      }
      if (Recognition) rememberFallback(fallbackReason(state));
      for (const listener of listeners) listener();
    }
    for (const effect of effects) {
      switch (effect) {
        case 'listen':
          listen();
          break;
        case 'restart':
          startRecogniser();
          break;
        case 'abort':
          drop();
          break;
        case 'wait-silence':
          window.clearTimeout(silenceTimer);
          silenceTimer = window.setTimeout(() => dispatch({ type: 'silence' }), SILENCE_MS);
          break;
        case 'submit':
          if (state.submitted) handlers.onFinal(state.transcript, state.submitted);
          break;
      }
    }
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    configure(next) {
      handlers = next;
    },
    start: () => dispatch({ type: 'start' }),
    stop: () => dispatch({ type: 'stop' }),
    retry: () => dispatch({ type: 'start' }),
    cancel: () => dispatch({ type: 'cancel' }),
  };
}

export interface UseSpeechRecognitionOptions {
  /**
   * The answer the child should say (the right answer, or the wheel's sector word): once the
   * transcript is as long, it is handed over by itself. Null: only silence or stop hand it over.
   */
  expected: string | null;
  /** The answer, at most once a listening (see SpeechListenerOptions.onFinal). */
  onFinal: (transcript: string, reason: SubmitReason) => void;
  lang?: string;
}

export interface SpeechRecognitionControls {
  state: RecognitionState;
  /**
   * Why the game offers the listening choice instead of the microphone now (no recognition,
   * refused, or nothing heard twice), or null.
   */
  fallback: FallbackReason | null;
  start: () => void;
  stop: () => void;
  retry: () => void;
  cancel: () => void;
}

/**
 * Listening for a screen: the recogniser's state as React state, and start / stop / retry to
 * call from the child's taps. The microphone is dropped when the screen goes.
 */
export function useSpeechRecognition({
  expected,
  onFinal,
  lang,
}: UseSpeechRecognitionOptions): SpeechRecognitionControls {
  const [listener] = useState(() =>
    createSpeechListener({ Recognition: recognitionConstructor(), lang }),
  );
  useEffect(() => {
    listener.configure({ expected, onFinal });
  });
  useEffect(() => listener.cancel, [listener]);
  const state = useSyncExternalStore(listener.subscribe, listener.getState, listener.getState);
  return {
    state,
    fallback: fallbackReason(state),
    start: listener.start,
    stop: listener.stop,
    retry: listener.retry,
    cancel: listener.cancel,
  };
}
