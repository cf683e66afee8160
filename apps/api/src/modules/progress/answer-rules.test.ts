import { starsForResult } from '@bolajon/contract/progress-rules';
import { describe, expect, it } from 'vitest';
import {
  RETRY_WINDOW_MS,
  scoreAnswer,
  type AnswerInput,
  type GameStanding,
} from './answer-rules.js';

const now = new Date('2026-03-12T09:30:00Z');
const earlier = new Date('2026-03-01T08:00:00Z');

const standing = (over: Partial<GameStanding> = {}): GameStanding => ({
  round: 1,
  roundComplete: false,
  stars: 0,
  bestResult: null,
  completedAt: null,
  version: 3,
  ...over,
});

const input = (over: Partial<AnswerInput> = {}): AnswerInput => ({
  standing: null,
  firstAnswers: [],
  questionCount: 3,
  questionId: 1,
  isCorrect: true,
  now,
  ...over,
});

describe('scoreAnswer — rounds', () => {
  it('starts round 1 with the first answer and leaves it open while questions remain', () => {
    expect(scoreAnswer(input())).toEqual({
      round: 1,
      roundComplete: false,
      stars: 0,
      bestResult: null,
      completedAt: null,
      percent: null,
      award: false,
    });
  });

  it('completes the round when every question has an answer in it', () => {
    const outcome = scoreAnswer(
      input({
        standing: standing(),
        firstAnswers: [
          { questionId: 1, isCorrect: true },
          { questionId: 2, isCorrect: true },
        ],
        questionId: 3,
      }),
    );
    expect(outcome).toMatchObject({ round: 1, roundComplete: true, percent: 100, stars: 3 });
    expect(outcome.completedAt).toEqual(now);
    expect(outcome.award).toBe(true);
  });

  it('does not complete the round with a second answer to a question already answered', () => {
    const outcome = scoreAnswer(
      input({
        standing: standing(),
        firstAnswers: [
          { questionId: 1, isCorrect: false },
          { questionId: 2, isCorrect: true },
        ],
        questionId: 1,
      }),
    );
    expect(outcome).toMatchObject({ round: 1, roundComplete: false, percent: null });
  });

  it('rolls over to the next round after a complete one, ignoring the old round', () => {
    const outcome = scoreAnswer(
      input({
        standing: standing({ round: 4, roundComplete: true, stars: 2, bestResult: 67 }),
        // Whatever the caller passes for a complete round does not count toward the new one.
        firstAnswers: [
          { questionId: 2, isCorrect: true },
          { questionId: 3, isCorrect: true },
        ],
        questionId: 1,
      }),
    );
    expect(outcome).toMatchObject({ round: 5, roundComplete: false, stars: 2, bestResult: 67 });
  });

  it('never completes a game without questions', () => {
    expect(scoreAnswer(input({ questionCount: 0 }))).toMatchObject({
      roundComplete: false,
      award: false,
    });
  });

  it('completes a one-question game with its first answer', () => {
    expect(scoreAnswer(input({ questionCount: 1, isCorrect: false }))).toMatchObject({
      round: 1,
      roundComplete: true,
      percent: 0,
      stars: starsForResult(0),
      bestResult: 0,
      award: true,
    });
  });
});

describe('scoreAnswer — result, stars and awards', () => {
  const completeWith = (firstRight: boolean[], over: Partial<AnswerInput> = {}) =>
    scoreAnswer(
      input({
        standing: standing(),
        questionCount: firstRight.length,
        firstAnswers: firstRight
          .slice(0, -1)
          .map((isCorrect, i) => ({ questionId: i + 1, isCorrect })),
        questionId: firstRight.length,
        isCorrect: firstRight.at(-1)!,
        ...over,
      }),
    );

  it('scores the share of first answers right, rounded, with the contract’s stars', () => {
    const outcome = completeWith([true, true, false]);
    expect(outcome.percent).toBe(67);
    expect(outcome.stars).toBe(starsForResult(67));
    expect(outcome.bestResult).toBe(67);
  });

  it('counts only the first answer to each question: a retry that is right does not lift it', () => {
    const outcome = scoreAnswer(
      input({
        standing: standing(),
        questionCount: 2,
        firstAnswers: [{ questionId: 1, isCorrect: false }],
        questionId: 2,
        isCorrect: true,
      }),
    );
    expect(outcome.percent).toBe(50);
  });

  it('never lowers stars or the best result, and keeps the first completion date', () => {
    const outcome = completeWith([false, false, false], {
      standing: standing({ round: 2, stars: 3, bestResult: 100, completedAt: earlier }),
    });
    expect(outcome).toMatchObject({ percent: 0, stars: 3, bestResult: 100, award: true });
    expect(outcome.completedAt).toEqual(earlier);
  });

  it('raises stars and the best result when a later round does better', () => {
    const outcome = completeWith([true, true, true], {
      standing: standing({ round: 2, stars: 1, bestResult: 34, completedAt: earlier }),
    });
    expect(outcome).toMatchObject({ percent: 100, stars: 3, bestResult: 100 });
  });

  it('gives a complete round at least the contract’s lowest stars and the awards, even at 0 %', () => {
    const outcome = completeWith([false, false, false]);
    expect(outcome).toMatchObject({ roundComplete: true, stars: starsForResult(0), award: true });
    expect(outcome.stars).toBeGreaterThanOrEqual(1);
    expect(outcome.completedAt).toEqual(now);
  });
});

describe('scoreAnswer — a retry of the question that completed the round', () => {
  const completed = standing({
    round: 2,
    roundComplete: true,
    stars: 1,
    bestResult: 0,
    completedAt: earlier,
  });

  it('is practice in the completed round after a wrong answer: nothing changes, no new round', () => {
    expect(
      scoreAnswer(
        input({
          standing: completed,
          questionCount: 1,
          questionId: 7,
          isCorrect: true,
          lastAnswer: { questionId: 7, isCorrect: false, round: 2, at: now },
        }),
      ),
    ).toEqual({
      round: 2,
      roundComplete: true,
      stars: 1,
      bestResult: 0,
      completedAt: earlier,
      percent: null,
      award: false,
    });
  });

  it('starts a new round when the last answer was right, another question, another round or long ago', () => {
    for (const lastAnswer of [
      { questionId: 7, isCorrect: true, round: 2, at: now },
      { questionId: 8, isCorrect: false, round: 2, at: now },
      { questionId: 7, isCorrect: false, round: 1, at: now },
      // The next day: a replay, not a retry.
      {
        questionId: 7,
        isCorrect: false,
        round: 2,
        at: new Date(now.getTime() - RETRY_WINDOW_MS - 1),
      },
      null,
    ]) {
      const outcome = scoreAnswer(
        input({ standing: completed, questionCount: 1, questionId: 7, lastAnswer }),
      );
      expect(outcome.round, JSON.stringify(lastAnswer)).toBe(3);
      expect(outcome.percent).toBe(100);
    }
  });

  it('does not apply while the round is still open', () => {
    const open = standing({ round: 2, roundComplete: false });
    const outcome = scoreAnswer(
      input({
        standing: open,
        firstAnswers: [{ questionId: 7, isCorrect: false }],
        questionCount: 2,
        questionId: 7,
        lastAnswer: { questionId: 7, isCorrect: false, round: 2, at: now },
      }),
    );
    expect(outcome).toMatchObject({ round: 2, roundComplete: false });
  });
});
