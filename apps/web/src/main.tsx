import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './lib/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

initI18n()
  .catch((error: unknown) => console.error('Translations failed to load', error))
  .finally(() => {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    // The first tap of the session lets the app sound by itself from then on
    // (lib/audio-element.ts); its code comes right after the first render, off the first load.
    import('./lib/audio-element').then(
      ({ installAudioUnlock }) => installAudioUnlock(),
      (error: unknown) => console.error('Sound could not be prepared', error),
    );
  });
