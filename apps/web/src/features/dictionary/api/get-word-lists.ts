import type { DictionaryRecord, MarkState } from '@bolajon/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type WordListKind = MarkState;

export function getWordList(kind: WordListKind, signal?: AbortSignal): Promise<DictionaryRecord[]> {
  const path = kind === 'learned' ? '/user-dictionary/my-learned' : '/user-dictionary/my-unlearned';
  return apiClient.get(path, (c) => c.dictionaryRecordsResponseSchema, { signal });
}

/** The query key of one list, for the screens that update it in place. */
export function wordListKey(kind: WordListKind) {
  return kind === 'learned' ? queryKeys.learnedWords() : queryKeys.unlearnedWords();
}

/** The words the learner marked "know" (learned) or "don't know" (unlearned), latest first. */
export function useWordList(kind: WordListKind) {
  return useQuery({
    queryKey: wordListKey(kind),
    queryFn: ({ signal }) => getWordList(kind, signal),
  });
}
