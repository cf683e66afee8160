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
  /** Achievements: the catalogue with the user's marks, and the user's earned ones. */
  achievements: () => ['achievements'] as const,
  allAchievements: () => ['achievements', 'all'] as const,
  myAchievements: () => ['achievements', 'mine'] as const,
  onboarding: () => ['user-onboarding'] as const,
  /** The learner's word marks: the review cards and both lists below it. */
  dictionary: () => ['user-dictionary'] as const,
  /** Every card of one visit to /dictionary (dropped when the visit ends). */
  reviewVisit: (visit: number) => ['user-dictionary', 'random', visit] as const,
  /** The `step`-th card of one visit to /dictionary (a visit keeps its words to go back to). */
  reviewWord: (visit: number, step: number) => ['user-dictionary', 'random', visit, step] as const,
  learnedWords: () => ['user-dictionary', 'my-learned'] as const,
  unlearnedWords: () => ['user-dictionary', 'my-unlearned'] as const,
  lessons: () => ['lessons'] as const,
  lessonWords: (lessonId: number) => ['lessons', lessonId, 'with-dictionaries'] as const,
  /** The family: its children (GET /family), and the parent's view (GET /family/overview) below. */
  family: () => ['family'] as const,
  familyOverview: () => ['family', 'overview'] as const,
  /** The grown-up gate's question: a new one each time the gate opens. */
  gateQuestion: () => ['family', 'gate'] as const,
  /** The lessons kept on this phone for offline play (ADR 0053): not a server call. */
  keptLessons: () => ['offline', 'kept-lessons'] as const,
} as const;
