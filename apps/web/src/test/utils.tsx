import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, useLocation, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { vi } from 'vitest';
import { AppProvider } from '../app/provider';

export function testQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

interface RenderOptions {
  /** Where the memory router starts: a path or a full entry with state. */
  initialEntry?: string | { pathname: string; search?: string; state?: unknown };
  /** Further routes next to the one under test, e.g. destinations of a navigation. */
  routes?: RouteObject[];
  queryClient?: QueryClient;
}

/** Renders `element` at `path` inside the app's providers and a memory router. */
export function renderRoute(path: string, element: ReactElement, options: RenderOptions = {}) {
  const queryClient = options.queryClient ?? testQueryClient();
  const router = createMemoryRouter(
    [{ path, element }, ...(options.routes ?? []), { path: '*', element: <LocationProbe /> }],
    { initialEntries: [options.initialEntry ?? path] },
  );
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, queryClient };
}

/** Shows where the router is and the navigation state it carries, for assertions. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <output aria-label="location">
      {JSON.stringify({
        pathname: location.pathname,
        search: location.search,
        state: location.state,
      })}
    </output>
  );
}

export function readProbe(element: HTMLElement) {
  return JSON.parse(element.textContent ?? '{}') as {
    pathname: string;
    search: string;
    state: unknown;
  };
}

export function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}

type Handler = (call: RecordedCall) => Response | Promise<Response>;

/**
 * Replaces fetch with `handler` (keyed "METHOD /path" without the /api base); records every call.
 * An unexpected call fails loudly.
 */
export function mockApi(handlers: Record<string, Handler | Handler[]>) {
  const calls: RecordedCall[] = [];
  const queues = new Map(
    Object.entries(handlers).map(([key, value]) => [
      key,
      Array.isArray(value) ? [...value] : value,
    ]),
  );
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = new Headers(init.headers);
    const call: RecordedCall = {
      method: init.method ?? 'GET',
      path: url.pathname.replace(/^\/api/, '') + url.search,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      authorization: headers.get('authorization'),
    };
    calls.push(call);
    const entry = queues.get(`${call.method} ${call.path}`);
    const handler = Array.isArray(entry) ? (entry.length > 1 ? entry.shift() : entry[0]) : entry;
    if (!handler) throw new Error(`unexpected request ${call.method} ${call.path}`);
    return handler(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key),
  };
}

export const sampleUser = {
  id: 7,
  name: 'Алия',
  fullName: 'Алия',
  phone: '+998901234567',
  age: null,
  avatar: 'boy',
  role: 'learner',
  createdAt: '2025-01-01T00:00:00.000Z',
  stats: { learningDays: 0, totalModules: 0, totalDictionaries: 0 },
} as const;

export const codeSent = (phone = '+998901234567') => ({
  sent: true,
  phone,
  resendAfterSeconds: 60,
});

/** The app's providers, for tests that build their own router. */
export { AppProvider };
