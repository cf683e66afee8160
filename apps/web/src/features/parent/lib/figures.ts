import type { ChildOverview, PeriodFigures } from '@bolajon/contract';

/** The six figures of a period, in the order the card shows them. */
export const figureKeys = [
  'daysActive',
  'minutesPlayed',
  'gamesCompleted',
  'stars',
  'lessonsCompleted',
  'wordsLearned',
] as const satisfies readonly (keyof PeriodFigures)[];

export type Period = 'last7' | 'last30';

export const periodIsEmpty = (figures: PeriodFigures) =>
  figureKeys.every((key) => figures[key] === 0);

/**
 * A child with nothing to show yet: no play in 30 days, no award, no word missed. The card then
 * says so in a sentence instead of a wall of zeros.
 */
export function hasNotPlayed(overview: ChildOverview): boolean {
  return (
    periodIsEmpty(overview.last30) &&
    overview.streak === 0 &&
    overview.achievements.length === 0 &&
    overview.wordsToPractise.length === 0
  );
}
