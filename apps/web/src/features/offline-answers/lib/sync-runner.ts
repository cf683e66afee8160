import { subscribeAnswerQueue } from '../../../lib/offline-answers/answer-queue';
import { currentLearner } from '../../../lib/offline-answers/learner';
import {
  inSyncLock,
  retryDelayMs,
  syncAnswers,
  type SyncOutcome,
} from '../../../lib/offline-answers/sync-answers';
import { subscribeSession } from '../../../lib/session';

export interface SyncRunnerDeps {
  /** Told what each sync did (the caller refreshes what changed and shows a refusal's note). */
  onOutcome: (outcome: SyncOutcome) => void;
  /** One sync of `learner`'s queue; null when another tab is syncing it. */
  sync?: (learner: string) => Promise<SyncOutcome | null>;
}

/**
 * When the device sends its queued answers (ADR 0052): at once, when the network returns (the
 * `online` event), after an answer is queued while online, and when another child's session
 * starts; one sync at a time, and after one that stopped with answers left (no network, a server
 * fault) again later, waiting longer each time (5 s, 10 s… 5 min), never in a busy loop.
 * Returns the way to stop.
 */
export function startSyncRunner({
  onOutcome,
  sync = (learner) => inSyncLock(() => syncAnswers(learner)),
}: SyncRunnerDeps): () => void {
  let stopped = false;
  let running = false;
  let again = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const later = () => {
    failures += 1;
    timer = setTimeout(() => void run(), retryDelayMs(failures));
  };

  async function run(): Promise<void> {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    const learner = currentLearner();
    if (!learner || navigator.onLine === false) return;
    clearTimeout(timer);
    running = true;
    try {
      const outcome = await sync(learner);
      if (outcome && !stopped) {
        onOutcome(outcome);
        if (outcome.stoppedBy) later();
        else failures = 0;
      }
    } catch (error) {
      console.warn('Could not send the queued answers', error);
      if (!stopped) later();
    } finally {
      running = false;
      if (again) {
        again = false;
        void run();
      }
    }
  }

  const onOnline = () => {
    failures = 0;
    void run();
  };
  window.addEventListener('online', onOnline);
  const unsubscribeQueue = subscribeAnswerQueue((change) => {
    if (change === 'queued') void run();
  });
  const unsubscribeSession = subscribeSession(() => void run());
  void run();

  return () => {
    stopped = true;
    clearTimeout(timer);
    window.removeEventListener('online', onOnline);
    unsubscribeQueue();
    unsubscribeSession();
  };
}
