import type { MyProgressResponse } from '@bolajon/contract';
import { roundResult, starsForResult, type RoundResult } from '@bolajon/contract/progress-rules';
import type { QueuedAnswer } from './answer-queue';

/** The answers of one visit to a game's play, oldest first. */
export interface DevicePlay {
  gameId: number;
  questionCount: number;
  answers: readonly QueuedAnswer[];
}

/** The queued answers grouped by visit (a play), in the order the plays began. */
export function devicePlays(queued: readonly QueuedAnswer[]): DevicePlay[] {
  const plays = new Map<string, DevicePlay & { answers: QueuedAnswer[] }>();
  for (const answer of queued) {
    let play = plays.get(answer.playId);
    if (!play) {
      play = { gameId: answer.gameId, questionCount: answer.questionCount, answers: [] };
      plays.set(answer.playId, play);
    }
    play.answers.push(answer);
  }
  return [...plays.values()];
}

/**
 * A play's round by the contract's {@link roundResult}, the rule the server scores with: each
 * question counts by its first answer, a repeat is practice; the percentage is of the game's
 * questions. `complete` once every question has an answer (the server's "complete", ADR 0052).
 */
export function playRound(play: DevicePlay): RoundResult & { complete: boolean } {
  const result = roundResult(
    play.answers.map((a) => ({ questionId: a.body.questionId, isCorrect: a.isCorrect })),
    play.questionCount,
  );
  return { ...result, complete: play.questionCount > 0 && result.answered >= play.questionCount };
}

/** The latest play of game `gameId` among the queued answers, or null when none is queued. */
export function latestPlayOf(queued: readonly QueuedAnswer[], gameId: number): DevicePlay | null {
  return devicePlays(queued).findLast((play) => play.gameId === gameId) ?? null;
}

/** The stars of each game with a complete round in the queue: its best such round's. */
export function pendingRounds(queued: readonly QueuedAnswer[]): ReadonlyMap<number, number> {
  const stars = new Map<number, number>();
  for (const play of devicePlays(queued)) {
    const round = playRound(play);
    if (!round.complete) continue;
    stars.set(play.gameId, Math.max(stars.get(play.gameId) ?? 0, starsForResult(round.percent)));
  }
  return stars;
}

/**
 * The map as the server gave it, with the rounds completed on the device and not yet sent: such a
 * game shows the better of the server's stars and the device's, and the game after it in course
 * order opens (an inactive game turns active; a locked one stays locked). Lessons come in course
 * order; the game after a course's last is the next course's first, which is never inactive (it
 * is active or locked), so the list's next game is the next in course order wherever it matters.
 */
export function withPendingRounds(
  progress: MyProgressResponse,
  pending: ReadonlyMap<number, number>,
): MyProgressResponse {
  if (pending.size === 0) return progress;
  const games = progress.lessons.flatMap((lesson) => lesson.games);
  const opened = new Set<number>();
  games.forEach((game, index) => {
    const next = games[index + 1];
    if (pending.has(game.id) && next) opened.add(next.id);
  });
  return {
    ...progress,
    lessons: progress.lessons.map((lesson) => ({
      ...lesson,
      games: lesson.games.map((game) => {
        const stars = Math.max(game.stars, pending.get(game.id) ?? 0);
        const status = game.status === 'inactive' && opened.has(game.id) ? 'active' : game.status;
        return stars === game.stars && status === game.status ? game : { ...game, stars, status };
      }),
    })),
  };
}
