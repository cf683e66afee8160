import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sanitiseSvg } from './svg-sanitiser.js';
import { createTwemojiIndex, MAX_TWEMOJI_RESULTS } from './twemoji-search.js';

const index = createTwemojiIndex();
const emoji = (query: string, limit = 10) => index.search(query, limit).map((match) => match.emoji);

describe('searchTwemoji', () => {
  it('finds the cat by its Russian and its English name', () => {
    expect(emoji('кошка')).toContain('🐱');
    // «кот» names eight cat faces first (злой кот, кот в шоке…); the default 20 holds 🐱 too.
    expect(emoji('кот', 20)).toContain('🐱');
    expect(emoji('кошка', 2)).toEqual(['🐈️', '🐱']);
    expect(emoji('cat')).toContain('🐱');
    expect(index.search('кошка', 5).find((match) => match.emoji === '🐱')).toEqual({
      code: '1f431',
      emoji: '🐱',
      nameRu: 'морда кошки',
      nameEn: 'cat face',
    });
  });

  it('puts a whole-name match first, ignoring case and ё', () => {
    expect(emoji('Собака')[0]).toBe('🐕️');
    expect(emoji('ЁЛКА')[0]).toBe('🌲');
    expect(emoji('red apple')[0]).toBe('🍎');
    expect(emoji('яблоко')).toEqual(['🍎', '🍏']);
  });

  it('finds by the start of a word as one types', () => {
    expect(emoji('жира')).toContain('🦒');
  });

  it('answers nothing for an empty query or an unknown word, and at most the limit', () => {
    expect(index.search('   ', 10)).toEqual([]);
    expect(index.search('qqqzzzxxx', 10)).toEqual([]);
    expect(index.search('а', 3)).toHaveLength(3);
    expect(index.search('а', 1000)).toHaveLength(MAX_TWEMOJI_RESULTS);
  });

  it('only offers emoji that the bundled set has a picture of, and each passes the sanitiser', () => {
    for (const match of index.search('е', MAX_TWEMOJI_RESULTS)) {
      const file = index.svgPath(match.code);
      expect(file, match.code).not.toBeNull();
      expect(sanitiseSvg(readFileSync(file!, 'utf8')), match.code).toMatchObject({
        ok: true,
        removed: [],
      });
    }
  });

  it('has no file for a code outside the set, nor for a path', () => {
    expect(index.svgPath('1f431')).toMatch(/@twemoji\/svg\/1f431\.svg$/);
    expect(index.svgPath('zzzz')).toBeNull();
    expect(index.svgPath('../package')).toBeNull();
  });
});
