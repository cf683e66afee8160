import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetGrownUpPass, grownUpToken } from '../../../lib/grown-up';
import { i18n } from '../../../lib/i18n';
import { jsonResponse, mockApi, renderRoute } from '../../../test/utils';
import { GrownUpGate } from '../components/grown-up-gate';

afterEach(() => {
  forgetGrownUpPass();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const product = (left: number, right: number) => ({
  kind: 'product',
  left,
  right,
  challenge: `signed-${left}x${right}`,
});
const pass = { grownUpToken: 'grown-up-1', expiresInSeconds: 600 };
const wrong = (attemptsLeft: number) =>
  jsonResponse(400, { message: 'Wrong answer', code: 'GATE_WRONG', attemptsLeft });
const locked = (retryAfterSeconds = 60) =>
  jsonResponse(429, { message: 'Locked', code: 'GATE_LOCKED', retryAfterSeconds });

function renderGate() {
  const onPass = vi.fn();
  const onCancel = vi.fn();
  const view = renderRoute('/', <GrownUpGate onPass={onPass} onCancel={onCancel} />);
  return { onPass, onCancel, ...view };
}

const answerBox = () => screen.getByRole('textbox', { name: 'Ответ' });

describe('GrownUpGate', () => {
  it('asks the product in words and passes with the typed digits', async () => {
    const api = mockApi({
      'GET /family/gate': () => jsonResponse(200, product(7, 3)),
      'POST /family/gate': () => jsonResponse(200, pass),
    });
    const { onPass, onCancel } = renderGate();
    const user = userEvent.setup();

    expect(await screen.findByText('Напишите цифрами: семь умножить на три')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Для взрослых' })).toBeInTheDocument();
    expect(answerBox()).toHaveAttribute('inputmode', 'numeric');
    // The question is for reading: nothing shows it in digits.
    expect(screen.queryByText(/7|21/)).not.toBeInTheDocument();

    await user.type(answerBox(), '21');
    await user.click(screen.getByRole('button', { name: 'Готово' }));

    await waitFor(() => expect(onPass).toHaveBeenCalledTimes(1));
    expect(api.callsTo('POST /family/gate')[0]?.body).toEqual({
      challenge: 'signed-7x3',
      answer: '21',
    });
    expect(grownUpToken()).toBe('grown-up-1');
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('asks in Uzbek words when the interface is Uzbek', async () => {
    await i18n.changeLanguage('uz');
    mockApi({ 'GET /family/gate': () => jsonResponse(200, product(4, 9)) });
    renderGate();
    expect(
      await screen.findByText('Raqamlar bilan yozing: toʻrt karra toʻqqiz'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Kattalar uchun' })).toBeInTheDocument();
  });

  it('says how many tries are left after a wrong answer, and asks new numbers', async () => {
    const api = mockApi({
      'GET /family/gate': [
        () => jsonResponse(200, product(7, 3)),
        () => jsonResponse(200, product(6, 8)),
      ],
      'POST /family/gate': () => wrong(2),
    });
    const { onPass } = renderGate();
    const user = userEvent.setup();
    await screen.findByText('Напишите цифрами: семь умножить на три');

    await user.type(answerBox(), '12');
    await user.click(screen.getByRole('button', { name: 'Готово' }));

    expect(await screen.findByText('Неверно. Осталось 2 попытки')).toBeInTheDocument();
    expect(
      await screen.findByText('Напишите цифрами: шесть умножить на восемь'),
    ).toBeInTheDocument();
    expect(answerBox()).toHaveValue('');
    expect(api.callsTo('GET /family/gate')).toHaveLength(2);
    expect(onPass).not.toHaveBeenCalled();
    expect(grownUpToken()).toBeNull();
  });

  it('locks after the third miss and counts the minute down, then asks again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi({
      'GET /family/gate': [
        () => jsonResponse(200, product(7, 3)),
        () => jsonResponse(200, product(5, 5)),
      ],
      'POST /family/gate': () => locked(60),
    });
    renderGate();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await screen.findByText('Напишите цифрами: семь умножить на три');

    await user.type(answerBox(), '1');
    await user.click(screen.getByRole('button', { name: 'Готово' }));

    const timer = await screen.findByRole('timer');
    expect(timer).toHaveTextContent('Слишком много ошибок. Попробуйте снова через 1:00');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Готово' })).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(screen.getByRole('timer')).toHaveTextContent('через 0:45');
    expect(api.callsTo('GET /family/gate')).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(45_000));
    expect(await screen.findByText('Напишите цифрами: пять умножить на пять')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(api.callsTo('GET /family/gate')).toHaveLength(2);
  });

  it('shows the lock at once when the gate is still locked', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({ 'GET /family/gate': () => locked(42) });
    renderGate();
    expect(await screen.findByRole('timer')).toHaveTextContent('через 0:42');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('takes the parent PIN instead of the question when the family set one', async () => {
    const api = mockApi({
      'GET /family/gate': () => jsonResponse(200, { kind: 'pin' }),
      'POST /family/gate': [() => wrong(2), () => jsonResponse(200, pass)],
    });
    const { onPass } = renderGate();
    const user = userEvent.setup();

    expect(await screen.findByText('Введите PIN-код родителя')).toBeInTheDocument();
    const pin = screen.getByLabelText('PIN-код из 4 цифр');
    expect(pin).toHaveAttribute('type', 'password');
    expect(pin).toHaveAttribute('inputmode', 'numeric');

    await user.type(pin, '12');
    await user.click(screen.getByRole('button', { name: 'Готово' }));
    expect(screen.getByText('Введите 4 цифры')).toBeInTheDocument();
    expect(api.callsTo('POST /family/gate')).toHaveLength(0);

    await user.type(pin, '34');
    await user.click(screen.getByRole('button', { name: 'Готово' }));
    expect(await screen.findByText('Неверно. Осталось 2 попытки')).toBeInTheDocument();

    await user.type(screen.getByLabelText('PIN-код из 4 цифр'), '2580');
    await user.click(screen.getByRole('button', { name: 'Готово' }));
    await waitFor(() => expect(onPass).toHaveBeenCalledTimes(1));
    expect(api.callsTo('POST /family/gate').map((call) => call.body)).toEqual([
      { pin: '1234' },
      { pin: '2580' },
    ]);
  });

  it('lets the child leave: nothing is sent and no pass is kept', async () => {
    const api = mockApi({ 'GET /family/gate': () => jsonResponse(200, product(7, 3)) });
    const { onPass, onCancel } = renderGate();
    const user = userEvent.setup();
    await screen.findByText('Напишите цифрами: семь умножить на три');
    await user.type(answerBox(), '2');

    await user.click(screen.getByRole('button', { name: 'Вернуться' }));

    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onPass).not.toHaveBeenCalled();
    expect(api.callsTo('POST /family/gate')).toHaveLength(0);
    expect(grownUpToken()).toBeNull();
  });
});
