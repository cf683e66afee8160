import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentLearner } from './learner';

/** The device's queued answers, per learner; every key of them under the first part. */
export const pendingAnswersKeys = {
  all: () => ['offline-answers'] as const,
  of: (learner: string | null) => ['offline-answers', learner] as const,
};

/**
 * The learner's queued answers (ADR 0052), read from IndexedDB — a read that needs no network,
 * so it runs offline too. Its code loads with the first read: the map needs it only then.
 */
export const pendingAnswersQueryOptions = (learner: string | null) =>
  queryOptions({
    queryKey: pendingAnswersKeys.of(learner),
    queryFn: async () => (learner ? (await import('./answer-queue')).queuedAnswersOf(learner) : []),
    // No learner (a token that names none): nothing can be queued, nothing to read.
    enabled: learner !== null,
    networkMode: 'always',
    staleTime: Infinity,
    retry: false,
  });

/** The queued answers of the child playing now. */
export function usePendingAnswers() {
  return useQuery(pendingAnswersQueryOptions(currentLearner()));
}
