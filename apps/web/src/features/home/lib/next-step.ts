import type { GameStatus } from '@bolajon/contract';
import type { MapLesson } from './merge-progress';

/** Where the map's "play" bubble points: a lesson's show-and-say step, or a game. */
export type MapStep = { kind: 'intro'; lessonId: number } | { kind: 'game'; gameId: number };

/**
 * The next step of the map (ADR 0038): the first game open to play and not played yet — or, while
 * its lesson's show-and-say step is not seen through, that step. The game itself stays playable:
 * the bubble only suggests the words first. Null when no game waits.
 */
export function nextStep(lessons: readonly MapLesson[]): MapStep | null {
  for (const lesson of lessons) {
    const game = lesson.games.find((g) => g.status === 'active' && g.stars === 0);
    if (!game) continue;
    return lesson.introSeen || !hasWordsStep(lesson)
      ? { kind: 'game', gameId: game.id }
      : { kind: 'intro', lessonId: lesson.id };
  }
  return null;
}

/**
 * A lesson's show-and-say step opens as its first game does: locked with a course not bought,
 * inactive until the lesson before is played through (the map's order), else active.
 */
export function introStatus(lesson: MapLesson): GameStatus | null {
  if (!hasWordsStep(lesson)) return null;
  return lesson.games[0]?.status ?? null;
}

/** A lesson that teaches no new words (a review lesson) has no show-and-say step: games first. */
export function hasWordsStep(lesson: Pick<MapLesson, 'newWords'>): boolean {
  return lesson.newWords !== 0;
}

/**
 * The game the show-and-say step's "Play!" goes to: the lesson's first game open and not played
 * yet, else its first game (a replay). Null for a lesson without games.
 */
export function gameAfterIntro(lesson: Pick<MapLesson, 'games'>): number | null {
  const waiting = lesson.games.find((g) => g.status === 'active' && g.stars === 0);
  return (waiting ?? lesson.games[0])?.id ?? null;
}
