import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useState } from 'react';
import { queryKeys } from '../../../lib/query-keys';
import { useReviewWord } from '../api/get-review-word';
import { currentCard, reviewVisitReducer, startVisit } from '../lib/review-visit';

let visits = 0;

/**
 * One visit to /dictionary: its cards (reviewVisitReducer) and the word of the card on the
 * screen. Each mount is a new visit with new words; its words are dropped when it ends.
 */
export function useReviewVisit() {
  const queryClient = useQueryClient();
  const [visitId] = useState(() => (visits += 1));
  const [visit, dispatch] = useReducer(reviewVisitReducer, undefined, startVisit);
  const card = currentCard(visit);
  const word = useReviewWord(visitId, visit.step, card.exclude);

  useEffect(
    () => () => queryClient.removeQueries({ queryKey: queryKeys.reviewVisit(visitId) }),
    [queryClient, visitId],
  );

  return { visit, card, word, dispatch };
}
