import { vi } from 'vitest';
import { resetAudio } from '../audio';
import { markAudioUnlocked } from '../audio-element';

/** What the sound tests control of the browser's audio elements. */
export interface FakeAudioControl {
  /** Every element made, in order (the app should make one). */
  elements: FakeAudio[];
  /** Every source asked to play, in order. */
  played: string[];
  /** play() rejects with a DOMException of this name (e.g. NotAllowedError); null: it plays. */
  refuseWith: string | null;
  /** canPlayType's answer for Ogg Opus: '' as Safari before 17 says, 'probably' elsewhere. */
  oggOpus: '' | 'maybe' | 'probably';
}

/** An <audio> element as far as lib/audio uses it: a source, play and pause, end and error. */
export class FakeAudio {
  src = '';
  preload = '';
  paused = true;
  error: { code: number } | null = null;
  onended: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private pending: ((error: DOMException) => void) | null = null;

  constructor(private readonly control: FakeAudioControl) {
    control.elements.push(this);
  }

  canPlayType(type: string): '' | 'maybe' | 'probably' {
    return type.startsWith('audio/ogg') ? this.control.oggOpus : 'maybe';
  }

  getAttribute(name: string) {
    return name === 'src' && this.src ? this.src : null;
  }

  play(): Promise<void> {
    this.control.played.push(this.src);
    const refusal = this.control.refuseWith;
    return new Promise((resolve, reject) => {
      if (refusal) {
        reject(new DOMException('refused', refusal));
        return;
      }
      this.pending = reject;
      queueMicrotask(() => {
        if (this.pending !== reject) return;
        this.pending = null;
        this.paused = false;
        resolve();
      });
    });
  }

  pause() {
    this.paused = true;
    // As in a browser: a play() still starting is rejected.
    this.pending?.(new DOMException('paused', 'AbortError'));
    this.pending = null;
  }

  /** The sound plays to its end. */
  end() {
    this.paused = true;
    this.onended?.();
  }

  /** The source cannot be loaded or decoded. */
  fail() {
    this.paused = true;
    this.error = { code: 4 };
    this.onerror?.();
  }
}

/**
 * Puts fake audio elements in the window and forgets lib/audio's state (element, URLs). With
 * `unlocked`, the page counts as tapped already, so sounds play by themselves.
 */
export function installFakeAudio({ unlocked = false } = {}): FakeAudioControl {
  resetAudio();
  if (unlocked) markAudioUnlocked();
  const control: FakeAudioControl = {
    elements: [],
    played: [],
    refuseWith: null,
    oggOpus: 'probably',
  };
  vi.stubGlobal(
    'Audio',
    class extends FakeAudio {
      constructor() {
        super(control);
      }
    },
  );
  return control;
}

/** The element lib/audio plays on. */
export function sharedFake(control: FakeAudioControl): FakeAudio {
  const [element] = control.elements;
  if (!element) throw new Error('no audio element was made');
  return element;
}

/** POST /audio as a server without a speech engine answers it. */
export const noEngine = () =>
  new Response(
    JSON.stringify({ message: 'Speech synthesis is not available', code: 'TTS_UNAVAILABLE' }),
    { status: 503, headers: { 'content-type': 'application/json' } },
  );
