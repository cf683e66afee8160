import { correctAnswer, judgeAnswer } from '@bolajon/contract';
import {
  dialogueLines,
  initOrdering,
  orderingAnswer,
  orderingReducer,
  slotVerdicts,
  trayOrder,
  type OrderingAction,
  type OrderingState,
} from '../dialogue-ordering-reducer';
import { aGift, goodNight, meeting, orderingQuestion } from './ordering-fixtures';

const run = (state: OrderingState, ...actions: OrderingAction[]) =>
  actions.reduce(orderingReducer, state);
const place = (lineId: number): OrderingAction => ({ type: 'place', lineId });
const remove = (slot: number): OrderingAction => ({ type: 'remove', slot });

describe('dialogue ordering (3.1, 3.2): the reducer', () => {
  it('starts with one empty slot a line and nothing to check', () => {
    const question = meeting();
    const state = initOrdering(question);
    expect(state.slots).toEqual([null, null, null, null]);
    expect(orderingAnswer(state, question)).toBeNull();
  });

  it('reads the lines where the API sends them: on the variants (ADR 0026)', () => {
    const question = meeting();
    expect(question).not.toHaveProperty('questionPersonages');
    expect(initOrdering(question).slots).toHaveLength(4);
    expect(trayOrder(question)).toHaveLength(4);
    expect(correctAnswer('3.1', question)).toBe('Привет! | Привет! | Как дела? | Хорошо, спасибо!');
  });

  it('takes the lines in the order they are spoken, whatever order they come in', () => {
    const question = meeting();
    question.questionVariants[0]!.questionPersonages.reverse();
    expect(dialogueLines(question).map((line) => line.answer)).toEqual([
      'Привет!',
      'Привет!',
      'Как дела?',
      'Хорошо, спасибо!',
    ]);
  });

  it('puts a chip into the first empty slot, and a removed chip leaves a gap to fill first', () => {
    const question = meeting();
    const [a, b, c] = dialogueLines(question).map((p) => p.id);
    let state = run(initOrdering(question), place(c!), place(a!));
    expect(state.slots).toEqual([c, a, null, null]);

    // The same chip cannot sit in two slots.
    expect(run(state, place(c!))).toBe(state);

    state = run(state, remove(0));
    expect(state.slots).toEqual([null, a, null, null]);
    expect(run(state, remove(0))).toBe(state);
    state = run(state, place(b!));
    expect(state.slots).toEqual([b, a, null, null]);
  });

  it('takes no more chips once every slot is full', () => {
    const question = aGift();
    const ids = dialogueLines(question).map((p) => p.id);
    const full = run(initOrdering(question), ...ids.map(place));
    expect(full.slots).toEqual(ids);
    expect(run(full, place(999))).toBe(full);
  });

  it('reports the chips in slot order, judged right by the contract when all are in place', () => {
    for (const type of ['3.1', '3.2'] as const) {
      const question = meeting();
      const state = run(
        initOrdering(question),
        ...dialogueLines(question).map((line) => place(line.id)),
      );
      const answer = orderingAnswer(state, question);
      expect(answer).toBe('Привет! | Привет! | Как дела? | Хорошо, спасибо!');
      expect(answer).toBe(correctAnswer(type, question));
      expect(judgeAnswer(type, question, answer!)).toBe(true);
      expect(slotVerdicts(state, question)).toEqual([true, true, true, true]);
    }
  });

  it('can check a chat once one chip is in, and judges an unfinished chat wrong', () => {
    const question = aGift();
    const [first] = dialogueLines(question);
    const state = run(initOrdering(question), place(first!.id));
    const answer = orderingAnswer(state, question);
    // Empty slots count as empty answers, so the right first line alone is not enough.
    expect(answer).toBe('Это тебе подарок. |  | ');
    expect(judgeAnswer('3.1', question, answer!)).toBe(false);
    expect(slotVerdicts(state, question)).toEqual([true, false, false]);
  });

  it('judges a wrong order wrong and tells which slots hold the wrong line', () => {
    const question = aGift();
    const [gift, thanks, please] = dialogueLines(question).map((line) => line.id);
    const state = run(initOrdering(question), place(gift!), place(please!), place(thanks!));
    const answer = orderingAnswer(state, question)!;
    expect(answer).toBe('Это тебе подарок. | Пожалуйста! | Спасибо!');
    expect(judgeAnswer('3.1', question, answer)).toBe(false);
    expect(slotVerdicts(state, question)).toEqual([true, false, false]);
  });

  it('treats two chips with the same words as the same answer', () => {
    const question = goodNight();
    const [dad, night1, night2] = dialogueLines(question).map((line) => line.id);
    const state = run(initOrdering(question), place(dad!), place(night2!), place(night1!));
    const answer = orderingAnswer(state, question)!;
    expect(judgeAnswer('3.1', question, answer)).toBe(true);
    expect(slotVerdicts(state, question)).toEqual([true, true, true]);
    // …while the chips stay two: each can be placed once.
    expect(new Set(trayOrder(question).map((chip) => chip.id)).size).toBe(3);
  });

  it('shuffles the chips the same way for the same question', () => {
    const question = meeting();
    const ids = trayOrder(question).map((chip) => chip.id);
    expect(trayOrder(meeting()).map((chip) => chip.id)).toEqual(ids);
    expect([...ids].sort()).toEqual(
      dialogueLines(question)
        .map((p) => p.id)
        .sort(),
    );
    const orders = new Set(
      Array.from({ length: 12 }, (_, i) =>
        trayOrder(
          orderingQuestion(i + 1, [
            [1, 'a'],
            [2, 'b'],
            [1, 'c'],
            [2, 'd'],
          ]),
        )
          .map((chip) => chip.answer)
          .join(''),
      ),
    );
    expect(orders.size).toBeGreaterThan(1);
  });
});
