import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';

/** How a screen names the tab more exactly than its route; null outside a route's frame. */
const ExactTitle = createContext<((title: string | null) => void) | null>(null);

/**
 * Names the browser tab after the screen, in the current language ("Карта уроков — Bolajon"), so
 * that history and the task switcher tell the screens apart; it follows a change of language. The
 * route gives the name (app/screen-route.tsx); the screen inside may name it more exactly once its
 * data is there (`useScreenTitle`). A screen without a name (still loading) shows the app's name,
 * and leaving puts it back. This is the one writer of document.title: React 19's <title> would
 * put one element a caller into <head>.
 */
export function DocumentTitle({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const [exact, setExact] = useState<string | null>(null);
  const screen = exact ?? title;
  const appName = t('app.name');
  const text = screen ? t('app.documentTitle', { screen }) : appName;
  useEffect(() => {
    document.title = text;
    return () => {
      document.title = appName;
    };
  }, [text, appName]);
  return <ExactTitle.Provider value={setExact}>{children}</ExactTitle.Provider>;
}

/**
 * The screen's own name for the tab, from its data (a game's number, a lesson's or a family's
 * name), in place of its route's; null or empty keeps the route's.
 */
export function useScreenTitle(title: string | null | undefined): void {
  const setExact = useContext(ExactTitle);
  const exact = title || null;
  // In the layout phase: the route's frame re-renders at once, so the tab is named by the time
  // the screen shows (the route's passive effect then writes the exact name).
  useLayoutEffect(() => {
    if (!setExact) return;
    setExact(exact);
    return () => setExact(null);
  }, [setExact, exact]);
}
