import type { GameSlug } from '@bolajon/contract/game-types';

/** The router's patterns of the stages of a game (spec section 2); ./stage-routes makes the URLs. */
export const stagePatterns = {
  intro: 'game-stage-1/:id',
  play: (slug: GameSlug) => `game-type-${slug}/:id`,
  achievement: 'get-achievement/:id',
  finalVideo: 'game-stage-4/:id',
  outro: 'game-outro/:id',
} as const;
