import { describe, expect, it } from 'vitest';
import type { PublishedItems } from './publish-loss.repository.js';
import { removedByPublish } from './publish-loss.service.js';

/** A published lesson: games a (questions q1, q2) and b (q1), words w1 and w2. */
const published: PublishedItems = {
  games: [
    { id: 1, key: 'a' },
    { id: 2, key: 'b' },
  ],
  questions: [
    { id: 11, gameKey: 'a', key: 'q1' },
    { id: 12, gameKey: 'a', key: 'q2' },
    { id: 21, gameKey: 'b', key: 'q1' },
  ],
  words: [
    { id: 101, key: 'w1' },
    { id: 102, key: 'w2' },
  ],
};

const game = (key: string, ...questions: string[]) => ({
  key,
  questions: questions.map((q) => ({ key: q })),
});
const words = (...keys: string[]) => keys.map((key) => ({ key }));

describe('removedByPublish: the published items a publish deletes, matched by key as the sync matches', () => {
  it('nothing when every key stays, whatever the order', () => {
    expect(
      removedByPublish(
        { words: words('w2', 'w1', 'new'), games: [game('b', 'q1'), game('a', 'q2', 'q1', 'q3')] },
        published,
      ),
    ).toEqual({ gameIds: [], gameKeys: [], questionIds: [], wordIds: [], wordKeys: [] });
  });

  it('a game gone (or re-keyed) with its questions, not listed again; a word gone', () => {
    expect(
      removedByPublish(
        { words: words('w1'), games: [game('a-new', 'q1', 'q2'), game('b', 'q1')] },
        published,
      ),
    ).toEqual({ gameIds: [1], gameKeys: ['a'], questionIds: [], wordIds: [102], wordKeys: ['w2'] });
  });

  it('a question is matched under its own game: moved to another game, or its key reused there, it is gone', () => {
    // a/q2 moved into b; b's q1 is b's own and stays; a/q1 stays.
    expect(
      removedByPublish(
        { words: words('w1', 'w2'), games: [game('a', 'q1'), game('b', 'q1', 'q2')] },
        published,
      ).questionIds,
    ).toEqual([12]);
    // b keeps a question keyed q2 only: b/q1 is gone even though a has a q1.
    expect(
      removedByPublish(
        { words: words('w1', 'w2'), games: [game('a', 'q1', 'q2'), game('b', 'q2')] },
        published,
      ).questionIds,
    ).toEqual([21]);
  });
});
