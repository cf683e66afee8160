import { STRESS_MARK, type SpeechVoice } from '@bolajon/contract';

/*
 * How the synthesiser says a text (issue 21, ADR 0037). The pack may give a pronunciation per
 * text (`say`) or per word for the whole course (`pronunciations`); on top of that every Uzbek
 * word is stressed on its last syllable, the rule of the language, which espeak-ng's `uz` voice
 * does not follow (it stresses the first). The result is engine-neutral: the text with U+0301
 * after each stressed vowel and espeak-ng phonemes between [[ and ]]; each engine turns it into
 * its own input (tts/espeak-stress.ts, the Yandex engine's `+`).
 */

/** A word: letters, the Uzbek apostrophes (ʻ U+02BB, ʼ U+02BC, ') and stress marks; hyphens split. */
const WORD = /[\p{L}\u0301ʻʼ']+/gu;
const PHONEMES = /\[\[[\s\S]*?\]\]/g;
const UZ_VOWEL = /[aeiouAEIOU]/g;

/** The course's `pronunciations`, keyed by the word in lower case. */
export type Lexicon = ReadonlyMap<string, string>;

export function lexiconOf(pronunciations: Record<string, string> | undefined): Lexicon {
  return new Map(
    Object.entries(pronunciations ?? {}).map(([word, say]) => [word.toLowerCase(), say]),
  );
}

/** Applies `fn` to the parts of `text` outside [[phonemes]]. */
function outsidePhonemes(text: string, fn: (plain: string) => string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(PHONEMES)) {
    out += fn(text.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
  }
  return out + fn(text.slice(last));
}

const capitalised = (word: string) => word[0] !== undefined && word[0] !== word[0].toLowerCase();

/** Each word the lexicon lists replaced by its pronunciation (a capital kept). */
export function applyLexicon(text: string, lexicon: Lexicon): string {
  if (lexicon.size === 0) return text;
  return outsidePhonemes(text, (plain) =>
    plain.replace(WORD, (word) => {
      const say = lexicon.get(word.toLowerCase());
      if (say === undefined) return word;
      if (capitalised(word) && !say.startsWith('[[')) return say[0]!.toUpperCase() + say.slice(1);
      return say;
    }),
  );
}

/**
 * An Uzbek word stressed on its last syllable: U+0301 after its last vowel, unless it has a mark
 * already or a single syllable (nothing to choose).
 */
export function stressLastSyllable(word: string): string {
  if (word.includes(STRESS_MARK)) return word;
  const vowels = [...word.matchAll(UZ_VOWEL)];
  if (vowels.length < 2) return word;
  const at = vowels.at(-1)!.index + 1;
  return word.slice(0, at) + STRESS_MARK + word.slice(at);
}

/** Uzbek text with every word stressed by the rule, marked words and [[phonemes]] left alone. */
export function stressUzbek(text: string): string {
  return outsidePhonemes(text, (plain) => plain.replace(WORD, stressLastSyllable));
}

/**
 * What the synthesiser reads for a text in a voice: the item's own `say`, else the text with
 * the course's word pronunciations; Uzbek then stressed by the rule. Equal to `text` when
 * nothing changes it.
 */
export function spokenForm(
  voice: SpeechVoice,
  text: string,
  say: string | undefined,
  lexicon: Lexicon = new Map(),
): string {
  const base = say ?? applyLexicon(text, lexicon);
  return voice === 'uz' ? stressUzbek(base) : base;
}
