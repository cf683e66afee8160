import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** One Twemoji picture an editor may pick: its file is `<code>.svg` in @twemoji/svg. */
export interface TwemojiMatch {
  /** Code points in lowercase hex joined by '-', as Twemoji names its files (e.g. 1f431). */
  code: string;
  emoji: string;
  /** The Unicode CLDR short names (emojibase-data), Russian and English. */
  nameRu: string;
  nameEn: string;
}

export interface TwemojiIndex {
  search(query: string, limit?: number): TwemojiMatch[];
  /** The absolute path of a picture's SVG, or null for a code the set does not have. */
  svgPath(code: string): string | null;
}

interface EmojiEntry {
  hexcode: string;
  label: string;
  unicode: string;
  tags?: string[];
  /** Unicode's order of emoji; missing on a few components. */
  order?: number;
}

interface IndexedEmoji extends TwemojiMatch {
  /** Normalised names (label first) and keywords, Russian and English. */
  labels: string[];
  tags: string[];
  order: number;
}

export const MAX_TWEMOJI_RESULTS = 50;

/**
 * The bundled Twemoji set searchable by name: emojibase-data's CLDR names and keywords in Russian
 * and English (MIT; CLDR's data under the Unicode licence), matched to the files @twemoji/svg
 * holds. Emoji newer than the Twemoji release have no picture and are left out.
 */
export function createTwemojiIndex(
  options: { twemojiDir?: string; emojiDataDir?: string } = {},
): TwemojiIndex {
  const require = createRequire(import.meta.url);
  const twemojiDir =
    options.twemojiDir ?? path.dirname(require.resolve('@twemoji/svg/package.json'));
  const emojiDataDir =
    options.emojiDataDir ?? path.dirname(require.resolve('emojibase-data/package.json'));
  const files = new Set(
    readdirSync(twemojiDir)
      .filter((name) => name.endsWith('.svg'))
      .map((name) => name.slice(0, -'.svg'.length)),
  );
  const read = (locale: string) =>
    JSON.parse(
      readFileSync(path.join(emojiDataDir, locale, 'compact.json'), 'utf8'),
    ) as EmojiEntry[];
  const english = new Map(read('en').map((entry) => [entry.hexcode, entry]));

  const emoji: IndexedEmoji[] = [];
  for (const ru of read('ru')) {
    const code = twemojiFile(ru.hexcode, files);
    const en = english.get(ru.hexcode);
    if (code === null || !en) continue;
    emoji.push({
      code,
      emoji: ru.unicode,
      nameRu: ru.label,
      nameEn: en.label,
      labels: [ru.label, en.label].map(normalise),
      tags: [...(ru.tags ?? []), ...(en.tags ?? [])].map(normalise),
      order: ru.order ?? Number.MAX_SAFE_INTEGER,
    });
  }

  return {
    search(query, limit = 20) {
      const wanted = normalise(query);
      if (!wanted) return [];
      const count = Math.min(Math.max(1, Math.floor(limit)), MAX_TWEMOJI_RESULTS);
      return emoji
        .map((entry) => ({ entry, score: score(entry, wanted) }))
        .filter(({ score }) => score > 0)
        .sort(
          (a, b) =>
            b.score - a.score ||
            a.entry.nameRu.length - b.entry.nameRu.length ||
            a.entry.order - b.entry.order,
        )
        .slice(0, count)
        .map(({ entry: { code, emoji, nameRu, nameEn } }) => ({ code, emoji, nameRu, nameEn }));
    },
    svgPath(code) {
      return files.has(code) ? path.join(twemojiDir, `${code}.svg`) : null;
    },
  };
}

/** Twemoji drops U+FE0F from its file names, except in some sequences. */
function twemojiFile(hexcode: string, files: Set<string>): string | null {
  const exact = hexcode.toLowerCase();
  if (files.has(exact)) return exact;
  const bare = exact
    .split('-')
    .filter((point) => point !== 'fe0f')
    .join('-');
  return files.has(bare) ? bare : null;
}

function normalise(text: string) {
  return text.toLowerCase().replaceAll('ё', 'е').replace(/\s+/g, ' ').trim();
}

/**
 * A whole name first, then a name's word (the fewer other words the better), a keyword, the
 * start of a word, a part of a name; a sequence (a person's variants, a flag) after a single
 * emoji matching as well; among equals, the shorter (more general) name first.
 */
function score(entry: IndexedEmoji, wanted: string) {
  let best = Math.max(...entry.labels.map((label) => labelScore(label, wanted)));
  // A keyword its name echoes (кошка: «морда кошки») beats one it does not (кошка: тигр).
  const stem = wanted.slice(0, Math.max(3, wanted.length - 2));
  const echoed = entry.labels.some((label) => label.split(' ').some((w) => w.startsWith(stem)));
  for (const tag of entry.tags) {
    if (tag === wanted) best = Math.max(best, echoed ? 78 : 70);
    else if (tag.startsWith(wanted)) best = Math.max(best, 30);
  }
  return best > 0 && entry.code.includes('-') ? best - 5 : best;
}

function labelScore(label: string, wanted: string) {
  if (label === wanted) return 100;
  if (label.split(/[\s:,-]+/).includes(wanted)) return 80 - (label.split(' ').length - 1) * 5;
  if (label.startsWith(wanted)) return 60;
  return label.includes(wanted) ? 20 : 0;
}

/** The index built on its first use: the studio's search is rare, the app's start is not. */
export function lazyTwemojiIndex(build: () => TwemojiIndex = createTwemojiIndex): TwemojiIndex {
  let index: TwemojiIndex | null = null;
  const get = () => (index ??= build());
  return {
    search: (query, limit) => get().search(query, limit),
    svgPath: (code) => get().svgPath(code),
  };
}
