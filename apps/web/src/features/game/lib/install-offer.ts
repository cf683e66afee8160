import { keptInstallPrompt, type InstallPromptEvent } from '../../../lib/install-prompt';
import { readItem, storageKeys, writeItem } from '../../../lib/storage';

export interface InstallOfferFacts {
  /** The browser's kept `beforeinstallprompt`, or null when it never fired (or was used). */
  event: InstallPromptEvent | null;
  /** The family said «Не сейчас» once (or turned the browser's dialog down). */
  dismissed: boolean;
  /** The app already runs from its icon. */
  standalone: boolean;
  /** The child answered in the round this outro closes. */
  gameCompleted: boolean;
}

/** The install is offered after a completed game only, once the browser allows it, never again. */
export function shouldOfferInstall(facts: InstallOfferFacts): facts is InstallOfferFacts & {
  event: InstallPromptEvent;
} {
  return facts.gameCompleted && facts.event !== null && !facts.dismissed && !facts.standalone;
}

/** Opened from the home-screen icon (iOS Safari says so with its own flag). */
export function isStandalone(win: Window = window): boolean {
  const iosStandalone = (win.navigator as Navigator & { standalone?: boolean }).standalone;
  return win.matchMedia?.('(display-mode: standalone)').matches === true || iosStandalone === true;
}

/** The facts on this device now, for the outro of a round that did or did not complete. */
export function installOfferFacts(gameCompleted: boolean): InstallOfferFacts {
  return {
    event: keptInstallPrompt(),
    dismissed: readItem(storageKeys.installOfferDismissed) === 'true',
    standalone: isStandalone(),
    gameCompleted,
  };
}

export function dismissInstallOffer(): void {
  writeItem(storageKeys.installOfferDismissed, 'true');
}
