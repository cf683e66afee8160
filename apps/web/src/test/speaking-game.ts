import { afterEach, beforeEach, vi } from 'vitest';
import { playSpeech } from '../lib/audio';
import {
  FakeSpeechRecognition,
  installFakeRecognition,
  removeRecognition,
} from './fake-speech-recognition';

/** Each test starts with no sound played and fake time, and ends with real time again. */
export function setUpSoundsAndTime() {
  beforeEach(() => {
    vi.mocked(playSpeech).mockClear();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/** The fake recogniser of the speaking games' screen tests. */
export const recognition = {
  /** Puts it in the window, as a fresh page with no refused microphone. */
  install: installFakeRecognition,
  /** Takes recognition away, as in Firefox. */
  remove: removeRecognition,
  /** The one the screen made last, to make it hear words. */
  last: () => FakeSpeechRecognition.last as FakeSpeechRecognition,
  /** Every one the screen made. */
  all: () => FakeSpeechRecognition.instances,
};
