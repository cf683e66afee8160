import { SPEECH_TEXT_MAX, speechVoice } from '@bolajon/contract';
import { useCallback, useSyncExternalStore } from 'react';
import { apiClient, isApiError } from './api-client';
import {
  existingAudioElement,
  isAudioUnlocked,
  markAudioUnlocked,
  resetAudioElement,
  sharedAudioElement,
} from './audio-element';
import { getDeviceSettings, subscribeDeviceSettings } from './device-settings';
import { interruptListening } from './microphone-turn';
import { playableUrl } from './playable-audio';
import { resetSoundEffects } from './sound-effects';
import { speak, stopSpeaking } from './speech';

export { installAudioUnlock, isAudioUnlocked, unlockAudio } from './audio-element';
export { playableAudioUrl, playableUrl } from './playable-audio';

/**
 * The one sound player (spec sections 2 "Speaker widget", 4 "Audio", 8): a text is heard from its
 * recorded file when the content has one, else from the server's synthesis (POST /audio, asked
 * once a text and remembered), else from the browser's own voice; where even that is missing it
 * is logged and nothing plays. One sound at a time: a new one stops the one before, whichever
 * of the three it came from. Muted (the device setting) means nothing plays at all. A sound that
 * starts stops the microphone's listening (microphone-turn.ts): the recogniser must not hear the
 * app say the answer.
 */

export interface SpeechSound {
  text: string;
  /** A recorded or known file: it wins over synthesis. */
  audioUrl?: string | null;
}

/**
 * What a speaker shows of its sound: `loading` (finding or fetching the audio), `playing`, then
 * `ready` (heard at least once, so its audio is known) — or `idle` before it was ever played.
 */
export type SoundStatus = 'idle' | 'loading' | 'ready' | 'playing';

export interface PlayOptions {
  /**
   * Played without a tap of its own (a question read as it appears): skipped until the page has
   * been tapped, since browsers refuse it before.
   */
  auto?: boolean;
}

/** How many texts' audio URLs are remembered; the oldest are forgotten past it. */
const REMEMBERED_TEXTS = 500;

interface Current {
  key: string;
  status: 'loading' | 'playing';
}

let current: Current | null = null;
/** Bumped by every new sound and every stop: a step of an older sound that finds it changed gives up. */
let generation = 0;
/** Sounds heard at least once. */
const heard = new Set<string>();
/** Each text's synthesised audio URL (null: none to be had), or the request for it. */
const urls = new Map<string, Promise<string | null>>();
const listeners = new Set<() => void>();
let speechTimer: ReturnType<typeof setTimeout> | undefined;
let toldNoEngine = false;
let watching = false;

const keyOf = ({ text, audioUrl }: SpeechSound) => `${audioUrl || ''}\n${text.trim()}`;

function setCurrent(next: Current | null) {
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function statusOf(key: string): SoundStatus {
  if (current?.key === key) return current.status;
  return heard.has(key) ? 'ready' : 'idle';
}

/** Where `sound` stands right now. */
export function soundStatus(sound: SpeechSound): SoundStatus {
  return statusOf(keyOf(sound));
}

/** Where `sound` stands, re-rendering as it loads, plays and ends. */
export function useSoundStatus(sound: SpeechSound): SoundStatus {
  const key = keyOf(sound);
  const read = useCallback(() => statusOf(key), [key]);
  return useSyncExternalStore(subscribe, read, read);
}

/** Stops whatever is playing: the shared element and the browser's voice. */
export function stopSound(): void {
  generation += 1;
  clearTimeout(speechTimer);
  const audio = existingAudioElement();
  if (audio && !audio.paused) audio.pause();
  stopSpeaking();
  if (current) setCurrent(null);
}

/** Sounds turned off, or the page hidden: whatever plays stops at once. */
function watch() {
  if (watching) return;
  watching = true;
  subscribeDeviceSettings(() => {
    if (!getDeviceSettings().soundEnabled) stopSound();
  });
  if (typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') stopSound();
    });
  }
}

/**
 * Plays `sound` (replacing what plays). Resolves once it plays, has fallen back to the browser's
 * voice, or has given up; never rejects.
 */
export async function playSpeech(sound: SpeechSound, { auto = false }: PlayOptions = {}) {
  const text = sound.text.trim();
  const recorded = sound.audioUrl || null;
  if (!text && !recorded) return;
  if (!getDeviceSettings().soundEnabled) return;
  if (auto && !isAudioUnlocked()) return;
  watch();

  interruptListening();
  stopSound();
  const playback = generation;
  const key = keyOf(sound);
  setCurrent({ key, status: 'loading' });

  const request = recorded ? null : synthesisedUrl(text);
  const url = recorded ?? (await request);
  if (playback !== generation) return;
  if (url) {
    if (await playFile(url, key, playback)) return;
    if (playback !== generation) return;
    // The synthesised file would not play (the server's cache dropped it: a 404): the next time
    // asks POST /audio again rather than trying the same URL.
    if (request && urls.get(text) === request) urls.delete(text);
  }
  fallBack(text, key, playback);
}

