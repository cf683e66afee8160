import { describe, expect, it } from 'vitest';
import type { ChildActivityRead } from './family.repository.js';
import { periodFigures, playMinutes } from './family.service.js';

describe('minutes played', () => {
  it('shows some play as at least a minute, and none as 0', () => {
    expect(playMinutes(0)).toBe(0);
    expect(playMinutes(25)).toBe(1);
    expect(playMinutes(89)).toBe(1);
    expect(playMinutes(91)).toBe(2);
  });
});

describe("a period's figures", () => {
  const read: ChildActivityRead = {
    days: ['2026-10-01', '2026-11-20', '2026-11-25', '2026-11-26'],
    games: [
      { gameId: 1, lessonId: 10, stars: 3, completedAt: '2026-11-25T09:00:00Z' },
      { gameId: 2, lessonId: 10, stars: 2, completedAt: '2026-11-26T09:00:00Z' },
      { gameId: 3, lessonId: 11, stars: 1, completedAt: '2026-11-01T09:00:00Z' },
    ],
    learned: ['2026-11-26T10:00:00Z', '2026-11-02T10:00:00Z'],
    seconds: [
      { day: '2026-11-26', seconds: 300 },
      { day: '2026-11-02', seconds: 600 },
    ],
    achievements: [],
    wordsToPractise: [],
  };
  // Lesson 10 has two games (both done), lesson 11 two (one done).
  const lessons = new Map([
    [10, 2],
    [11, 2],
  ]);

  it('counts only what falls in the period, and a lesson on the day its last game was done', () => {
    expect(periodFigures(read, lessons, '2026-11-20')).toEqual({
      daysActive: 3,
      minutesPlayed: 5,
      gamesCompleted: 2,
      stars: 5,
      lessonsCompleted: 1,
      wordsLearned: 1,
    });
    expect(periodFigures(read, lessons, '2026-10-28')).toMatchObject({
      daysActive: 3,
      minutesPlayed: 15,
      gamesCompleted: 3,
      stars: 6,
      lessonsCompleted: 1,
      wordsLearned: 2,
    });
    // Lesson 10 was completed on 26 November: not in a period from the 27th.
    expect(periodFigures(read, lessons, '2026-11-27').lessonsCompleted).toBe(0);
  });
});
