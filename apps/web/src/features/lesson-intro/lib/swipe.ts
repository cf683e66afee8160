/** How far a finger must travel sideways for a swipe, in CSS px: a tap that wobbles is a tap. */
export const SWIPE_MIN_PX = 48;

/**
 * What a finger's move across a card means: mostly sideways and far enough, a swipe — to the left
 * for the next card, to the right for the one before; anything else (a tap, a scroll) none.
 */
export function swipeDirection(dx: number, dy: number): 'next' | 'back' | 'none' {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy) * 1.5) return 'none';
  return dx < 0 ? 'next' : 'back';
}
