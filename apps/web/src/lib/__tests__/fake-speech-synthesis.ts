import { vi } from 'vitest';

/** What speech tests see of an utterance: what was said, in which language and voice. */
export class FakeUtterance {
  text: string;
  lang = '';
  rate = 1;
  voice: SpeechSynthesisVoice | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  constructor(text: string) {
    this.text = text;
  }
}

export const fakeVoice = (lang: string, name = lang) =>
  ({ lang, name, default: false, localService: true, voiceURI: name }) as SpeechSynthesisVoice;

/** A browser speech synthesis that records what it is asked, in order. */
export class FakeSpeechSynthesis extends EventTarget {
  voices: SpeechSynthesisVoice[] = [];
  log: string[] = [];
  spoken: FakeUtterance[] = [];
  getVoices() {
    return this.voices;
  }
  cancel() {
    this.log.push('cancel');
  }
  speak(utterance: FakeUtterance) {
    this.log.push(`speak ${utterance.text}`);
    this.spoken.push(utterance);
  }
  /** The word being said comes to its end. */
  finish(utterance = this.spoken.at(-1)) {
    utterance?.onend?.();
  }
  /** The browser's voice list arrives (asynchronously, in a real one). */
  loadVoices(voices: SpeechSynthesisVoice[]) {
    this.voices = voices;
    this.dispatchEvent(new Event('voiceschanged'));
  }
}

/** Puts a fake speech synthesis in the window (undone by vitest's unstubGlobals). */
export function installFakeSpeech(voices: SpeechSynthesisVoice[] = []) {
  const synth = new FakeSpeechSynthesis();
  synth.voices = voices;
  vi.stubGlobal('speechSynthesis', synth);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  return synth;
}
