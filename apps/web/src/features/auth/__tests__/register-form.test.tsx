import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storageKeys } from '../../../lib/storage';
import { codeSent, jsonResponse, mockApi, readProbe, renderRoute } from '../../../test/utils';
import { RegisterForm } from '../components/register-form';

const nameRequired = 'Введи имя: не меньше 2 букв';

async function fillAndSubmit(name: string, avatar: 'Девочка' | 'Мальчик' | null = 'Девочка') {
  const user = userEvent.setup();
  if (name) await user.type(screen.getByLabelText('Имя'), name);
  if (avatar) await user.click(screen.getByRole('radio', { name: avatar }));
  await user.type(screen.getByLabelText('Номер телефона'), '901234567');
  await user.click(screen.getByRole('button', { name: 'Получить код' }));
  return user;
}

describe('RegisterForm', () => {
  it("shows 'name required' after a submit with a name under 2 letters, and sends nothing", async () => {
    const api = mockApi({});
    renderRoute('/register', <RegisterForm />);
    await fillAndSubmit(' А ');
    expect(screen.getByLabelText('Имя')).toHaveAccessibleDescription(nameRequired);
    expect(screen.getByLabelText('Имя')).toHaveFocus();
    expect(api.calls).toHaveLength(0);
  });

  it("shows 'name required' for a name of zero-width spaces, and sends nothing", async () => {
    const api = mockApi({});
    renderRoute('/register', <RegisterForm />);
    await fillAndSubmit('\u200b\u200b\u200bА\u200c');
    expect(screen.getByLabelText('Имя')).toHaveAccessibleDescription(nameRequired);
    expect(api.calls).toHaveLength(0);
  });

  it('sends a name without the invisible characters at its ends', async () => {
    const api = mockApi({ 'POST /user-auth/register': () => jsonResponse(200, codeSent()) });
    renderRoute('/register', <RegisterForm />);
    await fillAndSubmit('\u200bАлия\u2060 ');
    await screen.findByRole('status', { name: 'location' });
    expect(api.callsTo('POST /user-auth/register')[0]?.body).toEqual({
      phone: '+998901234567',
      name: 'Алия',
      avatar: 'girl',
    });
  });

  it('registers with the trimmed name, keeps the pending data and goes to /verify-code', async () => {
    const api = mockApi({ 'POST /user-auth/register': () => jsonResponse(200, codeSent()) });
    renderRoute('/register', <RegisterForm />);
    await fillAndSubmit('  Алия ');

    const probe = readProbe(await screen.findByRole('status', { name: 'location' }));
    expect(probe.pathname).toBe('/verify-code');
    expect(api.callsTo('POST /user-auth/register')[0]?.body).toEqual({
      phone: '+998901234567',
      name: 'Алия',
      avatar: 'girl',
    });
    expect(localStorage.getItem(storageKeys.authPage)).toBe('register');
    expect(JSON.parse(localStorage.getItem(storageKeys.pendingUserData) ?? 'null')).toEqual({
      phoneNumber: '+998901234567',
      fullName: 'Алия',
    });
  });

  it('asks boy or girl with nothing chosen, and sends the choice', async () => {
    const api = mockApi({ 'POST /user-auth/register': () => jsonResponse(200, codeSent()) });
    renderRoute('/register', <RegisterForm />);
    const group = screen.getByRole('group', { name: 'Мальчик или девочка?' });
    const boy = screen.getByRole('radio', { name: 'Мальчик' });
    const girl = screen.getByRole('radio', { name: 'Девочка' });
    expect(group).toContainElement(boy);
    expect(boy).not.toBeChecked();
    expect(girl).not.toBeChecked();

    await fillAndSubmit('Тимур', 'Мальчик');
    expect(boy).toBeChecked();
    await screen.findByRole('status', { name: 'location' });
    expect(api.callsTo('POST /user-auth/register')[0]?.body).toEqual({
      phone: '+998901234567',
      name: 'Тимур',
      avatar: 'boy',
    });
  });

  it('sends nothing until boy or girl is chosen, and says so', async () => {
    const api = mockApi({ 'POST /user-auth/register': () => jsonResponse(200, codeSent()) });
    renderRoute('/register', <RegisterForm />);
    const user = await fillAndSubmit('Алия', null);
    const group = screen.getByRole('group', { name: 'Мальчик или девочка?' });
    expect(group).toHaveAccessibleDescription('Выбери: мальчик или девочка');
    expect(screen.getByRole('radio', { name: 'Девочка' })).toHaveFocus();
    expect(api.calls).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: 'Девочка' }));
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    await screen.findByRole('status', { name: 'location' });
    expect(api.callsTo('POST /user-auth/register')[0]?.body).toMatchObject({ avatar: 'girl' });
  });

  it('puts a failure whose server message mentions the phone under the phone field', async () => {
    mockApi({
      'POST /user-auth/register': () =>
        jsonResponse(409, {
          message: 'This phone number is already registered; sign in instead',
          code: 'PHONE_ALREADY_REGISTERED',
        }),
    });
    renderRoute('/register', <RegisterForm />);
    await fillAndSubmit('Алия');

    const text = 'Этот номер уже зарегистрирован. Войди в свой аккаунт';
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByLabelText('Номер телефона')).toHaveAccessibleDescription(text);
    expect(screen.getByLabelText('Имя')).not.toHaveAccessibleDescription(text);
  });

  it('puts any other failure under the name field', async () => {
    mockApi({
      'POST /user-auth/register': () =>
        jsonResponse(400, { message: 'Invalid body: name: too long', code: 'SOMETHING_ELSE' }),
    });
    renderRoute('/register', <RegisterForm />);
    await fillAndSubmit('Алия');

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid body: name: too long');
    expect(screen.getByLabelText('Имя')).toHaveAccessibleDescription(
      'Invalid body: name: too long',
    );
  });

  it("falls back to 'register error' without a server message", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('', { status: 500 }))),
    );
    renderRoute('/register', <RegisterForm />);
    await fillAndSubmit('Алия');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Не удалось зарегистрироваться, попробуй ещё раз',
    );
  });
});
