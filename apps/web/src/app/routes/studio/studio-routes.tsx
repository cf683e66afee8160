import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { studioPaths } from '../../../features/studio/lib/studio-paths';
import { loadGameTexts } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { preloadMatches } from '../../lazy-screen';
import { screen } from '../../lazy-route';

/** A studio pattern as matched below the entry's `/studio/*` (React Router's descendant routes). */
const belowStudio = (pattern: string) => pattern.slice(studioPaths.tree.pattern.length) || '/';

/** The preview of a game at either address: it plays a game, so the games' texts come too. */
const loadPreview = (kind: 'lesson' | 'draft') => async () => {
  const [{ createStudioPreviewRoute }] = await Promise.all([import('./preview'), loadGameTexts()]);
  return { default: createStudioPreviewRoute(kind) };
};

/** The studio's screens, each in its own chunk, fetched when first matched. */
export const studioRoutes = (): RouteObject[] => [
  screen(belowStudio(studioPaths.tree.pattern), () => import('./courses')),
  screen(belowStudio(studioPaths.lesson.pattern), () => import('./lesson')),
  screen(belowStudio(studioPaths.draft.pattern), () => import('./draft')),
  screen(belowStudio(studioPaths.lessonPreview.pattern), loadPreview('lesson')),
  screen(belowStudio(studioPaths.draftPreview.pattern), loadPreview('draft')),
  // An address under /studio that is none of these goes home, as any unknown address does.
  { path: '*', element: <Navigate to={paths.home.href()} replace /> },
];

/**
 * The studio below the entry's `/studio/*` route (app/router.tsx): a table of its own, made once
 * when this chunk loads for the entry's table, whose screens' chunks start loading as soon as
 * they match, as the entry's do (AppRoutes).
 */
export function createStudioRoutes() {
  const routes = studioRoutes();
  return function StudioRoutes() {
    // What useRoutes matches: the path below /studio (the entry's route matched it, in any case).
    const below = belowStudio(useLocation().pathname);
    void preloadMatches(routes, below);
    return useRoutes(routes);
  };
}
