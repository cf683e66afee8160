import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { choiceQuestion, sampleGame } from '../../../test/fixtures';
import { renderGameScreen } from '../../../test/game-screen';
import ColourChoiceScreen from '../screen';
import { notSpeaker } from '../../../components/__tests__/speaker-queries';

const game = sampleGame({ id: 22, title: 'Какого цвета?', type: '2.2' });
// As in the demo pack (01-first-steps.yaml, "Какого цвета?").
const questions = () => [
  choiceQuestion(1, 'Какого цвета яблоко?', ['Красный', 'Зелёный', 'Синий'], 'Красный'),
  choiceQuestion(2, 'Какого цвета цыплёнок?', ['Синий', 'Белый', 'Жёлтый'], 'Жёлтый'),
];

const colours = () => within(screen.getByRole('group', { name: 'Цвета' }));
const colour = (word: string) => colours().getByRole('button', { name: word });
const checkButton = () => screen.getByRole('button', { name: 'Проверить' });
const score = () => screen.getByText('Очки').parentElement;

describe('the colour choice screen (2.2)', () => {
  it('shows the picture, the question and a button filled with each colour', () => {
    renderGameScreen(ColourChoiceScreen, { game, questions: questions() });

    expect(screen.getByRole('heading', { name: 'Какого цвета яблоко?' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Картинка к вопросу' })).toHaveAttribute(
      'src',
      '/media/c/q1.svg',
    );
    expect(
      colours()
        .getAllByRole('button', { name: notSpeaker })
        .map((b) => b.textContent)
        .sort(),
    ).toEqual(['Зелёный', 'Красный', 'Синий']);
    // Filled with its colour, the word in an ink that reads on it.
    expect(colour('Красный').style.getPropertyValue('--swatch-fill')).toBe('#e53935');
    expect(colour('Красный').style.getPropertyValue('--swatch-ink')).toBe('#ffffff');
    expect(colour('Зелёный').style.getPropertyValue('--swatch-fill')).toBe('#2e9d46');
    expect(colour('Синий').style.getPropertyValue('--swatch-fill')).toBe('#1e63d6');
  });

  it('keeps check disabled until a colour is picked, and marks the pick', async () => {
    const user = userEvent.setup();
    renderGameScreen(ColourChoiceScreen, { game, questions: questions() });
    expect(checkButton()).toBeDisabled();
    for (const button of colours().getAllByRole('button', { name: notSpeaker })) {
      expect(button).toHaveAttribute('aria-pressed', 'false');
    }

    await user.click(colour('Синий'));
    expect(colour('Синий')).toHaveAttribute('aria-pressed', 'true');
    expect(checkButton()).toBeEnabled();

    await user.click(colour('Красный'));
    expect(colour('Красный')).toHaveAttribute('aria-pressed', 'true');
    expect(colour('Синий')).toHaveAttribute('aria-pressed', 'false');
  });

  it('plays a game: wrong, repeat, right; then the next right at once; and reports the score', async () => {
    const user = userEvent.setup();
    const { submit, onFinish } = renderGameScreen(ColourChoiceScreen, {
      game,
      questions: questions(),
    });

    await user.click(colour('Зелёный'));
    await user.click(checkButton());
    const wrong = await screen.findByRole('region', { name: 'Ой, не так!' });
    expect(within(wrong).getByText('Красный')).toBeInTheDocument();
    expect(colour('Зелёный')).toHaveAccessibleDescription('Неверно');
    // Picking is locked while the verdict shows.
    for (const button of colours().getAllByRole('button', { name: notSpeaker }))
      expect(button).toBeDisabled();
    await user.click(colour('Красный'));
    expect(colour('Красный')).toHaveAttribute('aria-pressed', 'false');

    await user.click(await within(wrong).findByRole('button', { name: 'Ещё раз' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Ой, не так!' })).toBeNull());
    expect(colour('Зелёный')).toHaveAttribute('aria-pressed', 'false');
    expect(colour('Зелёный')).toBeEnabled();
    expect(checkButton()).toBeDisabled();

    await user.click(colour('Красный'));
    await user.click(checkButton());
    const right = await screen.findByRole('region', { name: 'Правильно! Молодец!' });
    expect(colour('Красный')).toHaveAccessibleDescription('Верно');
    // A right repeat is practice: it earns nothing.
    expect(score()).toHaveTextContent('0');
    await user.click(await within(right).findByRole('button', { name: 'Дальше' }));

    expect(
      await screen.findByRole('heading', { name: 'Какого цвета цыплёнок?' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Вопрос 2 из 2')).toBeInTheDocument();
    await user.click(colour('Жёлтый'));
    await user.click(checkButton());
    const last = await screen.findByRole('region', { name: 'Правильно! Молодец!' });
    await waitFor(() => expect(score()).toHaveTextContent('10'));
    expect(onFinish).not.toHaveBeenCalled();
    await user.click(await within(last).findByRole('button', { name: 'Дальше' }));

    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ score: 10, totalQuestions: 2 }));
    expect(submit.mock.calls.map(([body]) => body)).toEqual([
      { questionId: 1, answer: 'Зелёный' },
      { questionId: 1, answer: 'Красный' },
      { questionId: 2, answer: 'Жёлтый' },
    ]);
  });

  it('takes the server verdict over its own', async () => {
    const user = userEvent.setup();
    renderGameScreen(ColourChoiceScreen, {
      game,
      questions: questions(),
      submit: async () => ({ isCorrect: false }),
    });
    await user.click(colour('Красный'));
    await user.click(checkButton());
    expect(await screen.findByRole('region', { name: 'Ой, не так!' })).toBeInTheDocument();
    expect(colour('Красный')).toHaveAccessibleDescription('Неверно');
  });
});
