import { attempt } from '../../../test/fixtures';
import { readGameNavState } from '../lib/nav-state';
import { outroScore, outroStats, roundStats, statsFromScore } from '../lib/outro-stats';
import { gameTypeFacts } from '@bolajon/contract';

describe('outroStats', () => {
  it('counts each question by its first attempt in the round (a repeat is practice)', () => {
    const attempts = [
      attempt(1, 101, false, 'Пока'),
      attempt(2, 101, true),
      attempt(3, 102, true),
      attempt(4, 103, true),
      attempt(5, 104, true),
      attempt(6, 105, true),
    ];
    expect(outroStats(attempts)).toEqual({ correct: 4, incorrect: 1, total: 5, percent: 80 });
  });

  it('keeps a right first answer right whatever follows', () => {
    expect(outroStats([attempt(1, 1, true), attempt(2, 1, false), attempt(3, 2, false)])).toEqual({
      correct: 1,
      incorrect: 1,
      total: 2,
      percent: 50,
    });
  });

  it('rounds the percentage and is all zero with no attempts', () => {
    expect(
      outroStats([attempt(1, 1, true), attempt(2, 2, true), attempt(3, 3, false)]).percent,
    ).toBe(67);
    expect(outroStats([])).toEqual({ correct: 0, incorrect: 0, total: 0, percent: 0 });
  });

  it('shows the percentage the server stores (23 of 40 is 58, as the contract rounds it)', () => {
    const attempts = Array.from({ length: 40 }, (_, i) => attempt(i + 1, i + 1, i < 23));
    expect(outroStats(attempts).percent).toBe(58);
    expect(statsFromScore(230, 40, 10).percent).toBe(58);
  });
});

describe('statsFromScore', () => {
  it('reads the counts back from the score the game handed on', () => {
    expect(statsFromScore(40, 5, 10)).toEqual({ correct: 4, incorrect: 1, total: 5, percent: 80 });
    expect(statsFromScore(3, 4, 1)).toEqual({ correct: 3, incorrect: 1, total: 4, percent: 75 });
    expect(statsFromScore(0, 0, 10).percent).toBe(0);
  });
});

describe('readGameNavState', () => {
  it('reads what the game screens hand on', () => {
    expect(readGameNavState({ score: 40, totalQuestions: 5 })).toEqual({
      score: 40,
      totalQuestions: 5,
    });
    expect(
      readGameNavState({ score: 0, totalQuestions: 3, gameTitle: 'Игра', achievementSeen: true }),
    ).toEqual({ score: 0, totalQuestions: 3, gameTitle: 'Игра', achievementSeen: true });
  });

  it('is null for anything else', () => {
    expect(readGameNavState(null)).toBeNull();
    expect(readGameNavState({ from: '/' })).toBeNull();
    expect(readGameNavState({ score: '4', totalQuestions: 5 })).toBeNull();
  });
});

describe('roundStats and outroScore (answers judged on the device: the studio preview)', () => {
  it('counts a round by first answers, as outroStats does', () => {
    expect(
      roundStats([
        { questionId: 1, isCorrect: false },
        { questionId: 1, isCorrect: true },
        { questionId: 2, isCorrect: true },
      ]),
    ).toEqual({ correct: 1, incorrect: 1, total: 2, percent: 50 });
  });

  it('scores right answers by the type, or per reply (2.4) as the child saw it', () => {
    const stats = { correct: 3, incorrect: 1, total: 4, percent: 75 };
    expect(outroScore('2.3', stats, 99)).toBe(30);
    expect(outroScore('2.4', stats, 45)).toBe(45);
    expect(outroScore('2.4', stats, null)).toBe(3 * (gameTypeFacts('2.4')?.points ?? 10));
  });
});
