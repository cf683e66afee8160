/** Game types are the spec's texts (spec section 3: "1.0", "2.1", "5.0" …). */
export const GAME_TYPES = [
  '1.0',
  '1.1',
  '1.2',
  '1.3',
  '1.4',
  '1.5',
  '2.0',
  '2.1',
  '2.2',
  '2.3',
  '2.4',
  '3.0',
  '3.1',
  '3.2',
  '4.0',
  '5.0',
] as const;
export type GameType = (typeof GAME_TYPES)[number];

/** Each screen's part of its route, `/game-type-<slug>/:id` (spec section 2's routing table). */
export const GAME_SLUGS = [
  '1-0',
  '1-1',
  '1-2',
  '1-5',
  '2-0',
  '2-2',
  '2-3',
  '2-4',
  '3-0',
  '3-1',
  '3-2',
  '4-0',
  '5-0',
] as const;
export type GameSlug = (typeof GAME_SLUGS)[number];

export type GameFamily =
  | 'speech'
  | 'chest'
  | 'wheel'
  | 'spoken-dialogue'
  | 'choice'
  | 'colour-choice'
  | 'listening-choice'
  | 'dialogue-reply'
  | 'colour-matching'
  | 'dialogue-ordering'
  | 'memory'
  | 'pairs';

export interface GameTypeFacts {
  /** The screen that plays it. */
  slug: GameSlug;
  family: GameFamily;
  /** How the child answers: by voice (the microphone) or by touch. */
  input: 'speech' | 'touch';
  /** Points for a right answer (spec section 4): 10, or 1 for 2.4 and 3.x. */
  points: 10 | 1;
  /** What earns them: a question right at its first try, or each reply of a dialogue (2.4). */
  scoring: 'question' | 'reply';
  /**
   * Where a finished game goes (ADR 0008): speech games to the final video; the others to the
   * achievement card when the game has one, else to the outro.
   */
  end: 'final-video' | 'achievement-or-outro';
}

const speech = (slug: GameSlug, family: GameFamily): GameTypeFacts => ({
  slug,
  family,
  input: 'speech',
  points: 10,
  scoring: 'question',
  end: 'final-video',
});
const touch = (
  slug: GameSlug,
  family: GameFamily,
  points: 10 | 1 = 10,
  scoring: 'question' | 'reply' = 'question',
): GameTypeFacts => ({
  slug,
  family,
  input: 'touch',
  points,
  scoring,
  end: 'achievement-or-outro',
});

/** Every fact about a game type, in one table: the rest of the code asks it, never the type. */
export const GAME_TYPE_FACTS: Readonly<Record<GameType, GameTypeFacts>> = {
  '1.0': speech('1-0', 'speech'),
  '1.1': speech('1-1', 'chest'),
  '1.2': speech('1-2', 'wheel'),
  '1.3': speech('1-0', 'speech'),
  '1.4': speech('1-0', 'speech'),
  '1.5': speech('1-5', 'spoken-dialogue'),
  '2.0': touch('2-0', 'choice'),
  '2.1': touch('2-0', 'choice'),
  '2.2': touch('2-2', 'colour-choice'),
  '2.3': touch('2-3', 'listening-choice'),
  '2.4': touch('2-4', 'dialogue-reply', 1, 'reply'),
  '3.0': touch('3-0', 'colour-matching', 1),
  '3.1': touch('3-1', 'dialogue-ordering', 1),
  '3.2': touch('3-2', 'dialogue-ordering', 1),
  '4.0': touch('4-0', 'memory'),
  '5.0': touch('5-0', 'pairs'),
};

export function isGameType(value: string): value is GameType {
  return (GAME_TYPES as readonly string[]).includes(value);
}

/** The facts of a type, or null for a type this version does not know. */
export function gameTypeFacts(type: string): GameTypeFacts | null {
  return isGameType(type) ? GAME_TYPE_FACTS[type] : null;
}

/** The types one screen plays, e.g. '1-0' → 1.0, 1.3, 1.4. */
export function gameTypesOfSlug(slug: GameSlug): GameType[] {
  return GAME_TYPES.filter((type) => GAME_TYPE_FACTS[type].slug === slug);
}
