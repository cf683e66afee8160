import type { User } from '@bolajon/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storageKeys } from '../../../lib/storage';
import { sampleHome, sampleProgress, sampleSettings } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { jsonResponse, mockApi, sampleUser } from '../../../test/utils';
import { family, summary, supportUser } from './admin-fixtures';
import { asGrownUp } from '../../../test/grown-up';

// The screens here are behind the grown-up gate, or hold its support call: a grown-up passed.
asGrownUp();

const todayUtc = () => new Date().toISOString().slice(0, 10);

/** The whole app (its real route table) at `path`, signed in as `me`. */
function renderAppAs(me: User, path: string) {
  localStorage.setItem(storageKeys.accessToken, 'access-1');
  localStorage.setItem(storageKeys.refreshToken, 'refresh-1');
  localStorage.setItem(storageKeys.lastActiveDayTracked, todayUtc());
  const api = mockApi({
    'GET /users/me': () => jsonResponse(200, me),
    'POST /user-days/track': () => jsonResponse(200, { date: todayUtc() }),
    'GET /home': () => jsonResponse(200, sampleHome()),
    'GET /home/my-progress': () => jsonResponse(200, sampleProgress()),
    'GET /settings/default': () => jsonResponse(200, sampleSettings),
    'GET /user-days/my-days': () => jsonResponse(200, []),
    'GET /user-achievements/my-achievements': () => jsonResponse(200, []),
    'GET /admin/families?phone=9012': () => jsonResponse(200, [summary()]),
    'GET /admin/families/42': () => jsonResponse(200, family()),
  });
  const { router } = renderApp(path);
  return { router, api };
}

const learner: User = { ...sampleUser, role: 'learner' };
const navigation = () => screen.queryByRole('navigation', { name: 'Главное меню' });

describe('the console is for admins only', () => {
  it.each(['/admin', '/admin?phone=9012', '/admin/families/42'])(
    'sends a learner from %s home, as an unknown path',
    async (path) => {
      const { router, api } = renderAppAs(learner, path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Карта уроков' }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
      // Replaced, not pushed: back does not lead to the console again.
      expect(router.state.historyAction).toBe('REPLACE');
      expect(api.calls.filter((call) => call.path.startsWith('/admin'))).toHaveLength(0);
    },
  );

  it('shows an admin the search, without the bottom navigation', async () => {
    const { router } = renderAppAs(supportUser(), '/admin?phone=9012');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Консоль поддержки' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Алия/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect(navigation()).not.toBeInTheDocument();
  });

  it("shows an admin a family's page, without the bottom navigation", async () => {
    renderAppAs(supportUser(), '/admin/families/42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Алия' })).toBeInTheDocument();
    expect(navigation()).not.toBeInTheDocument();
  });

  it('names the tab after the console, and a family once it is there', async () => {
    renderAppAs(supportUser(), '/admin?phone=9012');
    await screen.findByRole('heading', { level: 1, name: 'Консоль поддержки' });
    await waitFor(() => expect(document.title).toBe('Консоль поддержки — Bolajon'));
    await userEvent.setup().click(await screen.findByRole('link', { name: /Алия/ }));
    await screen.findByRole('heading', { level: 1, name: 'Алия' });
    await waitFor(() => expect(document.title).toBe('Алия — Bolajon'));
  });
});

describe('the way in, from the settings', () => {
  it('is a link to the console for an admin', async () => {
    const { router } = renderAppAs(supportUser(), '/profile?view=settings');
    await screen.findByRole('heading', { level: 1, name: 'Настройки' });
    const link = await screen.findByRole('link', { name: 'Служба поддержки — консоль' });
    await userEvent.setup().click(link);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Консоль поддержки' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');

    await userEvent.setup().click(screen.getByRole('link', { name: 'В профиль' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Профиль' })).toBeInTheDocument();
    expect(within(navigation()!).getByRole('link', { name: /Профиль/ })).toBeInTheDocument();
  });

  it('is not there for a learner', async () => {
    renderAppAs(learner, '/profile?view=settings');
    await screen.findByRole('heading', { level: 1, name: 'Настройки' });
    await screen.findByRole('link', { name: /Позвонить/ });
    expect(
      screen.queryByRole('link', { name: 'Служба поддержки — консоль' }),
    ).not.toBeInTheDocument();
  });
});
