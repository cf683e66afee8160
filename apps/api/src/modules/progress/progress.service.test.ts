import { describe, expect, it } from 'vitest';
import { gameStatus, gameStatuses, takesAnswers } from './progress.service.js';

describe('gameStatus', () => {
  it('is locked whenever the course is not open, whatever came before', () => {
    for (const previous of [null, true, false]) expect(gameStatus(false, previous)).toBe('locked');
  });

  it('is active for the first game of a course or after a complete game, inactive otherwise', () => {
    expect(gameStatus(true, null)).toBe('active');
    expect(gameStatus(true, true)).toBe('active');
    expect(gameStatus(true, false)).toBe('inactive');
  });
});

describe('gameStatuses', () => {
  const tree = [
    { courseId: 1, isFirstOfCourse: true, games: [{ id: 11 }, { id: 12 }] },
    { courseId: 1, isFirstOfCourse: false, games: [{ id: 13 }] },
    { courseId: 2, isFirstOfCourse: true, games: [{ id: 21 }] },
  ];

  it('follows course order, starting each course afresh', () => {
    const statuses = gameStatuses(tree, new Set(), new Set([11]));
    expect(Object.fromEntries(statuses)).toEqual({
      11: 'active',
      12: 'active',
      13: 'locked',
      21: 'active',
    });
  });

  it('carries the order across lessons of an open course', () => {
    expect(gameStatuses(tree, new Set([1]), new Set([11])).get(13)).toBe('inactive');
    expect(gameStatuses(tree, new Set([1]), new Set([11, 12])).get(13)).toBe('active');
  });
});

describe('takesAnswers', () => {
  it('takes answers to an active game: the first of its course or after a complete one', () => {
    expect(takesAnswers({ previousComplete: null, complete: false })).toBe(true);
    expect(takesAnswers({ previousComplete: true, complete: false })).toBe(true);
  });

  it('refuses an inactive game', () => {
    expect(takesAnswers({ previousComplete: false, complete: false })).toBe(false);
  });

  it('always takes a replay of a complete game', () => {
    expect(takesAnswers({ previousComplete: false, complete: true })).toBe(true);
    expect(takesAnswers({ previousComplete: true, complete: true })).toBe(true);
  });
});
