/**
 * Every query key of the app, in one place: a mutation invalidates what it changes by these, and
 * a root (e.g. `home`) covers every key below it.
 */
export const queryKeys = {
  me: () => ['users', 'me'] as const,
  /** The map: /home, and /home/my-progress below it. */
  home: () => ['home'] as const,
  myProgress: () => ['home', 'my-progress'] as const,
  settings: () => ['settings', 'default'] as const,
  myDays: () => ['user-days', 'my-days'] as const,
  game: (gameId: number) => ['games', gameId] as const,
  questions: (gameId: number) => ['questions', 'by-game', gameId] as const,
  gameResults: (gameId: number) => ['user-questions', 'my-game-results', gameId] as const,
} as const;
