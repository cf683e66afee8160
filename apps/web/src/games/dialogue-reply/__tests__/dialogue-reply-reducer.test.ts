import { correctAnswer, expectedReplies, judgeAnswer, type Question } from '@bolajon/contract';
import { arrangeVariants } from '../../kit/arrange';
import {
  dialogueReplyAnswer,
  dialogueReplyReducer,
  initDialogueReply,
  sameReply,
  type DialogueReplyAction,
  type DialogueReplyState,
} from '../dialogue-reply-reducer';
import { dialogueQuestion, grandmaQuestion, mamaQuestion } from './dialogue-fixtures';

const run = (state: DialogueReplyState, ...actions: DialogueReplyAction[]) =>
  actions.reduce(dialogueReplyReducer, state);

const optionId = (question: Question, answer: string) => {
  const variant = question.questionVariants.find((v) => v.answer === answer);
  if (!variant) throw new Error(`no option ${answer}`);
  return variant.id;
};

/** Pick `answer` (or nothing) and check. */
const pickAndCheck = (question: Question, answer: string | null): DialogueReplyAction[] => [
  ...(answer === null ? [] : [{ type: 'select', variantId: optionId(question, answer) } as const]),
  { type: 'check' },
];
const next: DialogueReplyAction[] = [{ type: 'continue' }, { type: 'closed' }];
const repeat: DialogueReplyAction[] = [{ type: 'repeat' }, { type: 'closed' }];

const started = (question: Question) => run(initDialogueReply(question), { type: 'start' });

