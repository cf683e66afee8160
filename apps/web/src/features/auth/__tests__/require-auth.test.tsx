import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { RequireAuth } from '../components/require-auth';
import { endSession } from '../../../lib/session';
import { storageKeys } from '../../../lib/storage';
import {
  jsonResponse,
  AppProvider,
  LocationProbe,
  mockApi,
  readProbe,
  sampleUser,
  testQueryClient,
} from '../../../test/utils';

function renderGuarded(entry: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LocationProbe /> },
      {
        element: <RequireAuth />,
        children: [{ path: '/profile', element: <h1>profile screen</h1> }],
      },
    ],
    { initialEntries: [entry] },
  );
  render(
    <AppProvider queryClient={testQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
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

  it('shows a spinner while the user loads, then the screen', async () => {
    localStorage.setItem(storageKeys.accessToken, 'access-1');
    let answer: (response: Response) => void = () => {};
    mockApi({ 'GET /users/me': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderGuarded('/profile');

    expect(screen.getByRole('status')).toHaveTextContent('Загрузка…');
    answer(jsonResponse(200, sampleUser));
    expect(await screen.findByRole('heading', { name: 'profile screen' })).toBeInTheDocument();
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
