import type { GameStatus, HomeResponse, MyProgressResponse } from '@bolajon/contract';

export interface MapGame {
  id: number;
  stars: number;
  status: GameStatus;
}

export interface MapLesson {
  id: number;
  title: string;
  games: MapGame[];
}

/**
 * The map: home data with the user's progress laid over it by lesson id and game id (spec
 * section 3). Lessons and games only the progress knows are kept too, after the others.
 */
export function mergeProgress(
  home: HomeResponse | undefined,
  progress: MyProgressResponse | undefined,
): MapLesson[] {
  const progressLessons = new Map((progress?.lessons ?? []).map((lesson) => [lesson.id, lesson]));
  const merged: MapLesson[] = (home?.lessons ?? []).map((lesson) => {
    const overlay = progressLessons.get(lesson.id);
    progressLessons.delete(lesson.id);
    if (!overlay) return { id: lesson.id, title: lesson.title, games: [...lesson.games] };
    const overlayGames = new Map(overlay.games.map((game) => [game.id, game]));
    const games = lesson.games.map((game) => {
      const progressGame = overlayGames.get(game.id);
      overlayGames.delete(game.id);
      return progressGame
        ? { id: game.id, stars: progressGame.stars, status: progressGame.status }
        : { ...game };
    });
    for (const extra of overlayGames.values()) games.push({ ...extra });
    return { id: lesson.id, title: lesson.title, games };
  });
  for (const lesson of progressLessons.values()) {
    merged.push({ id: lesson.id, title: lesson.title, games: lesson.games.map((g) => ({ ...g })) });
  }
  return merged;
}

/**
 * The header's block title (spec section 2: the block of the last lesson in the progress data).
 * The api lists every lesson of the course in its progress, so "last" is read as the last lesson
 * the user has reached (a game open to play or with stars); the lesson-1 label (null here) when
 * there is none.
 */
export function headerBlockTitle(progress: MyProgressResponse | undefined): string | null {
  const reached = (progress?.lessons ?? []).filter((lesson) =>
    lesson.games.some((game) => game.status === 'active' || game.stars > 0),
  );
  return reached.at(-1)?.block.title ?? null;
}
