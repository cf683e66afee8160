import { REVIEW_INTERVAL_DAYS, type MarkState } from '@bolajon/contract';

/**
 * The dictionary's review schedule (DESIGN.md section 4), as pure functions of the day: which
 * word comes next, and how a "know" or "don't know" moves a word's next review. Dates are UTC
 * calendar days, YYYY-MM-DD, the same days the active-day record uses.
 */

/** The contract's mark states (one source with the database and the web, ADR 0033). */
export type { MarkState };

/** A learner's mark on a word: `step` indexes {@link REVIEW_INTERVAL_DAYS}. */
export interface Mark {
  state: MarkState;
  step: number;
  /** The day the word is next due for review. */
  dueOn: string;
}

/** A word the learner may review, with the mark on it (null: never marked — a new word). */
export interface ReviewCandidate {
  wordId: number;
  /** Its place in course order (course, module, block, lesson, word). */
  position: number;
  mark: Mark | null;
  /** When the learner last marked it; null for a new word. */
  reviewedAt: Date | null;
}

export interface ReviewPick {
  wordId: number;
  /** False when nothing was due and this is the least recently seen word, for practice. */
  due: boolean;
}

const LAST_STEP = REVIEW_INTERVAL_DAYS.length - 1;

/** `day` plus `days` calendar days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The UTC calendar day of an instant. */
export function utcDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/**
 * The mark after a "know" (`learned`) or "don't know" (`unlearned`) on `today`:
 * - don't know: due again today (it comes back after another word), the intervals start over;
 * - know on a new or don't-know word: due in 1 day;
 * - know on a known word that was due: the next interval (1, 3, 7, 16, 35 days; 35 stays);
 * - know on a known word not yet due: nothing changes — so a repeated mark (a double tap, a
 *   retried request, the same word marked from a list) is harmless.
 */
export function applyMark(previous: Mark | null, mark: MarkState, today: string): Mark {
  if (mark === 'unlearned') return { state: 'unlearned', step: 0, dueOn: today };
  if (previous?.state !== 'learned') {
    return { state: 'learned', step: 0, dueOn: addDays(today, REVIEW_INTERVAL_DAYS[0]) };
  }
  if (previous.dueOn > today) return previous;
  const step = Math.min(previous.step + 1, LAST_STEP);
  return { state: 'learned', step, dueOn: addDays(today, REVIEW_INTERVAL_DAYS[step]!) };
}

/** A "don't know" word comes back after this many other words, or after {@link COOL_DOWN_MS}. */
export const WORDS_BETWEEN_REPEATS = 3;
export const COOL_DOWN_MS = 10 * 60_000;

/**
 * Which group a word falls in, most urgent first: 0 a due "don't know" word that has rested (three
 * other words marked since, or ten minutes), 1 a new word, 2 a due "know" word, 3 a "don't know"
 * word still resting, 4 a word not due (practice only). The rest keeps a child who answers "don't
 * know" to everything moving: at most four words are in play until one is known, and each word
 * known lets a new one in.
 */
function group(candidate: ReviewCandidate, today: string, rested: boolean): 0 | 1 | 2 | 3 | 4 {
  const { mark } = candidate;
  if (!mark) return 1;
  if (mark.dueOn > today) return 4;
  if (mark.state === 'learned') return 2;
  return rested ? 0 : 3;
}

const time = (date: Date | null) => date?.getTime() ?? 0;

/** A word marked this recently is still "the word before" when the learner comes back. */
export const SAME_SITTING_MS = 60 * 60_000;

/**
 * The next word to review at `now`: due "don't know" words that have rested first (longest
 * overdue, then least recently seen), then new words in course order, then due "know" words
 * (longest overdue first), then "don't know" words still resting; when none is due, the least recently seen word, with `due` false. The word on the
 * screen (`exclude`) and the word marked last, if that was within the hour, come only when there
 * is no other: the same word never comes twice in a row while there are two. Null when there are
 * no words.
 */
export function pickReviewWord(
  candidates: readonly ReviewCandidate[],
  now: Date,
  exclude: number | null = null,
): ReviewPick | null {
  const today = utcDay(now);
  let lastMarked: ReviewCandidate | null = null;
  for (const c of candidates) {
    if (c.reviewedAt && time(c.reviewedAt) > time(lastMarked?.reviewedAt ?? null)) lastMarked = c;
  }
  const avoid = new Set<number>();
  if (exclude !== null) avoid.add(exclude);
  if (lastMarked && now.getTime() - time(lastMarked.reviewedAt) < SAME_SITTING_MS) {
    avoid.add(lastMarked.wordId);
  }
  const others = candidates.filter((c) => !avoid.has(c.wordId));
  const pool = others.length > 0 ? others : candidates;
  const seen = candidates
    .map((c) => time(c.reviewedAt))
    .filter((t) => t > 0)
    .sort((a, b) => b - a);
  /** Words marked after this one, up to the number that matters. */
  const markedSince = (c: ReviewCandidate) => {
    let count = 0;
    for (const t of seen) {
      if (t <= time(c.reviewedAt) || count === WORDS_BETWEEN_REPEATS) break;
      count += 1;
    }
    return count;
  };
  const rested = (c: ReviewCandidate) =>
    markedSince(c) >= WORDS_BETWEEN_REPEATS || now.getTime() - time(c.reviewedAt) >= COOL_DOWN_MS;
  let best: { candidate: ReviewCandidate; group: number } | null = null;
  for (const candidate of pool) {
    const g = group(candidate, today, rested(candidate));
    if (!best || compare(candidate, g, best.candidate, best.group) < 0) {
      best = { candidate, group: g };
    }
  }
  return best ? { wordId: best.candidate.wordId, due: best.group < 4 } : null;
}

function compare(a: ReviewCandidate, groupA: number, b: ReviewCandidate, groupB: number): number {
  if (groupA !== groupB) return groupA - groupB;
  if (groupA === 0 || groupA === 2 || groupA === 3) {
    const byDue = a.mark!.dueOn.localeCompare(b.mark!.dueOn);
    if (byDue !== 0) return byDue;
  }
  if (groupA !== 1) {
    const bySeen = time(a.reviewedAt) - time(b.reviewedAt);
    if (bySeen !== 0) return bySeen;
  }
  return a.position - b.position;
}
