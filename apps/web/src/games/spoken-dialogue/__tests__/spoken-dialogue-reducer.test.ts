import { correctAnswer, expectedReplies, judgeAnswer } from '@bolajon/contract';
import {
  initSpokenDialogue,
  matchedReplies,
  replyChoices,
  sameReply,
  spokenDialogueAnswer,
  spokenDialogueReducer,
  visibleLines,
  type SpokenDialogueAction,
  type SpokenDialogueState,
} from '../spoken-dialogue-reducer';
import { mapDialogueLines } from '../../../test/fixtures';
import { anApple, goodNight, howAreYou, spokenQuestion } from './spoken-dialogue-fixtures';

const run = (state: SpokenDialogueState, ...actions: SpokenDialogueAction[]) =>
  actions.reduce(spokenDialogueReducer, state);
const say = (text: string): SpokenDialogueAction => ({ type: 'heard', text });
const texts = (state: SpokenDialogueState) => visibleLines(state).map((l) => l.text);

describe('spoken dialogue reducer (1.5)', () => {
  it('orders the lines; the replies are the lines not of personage 1, as the contract says', () => {
    const question = howAreYou();
    const state = initSpokenDialogue(question);
    expect(state.lines.map((l) => [l.personageNumber, l.text, l.reply])).toEqual([
      [1, 'Привет!', null],
      [2, 'Привет!', 0],
      [1, 'Как дела?', null],
      [2, 'Хорошо!', 1],
    ]);
    expect(state.replies).toEqual(expectedReplies(question));
    expect(state.stage).toBe('ready');
    expect(visibleLines(state)).toEqual([]);
  });

  it('start shows the lines up to the first reply; nothing is heard before it', () => {
    const ready = initSpokenDialogue(howAreYou());
    expect(run(ready, say('Привет'))).toBe(ready);
    const started = run(ready, { type: 'start' });
    expect(started.stage).toBe('answering');
    expect(texts(started)).toEqual(['Привет!', 'Привет!']);
    expect(run(started, { type: 'start' })).toBe(started);
  });

  it('each right reply reveals the next; the last one ends it with the replies as the answer', () => {
    const question = howAreYou();
    const started = run(initSpokenDialogue(question), { type: 'start' });
    // Case, punctuation and ё aside, as the judge reads speech.
    const first = run(started, say('привет'));
    expect(first.current).toBe(1);
    expect(matchedReplies(first)).toBe(1);
    expect(texts(first)).toEqual(['Привет!', 'Привет!', 'Как дела?', 'Хорошо!']);
    expect(spokenDialogueAnswer(first)).toBeNull();

    const done = run(first, say('ХОРОШО'));
    expect(done.stage).toBe('done');
    expect(matchedReplies(done)).toBe(2);
    const answer = spokenDialogueAnswer(done);
    expect(answer).toBe('привет | ХОРОШО');
    expect(judgeAnswer('1.5', question, answer ?? '')).toBe(true);
    // Nothing more is heard once done.
    expect(run(done, say('Пока'))).toBe(done);
  });

  it('a wrong reply is shown and tried again; the first try is what is recorded', () => {
    const question = howAreYou();
    const started = run(initSpokenDialogue(question), { type: 'start' });
    const missed = run(started, say('Пока'));
    expect(missed.current).toBe(0);
    expect(missed.misses).toBe(1);
    expect(missed.missed).toBe('Пока');
    expect(texts(missed)).toEqual(['Привет!', 'Привет!']);

    const again = run(missed, say('Здравствуй'), say('Привет!'));
    expect(again.current).toBe(1);
    expect(again.misses).toBe(0);
    expect(again.missed).toBeNull();

    const done = run(again, say('Хорошо'));
    expect(spokenDialogueAnswer(done)).toBe('Пока | Хорошо');
    expect(judgeAnswer('1.5', question, spokenDialogueAnswer(done) ?? '')).toBe(false);
    expect(judgeAnswer('1.5', question, correctAnswer('1.5', question))).toBe(true);
  });

  it('an answer can wait for Check; Check matches it like words said in full', () => {
    const started = run(initSpokenDialogue(howAreYou()), { type: 'start' });
    const waiting = run(started, { type: 'answer', text: ' Пока ' });
    expect(waiting.pending).toBe('Пока');
    expect(waiting.misses).toBe(0);
    const checked = run(waiting, say(waiting.pending ?? ''));
    expect(checked.misses).toBe(1);
    expect(checked.pending).toBeNull();
    const right = run(checked, { type: 'answer', text: 'Привет' }, say('Привет'));
    expect(right.current).toBe(1);
    expect(right.pending).toBeNull();
    // Not before Start.
    const ready = initSpokenDialogue(howAreYou());
    expect(run(ready, { type: 'answer', text: 'Привет' })).toBe(ready);
  });

  it('empty speech changes nothing', () => {
    const started = run(initSpokenDialogue(howAreYou()), { type: 'start' });
    expect(run(started, say('   '))).toBe(started);
    expect(run(started, { type: 'answer', text: ' ' })).toBe(started);
    // A reader's emptied field: nothing waits for Check again.
    const typed = run(started, { type: 'answer', text: 'При' });
    expect(typed.pending).toBe('При');
    expect(run(typed, { type: 'answer', text: '' }).pending).toBeNull();
  });

  it('the child may speak first, and personage 1 may have the last word', () => {
    const started = run(initSpokenDialogue(goodNight()), { type: 'start' });
    expect(texts(started)).toEqual(['Папа, я иду спать.']);
    const done = run(started, say('Папа я иду спать'), say('спокойной ночи'));
    expect(done.stage).toBe('done');
    expect(texts(done)).toEqual([
      'Папа, я иду спать.',
      'Спокойной ночи!',
      'Спокойной ночи!',
      'Приятных снов!',
    ]);
  });

  it('a dialogue with no reply of the child’s (the pack refuses one) is done at start', () => {
    const done = run(initSpokenDialogue(spokenQuestion(9, [[1, 'Привет!']])), { type: 'start' });
    expect(done.stage).toBe('done');
    expect(texts(done)).toEqual(['Привет!']);
  });

  it('sameReply reads speech as the judge does', () => {
    expect(sameReply('Доброе утро', 'Доброе утро!')).toBe(true);
    expect(sameReply('до свиданья', 'До свидания!')).toBe(false);
    expect(sameReply('', '')).toBe(false);
  });
});

