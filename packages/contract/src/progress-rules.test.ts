import { describe, expect, it } from 'vitest';
import { starsSchema } from './catalogue.js';
import * as core from './core.js';
import {
  MAX_STARS,
  performanceLabel,
  previousGameIds,
  resultPercent,
  roundResult,
  starsForResult,
} from './progress-rules.js';

const answer = (questionId: number, isCorrect: boolean) => ({ questionId, isCorrect });

describe('stars and labels', () => {
  it('follow the 90 and 70 percent thresholds, up to MAX_STARS', () => {
    expect([100, 90, 89, 70, 69, 0].map(starsForResult)).toEqual([3, 3, 2, 2, 1, 1]);
    expect(starsForResult(100)).toBe(MAX_STARS);
    expect([95, 75, 10].map(performanceLabel)).toEqual(['excellent', 'good', 'tryAgain']);
  });

  it('are what the API answers may carry: 0 to MAX_STARS', () => {
    expect(starsSchema.safeParse(0).success).toBe(true);
    expect(starsSchema.safeParse(MAX_STARS).success).toBe(true);
    expect(starsSchema.safeParse(MAX_STARS + 1).success).toBe(false);
  });
});

describe('roundResult', () => {
  it('counts each question by its first answer in the round (a retry is practice)', () => {
    const answers = [
      answer(101, false),
      answer(101, true),
      answer(102, true),
      answer(103, true),
      answer(104, true),
      answer(105, true),
    ];
    expect(roundResult(answers)).toEqual({ answered: 5, right: 4, percent: 80 });
  });

  it('keeps a right first answer right whatever follows', () => {
    expect(roundResult([answer(1, true), answer(1, false), answer(2, false)])).toEqual({
      answered: 2,
      right: 1,
      percent: 50,
    });
  });

  it('takes the share of the questions the round has, when given', () => {
    expect(roundResult([answer(1, true), answer(2, true)], 3)).toEqual({
      answered: 2,
      right: 2,
      percent: 67,
    });
  });

  it('rounds whole numbers, so 23 of 40 is 58 % on both sides', () => {
    const answers = Array.from({ length: 40 }, (_, i) => answer(i, i < 23));
    expect(roundResult(answers).percent).toBe(58);
    expect(roundResult(answers, 40).percent).toBe(58);
    expect(resultPercent(23, 40)).toBe(58);
  });

  it('is all zero with no answers and no questions', () => {
    expect(roundResult([])).toEqual({ answered: 0, right: 0, percent: 0 });
    expect(roundResult([], 0).percent).toBe(0);
  });
});

describe('previousGameIds', () => {
  it('names the game before each one in its course, across lessons, null for the first', () => {
    const lessons = [
      { courseId: 1, games: [{ id: 10 }, { id: 11 }] },
      { courseId: 2, games: [{ id: 20 }] },
      { courseId: 1, games: [] },
      { courseId: 1, games: [{ id: 12 }] },
      { courseId: 2, games: [{ id: 21 }] },
    ];
    expect(previousGameIds(lessons)).toEqual(
      new Map([
        [10, null],
        [11, 10],
        [20, null],
        [12, 11],
        [21, 20],
      ]),
    );
  });
});

describe('the progress rules entry (@bolajon/contract/progress-rules)', () => {
  it('stays out of the contract core, which the web loads apart from the map', () => {
    expect('MAX_STARS' in core).toBe(false);
    expect('roundResult' in core).toBe(false);
  });
});
