import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleGame } from '../../../test/fixtures';
import { renderGameScreen } from '../../../test/game-screen';
import MemoryScreen from '../screen';
import { board, farm, forest } from './memory-fixtures';

const game = sampleGame({ id: 40, type: '4.0', title: 'Найди пары' });

const cards = () => within(screen.getByRole('group', { name: 'Карточки' })).getAllByRole('button');
const card = (index: number) => cards()[index]!;
const tap = (index: number) => fireEvent.click(card(index));
const score = () => screen.getByText('Очки').parentElement;

/** Lets fake time pass, with the promises (the answer's request) settled along the way. */
const wait = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

describe('memory screen (4.0)', () => {
  it('shows the cards face down in the shuffled layout, with no Check button', async () => {
    const user = userEvent.setup();
    const question = forest();
    renderGameScreen(MemoryScreen, { game, questions: [question] });

    expect(screen.getByRole('heading', { name: 'Найди одинаковые карточки.' })).toBeVisible();
    expect(cards().map((c) => c.getAttribute('aria-label'))).toEqual(
      Array.from({ length: 8 }, (_, i) => `Карточка ${i + 1}, закрыта`),
    );
    for (const c of cards()) expect(c).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('button', { name: 'Проверить' })).toBeNull();

    // A tap turns a card: its name says what it shows.
    const { words } = board(question);
    await user.click(card(2));
    expect(card(2)).toHaveAccessibleName(`Карточка 3: ${words[2]}`);
    expect(card(2)).toHaveAttribute('aria-pressed', 'true');
    expect(within(card(2)).getByText(words[2]!)).toBeInTheDocument();
  });

  describe('in time', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('turns two cards that are not a pair back after one second, ignoring taps meanwhile', async () => {
      const question = farm();
      const { words, mismatch, pairs } = board(question);
      const [a, b] = mismatch;
      renderGameScreen(MemoryScreen, { game, questions: [question] });

      tap(a);
      tap(b);
      expect(card(a)).toHaveAccessibleName(`Карточка ${a + 1}: ${words[a]}`);
      expect(card(b)).toHaveAccessibleName(`Карточка ${b + 1}: ${words[b]}`);
      expect(card(b)).toHaveAccessibleDescription('Не пара');

      await wait(999);
      expect(card(a)).toHaveAttribute('aria-pressed', 'true');
      const third = pairs[2]!.a;
      tap(third);
      expect(card(third)).toHaveAccessibleName(`Карточка ${third + 1}, закрыта`);

      await wait(1);
      expect(card(a)).toHaveAccessibleName(`Карточка ${a + 1}, закрыта`);
      expect(card(b)).toHaveAccessibleName(`Карточка ${b + 1}, закрыта`);
      expect(card(a)).toHaveAttribute('aria-pressed', 'false');

      // Open again: the next tap turns a card.
      tap(third);
      expect(card(third)).toHaveAttribute('aria-pressed', 'true');
    });

    it('keeps a pair up, and records "done" exactly 500 ms after the last pair', async () => {
      const first = farm();
      const second = forest();
      const { submit, onFinish } = renderGameScreen(MemoryScreen, {
        game,
        questions: [first, second],
      });

      // Question 1: a miss first, then every pair.
      const one = board(first);
      tap(one.mismatch[0]);
      tap(one.mismatch[1]);
      await wait(1000);
      for (const pair of one.pairs) {
        tap(pair.a);
        tap(pair.b);
        expect(card(pair.a)).toHaveAccessibleName(`Карточка ${pair.a + 1}: ${pair.word}`);
        expect(card(pair.b)).toHaveAccessibleDescription('Пара найдена');
      }
      expect(screen.getByRole('status')).toHaveTextContent('Все пары найдены!');
      // No verdict panel in this game.
      expect(screen.queryByRole('region')).toBeNull();

      await wait(499);
      expect(submit).not.toHaveBeenCalled();
      await wait(1);
      expect(submit).toHaveBeenCalledTimes(1);
      expect(submit).toHaveBeenCalledWith({ questionId: first.id, answer: 'done' });
      await wait(0);

      // On to question 2 by itself: 10 points, a clean board.
      expect(screen.getByText('Вопрос 2 из 2')).toBeInTheDocument();
      expect(score()).toHaveTextContent('10');
      expect(cards()).toHaveLength(8);
      expect(screen.getByRole('status')).toBeEmptyDOMElement();

      const two = board(second);
      for (const pair of two.pairs) {
        tap(pair.a);
        tap(pair.b);
      }
      await wait(499);
      expect(onFinish).not.toHaveBeenCalled();
      await wait(1);
      await wait(0);
      expect(submit).toHaveBeenLastCalledWith({ questionId: second.id, answer: 'done' });
      expect(submit).toHaveBeenCalledTimes(2);
      expect(onFinish).toHaveBeenCalledTimes(1);
      expect(onFinish).toHaveBeenCalledWith({ score: 20, totalQuestions: 2 });

      // Nothing more is recorded later.
      await wait(2000);
      expect(submit).toHaveBeenCalledTimes(2);
    });
  });
});
