import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getAccessToken } from '../../../lib/session';
import { storageKeys } from '../../../lib/storage';
import {
  codeSent,
  jsonResponse,
  mockApi,
  readProbe,
  renderRoute,
  sampleUser,
} from '../../../test/utils';
import { VerifyCodeForm, type VerifyCodeFormProps } from '../components/verify-code-form';
import { savePendingSignIn } from '../pending-sign-in';

const phone = '+998901234567';
const box = (n: number) => screen.getByLabelText(`Цифра ${n} из 4`);
const boxValues = () => [1, 2, 3, 4].map((n) => (box(n) as HTMLInputElement).value);
const session = { accessToken: 'access-1', refreshToken: 'refresh-1', user: sampleUser };

function renderForm(props: Partial<VerifyCodeFormProps> = {}) {
  return renderRoute(
    '/verify-code',
    <VerifyCodeForm
      phone={phone}
      authPage="login"
      returnTo={null}
      resendAfterSeconds={60}
      {...props}
    />,
  );
}

describe('VerifyCodeForm boxes', () => {
  it('shows the phone, labels four numeric boxes and lets SMS autofill the first', () => {
    renderForm();
    expect(screen.getByText('+998 90 123 45 67')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Введи 4 цифры из SMS' })).toBeInTheDocument();
    for (const n of [1, 2, 3, 4]) expect(box(n)).toHaveAttribute('inputmode', 'numeric');
    expect(box(1)).toHaveAttribute('autocomplete', 'one-time-code');
    expect(box(2)).toHaveAttribute('autocomplete', 'off');
  });

  it('opens with the first box focused, so the keyboard and the SMS code come up without a tap', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'POST /user-auth/verify-code': () => jsonResponse(200, session) });
    renderForm();
    expect(box(1)).toHaveFocus();
    // No click first: the digits go where the focus already is.
    await user.keyboard('246');
    expect(boxValues()).toEqual(['2', '4', '6', '']);
    expect(box(4)).toHaveFocus();
    await user.keyboard('8');
    await waitFor(() =>
      expect(api.callsTo('POST /user-auth/verify-code')[0]?.body).toEqual({ phone, code: '2468' }),
    );
  });

  it('moves to the next box on a digit and back, clearing, on Backspace in an empty box', async () => {
    const user = userEvent.setup();
    mockApi({});
    renderForm();
    await user.click(box(1));
    await user.keyboard('7');
    expect(box(2)).toHaveFocus();
    await user.keyboard('x');
    expect(box(2)).toHaveValue('');
    await user.keyboard('3');
    expect(box(3)).toHaveFocus();
    expect(boxValues()).toEqual(['7', '3', '', '']);

    await user.keyboard('{Backspace}');
    expect(box(2)).toHaveFocus();
    expect(boxValues()).toEqual(['7', '', '', '']);
  });

  it('fills every box from a pasted code and submits it', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => {};
    const api = mockApi({
      'POST /user-auth/verify-code': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderForm();
    await user.click(box(1));
    await user.paste('Код: 4821');
    expect(boxValues()).toEqual(['4', '8', '2', '1']);
    await waitFor(() =>
      expect(api.callsTo('POST /user-auth/verify-code')[0]?.body).toEqual({ phone, code: '4821' }),
    );
    expect(screen.getByRole('button', { name: 'Подтвердить' })).toBeDisabled();
    answer(jsonResponse(200, session));
    expect(await screen.findByRole('status', { name: 'location' })).toBeInTheDocument();
  });

  it('fills every box when the SMS autofill puts the whole code in the first', async () => {
    const api = mockApi({ 'POST /user-auth/verify-code': () => jsonResponse(200, session) });
    renderForm();
    fireEvent.change(box(1), { target: { value: '5190' } });
    expect(boxValues()).toEqual(['5', '1', '9', '0']);
    await waitFor(() =>
      expect(api.callsTo('POST /user-auth/verify-code')[0]?.body).toEqual({ phone, code: '5190' }),
    );
    expect(await screen.findByRole('status', { name: 'location' })).toBeInTheDocument();
  });

  it('takes the autofilled code, not the digit typed before it, when the autofill lands beside it', async () => {
    const api = mockApi({ 'POST /user-auth/verify-code': () => jsonResponse(200, session) });
    renderForm();
    fireEvent.change(box(1), { target: { value: '7' } });
    expect(boxValues()).toEqual(['7', '', '', '']);
    // The keyboard's suggestion put after the 7 (the caret ends after the inserted code).
    fireEvent.change(box(1), { target: { value: '75190' } });
    expect(boxValues()).toEqual(['5', '1', '9', '0']);
    await waitFor(() =>
      expect(api.callsTo('POST /user-auth/verify-code')[0]?.body).toEqual({ phone, code: '5190' }),
    );
  });
});

