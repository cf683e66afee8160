/**
 * The studio's query keys. Kept beside its api files rather than in lib/query-keys.ts: nothing
 * outside the studio reads or invalidates them.
 */
export const studioKeys = {
  /** Every studio query: a change made in the studio invalidates below this. */
  all: () => ['studio'] as const,
  courses: () => ['studio', 'courses'] as const,
  drafts: () => ['studio', 'drafts'] as const,
  /** One saved draft by its id (under `drafts`: invalidating the list refreshes it too). */
  draft: (draftId: number) => ['studio', 'drafts', draftId] as const,
  lessonDraft: (lessonId: number) => ['studio', 'lessons', lessonId, 'draft'] as const,
} as const;
