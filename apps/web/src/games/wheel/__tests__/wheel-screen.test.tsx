import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { playSpeech } from '../../../lib/audio';
import { sampleGame } from '../../../test/fixtures';
import { renderGameScreen } from '../../../test/game-screen';
import { recognition, setUpSoundsAndTime } from '../../../test/speaking-game';
import WheelScreen from '../screen';
import { SPIN_MS } from '../wheel-spin';
import { farmQuestion, forestQuestion } from './wheel-fixtures';

const { silentAudio } = await vi.hoisted(() => import('../../../test/audio-mock'));
vi.mock(import('../../../lib/audio'), silentAudio);

const game = sampleGame({ id: 14, title: 'Колесо животных', type: '1.2' });

const fake = recognition.last;
const spinButton = () => screen.getByRole('button', { name: 'Крутить!' });
const score = () => screen.getByText('Очки').parentElement;
/** The words the wheel says it stopped on ("Выпало: Лиса"), or null while it has not. */
const landed = () =>
  screen
    .queryAllByRole('status')
    .map((status) => status.textContent ?? '')
    .find((text) => text.startsWith('Выпало:')) ?? null;
const disc = () => document.querySelector<SVGGElement>('.wheel__disc');
/** Lets fake time pass, with the promises (the answer's request) settled along the way. */
const wait = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
/** The next spin's random draw. */
const nextRandom = (value: number) => vi.spyOn(Math, 'random').mockReturnValueOnce(value);

