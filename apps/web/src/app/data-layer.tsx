import type { QueryClient } from '@tanstack/react-query';
import { AppLayout } from './layout';
import { AppProvider, createQueryClient } from './provider';
import { ServiceWorkerStart } from './service-worker-start';
import { SessionWatch } from './session-watch';

export { RequireAuth } from '../features/auth/components/require-auth';

/**
 * Everything past sign-in reads the server through TanStack Query and holds a session to watch;
 * that code and the screens' texts load with this layout (app/router.tsx), not with /login. One
 * client for the route table's life: made when this chunk first loads (after /login has painted),
 * or given (the tests give each app their own).
 */
export function createDataLayer(queryClient: QueryClient = createQueryClient()) {
  return function DataLayer() {
    return (
      <AppProvider queryClient={queryClient}>
        <SessionWatch />
        <ServiceWorkerStart />
        <AppLayout />
      </AppProvider>
    );
  };
}
