import { describe, expect, it } from 'vitest';
import {
  canGoBack,
  canGoNext,
  currentCard,
  reviewVisitReducer,
  startVisit,
  type ReviewAction,
  type ReviewVisit,
} from '../lib/review-visit';

const run = (...actions: ReviewAction[]): ReviewVisit =>
  actions.reduce(reviewVisitReducer, startVisit());

describe('a visit to the dictionary (reviewVisitReducer)', () => {
  it('starts on one card, not revealed, not answered, that excludes nothing', () => {
    const visit = startVisit();
    expect(visit).toEqual({
      step: 0,
      cards: [{ exclude: null, revealed: false, answer: 'none' }],
    });
    expect(canGoBack(visit)).toBe(false);
    expect(canGoNext(visit)).toBe(false);
  });

  it('flips the card on the screen over and back', () => {
    expect(currentCard(run({ type: 'flip' })).revealed).toBe(true);
    expect(currentCard(run({ type: 'flip' }, { type: 'flip' })).revealed).toBe(false);
  });

  it('moves on only once the card is answered, to a card that excludes the word shown', () => {
    expect(run({ type: 'next', wordId: 5 })).toEqual(startVisit());
    const visit = run({ type: 'answered', step: 0, answer: 'know' }, { type: 'next', wordId: 5 });
    expect(visit.step).toBe(1);
    expect(currentCard(visit)).toEqual({ exclude: 5, revealed: false, answer: 'none' });
    expect(canGoNext(visit)).toBe(false);
  });

  it('goes back to the previous card as it was left, and forward again without a new card', () => {
    const answered = run(
      { type: 'flip' },
      { type: 'answered', step: 0, answer: 'dont-know' },
      { type: 'next', wordId: 5 },
      { type: 'flip' },
    );
    const back = reviewVisitReducer(answered, { type: 'previous' });
    expect(back.step).toBe(0);
    expect(currentCard(back)).toEqual({ exclude: null, revealed: true, answer: 'dont-know' });

    const forward = reviewVisitReducer(back, { type: 'next', wordId: 5 });
    expect(forward.step).toBe(1);
    expect(forward.cards).toHaveLength(2);
    expect(currentCard(forward)).toEqual({ exclude: 5, revealed: true, answer: 'none' });
  });

  it('does not go back from the first card', () => {
    expect(run({ type: 'previous' })).toEqual(startVisit());
  });

  it('records a saved answer on the card it was given for, even after moving away', () => {
    const visit = run(
      { type: 'answered', step: 0, answer: 'know' },
      { type: 'next', wordId: 5 },
      // A re-mark of the first card, saved while the second is on the screen.
      { type: 'answered', step: 0, answer: 'dont-know' },
    );
    expect(visit.cards[0]?.answer).toBe('dont-know');
    expect(currentCard(visit).answer).toBe('none');
    expect(run({ type: 'answered', step: 3, answer: 'know' })).toEqual(startVisit());
  });
});
