import type { Question } from '@bolajon/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playSpeech } from '../../../lib/audio';
import { choiceQuestion, sampleGame } from '../../../test/fixtures';
import { renderGameScreen } from '../../../test/game-screen';
import { recognition } from '../../../test/speaking-game';
import SpeechScreen from '../screen';

const { silentAudio } = await vi.hoisted(() => import('../../../test/audio-mock'));
vi.mock(import('../../../lib/audio'), silentAudio);

const game = sampleGame({ id: 10, title: 'Повтори слово', type: '1.0' });
// As in the demo pack (01-first-steps.yaml, "Повтори слово"): one variant, the right one.
const say = (id: number, text: string, answer: string): Question =>
  choiceQuestion(id, text, [answer], answer);
const questions = () => [
  say(1, 'Скажи: «Привет»', 'Привет'),
  say(2, 'Скажи: «До свидания»', 'До свидания'),
  say(3, 'Скажи: «Спасибо»', 'Спасибо'),
];

const fake = recognition.last;
const checkButton = () => screen.getByRole('button', { name: 'Проверить' });
const score = () => screen.getByText('Очки').parentElement;

describe('the speech game screen (1.0, 1.3, 1.4)', () => {
  beforeEach(() => {
    vi.mocked(playSpeech).mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the picture and the question; Check waits for an answer', () => {
    recognition.install();
    renderGameScreen(SpeechScreen, { game, questions: questions() });
    expect(screen.getByRole('heading', { name: 'Скажи: «Привет»' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Картинка к вопросу' })).toHaveAttribute(
      'src',
      '/media/c/q1.svg',
    );
    expect(screen.getByRole('button', { name: 'Сказать ответ' })).toBeEnabled();
    expect(checkButton()).toBeDisabled();
  });

  it('plays by voice: said in full it checks by itself; wrong, repeat, right; the score', async () => {
    recognition.install();
    const user = userEvent.setup();
    const [privet, svidaniya] = questions() as [Question, Question];
    const { submit, onFinish } = renderGameScreen(SpeechScreen, {
      game,
      questions: [privet, svidaniya],
    });

    await user.click(screen.getByRole('button', { name: 'Сказать ответ' }));
    act(() => fake().hear('Пока-пока'));
    const wrong = await screen.findByRole('region', { name: 'Ой, не так!' });
    expect(within(wrong).getByText('Привет')).toBeInTheDocument();
    expect(screen.getByText('«Пока-пока»')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Сказать ещё раз' })).toBeDisabled();

    await user.click(within(wrong).getByRole('button', { name: 'Ещё раз' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Ой, не так!' })).toBeNull());
    // A repeat starts clean: the microphone is ready again.
    await user.click(screen.getByRole('button', { name: 'Сказать ответ' }));
    act(() => fake().interim('при'));
    act(() => fake().hear('привет'));
    const right = await screen.findByRole('region', { name: 'Правильно! Молодец!' });
    expect(score()).toHaveTextContent('0');
    await user.click(within(right).getByRole('button', { name: 'Дальше' }));

    expect(await screen.findByText('Вопрос 2 из 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Сказать ответ' }));
    // Android ends the microphone after a moment: the words go on across the restart.
    act(() => fake().hear('до'));
    act(() => fake().end());
    act(() => fake().hear('свидания'));
    const last = await screen.findByRole('region', { name: 'Правильно! Молодец!' });
    await waitFor(() => expect(score()).toHaveTextContent('10'));
    await user.click(within(last).getByRole('button', { name: 'Дальше' }));

    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ score: 10, totalQuestions: 2 }));
    expect(submit.mock.calls.map(([body]) => body)).toEqual([
      { questionId: 1, answer: 'Пока-пока' },
      { questionId: 1, answer: 'привет' },
      { questionId: 2, answer: 'до свидания' },
    ]);
  });

  it('a short answer waits for Check, which sends it', async () => {
    recognition.install();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { submit } = renderGameScreen(SpeechScreen, { game, questions: questions() });
    await user.click(screen.getByRole('button', { name: 'Сказать ответ' }));
    act(() => fake().hear('При'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(screen.getByText('«При»')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
    await user.click(checkButton());
    expect(await screen.findByRole('region', { name: 'Ой, не так!' })).toBeInTheDocument();
    expect(submit).toHaveBeenCalledWith({ questionId: 1, answer: 'При' });
  });

  it('without recognition: the answer buttons, each heard; the tapped one is checked', async () => {
    recognition.remove();
    const user = userEvent.setup();
    const { submit } = renderGameScreen(SpeechScreen, { game, questions: questions() });
    expect(screen.queryByRole('button', { name: 'Сказать ответ' })).toBeNull();
    const answers = within(screen.getByRole('group', { name: 'Ответы' }));
    expect(
      answers
        .getAllByRole('button')
        .map((b) => b.textContent)
        .sort(),
    ).toEqual(['До свидания', 'Привет', 'Спасибо']);

    await user.click(answers.getByRole('button', { name: 'Спасибо' }));
    expect(playSpeech).toHaveBeenCalledWith({ text: 'Спасибо', audioUrl: null });
    await user.click(answers.getByRole('button', { name: 'Привет' }));
    await user.click(checkButton());
    expect(await screen.findByRole('region', { name: 'Правильно! Молодец!' })).toBeInTheDocument();
    expect(submit).toHaveBeenCalledExactlyOnceWith({ questionId: 1, answer: 'Привет' });
  });

  it('without recognition a reader may type the answer: Check sends it', async () => {
    recognition.remove();
    const user = userEvent.setup();
    const { submit } = renderGameScreen(SpeechScreen, { game, questions: questions() });
    await user.type(screen.getByLabelText('Умеешь писать? Напиши ответ'), 'привет!');
    expect(submit).not.toHaveBeenCalled();
    await user.click(checkButton());
    expect(await screen.findByRole('region', { name: 'Правильно! Молодец!' })).toBeInTheDocument();
    expect(submit).toHaveBeenCalledExactlyOnceWith({ questionId: 1, answer: 'привет!' });
  });

  it('a family without a microphone: refused once, each next question is a listening choice with one Check', async () => {
    recognition.install();
    const user = userEvent.setup();
    const { submit } = renderGameScreen(SpeechScreen, { game, questions: questions() });
    await user.click(screen.getByRole('button', { name: 'Сказать ответ' }));
    act(() => fake().fail('not-allowed'));
    expect(screen.getByRole('status')).toHaveTextContent('Послушай и выбери ответ');
    const answers = () => within(screen.getByRole('group', { name: 'Ответы' }));
    await user.click(answers().getByRole('button', { name: 'Привет' }));
    await user.click(checkButton());
    const right = await screen.findByRole('region', { name: 'Правильно! Молодец!' });
    await user.click(within(right).getByRole('button', { name: 'Дальше' }));

    await screen.findByText('Вопрос 2 из 3');
    // No microphone (crossed out or not) on the next question: a small link to try it instead.
    expect(screen.queryByRole('button', { name: /^Сказать|Включить микрофон/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Попробовать микрофон' })).toBeEnabled();
    // The prompt asks to listen and choose, not to say.
    expect(screen.getByRole('status')).toHaveTextContent('Послушай и выбери ответ');
    expect(screen.queryByText('Нажми на микрофон и скажи ответ')).toBeNull();
    // One way to send an answer, typed or tapped: the Check.
    expect(screen.queryByRole('button', { name: 'Ответить' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Проверить' })).toHaveLength(1);
    await user.type(screen.getByLabelText('Умеешь писать? Напиши ответ'), 'До свидания');
    await user.click(checkButton());
    expect(await screen.findByRole('region', { name: 'Правильно! Молодец!' })).toBeInTheDocument();
    expect(submit).toHaveBeenLastCalledWith({ questionId: 2, answer: 'До свидания' });
    expect(recognition.all()).toHaveLength(1);
  });
});
