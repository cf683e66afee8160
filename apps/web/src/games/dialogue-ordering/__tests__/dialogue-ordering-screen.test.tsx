import type { Question } from '@bolajon/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { sampleGame } from '../../../test/fixtures';
import { renderGameScreen } from '../../../test/game-screen';
import { dialogueLines } from '../dialogue-ordering-reducer';
import ChatScreen from '../screen-3-1';
import SceneScreen from '../screen-3-2';
import { aGift, goodNight, meeting } from './ordering-fixtures';
import { notSpeaker } from '../../../components/__tests__/speaker-queries';

const chatGame = sampleGame({ id: 31, type: '3.1', title: 'Собери разговор' });
const sceneGame = sampleGame({ id: 32, type: '3.2', title: 'В магазине' });

const tray = () => within(screen.getByRole('group', { name: 'Фразы' }));
const chat = () => within(screen.getByRole('list', { name: 'Разговор' }));
const slots = () => chat().getAllByRole('button', { name: notSpeaker });
const checkButton = () => screen.getByRole('button', { name: 'Проверить' });
const score = () => screen.getByText('Очки').parentElement;

/** Taps the chips of `question` in the spoken order: each goes into the next empty slot. */
async function placeInOrder(user: UserEvent, question: Question, lines = dialogueLines(question)) {
  for (const line of lines) {
    await user.click(tray().getAllByRole('button', { name: line.answer })[0]!);
  }
}

describe('dialogue ordering screen (3.1)', () => {
  it('shows a numbered empty slot a line, the chips, and check waits for a chip', async () => {
    const user = userEvent.setup();
    renderGameScreen(ChatScreen, { game: chatGame, questions: [meeting()] });

    expect(screen.getByRole('heading', { name: 'Собери разговор по порядку' })).toBeVisible();
    expect(slots().map((slot) => slot.getAttribute('aria-label'))).toEqual([
      'Реплика 1 (собеседник 1): пусто',
      'Реплика 2 (собеседник 2): пусто',
      'Реплика 3 (собеседник 1): пусто',
      'Реплика 4 (собеседник 2): пусто',
    ]);
    expect(
      tray()
        .getAllByRole('button', { name: notSpeaker })
        .map((chip) => chip.textContent)
        .sort(),
    ).toEqual(['Как дела?', 'Привет!', 'Привет!', 'Хорошо, спасибо!']);
    expect(checkButton()).toBeDisabled();

    await user.click(tray().getByRole('button', { name: 'Как дела?' }));
    expect(
      chat().getByRole('button', { name: 'Реплика 1 (собеседник 1): Как дела?' }),
    ).toBeEnabled();
    expect(tray().queryByRole('button', { name: 'Как дела?' })).toBeNull();
    expect(checkButton()).toBeEnabled();

    // The next chip goes to the next empty slot.
    await user.click(tray().getByRole('button', { name: 'Хорошо, спасибо!' }));
    expect(slots()[1]).toHaveAccessibleName('Реплика 2 (собеседник 2): Хорошо, спасибо!');

    // Tapping a filled slot sends its chip back; the gap is filled first.
    await user.click(slots()[0]!);
    expect(slots()[0]).toHaveAccessibleName('Реплика 1 (собеседник 1): пусто');
    expect(tray().getByRole('button', { name: 'Как дела?' })).toHaveFocus();
    await user.click(tray().getAllByRole('button', { name: 'Привет!' })[0]!);
    expect(slots()[0]).toHaveAccessibleName('Реплика 1 (собеседник 1): Привет!');
    expect(tray().getAllByRole('button', { name: 'Привет!' })).toHaveLength(1);
  });

  it('plays a wrong order, a clean repeat, a right one, and the next question right', async () => {
    const user = userEvent.setup();
    const first = aGift();
    const second = goodNight();
    const { submit, onFinish } = renderGameScreen(ChatScreen, {
      game: chatGame,
      questions: [first, second],
    });

    // Only the first line in place: an unfinished chat is wrong.
    const [gift] = dialogueLines(first);
    await user.click(tray().getByRole('button', { name: gift!.answer }));
    await user.click(checkButton());
    const panel = await screen.findByRole('region', { name: 'Ой, не так!' });
    // The right order, line by line.
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['Это тебе подарок.', 'Спасибо!', 'Пожалуйста!']);
    expect(slots()[0]).toHaveAccessibleDescription('Верно');
    expect(slots()[1]).toHaveAccessibleDescription('Неверно');
    expect(slots()[2]).toHaveAccessibleDescription('Неверно');
    for (const slot of slots()) expect(slot).toBeDisabled();
    for (const chip of tray().getAllByRole('button', { name: notSpeaker }))
      expect(chip).toBeDisabled();

    await user.click(await within(panel).findByRole('button', { name: 'Ещё раз' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Ой, не так!' })).toBeNull());
    expect(screen.getByText('Вопрос 1 из 2')).toBeInTheDocument();
    expect(slots()[0]).toHaveAccessibleName('Реплика 1 (собеседник 1): пусто');
    expect(checkButton()).toBeDisabled();

    await placeInOrder(user, first);
    await user.click(checkButton());
    expect(await screen.findByRole('heading', { name: 'Правильно! Молодец!' })).toBeVisible();
    for (const slot of slots()) expect(slot).toHaveAccessibleDescription('Верно');
    // A repeat that succeeds is practice.
    expect(score()).toHaveTextContent('0');
    await user.click(await screen.findByRole('button', { name: 'Дальше' }));

    // Question 2 says "Спокойной ночи!" twice: either chip will do in either slot.
    expect(await screen.findByText('Вопрос 2 из 2')).toBeInTheDocument();
    await user.click(tray().getByRole('button', { name: 'Папа, я иду спать.' }));
    await user.click(tray().getAllByRole('button', { name: 'Спокойной ночи!' })[1]!);
    await user.click(tray().getByRole('button', { name: 'Спокойной ночи!' }));
    await user.click(checkButton());
    expect(await screen.findByRole('heading', { name: 'Правильно! Молодец!' })).toBeVisible();
    await waitFor(() => expect(score()).toHaveTextContent('1'));
    await user.click(await screen.findByRole('button', { name: 'Дальше' }));

    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ score: 1, totalQuestions: 2 }));
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(submit.mock.calls.map(([body]) => body)).toEqual([
      { questionId: first.id, answer: 'Это тебе подарок. |  | ' },
      { questionId: first.id, answer: 'Это тебе подарок. | Спасибо! | Пожалуйста!' },
      {
        questionId: second.id,
        answer: 'Папа, я иду спать. | Спокойной ночи! | Спокойной ночи!',
      },
    ]);
  });

  it('judges a full wrong order wrong, slot by slot', async () => {
    const user = userEvent.setup();
    const question = aGift();
    const { submit } = renderGameScreen(ChatScreen, { game: chatGame, questions: [question] });
    const [gift, thanks, please] = dialogueLines(question);
    await placeInOrder(user, question, [thanks!, gift!, please!]);
    await user.click(checkButton());
    expect(await screen.findByRole('heading', { name: 'Ой, не так!' })).toBeVisible();
    expect(slots()[0]).toHaveAccessibleDescription('Неверно');
    expect(slots()[1]).toHaveAccessibleDescription('Неверно');
    expect(slots()[2]).toHaveAccessibleDescription('Верно');
    expect(submit).toHaveBeenCalledWith({
      questionId: question.id,
      answer: 'Спасибо! | Это тебе подарок. | Пожалуйста!',
    });
  });
});

