import { createMemoryRouter } from 'react-router';
import { endSession, saveTokens } from '../../lib/session';
import { testQueryClient } from '../../test/utils';
import { watchSessionEnd } from '../session-watch';

function setup(path: string) {
  const router = createMemoryRouter([{ path: '*', element: null }], { initialEntries: [path] });
  const queryClient = testQueryClient();
  queryClient.setQueryData(['users', 'me'], { name: 'Алия' });
  saveTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  const stop = watchSessionEnd(router, queryClient);
  return { router, queryClient, stop };
}

describe('watchSessionEnd', () => {
  it('on a lost session drops cached user data and goes to /login carrying the location', async () => {
    const { router, queryClient, stop } = setup('/onboarding?step=2');
    endSession('lost');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toMatchObject({
      from: { pathname: '/onboarding', search: '?step=2' },
    });
    expect(queryClient.getQueryData(['users', 'me'])).toBeUndefined();
    stop();
  });

  it('stays put when the session is lost on a sign-in screen', async () => {
    const { router, stop } = setup('/verify-code');
    endSession('lost');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(router.state.location.pathname).toBe('/verify-code');
    stop();
  });

  it('leaves the redirect after a sign-out to the screens, but still drops the cache', async () => {
    const { router, queryClient, stop } = setup('/profile');
    endSession('logout');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(router.state.location.pathname).toBe('/profile');
    expect(queryClient.getQueryData(['users', 'me'])).toBeUndefined();
    stop();
  });

  it('does nothing when tokens are renewed', () => {
    const { queryClient, stop } = setup('/profile');
    saveTokens({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(queryClient.getQueryData(['users', 'me'])).toEqual({ name: 'Алия' });
    stop();
  });
});
