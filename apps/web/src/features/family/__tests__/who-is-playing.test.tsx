import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import WhoIsPlayingRoute from '../../../app/routes/who-is-playing';
import type * as Audio from '../../../lib/audio';
import { playSpeech } from '../../../lib/audio';
import { forgetChildPicked, wasChildPicked } from '../../../lib/child-picked';
import { storageKeys } from '../../../lib/storage';
import { jsonResponse, mockApi, renderRoute } from '../../../test/utils';
import { PickChildOnStart } from '../components/pick-child-on-start';
import { aliya, familyOf, signIn, timur } from './family-fixtures';

vi.mock('../../../lib/audio', async (original) => ({
  ...(await original<typeof Audio>()),
  playSpeech: vi.fn(async () => {}),
}));

afterEach(() => {
  forgetChildPicked();
  vi.unstubAllGlobals();
  vi.mocked(playSpeech).mockClear();
});

const renderPicker = () => renderRoute('/who-is-playing', createElement(WhoIsPlayingRoute));

describe('who is playing?', () => {
  it('shows every child big, with its name; a tap says it and starts that child', async () => {
    signIn();
    const api = mockApi({
      'GET /family': () => jsonResponse(200, familyOf([aliya, timur], aliya.id)),
      'POST /family/active-child': () =>
        jsonResponse(200, { accessToken: 'access-timur', child: timur }),
    });
    const { router } = renderPicker();
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 1, name: 'Кто играет?' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Алия' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Тимур' }));

    expect(playSpeech).toHaveBeenCalledWith({ text: 'Тимур' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.callsTo('POST /family/active-child')[0]?.body).toEqual({ childId: timur.id });
    expect(localStorage.getItem(storageKeys.accessToken)).toBe('access-timur');
    expect(localStorage.getItem(storageKeys.refreshToken)).toBe('refresh-1');
    expect(localStorage.getItem(storageKeys.userAvatar)).toBe('boy');
    expect(wasChildPicked()).toBe(true);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('starts the child already playing without a switch', async () => {
    signIn();
    const api = mockApi({ 'GET /family': () => jsonResponse(200, familyOf([aliya, timur])) });
    const { router } = renderPicker();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Алия' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.callsTo('POST /family/active-child')).toHaveLength(0);
    expect(wasChildPicked()).toBe(true);
  });

  it('goes straight on for a family of one child', async () => {
    signIn();
    const api = mockApi({ 'GET /family': () => jsonResponse(200, familyOf([aliya])) });
    const { router } = renderPicker();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('heading', { name: 'Кто играет?' })).not.toBeInTheDocument();
    expect(api.callsTo('POST /family/active-child')).toHaveLength(0);
    expect(wasChildPicked()).toBe(true);
  });
});

describe('the map, the first time in a browser session', () => {
  const renderMap = () =>
    renderRoute('/', createElement(PickChildOnStart), {
      routes: [{ path: '/who-is-playing', element: createElement('h1', null, 'picker') }],
    });

  it('sends a family of two children to "who is playing?"', async () => {
    signIn();
    mockApi({ 'GET /family': () => jsonResponse(200, familyOf([aliya, timur])) });
    const { router } = renderMap();
    await waitFor(() => expect(router.state.location.pathname).toBe('/who-is-playing'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('keeps a family of one child on the map, and does not ask again', async () => {
    signIn();
    const api = mockApi({ 'GET /family': () => jsonResponse(200, familyOf([aliya])) });
    const { router, unmount } = renderMap();
    await waitFor(() => expect(wasChildPicked()).toBe(true));
    expect(router.state.location.pathname).toBe('/');
    unmount();
    renderMap();
    expect(api.callsTo('GET /family')).toHaveLength(1);
  });
});
