/**
 * Says a word with the browser's speech synthesis: the voice of the games until recorded audio
 * comes (the sound issue, #8), and its fallback after (spec section 8: a Russian voice for
 * Russian, an Uzbek one for Uzbek or else a Turkish one; where there is none, log and go on).
 */

export type SpeechLanguage = 'ru' | 'uz';

export interface SpeakOptions {
  lang: SpeechLanguage;
}

/** Voice language prefixes in order of preference (spec section 8). */
const VOICE_PREFIXES: Record<SpeechLanguage, readonly string[]> = {
  ru: ['ru'],
  uz: ['uz', 'tr'],
};
const LOCALES: Record<SpeechLanguage, string> = { ru: 'ru-RU', uz: 'uz-UZ' };
/** A little slower than usual: the listeners are children learning the language. */
const RATE = 0.9;
/** How long the first word waits for the voice list, which browsers load asynchronously. */
export const VOICES_WAIT_MS = 300;

/**
 * Spec section 5: text with only Latin letters is Uzbek for speech, anything else Russian. (The
 * Uzbek ʻ is no letter of either script, so it does not count.)
 */
export function speechLanguage(text: string): SpeechLanguage {
  return !/\p{Script=Cyrillic}/u.test(text) && /\p{Script=Latin}/u.test(text) ? 'uz' : 'ru';
}

/** The voice to speak `lang` with, or null when the browser has none for it. */
export function pickVoice(
  voices: readonly SpeechSynthesisVoice[],
  lang: SpeechLanguage,
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
 * Says `text`, stopping whatever is being said first (one sound at a time). Never throws: where
 * speech synthesis is missing or fails, it logs and does nothing.
 */
export function speak(text: string, { lang }: SpeakOptions): void {
  const synth = synthesis();
  if (!synth) {
    console.warn('Speech synthesis is not available: cannot say', text);
    return;
  }
  const call = ++latest;
  try {
    synth.cancel();
    if (synth.getVoices().length > 0 || typeof synth.addEventListener !== 'function') {
      say(synth, text, lang);
      return;
    }
    // No voices yet (the first call after the page loads): wait for them a moment, then speak
    // anyway with the language alone, which lets the browser choose.
    const ready = () => {
      window.clearTimeout(timer);
      synth.removeEventListener('voiceschanged', ready);
      if (call === latest) say(synth, text, lang);
    };
    const timer = window.setTimeout(ready, VOICES_WAIT_MS);
    synth.addEventListener('voiceschanged', ready);
  } catch (error) {
    console.warn('Speech synthesis failed', error);
  }
}

function say(synth: SpeechSynthesis, text: string, lang: SpeechLanguage) {
  try {
    const utterance = new SpeechSynthesisUtterance(text);
    const voice = pickVoice(synth.getVoices(), lang);
    if (voice) utterance.voice = voice;
    utterance.lang = voice?.lang ?? LOCALES[lang];
    utterance.rate = RATE;
    utterance.onerror = (event) => {
      // Stopping a word on purpose (a newer one, leaving the screen) is no failure.
      if (event.error !== 'canceled' && event.error !== 'interrupted') {
        console.warn('Speech synthesis failed', event.error);
      }
    };
    synth.speak(utterance);
  } catch (error) {
    console.warn('Speech synthesis failed', error);
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
