import type { GameSlug } from '@bolajon/contract/game-types';
import type { GameScreenModule } from './kit/types';

/**
 * Every game screen by its slug, from which the router makes the `/game-type-<slug>/:id` routes:
 * each is its own chunk, fetched the first time a game of its types opens. Which types a screen
 * plays is the contract's table (`gameTypesOfSlug`); this holds no runtime import of it, so the
 * first load of /login stays as it was.
 */
export const loadGameScreen: Readonly<Record<GameSlug, () => Promise<GameScreenModule>>> = {
  '1-0': () => import('./speech/screen'),
  '1-1': () => import('./chest/screen'),
  '1-2': () => import('./wheel/screen'),
  '1-5': () => import('./spoken-dialogue/screen'),
  '2-0': () => import('./choice/screen'),
  '2-2': () => import('./colour-choice/screen'),
  '2-3': () => import('./listening-choice/screen'),
  '2-4': () => import('./dialogue-reply/screen'),
  '3-0': () => import('./colour-matching/screen'),
  '3-1': () => import('./dialogue-ordering/screen-3-1'),
  '3-2': () => import('./dialogue-ordering/screen-3-2'),
  '4-0': () => import('./memory/screen'),
  '5-0': () => import('./pairs/screen'),
};

export const gameScreenSlugs = Object.keys(loadGameScreen) as GameSlug[];

/** The name of a game screen, as the locale files have it. */
export const gameScreenTitleKey = (slug: GameSlug) => `screens.gameTypes.${slug}` as const;
