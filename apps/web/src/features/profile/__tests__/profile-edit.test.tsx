import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../../../lib/storage';
import { jsonResponse } from '../../../test/utils';
import { mockProfileApi, profileUser, renderProfile } from './profile-fixtures';
import { asGrownUp } from '../../../test/grown-up';

// The screens here are behind the grown-up gate, or hold its support call: a grown-up passed.
asGrownUp();

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Opens the profile, then the edit view from it (so returning goes back in history). */
async function openEdit() {
  const user = userEvent.setup();
  const view = renderProfile();
  await user.click(await screen.findByRole('button', { name: 'Изменить' }));
  await screen.findByRole('heading', { level: 1, name: 'Изменить профиль' });
  return { user, ...view };
}

describe('the edit view', () => {
  it('saves avatar, trimmed name and age with PUT /users/me, then shows them on the profile', async () => {
    const saved = profileUser({ name: 'Малика', age: 6, avatar: 'girl' });
    const api = mockProfileApi({
      more: { 'PUT /users/me': () => jsonResponse(200, saved) },
    });
    const { user, router } = await openEdit();

    const boy = screen.getByRole('button', { name: 'Мальчик' });
    const girl = screen.getByRole('button', { name: 'Девочка' });
    expect(boy).toHaveAttribute('aria-pressed', 'true');
    await user.click(girl);
    expect(girl).toHaveAttribute('aria-pressed', 'true');
    expect(boy).toHaveAttribute('aria-pressed', 'false');

    const name = screen.getByLabelText('Имя');
    await user.clear(name);
    await user.type(name, '  Малика ');
    const age = screen.getByLabelText('Возраст');
    await user.clear(age);
    await user.type(age, '6');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Профиль' })).toBeInTheDocument();
    expect(api.callsTo('PUT /users/me').map((c) => c.body)).toEqual([
      { name: 'Малика', age: 6, avatar: 'girl' },
    ]);
    expect(screen.getByText('Малика')).toBeInTheDocument();
    expect(screen.getByText('6 лет')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Девочка' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('POP');
    expect(localStorage.getItem(storageKeys.userAvatar)).toBe('girl');
    // The answer is the cached user: no second GET /users/me.
    expect(api.callsTo('GET /users/me')).toHaveLength(1);
  });

  it('starts the age at 8 when the user has none', async () => {
    mockProfileApi({ user: profileUser({ age: null }) });
    await openEdit();
    expect(screen.getByLabelText('Возраст')).toHaveValue(8);
    expect(screen.getByLabelText('Имя')).toHaveValue('Алия');
  });

  it("takes a child's name of at most 40 characters, as the server does", async () => {
    mockProfileApi({ user: profileUser() });
    await openEdit();
    expect(screen.getByLabelText('Имя')).toHaveAttribute('maxlength', '40');
  });

  it('refuses a name shorter than 2 characters after trimming, with no request', async () => {
    const api = mockProfileApi();
    const { user } = await openEdit();
    const name = screen.getByLabelText('Имя');
    await user.clear(name);
    await user.type(name, ' А ');
    // No telling off while typing: the error waits for the first save.
    expect(screen.queryByText('Имя должно быть хотя бы из 2 букв')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(screen.getByText('Имя должно быть хотя бы из 2 букв')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('PUT /users/me')).toHaveLength(0);

    await user.type(name, 'ля');
    expect(screen.queryByText('Имя должно быть хотя бы из 2 букв')).toBeNull();
  });

  it('refuses an age outside 1 to 120', async () => {
    const api = mockProfileApi();
    const { user } = await openEdit();
    const age = screen.getByLabelText('Возраст');
    await user.clear(age);
    await user.type(age, '121');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(screen.getByText('Возраст — целое число от 1 до 120')).toBeInTheDocument();
    expect(api.callsTo('PUT /users/me')).toHaveLength(0);
  });

  it('keeps the form and says so when saving fails; the failure is logged', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = mockProfileApi({
      more: {
        'PUT /users/me': [
          () => jsonResponse(500, { message: 'boom', code: 'INTERNAL_ERROR' }),
          () => jsonResponse(200, profileUser({ name: 'Малика' })),
        ],
      },
    });
    const { user } = await openEdit();
    const name = screen.getByLabelText('Имя');
    await user.clear(name);
    await user.type(name, 'Малика');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(
      await screen.findByText(
        'Не получилось сохранить. Проверь интернет и нажми «Сохранить» ещё раз',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Изменить профиль' })).toBeInTheDocument();
    expect(name).toHaveValue('Малика');
    expect(error).toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Профиль' })).toBeInTheDocument();
    expect(api.callsTo('PUT /users/me')).toHaveLength(2);
  });

  it('cancel returns to the profile without saving', async () => {
    const api = mockProfileApi();
    const { user } = await openEdit();
    await user.type(screen.getByLabelText('Имя'), 'ааа');
    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Профиль' })).toBeInTheDocument();
    expect(screen.getByText('Алия')).toBeInTheDocument();
    expect(api.callsTo('PUT /users/me')).toHaveLength(0);
  });

  it('opened directly, saving replaces it with the profile', async () => {
    mockProfileApi({ more: { 'PUT /users/me': () => jsonResponse(200, profileUser()) } });
    const user = userEvent.setup();
    const { router } = renderProfile('?view=edit');
    await user.click(await screen.findByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
