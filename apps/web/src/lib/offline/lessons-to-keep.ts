/** A lesson of the map as keeping it for offline play needs it. */
export interface MapLessonForKeeping {
  id: number;
  games: readonly { id: number; status: 'active' | 'inactive' | 'locked'; stars: number }[];
}

/**
 * The lessons kept by themselves (issue 24): the child's current lesson — the first with a game
 * open and not played yet, else the last with a game open — and the one after it, unless that one
 * is locked (a course not bought: its answers would be refused).
 */
export function lessonsToKeep(
  lessons: readonly MapLessonForKeeping[],
): { lessonId: number; gameIds: number[] }[] {
  const open = (lesson: MapLessonForKeeping) =>
    lesson.games.length > 0 && lesson.games.some((game) => game.status !== 'locked');
  let current = lessons.findIndex((lesson) =>
    lesson.games.some((game) => game.status === 'active' && game.stars === 0),
  );
  if (current === -1) {
    current = lessons.findLastIndex((lesson) =>
      lesson.games.some((game) => game.status === 'active'),
    );
  }
  if (current === -1) return [];
  return lessons
    .slice(current, current + 2)
    .filter(open)
    .map((lesson) => ({ lessonId: lesson.id, gameIds: lesson.games.map((game) => game.id) }));
}