describe('dialogue completion (2.4) reducer', () => {
  it('orders the lines, expects the non-first personage lines, offers every variant shuffled', () => {
    const question = mamaQuestion();
    const state = initDialogueReply(question);
    expect(state.lines.map((l) => l.text)).toEqual([
      'Привет! Кто это?',
      'Это моя мама.',
      'Как её зовут?',
      'Её зовут Лола.',
    ]);
    expect(state.lines.map((l) => l.reply)).toEqual([null, 0, null, 1]);
    expect(state.replies).toEqual(expectedReplies(question));
    expect(state.options.map((o) => o.id)).toEqual(
      arrangeVariants(question.questionVariants, question.id).map((v) => v.id),
    );
    expect(state.options).toHaveLength(4);
    // Stable: the same question gives the same layout (a repeat, a re-render).
    expect(initDialogueReply(question).options).toEqual(state.options);
    expect(state).toMatchObject({ stage: 'ready', current: 0, points: 0, selectedId: null });
  });

  it('takes no pick and no check before Start; Start reveals the options for reply 1', () => {
    const question = mamaQuestion();
    const ready = initDialogueReply(question);
    expect(run(ready, ...pickAndCheck(question, 'Это моя мама.'))).toBe(ready);
    const state = run(ready, { type: 'start' });
    expect(state).toMatchObject({ stage: 'answering', current: 0 });
    expect(run(state, { type: 'start' })).toBe(state);
  });

  it('picks one option at a time and ignores options it does not have', () => {
    const question = mamaQuestion();
    const state = run(started(question), {
      type: 'select',
      variantId: optionId(question, 'Спокойной ночи!'),
    });
    expect(state.selectedId).toBe(optionId(question, 'Спокойной ночи!'));
    const changed = run(state, { type: 'select', variantId: optionId(question, 'Это моя мама.') });
    expect(changed.selectedId).toBe(optionId(question, 'Это моя мама.'));
    expect(run(changed, { type: 'select', variantId: 999_999 })).toBe(changed);
  });

  it('a right pick goes into the conversation and earns a point at once', () => {
    const question = mamaQuestion();
    const state = run(started(question), ...pickAndCheck(question, 'Это моя мама.'));
    expect(state).toMatchObject({ stage: 'checked', verdict: 'correct', points: 1, current: 0 });
    expect(state.given).toEqual([{ text: 'Это моя мама.', corrected: false }]);
    // Inputs are locked while the verdict shows, and a right reply cannot be repeated.
    expect(run(state, { type: 'select', variantId: optionId(question, 'Спокойной ночи!') })).toBe(
      state,
    );
    expect(run(state, { type: 'check' })).toBe(state);
    expect(run(state, ...repeat)).toBe(state);
  });

  it('judges a reply case-insensitively, as the contract does', () => {
    expect(sameReply('это МОЯ мама', 'Это моя мама.')).toBe(true);
    expect(sameReply('Это моя бабушка.', 'Это моя мама.')).toBe(false);
    expect(sameReply('', 'Это моя мама.')).toBe(false);
    const question = dialogueQuestion(
      7,
      [
        [1, 'Кто это?'],
        [2, 'Это моя мама.'],
      ],
      ['Это мой папа.'],
    );
    const firstVariant = question.questionVariants[0];
    if (firstVariant) firstVariant.answer = 'это моя МАМА';
    const state = run(started(question), ...pickAndCheck(question, 'это моя МАМА'));
    expect(state).toMatchObject({ verdict: 'correct', points: 1 });
  });

  it('a wrong pick, or no pick at all, is wrong and earns nothing', () => {
    const question = mamaQuestion();
    const wrong = run(started(question), ...pickAndCheck(question, 'Это мой дедушка.'));
    expect(wrong).toMatchObject({ stage: 'checked', verdict: 'incorrect', points: 0 });
    expect(wrong.given).toEqual([]);
    expect(wrong.firstPicks).toEqual(['Это мой дедушка.']);

    const none = run(started(question), ...pickAndCheck(question, null));
    expect(none).toMatchObject({ stage: 'checked', verdict: 'incorrect', points: 0 });
    expect(none.firstPicks).toEqual(['']);
  });

  it('repeat tries only this reply again; a right repeat earns nothing', () => {
    const question = mamaQuestion();
    const wrong = run(started(question), ...pickAndCheck(question, 'Это мой дедушка.'));
    const closing = run(wrong, { type: 'repeat' });
    expect(closing.closing).toBe('repeat');
    // Nothing else moves while the panel closes.
    expect(run(closing, { type: 'continue' })).toBe(closing);

    const again = run(closing, { type: 'closed' });
    expect(again).toMatchObject({
      stage: 'answering',
      current: 0,
      selectedId: null,
      verdict: null,
      closing: null,
      tries: 1,
    });
    const right = run(again, ...pickAndCheck(question, 'Это моя мама.'));
    expect(right).toMatchObject({ verdict: 'correct', points: 0, current: 0 });
    expect(right.given).toEqual([{ text: 'Это моя мама.', corrected: false }]);
    // The first try is what the question reports.
    expect(right.firstPicks).toEqual(['Это мой дедушка.']);
  });

  it('continue after a wrong reply puts the right one in, marked corrected, and moves on', () => {
    const question = mamaQuestion();
    const state = run(started(question), ...pickAndCheck(question, 'Спокойной ночи!'), ...next);
    expect(state).toMatchObject({
      stage: 'answering',
      current: 1,
      selectedId: null,
      verdict: null,
      tries: 0,
    });
    expect(state.given).toEqual([{ text: 'Это моя мама.', corrected: true }]);
    expect(dialogueReplyAnswer(state)).toBeNull();
  });

  it('continue after a right reply goes to the next unanswered reply', () => {
    const question = mamaQuestion();
    const state = run(started(question), ...pickAndCheck(question, 'Это моя мама.'), ...next);
    expect(state).toMatchObject({ stage: 'answering', current: 1, points: 1, tries: 0 });
    expect(state.given).toEqual([{ text: 'Это моя мама.', corrected: false }]);
  });

  it('after the last reply the answer is the first-try picks, which the judge accepts', () => {
    const question = mamaQuestion();
    const state = run(
      started(question),
      ...pickAndCheck(question, 'Это моя мама.'),
      ...next,
      ...pickAndCheck(question, 'Её зовут Лола.'),
    );
    expect(dialogueReplyAnswer(state)).toBeNull();
    const done = run(state, ...next);
    expect(done).toMatchObject({ stage: 'done', points: 2 });
    const answer = dialogueReplyAnswer(done);
    expect(answer).toBe('Это моя мама. | Её зовут Лола.');
    expect(answer).toBe(correctAnswer('2.4', question));
    expect(judgeAnswer('2.4', question, answer ?? '')).toBe(true);
    // Done is done: nothing more happens.
    expect(run(done, ...next, { type: 'check' })).toBe(done);
  });

  it('a reply right only after a repeat makes the question wrong and earns only the other point', () => {
    const question = mamaQuestion();
    const done = run(
      started(question),
      ...pickAndCheck(question, 'Это мой дедушка.'),
      ...repeat,
      ...pickAndCheck(question, 'Это моя мама.'),
      ...next,
      ...pickAndCheck(question, 'Её зовут Лола.'),
      ...next,
    );
    expect(done.stage).toBe('done');
    expect(done.points).toBe(1);
    const answer = dialogueReplyAnswer(done) ?? '';
    expect(answer).toBe('Это мой дедушка. | Её зовут Лола.');
    expect(judgeAnswer('2.4', question, answer)).toBe(false);
  });

  it('a missing pick is an empty part of the answer', () => {
    const question = mamaQuestion();
    const done = run(
      started(question),
      ...pickAndCheck(question, 'Это моя мама.'),
      ...next,
      ...pickAndCheck(question, null),
      ...next,
    );
    expect(done.given).toEqual([
      { text: 'Это моя мама.', corrected: false },
      { text: 'Её зовут Лола.', corrected: true },
    ]);
    const answer = dialogueReplyAnswer(done) ?? '';
    expect(answer).toBe('Это моя мама. | ');
    expect(judgeAnswer('2.4', question, answer)).toBe(false);
  });

  it('a one-reply dialogue is done after its reply', () => {
    const question = grandmaQuestion();
    const done = run(started(question), ...pickAndCheck(question, 'Это моя бабушка.'), ...next);
    expect(done).toMatchObject({ stage: 'done', points: 1 });
    expect(judgeAnswer('2.4', question, dialogueReplyAnswer(done) ?? '')).toBe(true);
  });

  it('a dialogue with no reply of the child is done at Start', () => {
    const question = dialogueQuestion(9, [[1, 'Привет!']], ['Пока!']);
    expect(run(initDialogueReply(question), { type: 'start' }).stage).toBe('done');
  });
});
