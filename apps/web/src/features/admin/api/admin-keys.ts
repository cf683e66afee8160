/**
 * The console's query keys. Kept beside its api files rather than in lib/query-keys.ts: nothing
 * outside the console reads or invalidates them.
 */
export const adminKeys = {
  /** Every console query: a change made here invalidates below this. */
  all: () => ['admin-console'] as const,
  searches: () => ['admin-console', 'families', 'search'] as const,
  search: (digits: string) => ['admin-console', 'families', 'search', digits] as const,
  family: (id: number) => ['admin-console', 'families', 'one', id] as const,
} as const;
