import { describe, expect, it } from 'vitest';
import {
  GAME_SLUGS,
  GAME_TYPES,
  GAME_TYPE_FACTS,
  gameTypeFacts,
  gameTypesOfSlug,
} from './game-types.js';

describe('game type facts', () => {
  it('gives every slug the types of the spec routing table', () => {
    expect(Object.fromEntries(GAME_SLUGS.map((slug) => [slug, gameTypesOfSlug(slug)]))).toEqual({
      '1-0': ['1.0', '1.3', '1.4'],
      '1-1': ['1.1'],
      '1-2': ['1.2'],
      '1-5': ['1.5'],
      '2-0': ['2.0', '2.1'],
      '2-2': ['2.2'],
      '2-3': ['2.3'],
      '2-4': ['2.4'],
      '3-0': ['3.0'],
      '3-1': ['3.1'],
      '3-2': ['3.2'],
      '4-0': ['4.0'],
      '5-0': ['5.0'],
    });
  });

  it('scores 1 point for 2.4 and 3.x and 10 for the rest (spec section 4)', () => {
    const ones = GAME_TYPES.filter((type) => GAME_TYPE_FACTS[type].points === 1);
    expect(ones).toEqual(['2.4', '3.0', '3.1', '3.2']);
    expect(GAME_TYPE_FACTS['2.4'].scoring).toBe('reply');
  });

  it('ends speech games on the final video and the rest on the achievement or outro', () => {
    for (const type of GAME_TYPES) {
      const facts = GAME_TYPE_FACTS[type];
      expect(facts.end).toBe(type.startsWith('1.') ? 'final-video' : 'achievement-or-outro');
      expect(facts.input).toBe(type.startsWith('1.') ? 'speech' : 'touch');
    }
  });

  it('knows nothing of an unknown type', () => {
    expect(gameTypeFacts('9.9')).toBeNull();
    expect(gameTypeFacts('2.3')?.slug).toBe('2-3');
  });
});
