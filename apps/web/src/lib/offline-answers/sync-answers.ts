import { apiClient, isApiError } from '../api-client';
import { queuedAnswersOf, removeQueuedAnswer, type QueuedAnswer } from './answer-queue';
import { currentLearner } from './learner';

/**
 * How long a queued answer is kept: the server honours a key for at least this many days (the
 * contract's IDEMPOTENCY_KEY_DAYS, ADR 0050); an older one could be stored twice, so it is dropped.
 */
export const QUEUED_ANSWER_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** What one sync did. */
export interface SyncOutcome {
  /** Answers the server took (200), by game. */
  sentGames: number[];
  /** Answers the server will never take (a course closed, a question gone): dropped. */
  refused: number;
  /** Answers older than {@link QUEUED_ANSWER_MAX_AGE_MS}: dropped unsent. */
  expired: number;
  /** Why the sync stopped with answers left (no network, a server fault, the session), or null. */
  stoppedBy: unknown;
}

/**
 * A refusal that no later try changes: the answer is dropped (the server's word stands, ADR
 * 0052). 401 (the session), 408, 429 (wait) and 5xx (the server) may pass: the answer stays.
 */
export function isFinalRefusal(error: unknown): boolean {
  if (!isApiError(error)) return false;
  const { status } = error;
  return status >= 400 && status < 500 && status !== 401 && status !== 408 && status !== 429;
}

export interface SyncDeps {
  send?: (answer: QueuedAnswer) => Promise<unknown>;
  now?: () => number;
}

/** POST /user-questions with the answer's own key: a repeat stores nothing (ADR 0050). */
function sendAnswer(answer: QueuedAnswer) {
  return apiClient.post('/user-questions', answer.body, (c) => c.submitAnswerResponseSchema, {
    idempotencyKey: answer.key,
  });
}

/**
 * Sends `learner`'s queued answers one at a time, oldest first, each with its key: taken (200) →
 * off the queue; refused for good → off the queue, counted; anything else → stop, the answer
 * stays for the next try. Stops too when the token on the device is no longer the learner's (a
 * sibling took the phone): an answer is never sent with another child's token.
 */
export async function syncAnswers(learner: string, deps: SyncDeps = {}): Promise<SyncOutcome> {
  const send = deps.send ?? sendAnswer;
  const now = deps.now ?? Date.now;
  const outcome: SyncOutcome = { sentGames: [], refused: 0, expired: 0, stoppedBy: null };
  for (const answer of await queuedAnswersOf(learner)) {
    if (now() - answer.at > QUEUED_ANSWER_MAX_AGE_MS) {
      await removeQueuedAnswer(answer.key);
      outcome.expired += 1;
      continue;
    }
    if (currentLearner() !== learner) {
      outcome.stoppedBy = new Error('Another learner signed in');
      break;
    }
    try {
      await send(answer);
    } catch (error) {
      if (!isFinalRefusal(error)) {
        outcome.stoppedBy = error;
        break;
      }
      outcome.refused += 1;
      await removeQueuedAnswer(answer.key);
      continue;
    }
    outcome.sentGames.push(answer.gameId);
    await removeQueuedAnswer(answer.key);
  }
  return outcome;
}

const SYNC_LOCK = 'bolajon-answer-sync';

/**
 * Runs `sync` in one tab at a time (a Web Lock); null when another tab holds the lock (it sends
 * the same queue). Without Web Locks (older browsers) the tab syncs alone: the keys make a double
 * send harmless, only the order across two tabs is not kept.
 */
export async function inSyncLock<T>(sync: () => Promise<T>): Promise<T | null> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return sync();
  return locks.request(SYNC_LOCK, { ifAvailable: true }, (lock) => (lock ? sync() : null));
}

/** The wait before try `attempt` (from 1) after a sync stopped: 5 s, 10 s, 20 s… at most 5 min. */
export function retryDelayMs(attempt: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempt - 1), 5 * 60_000);
}
