import { screen, waitFor } from '@testing-library/react';
import { todayUtc } from '../../features/home/lib/active-day';
import { trackActiveDayOnce } from '../../features/home/api/track-day';
import { storageKeys } from '../../lib/storage';
import { jsonResponse, mockApi, renderRoutes, sampleUser, testQueryClient } from '../../test/utils';
import { AppLayout } from '../layout';

function renderShell() {
  renderRoutes(
    [{ path: '/', Component: AppLayout, children: [{ index: true, element: <h1>screen</h1> }] }],
    { initialEntry: '/' },
  );
}

function signIn() {
  localStorage.setItem(storageKeys.accessToken, 'access-1');
  localStorage.setItem(storageKeys.refreshToken, 'refresh-1');
}

describe('active day tracking (spec section 4)', () => {
  it('records the day once when the app starts signed in', async () => {
    signIn();
    const api = mockApi({
      'GET /users/me': () => jsonResponse(200, sampleUser),
      'POST /user-days/track': () => jsonResponse(200, { date: todayUtc() }),
    });
    renderShell();
    await screen.findByRole('heading', { name: 'screen' });
    await waitFor(() =>
      expect(localStorage.getItem(storageKeys.lastActiveDayTracked)).toBe(todayUtc()),
    );
    expect(api.callsTo('POST /user-days/track')).toHaveLength(1);
  });

  it('skips a day already recorded', async () => {
    signIn();
    localStorage.setItem(storageKeys.lastActiveDayTracked, todayUtc());
    const api = mockApi({ 'GET /users/me': () => jsonResponse(200, sampleUser) });
    renderShell();
    await waitFor(() => expect(api.callsTo('GET /users/me')).toHaveLength(1));
    expect(api.callsTo('POST /user-days/track')).toHaveLength(0);
  });

  it('records nothing signed out', async () => {
    const api = mockApi({});
    renderShell();
    await screen.findByRole('heading', { name: 'screen' });
    expect(api.calls).toHaveLength(0);
  });

  it('sends one request for calls made together, and only logs a failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(storageKeys.lastActiveDayTracked, '2020-01-01');
    const api = mockApi({
      'POST /user-days/track': () => jsonResponse(500, { message: 'x', code: 'INTERNAL_ERROR' }),
    });
    const queryClient = testQueryClient();
    await Promise.all([trackActiveDayOnce(queryClient), trackActiveDayOnce(queryClient)]);
    expect(api.callsTo('POST /user-days/track')).toHaveLength(1);
    expect(localStorage.getItem(storageKeys.lastActiveDayTracked)).toBe('2020-01-01');
    expect(warn).toHaveBeenCalled();
  });
});
