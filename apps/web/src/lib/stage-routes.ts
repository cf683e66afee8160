import { gameTypeFacts, type GameSlug } from '@bolajon/contract';

/**
 * The URL of every stage of a game (spec section 2), written once: the router's patterns and the
 * links and navigations of every screen come from here.
 */
export const stagePatterns = {
  intro: 'game-stage-1/:id',
  play: (slug: GameSlug) => `game-type-${slug}/:id`,
  achievement: 'get-achievement/:id',
  finalVideo: 'game-stage-4/:id',
  outro: 'game-outro/:id',
} as const;

export const stagePaths = {
  intro: (gameId: number) => `/game-stage-1/${gameId}`,
  /** The screen of the game's type; an unknown type goes home (spec section 2). */
  play: (type: string, gameId: number) => {
    const facts = gameTypeFacts(type);
    return facts ? `/game-type-${facts.slug}/${gameId}` : '/';
  },
  achievement: (gameId: number) => `/get-achievement/${gameId}`,
  finalVideo: (gameId: number) => `/game-stage-4/${gameId}`,
  outro: (gameId: number) => `/game-outro/${gameId}`,
} as const;
