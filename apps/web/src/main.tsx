// First: zod must be jitless before any schema is built (lib/strict-csp.ts).
import './lib/strict-csp';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, firstScreenLoaded } from './app/app';
import { installAudioUnlock } from './lib/audio-element';
import { initI18n } from './lib/i18n';
import { listenForInstallPrompt } from './lib/install-prompt';

/**
 * How long the first render waits for the first screen's code. It usually comes with the texts or
 * shortly after, and the screen paints at once; on a slow network the loading page shows after
 * this wait instead of an empty page.
 */
const FIRST_SCREEN_WAIT_MS = 1_000;

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Before anything waits: the browser may offer the install as soon as the page loads.
listenForInstallPrompt();

const texts = initI18n().catch((error: unknown) =>
  console.error('Translations failed to load', error),
);

void Promise.all([texts, firstScreenLoaded(FIRST_SCREEN_WAIT_MS)]).then(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  // The first tap of the session lets the app sound by itself from then on (lib/audio-element.ts).
  installAudioUnlock();
});
