import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useLayoutEffect, type ReactElement } from 'react';
import {
  MemoryRouter,
  Outlet,
  useLocation,
  useNavigate,
  useNavigationType,
  useRoutes,
  type Location,
  type NavigateFunction,
  type NavigationType,
  type RouteObject,
  type To,
} from 'react-router';
import { vi } from 'vitest';
import { AppProvider } from '../app/provider';

export function testQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

/** A place in the memory history: a path, or a full entry with state. */
export type InitialEntry = string | { pathname: string; search?: string; state?: unknown };

/** Where the app is, read live, and a way to move it: what a test needs of the router. */
export interface RouterHandle {
  state: { location: Location; historyAction: NavigationType };
  navigate(to: To | number): Promise<void>;
}

/** A route table rendered as app/router.tsx renders the app's: `useRoutes`. */
function RouteTable({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * Renders `element` in React Router's declarative mode, as the app runs (a memory history here,
 * the browser's in app/app.tsx), so a screen that calls a data router's hook fails its tests as it
 * would fail in the app. `router` follows the location.
 */
export function renderInRouter(element: ReactElement, initialEntry: InitialEntry) {
  let navigateTo: NavigateFunction | null = null;
  const router: RouterHandle = {
    state: {
      location: { pathname: '/', search: '', hash: '', state: null, key: 'default' },
      historyAction: 'POP' as NavigationType,
    },
    async navigate(to) {
      if (!navigateTo) throw new Error('The router has not rendered yet');
      await (typeof to === 'number' ? navigateTo(to) : navigateTo(to));
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
    <MemoryRouter initialEntries={[initialEntry]}>
      <RouterSpy />
      {element}
    </MemoryRouter>,
  );
  return { ...view, router };
}

/**
 * Renders `routes` under the provider the app's data layer gives every screen past sign-in
 * (app/provider.tsx), in the app's router mode.
 */
export function renderRoutes(
  routes: RouteObject[],
  {
    initialEntry,
    queryClient = testQueryClient(),
  }: { initialEntry: InitialEntry; queryClient?: QueryClient },
) {
  const provided: RouteObject = {
    element: (
      <AppProvider queryClient={queryClient}>
        <Outlet />
      </AppProvider>
    ),
    children: routes,
  };
  // Stable: `useRoutes` takes the same table on every render, as the app's.
  const table = [provided];
  return { ...renderInRouter(<RouteTable routes={table} />, initialEntry), queryClient };
}

interface RenderOptions {
  /** Where the memory router starts: a path or a full entry with state. */
  initialEntry?: InitialEntry;
  /** Further routes next to the one under test, e.g. destinations of a navigation. */
  routes?: RouteObject[];
  queryClient?: QueryClient;
}

/** Renders `element` at `path` as the app renders a screen; any other path shows a LocationProbe. */
export function renderRoute(path: string, element: ReactElement, options: RenderOptions = {}) {
  return renderRoutes(
    [{ path, element }, ...(options.routes ?? []), { path: '*', element: <LocationProbe /> }],
    { initialEntry: options.initialEntry ?? path, queryClient: options.queryClient },
  );
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
  familyId: 7,
  name: 'Алия',
  fullName: 'Алия',
  phone: '+998901234567',
  age: null,
  avatar: 'boy',
  role: 'learner',
  editor: false,
  createdAt: '2025-01-01T00:00:00.000Z',
  stats: { learningDays: 0, totalModules: 0, totalDictionaries: 0 },
} as const;

export const codeSent = (phone = '+998901234567') => ({
  sent: true,
  phone,
  resendAfterSeconds: 60,
});

/** The app's provider, for tests of a component outside any route. */
export { AppProvider };
