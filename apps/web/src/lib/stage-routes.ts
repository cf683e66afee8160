import { gameTypeFacts } from '@bolajon/contract/game-types';

/**
 * The URL of every stage of a game (spec section 2), written once: every link and navigation of
 * the screens comes from here, the router's patterns from ./stage-patterns.
 */
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
