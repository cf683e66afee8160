import type { MapLesson } from './merge-progress';

/**
 * Where the free part of the map ends: the index of the first lesson whose games are all locked
 * (the course is not bought), when every lesson before it has been played through; else null.
 * The map shows what comes next there (issue 20). Call it only when no game waits to be played.
 */
export function freePartEnd(lessons: readonly MapLesson[]): number | null {
  const index = lessons.findIndex(
    (lesson) => lesson.games.length > 0 && lesson.games.every((game) => game.status === 'locked'),
  );
  if (index <= 0) return null;
  const before = lessons.slice(0, index).flatMap((lesson) => lesson.games);
  return before.every((game) => game.status === 'active' && game.stars > 0) ? index : null;
}
