import { settleCheck } from '../check-answer';
import { endOfGame } from '../end-of-game';
import {
  canAnswer,
  initialFlowState,
  questionFlowReducer,
  type QuestionFlowAction,
  type QuestionFlowState,
} from '../question-flow';

const run = (state: QuestionFlowState, ...actions: QuestionFlowAction[]) =>
  actions.reduce(questionFlowReducer, state);

const start = (total = 3, points = 10) => initialFlowState({ total, points });

/** A check whose verdict the server confirms, then on. */
const answer = (correct: boolean): QuestionFlowAction[] => [
  { type: 'check', localCorrect: correct },
  { type: 'settle', isCorrect: correct },
];
const next: QuestionFlowAction[] = [{ type: 'continue' }, { type: 'closed' }];
const repeat: QuestionFlowAction[] = [{ type: 'repeat' }, { type: 'closed' }];

describe('question flow', () => {
  it('starts on the first question, nothing checked, inputs open', () => {
    const state = start();
    expect(state).toMatchObject({ index: 0, score: 0, feedback: null, checking: false });
    expect(canAnswer(state)).toBe(true);
  });

  it('shows the local verdict at once and locks inputs while the check is in flight', () => {
    const state = run(start(), { type: 'check', localCorrect: true });
    expect(state.feedback).toBe('correct');
    expect(state.checking).toBe(true);
    expect(canAnswer(state)).toBe(false);
    // A second check, continue or repeat while locked changes nothing.
    expect(run(state, { type: 'check', localCorrect: false })).toBe(state);
    expect(run(state, { type: 'continue' })).toBe(state);
    expect(run(state, { type: 'repeat' })).toBe(state);
  });

  it('scores a right first try with the points of the game type', () => {
    expect(run(start(3, 10), ...answer(true)).score).toBe(10);
    expect(run(start(3, 1), ...answer(true)).score).toBe(1);
    expect(run(start(), ...answer(false)).score).toBe(0);
  });

  it("lets the server's verdict override the local one", () => {
    const wrongAfterAll = run(
      start(),
      { type: 'check', localCorrect: true },
      { type: 'settle', isCorrect: false },
    );
    expect(wrongAfterAll).toMatchObject({ feedback: 'incorrect', score: 0, checking: false });

    const rightAfterAll = run(
      start(),
      { type: 'check', localCorrect: false },
      { type: 'settle', isCorrect: true },
    );
    expect(rightAfterAll).toMatchObject({ feedback: 'correct', score: 10 });
  });

  it('repeats a wrong answer on the same question, and a right repeat earns nothing', () => {
    let state = run(start(), ...answer(false));
    expect(state.feedback).toBe('incorrect');
    state = run(state, { type: 'repeat' });
    expect(state.closing).toBe('repeat');
    expect(canAnswer(state)).toBe(false);
    state = run(state, { type: 'closed' });
    expect(state).toMatchObject({ index: 0, attempt: 1, feedback: null, closing: null });
    expect(canAnswer(state)).toBe(true);

    state = run(state, ...answer(true));
    expect(state).toMatchObject({ feedback: 'correct', score: 0 });
    expect(state.firstTry[0]).toBe(false);
  });

  it('offers repeat only after a wrong answer', () => {
    const state = run(start(), ...answer(true));
    expect(run(state, { type: 'repeat' })).toBe(state);
  });

  it('moves on only once the feedback panel has closed', () => {
    let state = run(start(), ...answer(true), { type: 'continue' });
    expect(state).toMatchObject({ index: 0, closing: 'next', feedback: 'correct' });
    state = run(state, { type: 'closed' });
    expect(state).toMatchObject({ index: 1, attempt: 0, feedback: null, closing: null });
  });

  it('may continue after a wrong answer; the question stays wrong', () => {
    const state = run(start(), ...answer(false), ...next);
    expect(state).toMatchObject({ index: 1, score: 0 });
    expect(state.firstTry).toEqual([false, null, null]);
  });

  it('finishes after the last question with the score of first tries', () => {
    const state = run(
      start(3),
      ...answer(false),
      ...repeat,
      ...answer(true),
      ...next,
      ...answer(true),
      ...next,
      ...answer(true),
      ...next,
    );
    expect(state).toMatchObject({ finished: true, score: 20, index: 2 });
    expect(state.firstTry).toEqual([false, true, true]);
    expect(canAnswer(state)).toBe(false);
    expect(run(state, { type: 'check', localCorrect: true })).toBe(state);
  });

  it('ignores a settle with no check in flight', () => {
    const state = start();
    expect(run(state, { type: 'settle', isCorrect: true })).toBe(state);
  });
});

describe('settleCheck', () => {
  it("takes the server's verdict", async () => {
    await expect(settleCheck(true, async () => ({ isCorrect: false }))).resolves.toBe(false);
    await expect(settleCheck(false, async () => ({ isCorrect: true }))).resolves.toBe(true);
  });

  it('falls back to the local verdict when the request fails, and says so', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(
      settleCheck(true, async () => {
        throw new Error('offline');
      }),
    ).resolves.toBe(true);
    expect(warn).toHaveBeenCalled();
  });
});

describe('end of game', () => {
  const base = { gameId: 7, score: 30, totalQuestions: 5, gameTitle: 'Игра' };

  it.each(['1.0', '1.1', '1.2', '1.5'])('sends speech game %s to the final video', (type) => {
    for (const hasAchievements of [true, false]) {
      expect(endOfGame({ ...base, type, hasAchievements })).toEqual({
        to: '/game-stage-4/7',
        state: { score: 30, totalQuestions: 5 },
      });
    }
  });

  it('sends other games with an achievement to the achievement card', () => {
    expect(endOfGame({ ...base, type: '2.0', hasAchievements: true })).toEqual({
      to: '/get-achievement/7',
      state: { score: 30, totalQuestions: 5 },
    });
  });

  it('sends other games without one to the outro, with the title', () => {
    expect(endOfGame({ ...base, type: '3.1', hasAchievements: false })).toEqual({
      to: '/game-outro/7',
      state: { score: 30, totalQuestions: 5, gameTitle: 'Игра' },
    });
  });
});
