import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, readProbe } from '../../../test/utils';
import { family, mockAdminApi, renderConsole, summary } from './admin-fixtures';
import { asGrownUp } from '../../../test/grown-up';

// The screens here are behind the grown-up gate, or hold its support call: a grown-up passed.
asGrownUp();

const field = () => screen.getByRole('searchbox', { name: 'Номер телефона' });
const find = () => screen.getByRole('button', { name: 'Найти' });

async function openSearch(entry = '/admin') {
  const view = renderConsole(entry);
  await screen.findByRole('heading', { level: 1, name: 'Консоль поддержки' });
  return view;
}

describe('the console search', () => {
  it('searches by part of a number on submit, by its digits, and keeps the search in the URL', async () => {
    const api = mockAdminApi({
      'GET /admin/families?phone=9012': () =>
        jsonResponse(200, [
          summary({ id: 42, name: 'Алия', role: 'admin' }),
          summary({ id: 43, name: 'Тимур', phone: '+998901277777', lastActiveDay: null }),
        ]),
    });
    const { router } = await openSearch();
    const user = userEvent.setup();

    await user.type(field(), '90 12');
    // Nothing is asked while typing.
    expect(api.callsTo('GET /admin/families?phone=9012')).toHaveLength(0);
    await user.click(find());

    expect(await screen.findByRole('heading', { name: 'Найдено семей: 2' })).toBeInTheDocument();
    expect(api.callsTo('GET /admin/families?phone=9012')).toHaveLength(1);
    expect(router.state.location.search).toBe('?phone=9012');

    const alia = screen.getByRole('link', { name: /Алия/ });
    expect(alia).toHaveAttribute('href', '/admin/families/42');
    expect(within(alia).getByText('+998 90 123 45 67')).toBeInTheDocument();
    expect(within(alia).getByText('Регистрация: 12.03.2025')).toBeInTheDocument();
    expect(within(alia).getByText('Последний день занятий: 02.04.2025')).toBeInTheDocument();
    expect(within(alia).getByText('admin')).toBeInTheDocument();

    const timur = screen.getByRole('link', { name: /Тимур/ });
    expect(within(timur).getByText('Ещё не занимались')).toBeInTheDocument();
    expect(within(timur).queryByText('admin')).not.toBeInTheDocument();
  });

  it('shows the results of the search in the URL, and again after going back from a family', async () => {
    mockAdminApi({
      'GET /admin/families?phone=998901': () => jsonResponse(200, [summary()]),
      'GET /admin/families/42': () => jsonResponse(200, family()),
    });
    const { router } = await openSearch('/admin?phone=998901');
    expect(field()).toHaveValue('998901');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('link', { name: /Алия/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Алия' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/families/42');

    await user.click(screen.getByRole('button', { name: 'К поиску' }));
    expect(await screen.findByRole('link', { name: /Алия/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect(router.state.location.search).toBe('?phone=998901');
    expect(field()).toHaveValue('998901');
  });

  it('says so when no family matches', async () => {
    mockAdminApi({ 'GET /admin/families?phone=555': () => jsonResponse(200, []) });
    await openSearch('/admin?phone=555');
    expect(await screen.findByText('По номеру «555» никого не нашли')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Алия/ })).not.toBeInTheDocument();
  });

  it('tells the user to narrow a search that filled the limit', async () => {
    const many = Array.from({ length: 20 }, (_, i) =>
      summary({ id: i + 1, name: `Семья ${i + 1}` }),
    );
    mockAdminApi({ 'GET /admin/families?phone=998': () => jsonResponse(200, many) });
    await openSearch('/admin?phone=998');
    expect(await screen.findByText(/Показаны первые 20/)).toBeInTheDocument();
  });

  it('refuses fewer than 3 digits under the field without asking the server', async () => {
    const api = mockAdminApi({});
    const { router } = await openSearch();
    const user = userEvent.setup();

    await user.type(field(), '90');
    await user.click(find());

    expect(await screen.findByRole('alert')).toHaveTextContent('Введите от 3 до 15 цифр номера');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.filter((call) => call.path.startsWith('/admin'))).toHaveLength(0);
    expect(router.state.location.search).toBe('');
  });

  it("shows the server's 400 under the field", async () => {
    mockAdminApi({
      'GET /admin/families?phone=12345': () =>
        jsonResponse(400, { code: 'VALIDATION_ERROR', message: 'phone: give at least 3 digits' }),
    });
    await openSearch('/admin?phone=12345');
    expect(await screen.findByRole('alert')).toHaveTextContent('Введите от 3 до 15 цифр номера');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers a retry when the search fails to load', async () => {
    const api = mockAdminApi({
      'GET /admin/families?phone=9012': [
        () => jsonResponse(500, { code: 'INTERNAL_ERROR', message: 'boom' }),
        () => jsonResponse(200, [summary()]),
      ],
    });
    await openSearch('/admin?phone=9012');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Попробовать снова' }));
    expect(await screen.findByRole('link', { name: /Алия/ })).toBeInTheDocument();
    expect(api.callsTo('GET /admin/families?phone=9012')).toHaveLength(2);
  });

  it('says the console is for support when the server answers 403', async () => {
    mockAdminApi({
      'GET /admin/families?phone=9012': () =>
        jsonResponse(403, { code: 'FORBIDDEN', message: 'Admins only' }),
    });
    await openSearch('/admin?phone=9012');
    expect(await screen.findByText('Этот раздел только для службы поддержки')).toBeInTheDocument();
  });

  it('leads back to the profile', async () => {
    mockAdminApi({});
    const { router } = await openSearch();
    await userEvent.setup().click(screen.getByRole('link', { name: 'В профиль' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(readProbe(screen.getByRole('status', { name: 'location' })).pathname).toBe('/profile');
  });
});
