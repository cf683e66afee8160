import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { playSpeech } from '../../../lib/audio';
import { sampleGame } from '../../../test/fixtures';
import { renderGameScreen } from '../../../test/game-screen';
import { recognition, setUpSoundsAndTime } from '../../../test/speaking-game';
import SpokenDialogueScreen from '../screen';
import { anApple, goodNight, howAreYou } from './spoken-dialogue-fixtures';

const { silentAudio } = await vi.hoisted(() => import('../../../test/audio-mock'));
vi.mock(import('../../../lib/audio'), silentAudio);

const game = sampleGame({ id: 15, title: 'Поговорим!', type: '1.5', achievements: [] });

const fake = recognition.last;
const button = (name: string) => screen.getByRole('button', { name });
const score = () => screen.getByText('Очки').parentElement;
const chat = () => within(screen.getByRole('region', { name: 'Диалог' }));
const wait = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
/** Taps the microphone and says `text` (the fake recogniser hears it in full). */
const say = async (text: string) => {
  fireEvent.click(
    screen.queryByRole('button', { name: 'Сказать ответ' }) ?? button('Сказать ещё раз'),
  );
  act(() => fake().hear(text));
  await wait(0);
};
const spoken = () => vi.mocked(playSpeech).mock.calls.map(([sound]) => sound.text);

setUpSoundsAndTime();

