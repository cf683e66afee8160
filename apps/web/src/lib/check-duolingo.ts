import type { DuolingoCheckResponse } from '@bolajon/contract';
import { apiClient } from './api-client';

/**
 * POST /user/question-duolingo/{id}/check (spec section 7): sent once a pair-connecting question
 * is right, with the first duolingo item's id and its left answer. The server stores nothing.
 */
export function checkDuolingo(id: number, answer: string): Promise<DuolingoCheckResponse> {
  return apiClient.post(
    `/user/question-duolingo/${id}/check`,
    { answer },
    (c) => c.duolingoCheckResponseSchema,
  );
}
