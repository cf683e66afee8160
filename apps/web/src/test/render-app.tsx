import type { QueryClient } from '@tanstack/react-query';
import { AppRoutes, appRoutes } from '../app/router';
import { renderInRouter, testQueryClient } from './utils';

/**
 * The whole app (its real route table, as app.tsx renders it) at `path`, in memory history; its
 * data layer reads through `queryClient`.
 */
export function renderApp(path: string, queryClient: QueryClient = testQueryClient()) {
  const view = renderInRouter(<AppRoutes routes={appRoutes({ queryClient })} />, path);
  return { ...view, queryClient };
}
