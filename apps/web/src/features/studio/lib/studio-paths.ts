import { byId, paths } from '../../../lib/paths';

/** The preview of one game of a lesson (or draft), by the lesson's id and the game's key. */
function gamePreview(pattern: `${string}/:id/preview/:gameKey`) {
  return {
    pattern,
    href: (id: number, gameKey: string) =>
      pattern.replace(':id', String(id)).replace(':gameKey', encodeURIComponent(gameKey)),
  };
}

/**
 * The course studio's screens (issue 23, editors only), written once. They live here, in the
 * studio's chunks, not in lib/paths.ts, which is in every learner's first load: the entry's route
 * table has one route for them all, `/studio/*`, and app/routes/studio/studio-routes.tsx matches
 * these under it. `tree` and `lesson` are lib/paths.ts's: the learner's settings link to the tree,
 * and course-tree.tsx still links to a lesson by `paths.studioLesson`.
 */
export const studioPaths = {
  /** The course tree. */
  tree: paths.studio,
  lesson: paths.studioLesson,
  /** A lesson never published yet: its draft, by the draft's id. */
  draft: byId('/studio/drafts/:id'),
  /** A lesson's game (by its key) played as a child sees it; nobody's progress changes. */
  lessonPreview: gamePreview('/studio/lessons/:id/preview/:gameKey'),
  /** A never-published lesson's game, from its draft, likewise. */
  draftPreview: gamePreview('/studio/drafts/:id/preview/:gameKey'),
} as const;
