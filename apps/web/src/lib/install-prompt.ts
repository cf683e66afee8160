/**
 * The browser's offer to install the app (`beforeinstallprompt`, Chromium only), kept for a calm
 * moment instead of shown on load: preventDefault stops Chrome's own mini-infobar, and the outro
 * of a completed game offers it (features/game/lib/install-offer.ts, ADR 0049). The event fires
 * early, so this listens from the entry — and stays a few hundred bytes there.
 */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let kept: InstallPromptEvent | null = null;

export function listenForInstallPrompt(target: EventTarget = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    kept = event as InstallPromptEvent;
  });
  target.addEventListener('appinstalled', () => {
    kept = null;
  });
}

/** The browser's kept offer, or null when it never came (or was used: it prompts only once). */
export function keptInstallPrompt(): InstallPromptEvent | null {
  return kept;
}

export function forgetInstallPrompt(): void {
  kept = null;
}
