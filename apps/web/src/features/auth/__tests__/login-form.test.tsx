import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storageKeys } from '../../../lib/storage';
import { codeSent, jsonResponse, mockApi, readProbe, renderRoute } from '../../../test/utils';
import { LoginForm } from '../components/login-form';

const phoneLabel = 'Номер телефона';
const invalidPhone = 'Неверный номер телефона';

function renderLogin(returnTo: { pathname: string; search: string; hash: string } | null = null) {
  return renderRoute('/login', <LoginForm returnTo={returnTo} />);
}

describe('LoginForm phone validation', () => {
  it('starts with +998, no message, and the submit button disabled', () => {
    renderLogin();
    expect(screen.getByLabelText(phoneLabel)).toHaveValue('+998 ');
    expect(screen.queryByText(invalidPhone)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Получить код' })).toBeDisabled();
  });

  it("says 'invalid phone number' once digits are typed, until the number is whole", async () => {
    const user = userEvent.setup();
    renderLogin();
    const input = screen.getByLabelText(phoneLabel);
    const submit = screen.getByRole('button', { name: 'Получить код' });

    await user.type(input, '90');
    expect(screen.getByRole('alert')).toHaveTextContent(invalidPhone);
    expect(input).toHaveAccessibleDescription(invalidPhone);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(submit).toBeDisabled();

    await user.type(input, '1234567');
    expect(input).toHaveValue('+998 90 123 45 67');
    expect(screen.queryByText(invalidPhone)).not.toBeInTheDocument();
    expect(submit).toBeEnabled();

    await user.type(input, '8');
    expect(screen.getByText(invalidPhone)).toBeInTheDocument();
    expect(submit).toBeDisabled();
  });

  it('shows no message when the field is emptied', async () => {
    const user = userEvent.setup();
    renderLogin();
    const input = screen.getByLabelText(phoneLabel);
    await user.type(input, '90');
    await user.clear(input);
    expect(screen.queryByText(invalidPhone)).not.toBeInTheDocument();
  });

  it('accepts a national number typed without the dial code', async () => {
    const user = userEvent.setup();
    renderLogin();
    const input = screen.getByLabelText(phoneLabel);
    await user.clear(input);
    await user.type(input, '90 123 45 67');
    expect(screen.getByRole('button', { name: 'Получить код' })).toBeEnabled();
  });
});

describe('LoginForm submit', () => {
  it('asks for a code, keeps the pending phone and goes to /verify-code carrying it and the return path', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'POST /user-auth/login': () => jsonResponse(200, codeSent()) });
    renderLogin({ pathname: '/profile', search: '', hash: '' });

    await user.type(screen.getByLabelText(phoneLabel), '901234567');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));

    const probe = readProbe(await screen.findByRole('status', { name: 'location' }));
    expect(probe.pathname).toBe('/verify-code');
    expect(probe.state).toEqual({
      phoneNumber: '+998901234567',
      resendAfterSeconds: 60,
      from: { pathname: '/profile', search: '', hash: '' },
    });
    expect(api.callsTo('POST /user-auth/login')[0]?.body).toEqual({ phone: '+998901234567' });
    expect(localStorage.getItem(storageKeys.pendingPhoneNumber)).toBe('+998901234567');
    expect(localStorage.getItem(storageKeys.authPage)).toBe('login');
  });

  it.each([
    [
      'a known code, translated',
      () =>
        jsonResponse(404, {
          message: 'This phone number is not registered; sign up first',
          code: 'PHONE_NOT_REGISTERED',
        }),
      'Этот номер ещё не зарегистрирован. Сначала зарегистрируйся',
    ],
    [
      'the server message for an unknown code',
      () => jsonResponse(418, { message: 'Teapot phone', code: 'SOMETHING_NEW' }),
      'Teapot phone',
    ],
    [
      'the generic text without an error body',
      () => new Response('oops', { status: 502 }),
      'Не удалось войти, попробуй ещё раз',
    ],
  ])('shows %s under the phone field', async (_case, answer, text) => {
    const user = userEvent.setup();
    mockApi({ 'POST /user-auth/login': answer });
    renderLogin();
    const input = screen.getByLabelText(phoneLabel);
    await user.type(input, '901234567');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(input).toHaveAccessibleDescription(text);
    expect(localStorage.getItem(storageKeys.pendingPhoneNumber)).toBeNull();
  });

  it('disables the button while the request runs', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => {};
    mockApi({
      'POST /user-auth/login': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderLogin();
    await user.type(screen.getByLabelText(phoneLabel), '901234567');
    const submit = screen.getByRole('button', { name: 'Получить код' });
    await user.click(submit);
    expect(submit).toBeDisabled();
    expect(submit).toHaveAttribute('aria-busy', 'true');
    answer(jsonResponse(429, { message: 'Wait 60 seconds', code: 'TOO_MANY_REQUESTS' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Слишком много запросов');
    expect(submit).toBeEnabled();
  });
});
