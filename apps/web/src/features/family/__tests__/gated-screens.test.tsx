import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AdminSearchRoute from '../../../app/routes/admin/search';
import ProfileRoute from '../../../app/routes/profile';
import { SupportModal } from '../../../components/support-modal';
import { useSettings } from '../../../lib/get-settings';
import { forgetGrownUpPass } from '../../../lib/grown-up';
import { sampleSettings } from '../../../test/fixtures';
import { jsonResponse, mockApi, renderRoute, sampleUser } from '../../../test/utils';
import { aliya, familyOf, gateQuestion, signIn } from './family-fixtures';

afterEach(() => {
  forgetGrownUpPass();
  vi.unstubAllGlobals();
});

const pass = () => jsonResponse(200, { grownUpToken: 'pass-1', expiresInSeconds: 600 });

function mockSignedIn(more: Parameters<typeof mockApi>[0] = {}) {
  signIn();
  return mockApi({
    'GET /users/me': () => jsonResponse(200, { ...sampleUser, role: 'admin' }),
    'GET /settings/default': () => jsonResponse(200, sampleSettings),
    'GET /family': () => jsonResponse(200, familyOf([aliya])),
    'GET /family/gate': () => jsonResponse(200, gateQuestion),
    'POST /family/gate': pass,
    'GET /user-days/my-days': () => jsonResponse(200, []),
    'GET /user-achievements/my-achievements': () => jsonResponse(200, []),
    ...more,
  });
}

const renderProfile = (search: string, initialEntry = { pathname: '/profile', search }) =>
  renderRoute('/profile', createElement(ProfileRoute), { initialEntry });

async function passGate(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: 'Ответ' }), '21');
  await user.click(screen.getByRole('button', { name: 'Готово' }));
}

describe('behind the grown-up gate', () => {
  it('keeps the settings (sign-out, support call, links, children) behind the gate', async () => {
    mockSignedIn();
    renderProfile('?view=settings');
    const user = userEvent.setup();

    expect(await screen.findByText('Напишите цифрами: семь умножить на три')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Настройки' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Выйти' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Позвонить/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Дети' })).not.toBeInTheDocument();

    await passGate(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Настройки' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Выйти' })).toBeVisible();
    expect(await screen.findByRole('link', { name: /Позвонить/ })).toHaveAttribute(
      'href',
      'tel:+998712000000',
    );
    expect(await screen.findByRole('region', { name: 'Дети' })).toBeVisible();
  });

  it('keeps the edit form behind the gate', async () => {
    mockSignedIn();
    renderProfile('?view=edit');
    expect(await screen.findByRole('heading', { name: 'Для взрослых' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Сохранить' })).not.toBeInTheDocument();
  });

  it('takes the child back to the profile, unchanged, when it leaves the gate', async () => {
    const api = mockSignedIn();
    const { router } = renderProfile('');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Настройки' }));
    await user.click(await screen.findByRole('button', { name: 'Вернуться' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Профиль' })).toBeVisible();
    expect(router.state.location.search).toBe('');
    expect(api.callsTo('POST /family/gate')).toHaveLength(0);
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('keeps the support console behind the gate, even for an admin', async () => {
    mockSignedIn();
    renderRoute('/admin', createElement(AdminSearchRoute));
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Для взрослых' })).toBeVisible();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /телефон/i })).not.toBeInTheDocument();
    await passGate(user);
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Для взрослых' })).not.toBeInTheDocument(),
    );
  });
});

function LockedLesson() {
  const settings = useSettings();
  return createElement(SupportModal, { open: true, onClose: () => {}, settings });
}

describe('the support call', () => {
  it('shows no phone link until a grown-up passes the gate', async () => {
    mockSignedIn();
    renderRoute('/', createElement(LockedLesson));
    const user = userEvent.setup();
    const call = await screen.findByRole('button', { name: /Позвонить/ });
    expect(screen.queryByRole('link', { name: /Позвонить/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/712/)).not.toBeInTheDocument();

    await user.click(call);
    const gate = await screen.findByRole('dialog', { name: 'Для взрослых' });
    await user.type(await within(gate).findByRole('textbox', { name: 'Ответ' }), '21');
    await user.click(within(gate).getByRole('button', { name: 'Готово' }));

    expect(await screen.findByRole('link', { name: /Позвонить/ })).toHaveAttribute(
      'href',
      'tel:+998712000000',
    );
  });

  it('stays as it was when the child leaves the gate', async () => {
    mockSignedIn();
    renderRoute('/', createElement(LockedLesson));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Позвонить/ }));
    await user.click(await screen.findByRole('button', { name: 'Вернуться' }));
    await act(async () => {});
    expect(screen.getByRole('dialog', { name: 'Этот урок пока закрыт' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /Позвонить/ })).not.toBeInTheDocument();
  });
});
