import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  type Location,
  type NavigateFunction,
  type NavigationType,
  type To,
} from 'react-router';
import { AppProvider } from '../app/provider';
import { AppRoutes, appRoutes } from '../app/router';
import { testQueryClient } from './utils';

/** Where the app is, read live, and a way to move it: what a test needs of the router. */
export interface AppRouterHandle {
  state: { location: Location; historyAction: NavigationType };
  navigate(to: To): Promise<void>;
}

/** The whole app (its real route table, as app.tsx renders it) at `path`, in memory history. */
export function renderApp(path: string, queryClient: QueryClient = testQueryClient()) {
  let navigateTo: NavigateFunction | null = null;
  const router: AppRouterHandle = {
    state: {
      location: { pathname: path, search: '', hash: '', state: null, key: 'default' },
      historyAction: 'POP' as NavigationType,
    },
    async navigate(to) {
      if (!navigateTo) throw new Error('The router has not rendered yet');
      await navigateTo(to);
    },
  };

  function RouterSpy() {
    const location = useLocation();
    const historyAction = useNavigationType();
    const navigate = useNavigate();
    useLayoutEffect(() => {
      router.state = { location, historyAction };
      navigateTo = navigate;
    });
    return null;
  }

  const view = render(
    <AppProvider queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <RouterSpy />
        <AppRoutes routes={appRoutes()} />
      </MemoryRouter>
    </AppProvider>,
  );
  return { ...view, router, queryClient };
}
