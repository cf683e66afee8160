import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isApiError } from '../lib/api-client';
import { GrownUpGateHost } from './grown-up-gate-host';

/** Only failures that may pass are retried: no network, or a server fault. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  return isApiError(error) && (error.status === 0 || error.status >= 500);
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // Without a network a read is still tried once: the service worker may answer it from what
      // it kept (ADR 0053), and a write fails at once instead of waiting for the network.
      queries: { retry: shouldRetry, staleTime: 30_000, networkMode: 'offlineFirst' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/**
 * What every screen past sign-in reads the server through: the app's data layer
 * (app/data-layer.tsx) and the tests' renderers (src/test) provide it the same way. Texts need no
 * provider: lib/i18n's instance is React's (initReactI18next). The grown-up gate opens from here
 * over any screen (app/grown-up-gate-host.tsx).
 */
export function AppProvider({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <GrownUpGateHost>{children}</GrownUpGateHost>
    </QueryClientProvider>
  );
}
