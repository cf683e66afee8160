// The learning loop's rules that the API, its database and the web app share (ADR 0033): stars, a
// round's result and course order, each written once. No zod here: the map draws stars before the
// contract's chunk has loaded, so the web build keeps this module with the signed-in shell
// (apps/web/scripts/chunk-groups.mjs). That is why the contract's index and core do not re-export
// it: import `@bolajon/contract/progress-rules`.

/** The most stars a game gives: a complete round of 90 % or more. */
export const MAX_STARS = 3;

/** Stars for a complete round: 3 at >= 90 %, 2 at >= 70 %, 1 below. */
export function starsForResult(percent: number): 1 | 2 | 3 {
  if (percent >= 90) return MAX_STARS;
  if (percent >= 70) return 2;
  return 1;
}

export type PerformanceLabel = 'excellent' | 'good' | 'tryAgain';
export function performanceLabel(percent: number): PerformanceLabel {
  if (percent >= 90) return 'excellent';
  if (percent >= 70) return 'good';
  return 'tryAgain';
}

/** One answer given in a round. */
export interface RoundAnswer {
  questionId: number;
  isCorrect: boolean;
}

export interface RoundResult {
  /** Questions with an answer in the round. */
  answered: number;
  /** Of them, those whose first answer in the round was right. */
  right: number;
  /** `right` as a whole percentage of the round's questions, 0–100; 0 when there are none. */
  percent: number;
}

/**
 * A round's result (DESIGN.md section 4): a question counts by the first answer given to it in
 * the round; a retry after a wrong answer is practice and does not lift it. `answers` come oldest
 * first. `questionCount` is how many questions the round has; without it, those answered (the
 * outro counts what the round showed).
 */
export function roundResult(answers: readonly RoundAnswer[], questionCount?: number): RoundResult {
  const first = new Map<number, boolean>();
  for (const answer of answers) {
    if (!first.has(answer.questionId)) first.set(answer.questionId, answer.isCorrect);
  }
  const right = [...first.values()].filter(Boolean).length;
  return {
    answered: first.size,
    right,
    percent: resultPercent(right, questionCount ?? first.size),
  };
}

/** `right` of `total` as a whole percentage, 0–100; 0 when there is nothing to count. */
export function resultPercent(right: number, total: number): number {
  // Whole numbers first: (right / total) * 100 would round 23 of 40 to 57, not 58.
  return total === 0 ? 0 : Math.round((right * 100) / total);
}

/** A lesson as course order needs it: its course, and its games in their order. */
export interface LessonInCourseOrder {
  courseId: number;
  games: readonly { id: number }[];
}

/**
 * The game before each game in its course's order, null for a course's first game (DESIGN.md
 * section 4: a game opens once the one before it is complete). `lessons` come in course order
 * (course, module, block, lesson), as the map lists them.
 */
export function previousGameIds(
  lessons: readonly LessonInCourseOrder[],
): Map<number, number | null> {
  const previous = new Map<number, number | null>();
  const lastOfCourse = new Map<number, number>();
  for (const lesson of lessons) {
    for (const game of lesson.games) {
      previous.set(game.id, lastOfCourse.get(lesson.courseId) ?? null);
      lastOfCourse.set(lesson.courseId, game.id);
    }
  }
  return previous;
}

/** `date` (YYYY-MM-DD, UTC) moved by `days` (negative goes back), across month and year ends. */
export function addIsoDays(date: string, days: number): string {
  const [year = NaN, month = NaN, day = NaN] = date.split('-').map(Number);
  const moved = new Date(Date.UTC(year, month - 1, day + days));
  return moved.toISOString().slice(0, 10);
}

/**
 * How many days in a row the child has been active, counted back from `today` (YYYY-MM-DD, UTC).
 *
 * When today is not active yet the count starts from yesterday: the day is not over, so a child
 * who played every day up to yesterday still has their streak this morning (it only breaks once
 * a whole day passes without play). Days after `today` (a clock running behind) are ignored.
 * The profile and the parent's view both count it here.
 */
export function streakLength(activeDays: ReadonlySet<string>, today: string): number {
  let day = activeDays.has(today) ? today : addIsoDays(today, -1);
  let count = 0;
  while (activeDays.has(day)) {
    count += 1;
    day = addIsoDays(day, -1);
  }
  return count;
}
