/** The child's answer on a card (spec section 3 "Random word card"). */
export type CardAnswer = 'none' | 'know' | 'dont-know';

/** One card of a visit: the word before it (which the server must not repeat), and its state. */
export interface ReviewCard {
  exclude: number | null;
  revealed: boolean;
  answer: CardAnswer;
}

/**
 * One visit to /dictionary: the cards seen so far, in order, and the one on the screen. Going
 * back and forward moves through these cards; only stepping past the last one asks for a word.
 */
export interface ReviewVisit {
  step: number;
  cards: ReviewCard[];
}

export type ReviewAction =
  /** A tap on the card: the translation shows, or hides again. */
  | { type: 'flip' }
  /** The mark of the card at `step` was saved (it may no longer be the card on the screen). */
  | { type: 'answered'; step: number; answer: Exclude<CardAnswer, 'none'> }
  /** On to the next card; `wordId` is the word on the screen, for a card not yet fetched. */
  | { type: 'next'; wordId: number }
  | { type: 'previous' };

const newCard = (exclude: number | null): ReviewCard => ({
  exclude,
  revealed: false,
  answer: 'none',
});

export function startVisit(): ReviewVisit {
  return { step: 0, cards: [newCard(null)] };
}

export function currentCard(visit: ReviewVisit): ReviewCard {
  // The reducer never moves `step` off the cards.
  return visit.cards[visit.step] ?? newCard(null);
}

/** Whether the card on the screen was answered: only then may the child move on. */
export const canGoNext = (visit: ReviewVisit) => currentCard(visit).answer !== 'none';
export const canGoBack = (visit: ReviewVisit) => visit.step > 0;

function updateCard(visit: ReviewVisit, step: number, change: Partial<ReviewCard>): ReviewVisit {
  const card = visit.cards[step];
  if (!card) return visit;
  const cards = visit.cards.slice();
  cards[step] = { ...card, ...change };
  return { ...visit, cards };
}

export function reviewVisitReducer(visit: ReviewVisit, action: ReviewAction): ReviewVisit {
  switch (action.type) {
    case 'flip':
      return updateCard(visit, visit.step, { revealed: !currentCard(visit).revealed });
    case 'answered':
      return updateCard(visit, action.step, { answer: action.answer });
    case 'next': {
      if (!canGoNext(visit)) return visit;
      const step = visit.step + 1;
      if (step < visit.cards.length) return { ...visit, step };
      return { step, cards: [...visit.cards, newCard(action.wordId)] };
    }
    case 'previous':
      return canGoBack(visit) ? { ...visit, step: visit.step - 1 } : visit;
  }
}
