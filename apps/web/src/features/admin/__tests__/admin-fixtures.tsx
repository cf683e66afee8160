import type {
  AdminAuditEntry,
  AdminCourse,
  AdminFamily,
  AdminFamilySummary,
  User,
} from '@bolajon/contract';
import AdminFamilyRoute from '../../../app/routes/admin/family';
import AdminSearchRoute from '../../../app/routes/admin/search';
import { paths } from '../../../lib/paths';
import { storageKeys } from '../../../lib/storage';
import {
  LocationProbe,
  jsonResponse,
  mockApi,
  sampleUser,
  renderRoutes,
} from '../../../test/utils';

type Handler = Parameters<typeof mockApi>[0][string];

/** The support person signed in. */
export const supportUser = (overrides: Partial<User> = {}): User => ({
  ...sampleUser,
  id: 1,
  name: 'Дилноза',
  fullName: 'Дилноза',
  phone: '+998711112233',
  role: 'admin',
  ...overrides,
});

export const summary = (overrides: Partial<AdminFamilySummary> = {}): AdminFamilySummary => ({
  id: 42,
  name: 'Алия',
  phone: '+998901234567',
  role: 'learner',
  editor: false,
  // Mid-day UTC: the same date in every time zone a test machine may have.
  createdAt: '2025-03-12T10:00:00.000Z',
  lastActiveDay: '2025-04-02',
  ...overrides,
});

export const course = (overrides: Partial<AdminCourse> = {}): AdminCourse => ({
  id: 3,
  title: 'Русский для малышей',
  open: false,
  grantedAt: null,
  grantedBy: null,
  gamesTotal: 24,
  gamesCompleted: 5,
  stars: 12,
  starsMax: 72,
  ...overrides,
});

export const auditEntry = (overrides: Partial<AdminAuditEntry> = {}): AdminAuditEntry => ({
  id: 1,
  at: '2025-04-01T11:30:00.000Z',
  actor: { id: 1, name: 'Дилноза', phone: '+998711112233' },
  action: 'course.open',
  subject: 'Русский для малышей',
  before: 'closed',
  after: 'open',
  ...overrides,
});

export const family = (overrides: Partial<AdminFamily> = {}): AdminFamily => ({
  ...summary(),
  age: 6,
  courses: [course()],
  audit: [],
  ...overrides,
});

/** The signed-in support person's calls, and whatever the test adds. */
export function mockAdminApi(handlers: Record<string, Handler>, me: User = supportUser()) {
  localStorage.setItem(storageKeys.accessToken, 'access-1');
  localStorage.setItem(storageKeys.refreshToken, 'refresh-1');
  return mockApi({ 'GET /users/me': () => jsonResponse(200, me), ...handlers });
}

/**
 * The console's two route modules (guard included) in a memory router at `entry` (a path with
 * its search); any other path shows where the router went.
 */
export function renderConsole(entry: string) {
  const { router, queryClient } = renderRoutes(
    [
      { path: paths.admin.pattern, element: <AdminSearchRoute /> },
      { path: paths.adminFamily.pattern, element: <AdminFamilyRoute /> },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntry: entry },
  );
  return { router, queryClient };
}