describe('VerifyCodeForm submit', () => {
  it('submits by itself on the fourth digit, starts the session and goes back to where sign-in began', async () => {
    const user = userEvent.setup();
    savePendingSignIn({ authPage: 'login', phone });
    const api = mockApi({ 'POST /user-auth/verify-code': () => jsonResponse(200, session) });
    renderForm({ returnTo: { pathname: '/profile', search: '?tab=1', hash: '' } });

    await user.click(box(1));
    await user.keyboard('1234');

    const probe = readProbe(await screen.findByRole('status', { name: 'location' }));
    expect(probe).toMatchObject({ pathname: '/profile', search: '?tab=1' });
    expect(api.callsTo('POST /user-auth/verify-code')).toHaveLength(1);
    expect(getAccessToken()).toBe('access-1');
    expect(localStorage.getItem(storageKeys.refreshToken)).toBe('refresh-1');
    expect(JSON.parse(localStorage.getItem(storageKeys.user) ?? 'null')).toEqual(sampleUser);
    expect(localStorage.getItem(storageKeys.pendingPhoneNumber)).toBeNull();
    expect(localStorage.getItem(storageKeys.authPage)).toBeNull();
  });

  it('goes to / after a login without a return path, and to /onboarding after a registration', async () => {
    const user = userEvent.setup();
    mockApi({ 'POST /user-auth/verify-code': () => jsonResponse(200, session) });
    renderForm({ authPage: 'register', returnTo: { pathname: '/profile', search: '', hash: '' } });
    await user.click(box(1));
    await user.keyboard('1234');
    expect(readProbe(await screen.findByRole('status', { name: 'location' })).pathname).toBe(
      '/onboarding',
    );
  });

  it("says 'enter 4-digit code' when confirmed with fewer digits", async () => {
    const user = userEvent.setup();
    const api = mockApi({});
    renderForm();
    await user.click(box(1));
    await user.keyboard('12');
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Введи 4-значный код');
    expect(api.calls).toHaveLength(0);
  });

  it("says 'invalid code' for a wrong code, clears the boxes and puts focus back in the first", async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /user-auth/verify-code': () =>
        jsonResponse(400, { message: 'The code is wrong or has expired', code: 'INVALID_CODE' }),
    });
    renderForm();
    await user.click(box(1));
    await user.keyboard('9999');

    expect(await screen.findByRole('alert')).toHaveTextContent('Неверный код');
    expect(boxValues()).toEqual(['', '', '', '']);
    expect(box(1)).toHaveFocus();
    expect(getAccessToken()).toBeNull();
  });

  it('explains too many wrong attempts in its own words', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /user-auth/verify-code': () =>
        jsonResponse(429, {
          message: 'Too many wrong codes; ask for a new code',
          code: 'TOO_MANY_ATTEMPTS',
        }),
    });
    renderForm();
    await user.click(box(1));
    await user.keyboard('9999');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Слишком много неверных попыток. Запроси новый код',
    );
  });
});

describe('VerifyCodeForm resend', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down 60 seconds, then sends a new code and restarts the countdown', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const api = mockApi({ 'POST /auth/send-code': () => jsonResponse(200, codeSent()) });
    renderForm();

    expect(screen.getByText('Новый код можно получить через 1:00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Отправить код ещё раз' })).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(screen.getByText('Новый код можно получить через 0:30')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(30_000));
    const resend = screen.getByRole('button', { name: 'Отправить код ещё раз' });
    await user.click(resend);

    expect(api.callsTo('POST /auth/send-code')[0]?.body).toEqual({ phoneNumber: phone });
    expect(await screen.findByText('Мы отправили новый код')).toBeInTheDocument();
    expect(screen.getByText('Новый код можно получить через 1:00')).toBeInTheDocument();
    expect(box(1)).toHaveFocus();
  });

  it("says 'send code error' when the new code cannot be sent", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    mockApi({
      'POST /auth/send-code': () =>
        jsonResponse(429, { message: 'Wait 60 seconds', code: 'TOO_MANY_REQUESTS' }),
    });
    renderForm();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await user.click(screen.getByRole('button', { name: 'Отправить код ещё раз' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Не удалось отправить код, попробуй позже',
    );
    expect(screen.getByRole('button', { name: 'Отправить код ещё раз' })).toBeEnabled();
  });
});
