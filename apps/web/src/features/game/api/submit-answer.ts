import type { SubmitAnswerRequest } from '@bolajon/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Records an answer; the server judges it and its `isCorrect` is the truth (DESIGN.md section 4). */
export function submitAnswer(body: SubmitAnswerRequest) {
  return apiClient.post('/user-questions', body, (c) => c.submitAnswerResponseSchema);
}

export function useSubmitAnswer() {
  return useMutation({ mutationFn: submitAnswer });
}