/**
 * Plays `sounds` one after another, each once the one before has ended (a word, then its
 * translation). Gives up as soon as any other sound starts or everything stops (a tap elsewhere,
 * the screen leaving): what comes after is never heard over it. Resolves once the last one plays
 * or it gave up; never rejects.
 */
export async function playInTurn(sounds: readonly SpeechSound[], options: PlayOptions = {}) {
  for (const [index, sound] of sounds.entries()) {
    const before = generation;
    await playSpeech(sound, options);
    // Playing it stops what played before (one step); more steps: something else came after it.
    if (generation > before + 1 || index === sounds.length - 1) return;
    const playback = generation;
    const key = keyOf(sound);
    await new Promise<void>((resolve) => {
      const check = () => {
        if (current?.key === key && playback === generation) return;
        unsubscribe();
        resolve();
      };
      const unsubscribe = subscribe(check);
      check();
    });
    if (playback !== generation) return;
  }
}

/** The server's synthesis of `text` (POST /audio, no bearer token: spec section 7), asked once. */
function synthesisedUrl(text: string): Promise<string | null> {
  if (text.length > SPEECH_TEXT_MAX) return Promise.resolve(null);
  const known = urls.get(text);
  if (known) return known;
  const request = apiClient
    .post('/audio', { speechText: text }, (c) => c.audioResponseSchema, { anonymous: true })
    .then(
      ({ url }) => url || null,
      (error: unknown) => {
        // No engine (503) will not change this session: said once, and this text is not asked
        // again. Anything else (no network, the rate limit) may pass: the next time asks again.
        const noEngine = isApiError(error) && error.status === 503;
        if (!noEngine) urls.delete(text);
        if (!noEngine || !toldNoEngine) console.warn('No synthesised audio for', text, error);
        if (noEngine) toldNoEngine = true;
        return null;
      },
    );
  urls.set(text, request);
  if (urls.size > REMEMBERED_TEXTS) {
    const oldest = urls.keys().next().value;
    if (oldest !== undefined) urls.delete(oldest);
  }
  return request;
}

/** Plays `url` on the shared element; resolves false when it cannot (error, refused, no element). */
function playFile(url: string, key: string, playback: number): Promise<boolean> {
  const audio = sharedAudioElement();
  if (!audio) return Promise.resolve(false);
  return new Promise((resolve) => {
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      if (playback === generation) {
        markAudioUnlocked();
        heard.add(key);
        setCurrent({ key, status: 'playing' });
      }
      resolve(true);
    };
    const fail = (error: unknown) => {
      if (playback !== generation) return resolve(false);
      if (started) {
        // Broke off in the middle: what was heard was heard.
        setCurrent(null);
        return;
      }
      console.warn('Could not play', url, error);
      resolve(false);
    };
    audio.onended = () => {
      if (playback === generation) setCurrent(null);
    };
    audio.onerror = () => fail(audio.error);
    // The file this browser plays (an Ogg's AAC copy where Ogg cannot play: ADR 0051).
    audio.src = playableUrl(url, audio);
    try {
      const playing = audio.play() as Promise<void> | undefined;
      if (playing) playing.then(start, fail);
      else start();
    } catch (error) {
      fail(error);
    }
  });
}

/** Spec section 8: the browser's voice for the text's language; where none, it only logs. */
function fallBack(text: string, key: string, playback: number) {
  if (!text) {
    setCurrent(null);
    return;
  }
  setCurrent({ key, status: 'playing' });
  const end = () => {
    if (playback !== generation) return;
    clearTimeout(speechTimer);
    setCurrent(null);
  };
  const saying = speak(text, { lang: speechVoice(text), onEnd: end });
  if (!saying) {
    end();
    return;
  }
  heard.add(key);
  // Some browsers never say that a word ended: the speaker stops showing it after a while anyway.
  clearTimeout(speechTimer);
  speechTimer = setTimeout(end, 2000 + text.length * 150);
}

/** Forgets everything: remembered URLs, what was heard, what plays, the element (tests). */
export function resetAudio(): void {
  stopSound();
  urls.clear();
  heard.clear();
  toldNoEngine = false;
  resetAudioElement();
  resetSoundEffects();
}
