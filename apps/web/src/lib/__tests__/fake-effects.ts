import { vi } from 'vitest';
import { resetSoundEffects } from '../sound-effects';

/** A Web Audio context that records the tones it is asked for. */
export class FakeAudioContext {
  static made: FakeAudioContext[] = [];
  state: AudioContextState = 'running';
  currentTime = 10;
  destination = { name: 'speakers' };
  tones: { frequency: number; wave: string; start: number; stop: number }[] = [];
  resumes = 0;
  constructor() {
    FakeAudioContext.made.push(this);
  }
  resume() {
    this.resumes += 1;
    this.state = 'running';
    return Promise.resolve();
  }
  createGain() {
    return {
      gain: { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() },
      connect: vi.fn(),
    };
  }
  createOscillator() {
    const tone = { frequency: 0, wave: '', start: 0, stop: 0 };
    this.tones.push(tone);
    return {
      set type(wave: string) {
        tone.wave = wave;
      },
      frequency: {
        setValueAtTime: (value: number) => {
          tone.frequency = value;
        },
      },
      connect: vi.fn(),
      start: (at: number) => {
        tone.start = at;
      },
      stop: (at: number) => {
        tone.stop = at;
      },
    };
  }
}

/** The context the effects made last. */
export function lastContext(): FakeAudioContext {
  const made = FakeAudioContext.made.at(-1);
  if (!made) throw new Error('no audio context was made');
  return made;
}

/** The frequencies of the tones played so far, in order. */
export const tonesPlayed = () =>
  FakeAudioContext.made.flatMap((c) => c.tones.map((t) => t.frequency));

export interface FakeEffects {
  /** Every vibration pattern asked for, in order. */
  buzzes: (number | number[])[];
}

/**
 * Puts a recording Web Audio context and vibration in the window (a fresh one for the effects'
 * next use). Returns the teardown, for a beforeEach to return.
 */
export function installFakeEffects(onReady?: (effects: FakeEffects) => void): () => void {
  resetSoundEffects();
  FakeAudioContext.made = [];
  vi.stubGlobal('AudioContext', FakeAudioContext);
  const effects: FakeEffects = { buzzes: [] };
  Object.defineProperty(navigator, 'vibrate', {
    value: (pattern: number | number[]) => effects.buzzes.push(pattern) > 0,
    configurable: true,
  });
  onReady?.(effects);
  return () => {
    Reflect.deleteProperty(navigator, 'vibrate');
  };
}
