import { spawn } from 'node:child_process';

/*
 * espeak-ng ignores U+0301 (checked with 1.51: «Раскра́сь» and «Раскрась» give the same
 * phonemes), so a stressed word becomes phoneme input: espeak-ng's own phonemes for the bare
 * word (`-x --sep`), its stress marks moved to the marked vowel, written as [[...]]. espeak-ng
 * puts a stress mark right before the vowel phoneme of its syllable, which is what makes the
 * move safe; a word whose vowel phonemes do not pair one to one with its written vowels (or
 * that switches language) is left as written.
 */

const MARK = '\u0301';
const WORD = /[\p{L}\u0301ʻʼ']+/gu;
const PHONEMES = /\[\[[\s\S]*?\]\]/g;
/** Written vowels per voice: Russian's ten, Uzbek Latin's five (oʻ is an o). */
const WRITTEN_VOWELS: Record<string, RegExp> = {
  ru: /[аеёиоуыэюяАЕЁИОУЫЭЮЯ]/g,
  uz: /[aeiouAEIOU]/g,
};

/** espeak-ng's mnemonic for a vowel phoneme (`A`, `a#`, `V`, `8`, `ja`…); `@-` is a glide. */
function isVowelPhoneme(phoneme: string): boolean {
  if (phoneme === '@-') return false;
  return /^[aeiouyAEIOUV@&038]/.test(phoneme) || /^j[aeiouAEIOUV8@]/.test(phoneme);
}

/*
 * Russian reduces its unstressed vowels (о → V, я → I …): the vowel that gains the stress takes
 * its full quality from its letter, and the one that loses it is reduced, as espeak-ng would.
 */
const RU_STRESSED: Record<string, string> = {
  а: 'A',
  о: 'o',
  у: 'u',
  ы: 'y',
  и: 'i',
  э: 'e',
  е: 'e',
  ё: '8',
  я: 'a',
  ю: 'u',
};
const RU_UNSTRESSED: Record<string, string> = { а: 'V', о: 'V', е: 'I', я: 'I', э: 'I' };

function requality(phoneme: string, letter: string, table: Record<string, string>): string {
  const quality = table[letter.toLowerCase()];
  if (!quality) return phoneme;
  return phoneme.startsWith('j') && phoneme.length > 1 ? `j${quality}` : quality;
}

export type PhonemesOf = (word: string, voice: string) => Promise<string>;

/** Phonemes for a marked word, stress on the marked vowel; null when they cannot be paired. */
export function stressPhonemes(word: string, separated: string, voice: string): string | null {
  const written = WRITTEN_VOWELS[voice];
  if (!written || /[()]/.test(separated)) return null;
  const letters = [...word.matchAll(written)].map((m) => m[0]);
  const marked = [...word.matchAll(written)].findIndex((m) => word[m.index + 1] === MARK);
  if (marked < 0) return null;
  const tokens = separated.trim().split(/\s+/).filter(Boolean);
  const vowels = tokens.flatMap((p, i) => (isVowelPhoneme(p.replace(/^[',]+/, '')) ? [i] : []));
  if (vowels.length !== letters.length) return null;
  return tokens
    .map((token, i) => {
      const phoneme = token.replace(/^[',]+/, '');
      const vowel = vowels.indexOf(i);
      if (vowel < 0) return phoneme;
      if (vowel === marked)
        return `'${voice === 'ru' ? requality(phoneme, letters[vowel]!, RU_STRESSED) : phoneme}`;
      const wasStressed = token.startsWith("'");
      return voice === 'ru' && wasStressed
        ? requality(phoneme, letters[vowel]!, RU_UNSTRESSED)
        : phoneme;
    })
    .join('');
}

/** The marked words of `text` turned into phoneme input; the rest as written, marks dropped. */
export async function toEspeakInput(
  text: string,
  voice: string,
  phonemesOf: PhonemesOf,
): Promise<string> {
  const parts: string[] = [];
  let last = 0;
  for (const match of text.matchAll(PHONEMES)) {
    parts.push(await convertPlain(text.slice(last, match.index), voice, phonemesOf), match[0]);
    last = match.index + match[0].length;
  }
  parts.push(await convertPlain(text.slice(last), voice, phonemesOf));
  return parts.join('');
}

async function convertPlain(plain: string, voice: string, phonemesOf: PhonemesOf) {
  const words = [...new Set(plain.match(WORD) ?? [])].filter((w) => w.includes(MARK));
  const converted = new Map<string, string>();
  for (const word of words) {
    const bare = word.replaceAll(MARK, '');
    const phonemes = stressPhonemes(word, await phonemesOf(bare, voice), voice);
    converted.set(word, phonemes ? `[[${phonemes}]]` : bare);
  }
  return plain.replace(WORD, (word) => converted.get(word) ?? word.replaceAll(MARK, ''));
}

/** `espeak-ng -v <voice> -q -x --sep=' '` for one word (on standard input), remembered. */
export function espeakPhonemes(espeakPath: string, timeoutMs: number): PhonemesOf {
  const known = new Map<string, Promise<string>>();
  return (word, voice) => {
    const key = `${voice}\n${word}`;
    let found = known.get(key);
    if (!found) {
      found = new Promise<string>((resolve, reject) => {
        const child = spawn(espeakPath, ['-v', voice, '-q', '-x', '--sep= '], {
          stdio: ['pipe', 'pipe', 'ignore'],
          timeout: timeoutMs,
        });
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
        child.on('error', reject);
        child.on('close', (code) =>
          code === 0 ? resolve(out) : reject(new Error(`espeak-ng -x exited with ${code}`)),
        );
        child.stdin.on('error', () => undefined);
        child.stdin.end(word, 'utf8');
      });
      // A failure is not remembered: the next phrase tries again.
      found.catch(() => known.delete(key));
      if (known.size > 5000) known.clear();
      known.set(key, found);
    }
    return found;
  };
}
