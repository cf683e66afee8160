import type { Question } from '@bolajon/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { playSpeech } from '../../../lib/audio';
import { choiceQuestion, sampleGame } from '../../../test/fixtures';
import { renderGameScreen } from '../../../test/game-screen';
import { recognition, setUpSoundsAndTime } from '../../../test/speaking-game';
import { CHEST_REVEAL_MS } from '../chest-reducer';
import ChestScreen from '../screen';

const { silentAudio } = await vi.hoisted(() => import('../../../test/audio-mock'));
vi.mock(import('../../../lib/audio'), silentAudio);

const game = sampleGame({ id: 12, title: 'Волшебный сундук', type: '1.1' });
// As in the demo pack (01-first-steps.yaml, "Волшебный сундук").
const word = (id: number, text: string): Question => ({
  ...choiceQuestion(id, text, [text], text, { questionImages: [] }),
  audioUrl: `/media/a/${id}.ogg`,
});
const questions = () => [word(1, 'Мама'), word(2, 'Папа'), word(3, 'Бабушка')];

const fake = recognition.last;
const chestButton = () => screen.getByRole('button', { name: 'Открыть сундук' });
/** Lets fake time pass, with the promises (the answer's request) settled along the way. */
const wait = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

setUpSoundsAndTime();

describe('the chest screen (1.1)', () => {
  it('is closed; a tap opens it; the word appears (and is heard) after 1 second', async () => {
    recognition.install();
    renderGameScreen(ChestScreen, { game, questions: questions() });
    expect(chestButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Нажми на сундук!')).toBeInTheDocument();
    expect(screen.queryByText('Мама')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Сказать ответ' })).toBeNull();

    fireEvent.click(chestButton());
    expect(chestButton()).toHaveAttribute('aria-expanded', 'true');
    expect(chestButton()).toBeDisabled();
    expect(screen.getByText('Сундук открывается…')).toBeInTheDocument();
    await wait(CHEST_REVEAL_MS - 1);
    expect(screen.queryByText('Мама')).toBeNull();
    expect(playSpeech).not.toHaveBeenCalled();

    await wait(1);
    const box = within(screen.getByRole('group', { name: 'Слово из сундука' }));
    expect(box.getByRole('button', { name: 'Мама' })).toBeInTheDocument();
    expect(playSpeech).toHaveBeenCalledWith(
      { text: 'Мама', audioUrl: '/media/a/1.ogg' },
      { auto: true },
    );
    expect(screen.getByText('Скажи это слово')).toBeInTheDocument();
    fireEvent.click(box.getByRole('button', { name: 'Мама' }));
    expect(playSpeech).toHaveBeenLastCalledWith({ text: 'Мама', audioUrl: '/media/a/1.ogg' });
  });

  it('plays: say the word, wrong then right; the chest closes again for a repeat', async () => {
    recognition.install();
    const { submit, onFinish } = renderGameScreen(ChestScreen, {
      game,
      questions: questions().slice(0, 2),
    });

    fireEvent.click(chestButton());
    await wait(CHEST_REVEAL_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Сказать ответ' }));
    act(() => fake().hear('Папа'));
    await wait(0);
    const wrong = screen.getByRole('region', { name: 'Ой, не так!' });
    fireEvent.click(within(wrong).getByRole('button', { name: 'Ещё раз' }));
    await wait(300);

    expect(chestButton()).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(chestButton());
    await wait(CHEST_REVEAL_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Сказать ответ' }));
    act(() => fake().hear('мама'));
    await wait(0);
    const right = screen.getByRole('region', { name: 'Правильно! Молодец!' });
    fireEvent.click(within(right).getByRole('button', { name: 'Дальше' }));
    await wait(300);

    expect(screen.getByText('Вопрос 2 из 2')).toBeInTheDocument();
    fireEvent.click(chestButton());
    await wait(CHEST_REVEAL_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Сказать ответ' }));
    act(() => fake().hear('папа'));
    await wait(0);
    fireEvent.click(
      within(screen.getByRole('region', { name: 'Правильно! Молодец!' })).getByRole('button', {
        name: 'Дальше',
      }),
    );
    await wait(300);

    expect(onFinish).toHaveBeenCalledWith({ score: 10, totalQuestions: 2 });
    expect(submit.mock.calls.map(([body]) => body)).toEqual([
      { questionId: 1, answer: 'Папа' },
      { questionId: 1, answer: 'мама' },
      { questionId: 2, answer: 'папа' },
    ]);
  });

  it('without recognition the opened chest is the listening choice, its own prompt only', async () => {
    recognition.remove();
    const { submit } = renderGameScreen(ChestScreen, { game, questions: questions() });
    expect(screen.queryByRole('group', { name: 'Ответы' })).toBeNull();
    fireEvent.click(chestButton());
    await wait(CHEST_REVEAL_MS);
    const answers = within(screen.getByRole('group', { name: 'Ответы' }));
    expect(answers.getAllByRole('button')).toHaveLength(3);
    expect(screen.getByRole('status')).toHaveTextContent('Послушай и выбери ответ');
    expect(screen.queryByText('Скажи это слово')).toBeNull();
    fireEvent.click(answers.getByRole('button', { name: 'Мама' }));
    expect(playSpeech).toHaveBeenLastCalledWith({ text: 'Мама', audioUrl: null });
    fireEvent.click(screen.getByRole('button', { name: 'Проверить' }));
    await wait(0);
    expect(screen.getByRole('region', { name: 'Правильно! Молодец!' })).toBeInTheDocument();
    expect(submit).toHaveBeenCalledWith({ questionId: 1, answer: 'Мама' });
  });
});
