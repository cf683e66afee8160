import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleGame } from '../../../test/fixtures';
import { renderGameScreen } from '../../../test/game-screen';
import DialogueReplyScreen from '../screen';
import { grandmaQuestion, mamaQuestion } from './dialogue-fixtures';
import { notSpeaker } from '../../../components/__tests__/speaker-queries';

const game = sampleGame({ type: '2.4', title: 'Помоги ответить' });
const play = (questions = [grandmaQuestion(), mamaQuestion()]) =>
  renderGameScreen(DialogueReplyScreen, { game, questions });

const score = () => screen.getByText('Очки').parentElement;
const chat = () => within(screen.getByRole('region', { name: 'Диалог' }));
const options = (n: number) =>
  within(screen.getByRole('group', { name: `Ответь на реплику ${n}` }));
const button = (name: string) => screen.getByRole('button', { name });

describe('dialogue completion screen (2.4)', () => {
  it('shows the scene and the dialogue; Start reveals the options and becomes Check', async () => {
    const user = userEvent.setup();
    play([mamaQuestion()]);

    expect(screen.getByRole('img', { name: 'Картинка к диалогу' })).toHaveAttribute(
      'src',
      '/media/c/scene2.svg',
    );
    expect(screen.getByText('Реплика 1 из 2')).toBeInTheDocument();
    expect(chat().getByText('Привет! Кто это?')).toBeInTheDocument();
    // Only the lines up to the reply being answered.
    expect(chat().queryByText('Как её зовут?')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Ответь на реплику 1' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Проверить' })).toBeNull();

    await user.click(button('Начать'));
    expect(
      options(1)
        .getAllByRole('button', { name: notSpeaker })
        .map((b) => b.textContent),
    ).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Начать' })).toBeNull();
    // Check needs no pick: no pick is a wrong reply.
    expect(button('Проверить')).toBeEnabled();

    await user.click(options(1).getByRole('button', { name: 'Спокойной ночи!' }));
    expect(options(1).getByRole('button', { name: 'Спокойной ночи!' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The pick shows in the numbered bubble of the reply.
    expect(chat().getByText('Спокойной ночи!')).toBeInTheDocument();
  });

  it('plays a wrong reply, a repeat of only that reply, then every reply right', async () => {
    const user = userEvent.setup();
    const { submit, onFinish } = play();

    // Question 1, reply 1: wrong first.
    await user.click(button('Начать'));
    await user.click(options(1).getByRole('button', { name: 'Это мой папа.' }));
    await user.click(button('Проверить'));
    const panel = await screen.findByRole('region', { name: 'Ой, не так!' });
    expect(within(panel).getByText('Это моя бабушка.')).toBeInTheDocument();
    expect(options(1).getByRole('button', { name: 'Это мой папа.' })).toHaveAccessibleDescription(
      'Неверно',
    );
    for (const option of options(1).getAllByRole('button', { name: notSpeaker }))
      expect(option).toBeDisabled();
    expect(score()).toHaveTextContent('0');

    // Repeat: the same reply, a clean pick, nothing recorded yet.
    await user.click(within(panel).getByRole('button', { name: 'Ещё раз' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Ой, не так!' })).toBeNull());
    expect(screen.getByText('Реплика 1 из 1')).toBeInTheDocument();
    expect(screen.getByText('Вопрос 1 из 2')).toBeInTheDocument();
    expect(options(1).getByRole('button', { name: 'Это мой папа.' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(submit).not.toHaveBeenCalled();

    // Right at the second try: practice, no point.
    await user.click(options(1).getByRole('button', { name: 'Это моя бабушка.' }));
    await user.click(button('Проверить'));
    expect(await screen.findByRole('heading', { name: 'Правильно! Молодец!' })).toBeInTheDocument();
    expect(score()).toHaveTextContent('0');
    await user.click(button('Дальше'));

    // Question 2: both replies right, +1 each at once.
    expect(await screen.findByText('Вопрос 2 из 2')).toBeInTheDocument();
    expect(submit).toHaveBeenCalledWith({ questionId: 1, answer: 'Это мой папа.' });
    await user.click(button('Начать'));
    await user.click(options(1).getByRole('button', { name: 'Это моя мама.' }));
    await user.click(button('Проверить'));
    expect(await screen.findByRole('heading', { name: 'Правильно! Молодец!' })).toBeInTheDocument();
    expect(score()).toHaveTextContent('1');
    await user.click(button('Дальше'));

    expect(await screen.findByText('Реплика 2 из 2')).toBeInTheDocument();
    expect(chat().getByText('Это моя мама.')).toBeInTheDocument();
    expect(chat().getByText('Как её зовут?')).toBeInTheDocument();
    await user.click(options(2).getByRole('button', { name: 'Её зовут Лола.' }));
    await user.click(button('Проверить'));
    expect(await screen.findByRole('heading', { name: 'Правильно! Молодец!' })).toBeInTheDocument();
    expect(score()).toHaveTextContent('2');
    await user.click(button('Дальше'));

    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ score: 2, totalQuestions: 2 }));
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(submit.mock.calls.map(([body]) => body)).toEqual([
      { questionId: 1, answer: 'Это мой папа.' },
      { questionId: 2, answer: 'Это моя мама. | Её зовут Лола.' },
    ]);
    expect(await submit.mock.results[1]?.value).toEqual({ isCorrect: true });
  });

  it('continue after a wrong or missing reply puts the right one in and moves on', async () => {
    const user = userEvent.setup();
    const { submit, onFinish } = play([mamaQuestion()]);

    await user.click(button('Начать'));
    // No pick at all.
    await user.click(button('Проверить'));
    expect(await screen.findByRole('heading', { name: 'Ой, не так!' })).toBeInTheDocument();
    await user.click(button('Дальше'));

    expect(await screen.findByText('Реплика 2 из 2')).toBeInTheDocument();
    expect(chat().getByText('Запомни!')).toBeInTheDocument();
    expect(chat().getByText('Это моя мама.')).toBeInTheDocument();
    expect(score()).toHaveTextContent('0');

    await user.click(options(2).getByRole('button', { name: 'Её зовут Лола.' }));
    await user.click(button('Проверить'));
    expect(await screen.findByRole('heading', { name: 'Правильно! Молодец!' })).toBeInTheDocument();
    expect(score()).toHaveTextContent('1');
    await user.click(button('Дальше'));

    // The score is the number of replies right at their first try.
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ score: 1, totalQuestions: 1 }));
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenCalledWith({ questionId: 2, answer: ' | Её зовут Лола.' });
    expect(await submit.mock.results[0]?.value).toEqual({ isCorrect: false });
  });
});