describe('the spoken dialogue screen (1.5)', () => {
  it('Start switches to the dialogue: the scene, the first line heard, the child’s turn', async () => {
    recognition.install();
    renderGameScreen(SpokenDialogueScreen, { game, questions: [howAreYou()] });

    expect(screen.getByText('Послушай и ответь! Нажми «Начать».')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Картинка к диалогу' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Сказать ответ' })).toBeNull();

    fireEvent.click(button('Начать'));
    expect(screen.getByRole('img', { name: 'Картинка к диалогу' })).toHaveAttribute(
      'src',
      '/media/c/scene1.svg',
    );
    expect(screen.getByText('Ответ 1 из 2')).toBeInTheDocument();
    // Personage 1's line, read aloud; the child's reply, to say (and to hear first, if needed).
    const lines = chat().getAllByRole('listitem');
    expect(lines.map((li) => li.textContent)).toEqual([
      'Собеседник: Привет!',
      'Твоя очередь, скажи: Привет!',
    ]);
    expect(playSpeech).toHaveBeenCalledWith({ text: 'Привет!', audioUrl: null }, { auto: true });
    expect(
      chat().getByRole('button', { name: 'Послушать, что сказать: Привет!' }),
    ).toBeInTheDocument();
    expect(lines[1]).toHaveAttribute('aria-current', 'step');
    expect(button('Сказать ответ')).toBeEnabled();
    expect(button('Проверить')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Начать' })).toBeNull();
  });

  it('plays: a wrong reply, said again, then every reply; continue records the first tries', async () => {
    recognition.install();
    const { submit, onFinish } = renderGameScreen(SpokenDialogueScreen, {
      game,
      questions: [howAreYou(), anApple()],
    });

    // Question 1, reply 1: wrong first (as long as the reply, so it goes by itself).
    fireEvent.click(button('Начать'));
    await say('Здравствуйте');
    expect(screen.getByRole('alert')).toHaveTextContent('Не так: «Здравствуйте». Скажи ещё раз!');
    expect(screen.getByText('Ответ 1 из 2')).toBeInTheDocument();
    expect(chat().queryByText('Как дела?')).toBeNull();
    expect(submit).not.toHaveBeenCalled();

    // Said again, right: the next line comes and is heard.
    await say('привет');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Ответ 2 из 2')).toBeInTheDocument();
    expect(chat().getByText('Как дела?')).toBeInTheDocument();
    expect(spoken().at(-1)).toBe('Как дела?');
    expect(chat().getAllByRole('listitem')[1]).toHaveTextContent('Ты: Привет! Сказано верно');

    // A fresh microphone for the new reply.
    expect(button('Сказать ответ')).toBeEnabled();
    await say('Хорошо');
    expect(screen.getByText('Молодец! Ты сказал всё!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Сказать ответ' })).toBeNull();
    expect(submit).not.toHaveBeenCalled();

    fireEvent.click(button('Дальше'));
    await wait(0);
    // Not right at its first try: no points, and the next question.
    expect(score()).toHaveTextContent('0');
    expect(screen.getByText('Вопрос 2 из 2')).toBeInTheDocument();
    expect(submit).toHaveBeenCalledWith({ questionId: 1, answer: 'Здравствуйте | Хорошо' });
    expect(await submit.mock.results[0]?.value).toEqual({ isCorrect: false });

    // Question 2: every reply right at its first try.
    fireEvent.click(button('Начать'));
    expect(spoken().at(-1)).toBe('Доброе утро!');
    await say('Доброе утро');
    await say('Спасибо');
    fireEvent.click(button('Дальше'));
    await wait(0);

    expect(score()).toHaveTextContent('10');
    expect(onFinish).toHaveBeenCalledWith({ score: 10, totalQuestions: 2 });
    expect(submit.mock.calls.map(([body]) => body)).toEqual([
      { questionId: 1, answer: 'Здравствуйте | Хорошо' },
      { questionId: 2, answer: 'Доброе утро | Спасибо' },
    ]);
  });

  it('words cut short wait for Check, as in every speaking game', async () => {
    recognition.install();
    const { submit } = renderGameScreen(SpokenDialogueScreen, { game, questions: [howAreYou()] });
    fireEvent.click(button('Начать'));
    await say('Пока');
    expect(screen.queryByRole('alert')).toBeNull();
    // The child goes quiet: what was heard waits for Check.
    await wait(2000);
    fireEvent.click(button('Проверить'));
    expect(screen.getByRole('alert')).toHaveTextContent('Не так: «Пока».');
    expect(button('Проверить')).toBeDisabled();
    await say('Привет');
    expect(screen.getByText('Ответ 2 из 2')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it('personage 1’s last word is heard once the child has said everything', async () => {
    recognition.install();
    renderGameScreen(SpokenDialogueScreen, { game, questions: [goodNight()] });
    fireEvent.click(button('Начать'));
    // The child speaks first: nothing to hear yet.
    expect(playSpeech).not.toHaveBeenCalled();
    await say('Папа, я иду спать');
    expect(spoken().at(-1)).toBe('Спокойной ночи!');
    await say('Спокойной ночи');
    expect(spoken().at(-1)).toBe('Приятных снов!');
    expect(chat().getByText('Приятных снов!')).toBeInTheDocument();
  });

  it('without recognition each reply is offered among other lines as buttons, then Check', async () => {
    recognition.remove();
    const { submit } = renderGameScreen(SpokenDialogueScreen, {
      game,
      questions: [howAreYou(), anApple()],
    });
    fireEvent.click(button('Начать'));
    const answers = () => within(screen.getByRole('group', { name: 'Ответы' }));
    expect(
      answers()
        .getAllByRole('button')
        .map((b) => b.textContent)
        .sort(),
    ).toEqual(['Доброе утро!', 'Как дела?', 'Привет!', 'Хорошо!']);

    fireEvent.click(answers().getByRole('button', { name: 'Хорошо!' }));
    expect(playSpeech).toHaveBeenLastCalledWith({ text: 'Хорошо!', audioUrl: null });
    fireEvent.click(button('Проверить'));
    // Asked to choose again, not to say it.
    expect(screen.getByRole('alert')).toHaveTextContent('Не так: «Хорошо!». Выбери ещё раз!');
    expect(screen.getByText(/Твоя очередь, выбери/)).toBeInTheDocument();
    expect(screen.queryByText(/скажи/i)).toBeNull();

    fireEvent.click(answers().getByRole('button', { name: 'Привет!' }));
    fireEvent.click(button('Проверить'));
    expect(screen.getByText('Ответ 2 из 2')).toBeInTheDocument();
    fireEvent.click(answers().getByRole('button', { name: 'Хорошо!' }));
    fireEvent.click(button('Проверить'));
    fireEvent.click(button('Дальше'));
    await wait(0);
    expect(submit).toHaveBeenCalledWith({ questionId: 1, answer: 'Хорошо! | Хорошо!' });
  });
});
