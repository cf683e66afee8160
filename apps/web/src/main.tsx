import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { installAudioUnlock } from './lib/audio-element';
import { initI18n } from './lib/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The first tap of the session lets the app sound by itself from then on (lib/audio-element.ts).
installAudioUnlock();

initI18n()
  .catch((error: unknown) => console.error('Translations failed to load', error))
  .finally(() => {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
