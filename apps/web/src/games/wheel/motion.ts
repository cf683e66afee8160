/** The user asked for less motion: the wheel jumps to where it stops, scrolls do not glide. */
export function prefersReducedMotion(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false;
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Scrolls `element` up into view when it is hidden below the game's sticky footer (the Check
 * button), as the microphone is on a phone once the wheel has stopped or a dialogue has grown:
 * a child who cannot read does not know to scroll. Does nothing when it is already in view.
 */
export function revealAboveFooter(element: HTMLElement | null, { smooth }: { smooth: boolean }) {
  if (!element || typeof window === 'undefined') return;
  const footer = document.querySelector('.game-frame__footer');
  const limit = footer ? footer.getBoundingClientRect().top : window.innerHeight;
  const { bottom } = element.getBoundingClientRect();
  if (bottom <= limit) return;
  window.scrollBy({ top: bottom - limit + 12, behavior: smooth ? 'smooth' : 'auto' });
}
