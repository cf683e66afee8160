import { BrowserRouter } from 'react-router';
import { preloadMatches } from './lazy-screen';
import { AppRoutes, appRoutes } from './router';

const routes = appRoutes();
// The first screen's chunks start loading now, while i18n initialises (main.tsx).
preloadMatches(routes, window.location.pathname);

/** The app: its screens under the browser's history (texts come from lib/i18n's instance). */
export function App() {
  return (
    <BrowserRouter>
      <AppRoutes routes={routes} />
    </BrowserRouter>
  );
}
