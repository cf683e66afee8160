import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleGame } from '../../../test/fixtures';
import { renderGameScreen } from '../../../test/game-screen';
import { jsonResponse, mockApi } from '../../../test/utils';
import PairsScreen from '../screen';
import { pairsQuestion } from './pairs-question';
import { notSpeaker } from '../../../components/__tests__/speaker-queries';

const game = sampleGame({ id: 51, type: '5.0', title: 'Найди пару' });
const questions = () => [
  pairsQuestion(1, [
    ['Мама', 'Ona'],
    ['Папа', 'Ota'],
    ['Бабушка', 'Buvi'],
  ]),
  pairsQuestion(2, [
    ['Брат', 'Aka'],
    ['Сестра', 'Opa'],
  ]),
];

const left = () => within(screen.getByRole('group', { name: 'Левый столбик' }));
const right = () => within(screen.getByRole('group', { name: 'Правый столбик' }));
const checkButton = () => screen.getByRole('button', { name: 'Проверить' });
const score = () => screen.getByText('Очки').parentElement;
const duolingoApi = (answer = () => jsonResponse(200, { isCorrect: true })) =>
  mockApi({
    'POST /user/question-duolingo/1000/check': answer,
    'POST /user/question-duolingo/2000/check': answer,
  });

async function link(user: ReturnType<typeof userEvent.setup>, pairs: [string, string][]) {
  for (const [l, r] of pairs) {
    await user.click(left().getByRole('button', { name: l }));
    await user.click(right().getByRole('button', { name: r }));
  }
}

