import { act, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { endSession, saveTokens } from '../../lib/session';
import { LocationProbe, readProbe, testQueryClient } from '../../test/utils';
import { SessionWatch } from '../session-watch';

function setup(path: string) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(['users', 'me'], { name: 'Алия' });
  saveTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <SessionWatch />
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const location = () => readProbe(screen.getByLabelText('location'));
  return { queryClient, location };
}

describe('watchSessionEnd', () => {
  it('on a lost session drops cached user data and goes to /login carrying the location', async () => {
    const { queryClient, location } = setup('/onboarding?step=2');
    act(() => endSession('lost'));
    await vi.waitFor(() => expect(location().pathname).toBe('/login'));
    expect(location().state).toMatchObject({
      from: { pathname: '/onboarding', search: '?step=2' },
    });
    expect(queryClient.getQueryData(['users', 'me'])).toBeUndefined();
  });

  it('stays put when the session is lost on a sign-in screen', async () => {
    const { location } = setup('/verify-code');
    endSession('lost');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(location().pathname).toBe('/verify-code');
  });

  it('leaves the redirect after a sign-out to the screens, but still drops the cache', async () => {
    const { queryClient, location } = setup('/profile');
    endSession('logout');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(location().pathname).toBe('/profile');
    expect(queryClient.getQueryData(['users', 'me'])).toBeUndefined();
  });

  it('does nothing when tokens are renewed', () => {
    const { queryClient } = setup('/profile');
    saveTokens({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(queryClient.getQueryData(['users', 'me'])).toEqual({ name: 'Алия' });
  });
});
