import { z } from 'zod';

/** The two voices the app speaks with (spec section 5): Russian, and Uzbek for Latin-only text. */
export const SPEECH_VOICES = ['ru', 'uz'] as const;
export type SpeechVoice = (typeof SPEECH_VOICES)[number];

/** BCP 47 tags of the voices, for the browser's speech synthesis and cloud engines. */
export const SPEECH_LANGS: Readonly<Record<SpeechVoice, string>> = { ru: 'ru-RU', uz: 'uz-UZ' };

export const SPEECH_TEXT_MAX = 300;

/**
 * Spec section 5: text with only Latin letters (basic, Latin-1, extended) is Uzbek for speech;
 * anything else (Cyrillic, or none at all) is Russian.
 */
export function speechVoice(text: string): SpeechVoice {
  const letters = [...text].filter((c) => /\p{L}/u.test(c));
  if (letters.length === 0) return 'ru';
  return letters.every((c) => /[A-Za-z\u00C0-\u024F\u02BB\u02BC]/.test(c)) ? 'uz' : 'ru';
}

/**
 * Two texts one person's recording serves alike (issue 23, ADR 0045): the same voice and the same
 * words, whatever their case, outer spaces and closing punctuation («Кошка!» and «кошка»).
 */
export function sameSpokenText(voice: SpeechVoice, text: string): string {
  return `${voice}:${text
    .trim()
    .toLocaleLowerCase('ru')
    .replace(/[\s.!?…,:;]+$/u, '')}`;
}

/** POST /audio: a phrase to hear. */
export const audioRequestSchema = z.strictObject({
  speechText: z
    .string({ error: 'speechText must be a string' })
    .trim()
    .min(1, 'speechText must not be empty')
    .max(SPEECH_TEXT_MAX, `speechText must be at most ${SPEECH_TEXT_MAX} characters`),
});
export type AudioRequest = z.infer<typeof audioRequestSchema>;
export const audioResponseSchema = z.object({ url: z.string() });
export type AudioResponse = z.infer<typeof audioResponseSchema>;
