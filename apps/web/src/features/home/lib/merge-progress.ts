import type { GameStatus, HomeResponse, MyProgressResponse } from '@bolajon/contract';

export interface MapGame {
  id: number;
  stars: number;
  status: GameStatus;
}

export interface MapLesson {
  id: number;
  title: string;
  /** The title's Uzbek form, shown under it in the Uzbek interface; null when there is none. */
  titleUz: string | null;
  /** The lesson's show-and-say step was seen through by the child (ADR 0038). */
  introSeen: boolean;
  /**
   * The lesson's new words: 0 for a review lesson, which has no show-and-say step (issue 22). Null
   * while the progress is not loaded (the step is shown, as for most lessons).
   */
  newWords: number | null;
  games: MapGame[];
}

/** A content title with its Uzbek form (null when the pack gives none). */
export interface ContentTitle {
  title: string;
  titleUz: string | null;
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
    const titles = { id: lesson.id, title: lesson.title, titleUz: lesson.titleUz };
    if (!overlay) return { ...titles, introSeen: false, newWords: null, games: [...lesson.games] };
    const overlayGames = new Map(overlay.games.map((game) => [game.id, game]));
    const games = lesson.games.map((game) => {
      const progressGame = overlayGames.get(game.id);
      overlayGames.delete(game.id);
      return progressGame
        ? { id: game.id, stars: progressGame.stars, status: progressGame.status }
        : { ...game };
    });
    for (const extra of overlayGames.values()) games.push({ ...extra });
    return { ...titles, introSeen: overlay.introSeen, newWords: overlay.newWords, games };
  });
  for (const lesson of progressLessons.values()) {
    merged.push({
      id: lesson.id,
      title: lesson.title,
      titleUz: lesson.titleUz,
      introSeen: lesson.introSeen,
      newWords: lesson.newWords,
      games: lesson.games.map((g) => ({ ...g })),
    });
  }
  return merged;
}

/**
 * The header's block, its title and Uzbek form (spec section 2: the block of the last lesson in
 * the progress data).
 * The api lists every lesson of the course in its progress, so "last" is read as the last lesson
 * the user has reached (a game open to play or with stars); the lesson-1 label (null here) when
 * there is none.
 */
export function headerBlock(progress: MyProgressResponse | undefined): ContentTitle | null {
  const reached = (progress?.lessons ?? []).filter((lesson) =>
    lesson.games.some((game) => game.status === 'active' || game.stars > 0),
  );
  const block = reached.at(-1)?.block;
  return block ? { title: block.title, titleUz: block.titleUz } : null;
}
