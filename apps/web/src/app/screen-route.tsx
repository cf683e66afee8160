import { createContext, useContext, useLayoutEffect, type ReactNode } from 'react';
import { DocumentTitle } from '../lib/document-title';

/** The tabs of the bottom bar. */
export type Tab = 'home' | 'dictionary' | 'achievements' | 'profile';

/** The bottom bar as a route asks for it: hidden (null), or shown with its tab lit (or none). */
export type BottomBar = { tab: Tab | null } | null;

/** Set by the frame that draws the bottom bar (app/layout.tsx); absent on the sign-in screens. */
export const BottomBarContext = createContext<((bar: BottomBar) => void) | null>(null);

export interface ScreenRouteProps {
  /** The browser tab's name; the screen may name it more exactly from its data (useScreenTitle). */
  title: string;
  /** The bottom bar shows under this screen; without it the screen takes the whole height. */
  bottomBar?: boolean;
  /** The bottom bar's lit tab. */
  tab?: Tab;
  children: ReactNode;
}

/**
 * Every route module's element: the route, not a list matched against the path, decides the
 * browser tab's name and whether the bottom bar shows (ADR 0035). Declarative routing has no
 * route `handle` to read (useMatches needs a data router), so the route says it here.
 */
export function ScreenRoute({ title, bottomBar = false, tab, children }: ScreenRouteProps) {
  const setBottomBar = useContext(BottomBarContext);
  const lit = tab ?? null;
  // Before the paint: the screen never shows a frame with the bar it does not have.
  useLayoutEffect(() => {
    if (!setBottomBar) return;
    setBottomBar(bottomBar ? { tab: lit } : null);
    return () => setBottomBar(null);
  }, [setBottomBar, bottomBar, lit]);
  return <DocumentTitle title={title}>{children}</DocumentTitle>;
}
