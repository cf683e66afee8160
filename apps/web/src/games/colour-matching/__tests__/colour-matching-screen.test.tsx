import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleGame } from '../../../test/fixtures';
import { renderGameScreen } from '../../../test/game-screen';
import ColourMatchingScreen from '../screen';
import { colourQuestion } from './colour-question';

const game = sampleGame({ id: 31, type: '3.0', title: 'Раскрась картинки' });
const questions = () => [
  colourQuestion(1, 'Раскрась яблоко, солнце и листик.', 3, [
    ['Красный', true],
    ['Жёлтый', true],
    ['Зелёный', true],
    ['Синий', false],
  ]),
  colourQuestion(2, 'Раскрась морковку, виноград и мишку.', 3, [
    ['Оранжевый', true],
    ['Фиолетовый', true],
    ['Коричневый', true],
    ['Розовый', false],
  ]),
];

const pictures = () => within(screen.getByRole('group', { name: 'Картинки' }));
const palette = () => within(screen.getByRole('group', { name: 'Цвета' }));
const checkButton = () => screen.getByRole('button', { name: 'Проверить' });
const score = () => screen.getByText('Очки').parentElement;

/** Picks each colour and taps its picture (1-based), in order. */
async function paint(user: ReturnType<typeof userEvent.setup>, colours: string[]) {
  for (const [index, colour] of colours.entries()) {
    await user.click(palette().getByRole('button', { name: colour }));
    await user.click(
      pictures().getByRole('button', { name: new RegExp(`^Картинка ${index + 1} из`) }),
    );
  }
}

describe('colour matching screen (3.0)', () => {
  it('shows the pictures in a grid and the palette; check waits until every picture is painted', async () => {
    const user = userEvent.setup();
    renderGameScreen(ColourMatchingScreen, { game, questions: questions() });

    expect(
      screen.getByRole('heading', { name: 'Раскрась яблоко, солнце и листик.' }),
    ).toBeInTheDocument();
    expect(
      pictures()
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Картинка 1 из 3', 'Картинка 2 из 3', 'Картинка 3 из 3']);
    expect(
      palette()
        .getAllByRole('button')
        .map((b) => b.textContent)
        .sort(),
    ).toEqual(['Жёлтый', 'Зелёный', 'Красный', 'Синий']);
    expect(checkButton()).toBeDisabled();
    // What to do is said once, by the game's instruction: no second hint repeats it.
    expect(
      screen.getByRole('button', { name: 'Задание: Выбери цвет, потом нажми на картинку.' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/Выбери цвет, потом нажми на картинку/)).toHaveLength(1);

    // A picture tapped before a colour is picked asks for a colour and stays blank.
    await user.click(pictures().getByRole('button', { name: 'Картинка 1 из 3' }));
    expect(screen.getByText('Сначала выбери цвет внизу')).toBeInTheDocument();
    expect(pictures().getByRole('button', { name: 'Картинка 1 из 3' })).toBeInTheDocument();

    await user.click(palette().getByRole('button', { name: 'Синий' }));
    expect(palette().getByRole('button', { name: 'Синий' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(palette().getByRole('button', { name: 'Красный' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await user.click(pictures().getByRole('button', { name: 'Картинка 1 из 3' }));
    expect(pictures().getByRole('button', { name: 'Картинка 1 из 3: Синий' })).toBeInTheDocument();

    // Another colour repaints it.
    await user.click(palette().getByRole('button', { name: 'Красный' }));
    await user.click(pictures().getByRole('button', { name: 'Картинка 1 из 3: Синий' }));
    expect(
      pictures().getByRole('button', { name: 'Картинка 1 из 3: Красный' }),
    ).toBeInTheDocument();
    expect(checkButton()).toBeDisabled();

    await user.click(pictures().getByRole('button', { name: 'Картинка 2 из 3' }));
    expect(checkButton()).toBeDisabled();
    await user.click(pictures().getByRole('button', { name: 'Картинка 3 из 3' }));
    expect(checkButton()).toBeEnabled();
  });

  it('marks each picture after a wrong check, starts clean on repeat, scores only first tries and finishes', async () => {
    const user = userEvent.setup();
    const { submit, onFinish } = renderGameScreen(ColourMatchingScreen, {
      game,
      questions: questions(),
    });

    await paint(user, ['Красный', 'Синий', 'Зелёный']);
    await user.click(checkButton());

    const panel = await screen.findByRole('region', { name: 'Ой, не так!' });
    // The right colours, picture by picture.
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Красный', 'Жёлтый', 'Зелёный']);
    expect(
      pictures().getByRole('button', { name: 'Картинка 1 из 3: Красный' }),
    ).toHaveAccessibleDescription('Верно');
    expect(
      pictures().getByRole('button', { name: 'Картинка 2 из 3: Синий' }),
    ).toHaveAccessibleDescription('Неверно');
    expect(
      pictures().getByRole('button', { name: 'Картинка 3 из 3: Зелёный' }),
    ).toHaveAccessibleDescription('Верно');
    for (const button of [
      ...pictures().getAllByRole('button'),
      ...palette().getAllByRole('button'),
    ])
      expect(button).toBeDisabled();

    await user.click(await within(panel).findByRole('button', { name: 'Ещё раз' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Ой, не так!' })).toBeNull());
    expect(
      pictures().getByRole('button', { name: 'Картинка 1 из 3' }),
    ).not.toHaveAccessibleDescription();
    for (const button of palette().getAllByRole('button'))
      expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(checkButton()).toBeDisabled();

    await paint(user, ['Красный', 'Жёлтый', 'Зелёный']);
    await user.click(checkButton());
    expect(await screen.findByRole('heading', { name: 'Правильно! Молодец!' })).toBeInTheDocument();
    for (const button of pictures().getAllByRole('button'))
      expect(button).toHaveAccessibleDescription('Верно');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Дальше' })).toBeEnabled());
    expect(score()).toHaveTextContent('0');
    await user.click(screen.getByRole('button', { name: 'Дальше' }));

    expect(
      await screen.findByRole('heading', { name: 'Раскрась морковку, виноград и мишку.' }),
    ).toBeInTheDocument();
    await paint(user, ['Оранжевый', 'Фиолетовый', 'Коричневый']);
    await user.click(checkButton());
    expect(await screen.findByRole('heading', { name: 'Правильно! Молодец!' })).toBeInTheDocument();
    // 3.0 earns 1 point a question right at its first try.
    await waitFor(() => expect(score()).toHaveTextContent('1'));
    await user.click(await screen.findByRole('button', { name: 'Дальше' }));

    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ score: 1, totalQuestions: 2 }));
    expect(submit.mock.calls.map(([body]) => body)).toEqual([
      { questionId: 1, answer: 'Красный | Синий | Зелёный' },
      { questionId: 1, answer: 'Красный | Жёлтый | Зелёный' },
      { questionId: 2, answer: 'Оранжевый | Фиолетовый | Коричневый' },
    ]);
  });
});
