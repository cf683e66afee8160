import { describe, expect, it } from 'vitest';
import { lessonIsComplete, userStats } from './users.service.js';

describe('lessonIsComplete', () => {
  it('is complete when every game of the lesson is complete', () => {
    expect(lessonIsComplete({ games: 3, completed: 3 })).toBe(true);
    expect(lessonIsComplete({ games: 1, completed: 1 })).toBe(true);
  });

  it('is not complete while one game is left, or before any', () => {
    expect(lessonIsComplete({ games: 3, completed: 2 })).toBe(false);
    expect(lessonIsComplete({ games: 3, completed: 0 })).toBe(false);
  });

  it('is never complete for a lesson without games', () => {
    expect(lessonIsComplete({ games: 0, completed: 0 })).toBe(false);
  });
});

describe('userStats', () => {
  it('counts active days, complete lessons and learned words', () => {
    expect(
      userStats({
        learningDays: 4,
        wordsLearned: 12,
        lessons: [
          { games: 2, completed: 2 },
          { games: 3, completed: 1 },
          { games: 1, completed: 1 },
          { games: 0, completed: 0 },
        ],
      }),
    ).toEqual({ learningDays: 4, totalModules: 2, totalDictionaries: 12 });
  });

  it('is all zero for a new user', () => {
    expect(
      userStats({ learningDays: 0, wordsLearned: 0, lessons: [{ games: 2, completed: 0 }] }),
    ).toEqual({ learningDays: 0, totalModules: 0, totalDictionaries: 0 });
  });
});
