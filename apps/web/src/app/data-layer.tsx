import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext } from 'react';
import { AppLayout } from './layout';
import { createQueryClient } from './provider';
import { SessionWatch } from './session-watch';

export { RequireAuth } from '../features/auth/components/require-auth';

// One client for the app's life, made when this chunk first loads (after /login has painted).
const queryClient = createQueryClient();

/**
 * Everything past sign-in reads the server through TanStack Query and holds a session to watch;
 * that code and the screens' texts load with this layout (app/router.tsx), not with /login. A
 * client already provided above (tests render the routes inside one) is the one used.
 */
export default function DataLayer() {
  const provided = useContext(QueryClientContext);
  const layout = (
    <>
      <SessionWatch />
      <AppLayout />
    </>
  );
  return provided ? (
    layout
  ) : (
    <QueryClientProvider client={queryClient}>{layout}</QueryClientProvider>
  );
}
