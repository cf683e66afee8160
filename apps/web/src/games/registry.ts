import { GAME_SLUGS, gameTypesOfSlug, type GameSlug, type GameType } from '@bolajon/contract';
import type { GameScreenModule } from './kit/types';

/** Each screen's own chunk, fetched the first time a game of its types opens. */
const loaders: Record<GameSlug, () => Promise<GameScreenModule>> = {
  '1-0': () => import('./speech-pending/screen'),
  '1-1': () => import('./speech-pending/screen'),
  '1-2': () => import('./speech-pending/screen'),
  '1-5': () => import('./speech-pending/screen'),
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

export interface GameRegistryEntry {
  slug: GameSlug;
  /** The game types this screen plays (the contract's facts decide). */
  types: readonly GameType[];
  /** Its name, as the locale files have it. */
  titleKey: `screens.gameTypes.${GameSlug}`;
  load: () => Promise<GameScreenModule>;
}

/** Every game screen, from which the router makes the `/game-type-<slug>/:id` routes. */
export const gameRegistry: readonly GameRegistryEntry[] = GAME_SLUGS.map((slug) => ({
  slug,
  types: gameTypesOfSlug(slug),
  titleKey: `screens.gameTypes.${slug}` as const,
  load: loaders[slug],
}));
