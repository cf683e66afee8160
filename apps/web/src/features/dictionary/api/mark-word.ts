import type { MarkState } from '@bolajon/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type WordMarkKind = MarkState;

/** Marks a dictionary word "know" (learned) or "don't know" (unlearned); repeating it is harmless. */
export function markWord({ wordId, mark }: { wordId: number; mark: WordMarkKind }) {
  const path = mark === 'learned' ? 'mark-learned' : 'mark-unlearned';
  return apiClient.post(`/user-dictionary/${path}/${wordId}`, undefined, (c) => c.wordMarkSchema);
}

/**
 * A mark changes both lists and the profile's word count; the cards of a visit in progress stay
 * as they are (they are that visit's history).
 */
export function useMarkWord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markWord,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.learnedWords() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.unlearnedWords() });
      // The user is always on screen (the shell reads it): marked stale, read again when the
      // profile opens, not after every answer.
      void queryClient.invalidateQueries({ queryKey: queryKeys.me(), refetchType: 'none' });
    },
  });
}