describe('pairs screen (5.0)', () => {
  it('links a left and a right item either way round, unlinks on a tap, and checks once all are linked', async () => {
    const api = duolingoApi();
    const user = userEvent.setup();
    renderGameScreen(PairsScreen, { game, questions: questions() });
    // What to do is said once, by the game's instruction: no second hint repeats it.
    expect(
      await screen.findByRole('button', { name: 'Задание: Соедини каждое слово с его парой.' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/Соедини каждое слово с его парой/)).toHaveLength(1);
    expect(screen.queryByText(/Нажми на слово и на его пару/)).not.toBeInTheDocument();

    expect(
      left()
        .getAllByRole('button', { name: notSpeaker })
        .map((b) => b.textContent),
    ).toEqual(['Мама', 'Папа', 'Бабушка']);
    const rights = right()
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect([...rights].sort()).toEqual(['Buvi', 'Ona', 'Ota']);
    // No word waits beside its own pair.
    ['Ona', 'Ota', 'Buvi'].forEach((word, row) => expect(rights[row]).not.toBe(word));
    expect(checkButton()).toBeDisabled();

    await user.click(left().getByRole('button', { name: 'Мама' }));
    expect(left().getByRole('button', { name: 'Мама' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(right().getByRole('button', { name: 'Ona' }));
    expect(left().getByRole('button', { name: 'Мама' })).toHaveAttribute('aria-pressed', 'false');
    expect(left().getByRole('button', { name: 'Мама' })).toHaveAccessibleDescription(
      'Соединено с: Ona',
    );
    expect(right().getByRole('button', { name: 'Ona' })).toHaveAccessibleDescription(
      'Соединено с: Мама',
    );

    // The right side first works as well.
    await user.click(right().getByRole('button', { name: 'Buvi' }));
    await user.click(left().getByRole('button', { name: 'Папа' }));
    expect(left().getByRole('button', { name: 'Папа' })).toHaveAccessibleDescription(
      'Соединено с: Buvi',
    );
    expect(checkButton()).toBeDisabled();

    // A linked item tapped again comes free, on both sides of its link.
    await user.click(right().getByRole('button', { name: 'Buvi' }));
    expect(left().getByRole('button', { name: 'Папа' })).not.toHaveAccessibleDescription();
    expect(right().getByRole('button', { name: 'Buvi' })).not.toHaveAccessibleDescription();

    await link(user, [
      ['Папа', 'Ota'],
      ['Бабушка', 'Buvi'],
    ]);
    expect(checkButton()).toBeEnabled();
    await user.click(left().getByRole('button', { name: 'Бабушка' }));
    expect(checkButton()).toBeDisabled();
    expect(api.calls).toEqual([]);
  });

  it('marks wrong links, repeats clean, scores first tries, checks the duolingo word after a right answer and finishes', async () => {
    const api = duolingoApi();
    const user = userEvent.setup();
    const { submit, onFinish } = renderGameScreen(PairsScreen, { game, questions: questions() });

    await link(user, [
      ['Мама', 'Ota'],
      ['Папа', 'Ona'],
      ['Бабушка', 'Buvi'],
    ]);
    await user.click(checkButton());
    const panel = await screen.findByRole('region', { name: 'Ой, не так!' });
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Мама — Ona', 'Папа — Ota', 'Бабушка — Buvi']);
    await waitFor(() =>
      expect(within(panel).getByRole('button', { name: 'Ещё раз' })).toBeEnabled(),
    );
    expect(left().getByRole('button', { name: 'Мама' })).toHaveAccessibleDescription(
      'Соединено с: Ota Неверно',
    );
    expect(right().getByRole('button', { name: 'Ona' })).toHaveAccessibleDescription(
      'Соединено с: Папа Неверно',
    );
    expect(left().getByRole('button', { name: 'Бабушка' })).toHaveAccessibleDescription(
      'Соединено с: Buvi Верно',
    );
    for (const button of [
      ...left().getAllByRole('button', { name: notSpeaker }),
      ...right().getAllByRole('button'),
    ])
      expect(button).toBeDisabled();
    // Only a right answer is checked with the duolingo call.
    expect(api.calls).toEqual([]);

    await user.click(within(panel).getByRole('button', { name: 'Ещё раз' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Ой, не так!' })).toBeNull());
    expect(left().getByRole('button', { name: 'Мама' })).not.toHaveAccessibleDescription();
    expect(checkButton()).toBeDisabled();

    await link(user, [
      ['Мама', 'Ona'],
      ['Папа', 'Ota'],
      ['Бабушка', 'Buvi'],
    ]);
    await user.click(checkButton());
    expect(await screen.findByRole('heading', { name: 'Правильно! Молодец!' })).toBeInTheDocument();
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      path: '/user/question-duolingo/1000/check',
      body: { answer: 'Мама' },
    });
    for (const button of right().getAllByRole('button'))
      expect(button).toHaveAccessibleDescription(expect.stringMatching(/Верно$/));
    expect(score()).toHaveTextContent('0');
    await user.click(screen.getByRole('button', { name: 'Дальше' }));

    await waitFor(() =>
      expect(
        left()
          .getAllByRole('button', { name: notSpeaker })
          .map((b) => b.textContent),
      ).toEqual(['Брат', 'Сестра']),
    );
    await link(user, [
      ['Сестра', 'Opa'],
      ['Брат', 'Aka'],
    ]);
    await user.click(checkButton());
    expect(await screen.findByRole('heading', { name: 'Правильно! Молодец!' })).toBeInTheDocument();
    await waitFor(() => expect(score()).toHaveTextContent('10'));
    await waitFor(() => expect(api.calls).toHaveLength(2));
    expect(api.calls[1]).toMatchObject({
      path: '/user/question-duolingo/2000/check',
      body: { answer: 'Брат' },
    });
    await user.click(screen.getByRole('button', { name: 'Дальше' }));

    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ score: 10, totalQuestions: 2 }));
    expect(submit.mock.calls.map(([body]) => body)).toEqual([
      { questionId: 1, answer: 'Мама=Ota | Папа=Ona | Бабушка=Buvi' },
      { questionId: 1, answer: 'Мама=Ona | Папа=Ota | Бабушка=Buvi' },
      { questionId: 2, answer: 'Брат=Aka | Сестра=Opa' },
    ]);
    expect(api.calls).toHaveLength(2);
  });

  it('plays on when the duolingo check fails, only warning about it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    duolingoApi(() => jsonResponse(500, { message: 'down', code: 'INTERNAL_ERROR' }));
    const user = userEvent.setup();
    const { onFinish } = renderGameScreen(PairsScreen, {
      game,
      questions: questions().slice(1),
    });
    await link(user, [
      ['Брат', 'Aka'],
      ['Сестра', 'Opa'],
    ]);
    await user.click(checkButton());
    await waitFor(() => expect(warn).toHaveBeenCalled());
    await user.click(await screen.findByRole('button', { name: 'Дальше' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ score: 10, totalQuestions: 1 }));
  });
});
