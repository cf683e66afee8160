import type { SpeechVoice } from '@bolajon/contract';
import { interruptListening } from './microphone-turn';

/**
 * Says a word with the browser's speech synthesis: the fallback of lib/audio.ts when there is no
 * recorded or synthesised audio (spec section 8: a Russian voice for Russian, an Uzbek one for
 * Uzbek or else a Turkish one; where there is none, log and go on). Which voice a text takes is
 * the contract's `speechVoice` (spec section 5).
 */

export interface SpeakOptions {
  lang: SpeechVoice;
  /** Called once the word has been said, or has failed or been stopped. */
  onEnd?: () => void;
}

/** Voice language prefixes in order of preference (spec section 8). */
const VOICE_PREFIXES: Record<SpeechVoice, readonly string[]> = {
  ru: ['ru'],
  uz: ['uz', 'tr'],
};
/** The contract's SPEECH_LANGS, spelled here so this module loads no contract code. */
const LOCALES: Record<SpeechVoice, string> = { ru: 'ru-RU', uz: 'uz-UZ' };
/** A little slower than usual: the listeners are children learning the language. */
const RATE = 0.9;
/** How long the first word waits for the voice list, which browsers load asynchronously. */
export const VOICES_WAIT_MS = 300;

/** The voice to speak `lang` with, or null when the browser has none for it. */
export function pickVoice(
  voices: readonly SpeechSynthesisVoice[],
  lang: SpeechVoice,
): SpeechSynthesisVoice | null {
  for (const prefix of VOICE_PREFIXES[lang]) {
    const voice = voices.find((v) => v.lang.toLowerCase().startsWith(prefix));
    if (voice) return voice;
  }
  return null;
}

function synthesis(): SpeechSynthesis | null {
  if (typeof window === 'undefined' || typeof SpeechSynthesisUtterance === 'undefined') {
    return null;
  }
  return window.speechSynthesis ?? null;
}

/** Bumped by every call: a word still waiting for the voices is dropped once a newer one comes. */
let latest = 0;

/**
 * Says `text`, stopping whatever is being said first (one sound at a time) and the microphone's
 * listening (the recogniser must not hear the app: microphone-turn.ts). Never throws: where
 * speech synthesis is missing or fails, it logs and does nothing. Returns whether it is saying
 * (or about to say) the word.
 */
export function speak(text: string, { lang, onEnd }: SpeakOptions): boolean {
  const synth = synthesis();
  if (!synth) {
    console.warn('Speech synthesis is not available: cannot say', text);
    return false;
  }
  interruptListening();
  const call = ++latest;
  try {
    synth.cancel();
    if (synth.getVoices().length > 0 || typeof synth.addEventListener !== 'function') {
      return say(synth, text, lang, onEnd);
    }
    // No voices yet (the first call after the page loads): wait for them a moment, then speak
    // anyway with the language alone, which lets the browser choose.
    const ready = () => {
      window.clearTimeout(timer);
      synth.removeEventListener('voiceschanged', ready);
      if (call === latest) say(synth, text, lang, onEnd);
      else onEnd?.();
    };
    const timer = window.setTimeout(ready, VOICES_WAIT_MS);
    synth.addEventListener('voiceschanged', ready);
    return true;
  } catch (error) {
    console.warn('Speech synthesis failed', error);
    return false;
  }
}

/**
 * The utterance being said. Held here because Chrome can collect an utterance that nothing
 * references before it ends, and then never fires its end event.
 */
let current: SpeechSynthesisUtterance | null = null;

function say(synth: SpeechSynthesis, text: string, lang: SpeechVoice, onEnd?: () => void) {
  try {
    const utterance = new SpeechSynthesisUtterance(text);
    const voice = pickVoice(synth.getVoices(), lang);
    if (voice) utterance.voice = voice;
    utterance.lang = voice?.lang ?? LOCALES[lang];
    utterance.rate = RATE;
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      if (current === utterance) current = null;
      onEnd?.();
    };
    utterance.onend = end;
    utterance.onerror = (event) => {
      // Stopping a word on purpose (a newer one, leaving the screen) is no failure.
      if (event.error !== 'canceled' && event.error !== 'interrupted') {
        console.warn('Speech synthesis failed', event.error);
      }
      end();
    };
    current = utterance;
    synth.speak(utterance);
    return true;
  } catch (error) {
    console.warn('Speech synthesis failed', error);
    onEnd?.();
    return false;
  }
}

/** Stops what is being said and drops a word still waiting for the voices. */
export function stopSpeaking(): void {
  latest += 1;
  try {
    synthesis()?.cancel();
  } catch (error) {
    console.warn('Speech synthesis failed', error);
  }
}
