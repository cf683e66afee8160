import { settleCheck } from '../check-answer';
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

  it('keeps the last question as it is once finished, even after a repeat of it', () => {
    const state = run(start(1), ...answer(false), ...repeat, ...answer(true), ...next);
    // The same try stays on screen (the kit keys it on question + attempt) while the next
    // stage loads: it must not open again, clean.
    expect(state).toMatchObject({ finished: true, attempt: 1, feedback: 'correct' });
    expect(run(state, { type: 'closed' })).toBe(state);
    expect(run(state, { type: 'continue' })).toBe(state);
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

describe('a type that finishes a question by itself (4.0) or scores per reply (2.4)', () => {
  it('records a completed question without a verdict panel and moves straight on', () => {
    const started = run(start(2), { type: 'complete', localCorrect: true });
    expect(started).toMatchObject({ checking: true, feedback: null, panel: false });
    expect(canAnswer(started)).toBe(false);
    const settled = run(started, { type: 'settle', isCorrect: true });
    expect(settled).toMatchObject({ index: 1, score: 10, feedback: null, checking: false });
    expect(settled.firstTry).toEqual([true, null]);
    const last = run(
      settled,
      { type: 'complete', localCorrect: true },
      { type: 'settle', isCorrect: true },
    );
    expect(last).toMatchObject({ finished: true, score: 20 });
  });

  it('adds awarded points for reply scoring, and none for the check itself', () => {
    const state = initialFlowState({ total: 1, points: 1, scoring: 'reply' });
    const awarded = run(state, { type: 'award', points: 1 }, { type: 'award', points: 1 });
    expect(awarded.score).toBe(2);
    const done = run(
      awarded,
      { type: 'complete', localCorrect: true },
      { type: 'settle', isCorrect: true },
    );
    expect(done).toMatchObject({ score: 2, finished: true });
  });

  it('ignores awards for question scoring and while a check is in flight', () => {
    expect(run(start(), { type: 'award', points: 5 }).score).toBe(0);
    const state = initialFlowState({ total: 1, points: 1, scoring: 'reply' });
    const checking = run(state, { type: 'complete', localCorrect: false });
    expect(run(checking, { type: 'award', points: 1 }).score).toBe(0);
  });
});
