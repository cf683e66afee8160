import confetti from 'canvas-confetti';

let cannon: confetti.CreateTypes | null = null;

/**
 * Where the canvas sits: over the screen, under a dialog (the modal's backdrop is at 50, see
 * components/ui/modal.css), so the results modal's numbers are never covered.
 */
export const CONFETTI_Z_INDEX = 40;

/**
 * One confetti cannon on its own full-screen canvas, drawn on the main thread. Not the library's
 * default `confetti()`: that one draws in a Worker made from a blob: URL, which the app's
 * Content-Security-Policy (script-src 'self') refuses. Nothing flies when reduced motion is asked for.
 */
function fire(options: confetti.Options): void {
  cannon ??= confetti.create(undefined, {
    resize: true,
    useWorker: false,
    disableForReducedMotion: true,
  });
  // The library makes its canvas at the first shot of a burst, with that shot's z-index.
  void cannon({ ...options, zIndex: CONFETTI_Z_INDEX });
}

/** The achievement card's burst: 50 pieces (spec section 9). */
export function achievementBurst(): void {
  fire({ particleCount: 50, spread: 80, origin: { y: 0.55 }, disableForReducedMotion: true });
}

/** The outro's celebration: bursts from both sides for `durationMs` (spec section 9: 3 s). */
export function celebrate(durationMs = 3_000): () => void {
  const until = Date.now() + durationMs;
  const timer = window.setInterval(() => {
    if (Date.now() > until) {
      window.clearInterval(timer);
      return;
    }
    const common = {
      particleCount: 14,
      spread: 65,
      startVelocity: 55,
      disableForReducedMotion: true,
    };
    fire({ ...common, angle: 60, origin: { x: 0, y: 0.75 } });
    fire({ ...common, angle: 120, origin: { x: 1, y: 0.75 } });
  }, 250);
  return () => window.clearInterval(timer);
}

/** Clears what is still flying (leaving the screen). */
export function stopConfetti(): void {
  cannon?.reset();
}
