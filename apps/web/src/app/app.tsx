import { BrowserRouter } from 'react-router';
import { preloadMatches } from './lazy-screen';
import { AppRoutes, appRoutes } from './router';

const routes = appRoutes();
// The first screen's chunks start loading now, while i18n initialises (main.tsx).
const firstScreen = preloadMatches(routes, window.location.pathname);

/**
 * Resolves once the first screen's chunks are here (or failed), or after `maxWaitMs`: rendered
 * then, the screen shows at once, without the loading page in between; past the wait, the
 * loading page shows until they come.
 */
export function firstScreenLoaded(maxWaitMs: number): Promise<void> {
  return Promise.race([firstScreen, new Promise<void>((done) => setTimeout(done, maxWaitMs))]);
}

/** The app: its screens under the browser's history (texts come from lib/i18n's instance). */
export function App() {
  return (
    <BrowserRouter>
      <AppRoutes routes={routes} />
    </BrowserRouter>
  );
}