describe('dialogue ordering screen with a scene (3.2)', () => {
  it('shows the scene picture above the chat', () => {
    const question = aGift();
    question.questionImages = [{ id: 1, imageUrl: '/media/c/market.svg' }];
    renderGameScreen(SceneScreen, { game: sceneGame, questions: [question] });
    expect(screen.getByRole('img', { name: 'Картинка к разговору' })).toHaveAttribute(
      'src',
      '/media/c/market.svg',
    );
    expect(slots()).toHaveLength(3);
  });

  it('shows the default picture when the question has none or it breaks', () => {
    renderGameScreen(SceneScreen, { game: sceneGame, questions: [aGift()] });
    expect(screen.getByRole('img', { name: 'Картинка к разговору' })).toHaveAttribute(
      'src',
      '/hello.svg',
    );
  });

  it('keeps the picture on a broken link', async () => {
    const question = aGift();
    question.questionImages = [{ id: 1, imageUrl: '/media/c/broken.svg' }];
    renderGameScreen(SceneScreen, { game: sceneGame, questions: [question] });
    const picture = screen.getByRole('img', { name: 'Картинка к разговору' });
    fireEvent.error(picture);
    await waitFor(() => expect(picture).toHaveAttribute('src', '/hello.svg'));
  });

  it('plays a question right at the first try for a point', async () => {
    const user = userEvent.setup();
    const question = meeting();
    const { onFinish } = renderGameScreen(SceneScreen, { game: sceneGame, questions: [question] });
    expect(screen.queryByRole('img', { name: 'Картинка к разговору' })).toBeInTheDocument();
    await placeInOrder(user, question);
    await user.click(checkButton());
    expect(await screen.findByRole('heading', { name: 'Правильно! Молодец!' })).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Дальше' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ score: 1, totalQuestions: 1 }));
  });

  it('is not the 3.1 screen: that one shows no picture', () => {
    renderGameScreen(ChatScreen, { game: chatGame, questions: [aGift()] });
    expect(screen.queryByRole('img')).toBeNull();
  });
});
