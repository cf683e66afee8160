import { vi } from 'vitest';
import { resetSpeechRecognition, type RecognitionResultEvent } from '../lib/speech-recognition';

/**
 * A browser speech recogniser the test commands: it does nothing by itself, and `hear`,
 * `interim`, `end` and `fail` make it emit what a real one would. The e2e run injects the same
 * idea into the page (e2e/fake-speech.mjs). The last one constructed is `FakeSpeechRecognition.last`.
 */

interface FakeAlternative {
  transcript: string;
  confidence: number;
}
interface FakeResult {
  isFinal: boolean;
  length: number;
  0: FakeAlternative;
}

export class FakeSpeechRecognition {
  static instances: FakeSpeechRecognition[] = [];
  static get last(): FakeSpeechRecognition | undefined {
    return FakeSpeechRecognition.instances.at(-1);
  }

  lang = '';
  continuous = false;
  interimResults = false;
  maxAlternatives = 1;
  onresult: ((event: RecognitionResultEvent) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  onstart: (() => void) | null = null;

  /** Whether a session is running (between start and end). */
  running = false;
  /** How many times start() was called. */
  starts = 0;
  /** What the page did to it, in order: start, stop, abort. */
  log: string[] = [];
  /** The results of the current session. */
  private results: FakeResult[] = [];

  constructor() {
    FakeSpeechRecognition.instances.push(this);
  }

  start() {
    if (this.running)
      throw new DOMException('recognition has already started', 'InvalidStateError');
    this.running = true;
    this.starts += 1;
    this.results = [];
    this.log.push('start');
    this.onstart?.();
  }

  stop() {
    this.log.push('stop');
    this.end();
  }

  abort() {
    this.log.push('abort');
    if (!this.running) return;
    this.onerror?.({ error: 'aborted' });
    this.end();
  }

  /** Words still forming: an interim result replacing the last interim one. */
  interim(text: string) {
    this.emit(text, false);
  }

  /** Words heard for sure: a final result replacing the last interim one. */
  hear(text: string) {
    this.emit(text, true);
  }

  /** The browser ends the session (as Android Chrome does after about 2 s). */
  end() {
    if (!this.running) return;
    this.running = false;
    this.onend?.();
  }

  /** The recogniser fails with `error` ('not-allowed', 'no-speech', 'network', …), then ends. */
  fail(error: string) {
    if (!this.running) return;
    this.onerror?.({ error });
    this.end();
  }

  private emit(transcript: string, isFinal: boolean) {
    if (!this.running) throw new Error('the fake recogniser is not listening');
    const last = this.results.at(-1);
    const result: FakeResult = { isFinal, length: 1, 0: { transcript, confidence: 0.9 } };
    const index = last && !last.isFinal ? this.results.length - 1 : this.results.length;
    this.results[index] = result;
    this.onresult?.({ resultIndex: index, results: [...this.results] });
  }
}

/**
 * Puts the fake in the window as `SpeechRecognition` (or the prefixed name Safari and older
 * Chrome use); vitest's unstubGlobals undoes it. As a fresh page, the session has no refused
 * microphone yet. Returns the class for its `last` instance.
 */
export function installFakeRecognition(
  name: 'SpeechRecognition' | 'webkitSpeechRecognition' = 'SpeechRecognition',
) {
  resetSpeechRecognition();
  FakeSpeechRecognition.instances = [];
  vi.stubGlobal(name, FakeSpeechRecognition);
  return FakeSpeechRecognition;
}

/** Takes speech recognition away, as in Firefox. */
export function removeRecognition() {
  resetSpeechRecognition();
  vi.stubGlobal('SpeechRecognition', undefined);
  vi.stubGlobal('webkitSpeechRecognition', undefined);
}