setUpSoundsAndTime();
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the wheel screen (1.2)', () => {
  it('spins for 5 seconds, then says and shows the sector under the pointer', async () => {
    recognition.install();
    renderGameScreen(WheelScreen, { game, questions: [forestQuestion()] });

    expect(
      screen.getByRole('heading', { name: 'Крути колесо и назови животное.' }),
    ).toBeInTheDocument();
    const sectors = within(screen.getByRole('list', { name: 'Слова на колесе' }));
    expect(sectors.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Лиса',
      'Заяц',
      'Медведь',
      'Ёжик',
    ]);
    expect(screen.getByText('Крути колесо и скажи слово, которое выпадет')).toBeInTheDocument();
    // Each sector shows its picture; a broken one gives way to the default picture.
    const pictures = [...document.querySelectorAll('.wheel__svg image')];
    expect(pictures.map((p) => p.getAttribute('href'))).toEqual([
      '/media/c/1-0.svg',
      '/media/c/1-1.svg',
      '/media/c/1-2.svg',
      '/media/c/1-3.svg',
    ]);
    fireEvent.error(pictures[2] as Element);
    expect(pictures[2]).toHaveAttribute('href', '/hello.svg');
    expect(screen.queryByRole('button', { name: 'Сказать ответ' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Проверить' })).toBeNull();

    // 4 sectors of 90°: 0.1 of a turn past five turns (36°) leaves the last one at the top.
    nextRandom(0.1);
    fireEvent.click(spinButton());
    expect(screen.getByRole('button', { name: 'Крутится…' })).toBeDisabled();
    expect(screen.getByText('Колесо крутится…')).toBeInTheDocument();
    expect(disc()?.style.transform).toBe('rotate(1836deg)');
    expect(disc()?.style.transitionDuration).toBe(`${SPIN_MS}ms`);

    await wait(SPIN_MS - 1);
    expect(landed()).toBeNull();
    expect(playSpeech).not.toHaveBeenCalledWith(
      expect.objectContaining({ text: 'Ёжик' }),
      expect.anything(),
    );

    await wait(1);
    expect(landed()).toBe('Выпало: Ёжик');
    expect(playSpeech).toHaveBeenCalledWith({ text: 'Ёжик', audioUrl: null }, { auto: true });
    expect(screen.getByRole('button', { name: 'Сказать ответ' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Проверить' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Крутить!' })).toBeNull();
  });

  it("plays: another sector's word is wrong, a repeat spins again, the landed word is right", async () => {
    recognition.install();
    const { submit, onFinish } = renderGameScreen(WheelScreen, {
      game,
      questions: [forestQuestion(), farmQuestion()],
    });

    // Question 1: the wheel picks Ёжик; the child says Лиса, a sector's word but not this one.
    nextRandom(0.1);
    fireEvent.click(spinButton());
    await wait(SPIN_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Сказать ответ' }));
    act(() => fake().hear('Лиса'));
    await wait(0);
    const wrong = screen.getByRole('region', { name: 'Ой, не так!' });
    // The right answer is the word of the sector the wheel picked, not the question's first.
    expect(within(wrong).getByText('Ёжик')).toBeInTheDocument();
    expect(score()).toHaveTextContent('0');

    fireEvent.click(within(wrong).getByRole('button', { name: 'Ещё раз' }));
    await wait(300);
    expect(screen.getByText('Вопрос 1 из 2')).toBeInTheDocument();
    expect(landed()).toBeNull();
    // 0.6 of a turn (216°) leaves the sector at 144°, the second one, under the pointer.
    nextRandom(0.6);
    fireEvent.click(spinButton());
    await wait(SPIN_MS);
    expect(landed()).toBe('Выпало: Заяц');
    fireEvent.click(screen.getByRole('button', { name: 'Сказать ответ' }));
    act(() => fake().hear('заяц'));
    await wait(0);
    const right = screen.getByRole('region', { name: 'Правильно! Молодец!' });
    // A repeat that gets it right is practice: no points.
    expect(score()).toHaveTextContent('0');
    fireEvent.click(within(right).getByRole('button', { name: 'Дальше' }));
    await wait(300);

    // Question 2: 8 sectors of 45°; a small random turn leaves the last one under the pointer.
    expect(screen.getByText('Вопрос 2 из 2')).toBeInTheDocument();
    nextRandom(0.01);
    fireEvent.click(spinButton());
    await wait(SPIN_MS);
    expect(landed()).toBe('Выпало: Овца');
    fireEvent.click(screen.getByRole('button', { name: 'Сказать ответ' }));
    act(() => fake().hear('Овца'));
    await wait(0);
    expect(score()).toHaveTextContent('10');
    fireEvent.click(
      within(screen.getByRole('region', { name: 'Правильно! Молодец!' })).getByRole('button', {
        name: 'Дальше',
      }),
    );
    await wait(300);

    expect(onFinish).toHaveBeenCalledWith({ score: 10, totalQuestions: 2 });
    expect(submit.mock.calls.map(([body]) => body)).toEqual([
      { questionId: 1, answer: 'incorrect' },
      { questionId: 1, answer: 'заяц' },
      { questionId: 2, answer: 'Овца' },
    ]);
    expect(await submit.mock.results[1]?.value).toEqual({ isCorrect: true });
  });

  it('a word cut short waits for Check', async () => {
    recognition.install();
    const { submit } = renderGameScreen(WheelScreen, { game, questions: [forestQuestion()] });
    nextRandom(0.8); // 288°: the sector at 72°, the first one (Лиса)
    fireEvent.click(spinButton());
    await wait(SPIN_MS);
    expect(landed()).toBe('Выпало: Лиса');
    fireEvent.click(screen.getByRole('button', { name: 'Сказать ответ' }));
    act(() => fake().hear('Ли'));
    await wait(2000);
    expect(submit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Проверить' }));
    await wait(0);
    expect(screen.getByRole('region', { name: 'Ой, не так!' })).toBeInTheDocument();
    expect(submit).toHaveBeenCalledWith({ questionId: 1, answer: 'Ли' });
  });

  it('with reduced motion the wheel jumps to the same sector at once', async () => {
    recognition.install();
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({ matches: query.includes('reduce'), media: query })),
    );
    renderGameScreen(WheelScreen, { game, questions: [forestQuestion()] });
    nextRandom(0.1);
    fireEvent.click(spinButton());
    expect(disc()?.style.transitionDuration).toBe('0ms');
    await wait(0);
    expect(landed()).toBe('Выпало: Ёжик');
  });

  it('without recognition the landed word is offered among buttons, and Check takes it', async () => {
    recognition.remove();
    const { submit } = renderGameScreen(WheelScreen, {
      game,
      questions: [forestQuestion(), farmQuestion()],
    });
    expect(screen.getByText('Крути колесо и выбери слово, которое выпадет')).toBeInTheDocument();
    nextRandom(0.1);
    fireEvent.click(spinButton());
    await wait(SPIN_MS);
    const answers = within(screen.getByRole('group', { name: 'Ответы' }));
    const offered = answers.getAllByRole('button').map((b) => b.textContent);
    expect(offered).toContain('Ёжик');
    expect(offered).toContain('Кошка');
    fireEvent.click(answers.getByRole('button', { name: 'Ёжик' }));
    fireEvent.click(screen.getByRole('button', { name: 'Проверить' }));
    await wait(0);
    expect(screen.getByRole('region', { name: 'Правильно! Молодец!' })).toBeInTheDocument();
    expect(submit).toHaveBeenCalledWith({ questionId: 1, answer: 'Ёжик' });
  });
});