describe('replyChoices', () => {
  const words = (choices: { answer: string }[]) => choices.map((c) => c.answer).sort();

  it('offers the reply among other lines, none said alike, the same each time', () => {
    const question = howAreYou();
    const questions = [question, anApple(), goodNight()];
    // This dialogue's lines first ("Привет!" of personage 1 is said like the reply: once).
    expect(words(replyChoices(question, questions, 0))).toEqual([
      'Доброе утро!',
      'Как дела?',
      'Привет!',
      'Хорошо!',
    ]);
    expect(words(replyChoices(question, questions, 1))).toEqual(
      words(replyChoices(question, questions, 0)),
    );
    expect(replyChoices(question, questions, 1)).toEqual(replyChoices(question, questions, 1));
  });

  it('has the recorded voice of each line, and nothing past the last reply', () => {
    const question = mapDialogueLines(
      spokenQuestion(4, [
        [1, 'Привет!'],
        [2, 'Пока!'],
      ]),
      (p) => ({ ...p, audioUrl: `/media/a/${p.id}.ogg` }),
    );
    expect(replyChoices(question, [question], 0)).toEqual(
      expect.arrayContaining([
        { answer: 'Пока!', audioUrl: '/media/a/4001.ogg' },
        { answer: 'Привет!', audioUrl: '/media/a/4000.ogg' },
      ]),
    );
    expect(replyChoices(question, [question], 1)).toEqual([]);
  });
});
