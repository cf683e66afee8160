import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RequireAuth } from '../components/require-auth';
import { apiClient } from '../../../lib/api-client';
import { endSession } from '../../../lib/session';
import { storageKeys } from '../../../lib/storage';
import {
  jsonResponse,
  LocationProbe,
  mockApi,
  readProbe,
  renderRoutes,
  sampleUser,
} from '../../../test/utils';

function renderGuarded(entry: string, home: ReactNode = null) {
  return renderRoutes(
    [
      { path: '/login', element: <LocationProbe /> },
      {
        element: <RequireAuth />,
        children: [
          { path: '/profile', element: <h1>profile screen</h1> },
          { path: '/home', element: home },
        ],
      },
    ],
    { initialEntry: entry },
  ).router;
}

describe('RequireAuth', () => {
  it('sends a signed-out visitor to /login, replacing history and carrying the requested location', async () => {
    const router = renderGuarded('/profile?tab=stats');
    const probe = readProbe(await screen.findByRole('status', { name: 'location' }));
    expect(probe.pathname).toBe('/login');
    expect(probe.state).toMatchObject({ from: { pathname: '/profile', search: '?tab=stats' } });
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByText('profile screen')).not.toBeInTheDocument();
  });

  it('renders the screen while the user loads: its own requests do not wait for /users/me', async () => {
    localStorage.setItem(storageKeys.accessToken, 'access-1');
    let answer: (response: Response) => void = () => {};
    const api = mockApi({
      'GET /users/me': () => new Promise<Response>((resolve) => (answer = resolve)),
      'GET /home': () => jsonResponse(200, { lessons: [] }),
    });
    function Home() {
      const home = useQuery({
        queryKey: ['home-probe'],
        queryFn: () => apiClient.get('/home', (c) => c.homeResponseSchema),
      });
      return <h1>{home.data ? 'home screen' : 'home loading'}</h1>;
    }
    renderGuarded('/home', <Home />);

    expect(await screen.findByRole('heading', { name: 'home screen' })).toBeInTheDocument();
    expect(api.callsTo('GET /home')).toHaveLength(1);
    expect(screen.queryByText('Загрузка…')).not.toBeInTheDocument();
    answer(jsonResponse(200, sampleUser));
    await waitFor(() => expect(api.callsTo('GET /users/me')).toHaveLength(1));
    expect(screen.getByRole('heading', { name: 'home screen' })).toBeInTheDocument();
  });

  it('sends the user to /login when the stored session no longer works', async () => {
    localStorage.setItem(storageKeys.accessToken, 'expired');
    localStorage.setItem(storageKeys.refreshToken, 'revoked');
    mockApi({
      'GET /users/me': () => jsonResponse(401, { message: 'expired', code: 'UNAUTHORIZED' }),
      'POST /user-auth/refresh-token': () =>
        jsonResponse(401, { message: 'Session has ended', code: 'INVALID_REFRESH_TOKEN' }),
    });
    renderGuarded('/profile');

    const probe = readProbe(await screen.findByRole('status', { name: 'location' }));
    expect(probe.pathname).toBe('/login');
    expect(probe.state).toMatchObject({ from: { pathname: '/profile' } });
    expect(localStorage.getItem(storageKeys.accessToken)).toBeNull();
  });

  it('offers a retry when the user cannot be loaded for another reason', async () => {
    localStorage.setItem(storageKeys.accessToken, 'access-1');
    mockApi({
      'GET /users/me': [
        () => jsonResponse(500, { message: 'Something went wrong', code: 'INTERNAL_ERROR' }),
        () => jsonResponse(200, sampleUser),
      ],
    });
    renderGuarded('/profile');
    const retry = await screen.findByRole('button', { name: 'Попробовать снова' });
    expect(screen.getByText('Не удалось загрузить данные')).toBeInTheDocument();
    await userEvent.setup().click(retry);
    expect(await screen.findByRole('heading', { name: 'profile screen' })).toBeInTheDocument();
  });

  it('carries nothing back after the user signed out on purpose', async () => {
    localStorage.setItem(storageKeys.accessToken, 'access-1');
    endSession('logout');
    renderGuarded('/profile');
    const probe = readProbe(await screen.findByRole('status', { name: 'location' }));
    expect(probe.pathname).toBe('/login');
    expect(probe.state).toBeNull();
  });
});
