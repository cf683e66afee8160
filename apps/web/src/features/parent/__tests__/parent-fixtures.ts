import type {
  ChildOverview,
  FamilyOverview,
  FamilyResponse,
  PeriodFigures,
} from '@bolajon/contract';

const figures = (overrides: Partial<PeriodFigures> = {}): PeriodFigures => ({
  daysActive: 0,
  minutesPlayed: 0,
  gamesCompleted: 0,
  stars: 0,
  lessonsCompleted: 0,
  wordsLearned: 0,
  ...overrides,
});

/** 2026-11-20 (a Friday) … 2026-11-26 (a Thursday), oldest first. */
export const weekDays = [
  '2026-11-20',
  '2026-11-21',
  '2026-11-22',
  '2026-11-23',
  '2026-11-24',
  '2026-11-25',
  '2026-11-26',
];

/** Алия has played: 7 days and 30 days tell different figures. */
export const aliya: ChildOverview = {
  child: { id: 21, name: 'Алия', age: 6, avatar: 'girl' },
  last7: figures({
    daysActive: 3,
    minutesPlayed: 42,
    gamesCompleted: 5,
    stars: 12,
    lessonsCompleted: 1,
    wordsLearned: 8,
  }),
  last30: figures({
    daysActive: 11,
    minutesPlayed: 160,
    gamesCompleted: 19,
    stars: 47,
    lessonsCompleted: 4,
    wordsLearned: 31,
  }),
  week: weekDays.map((day, index) => ({ day, minutes: [0, 5, 0, 12, 0, 9, 16][index] ?? 0 })),
  achievements: [
    {
      id: 5,
      title: 'Первое слово',
      imageUrl: '/media/c/star.svg',
      earnedAt: '2026-11-26T10:00:00Z',
    },
  ],
  wordsToPractise: [
    { id: 301, word: 'мама', translation: 'ona', misses: 4 },
    { id: 302, word: 'папа', translation: 'ota', misses: 2 },
  ],
  streak: 2,
};

/** Тимур has not played yet. */
export const timur: ChildOverview = {
  child: { id: 22, name: 'Тимур', age: 4, avatar: 'boy' },
  last7: figures(),
  last30: figures(),
  week: weekDays.map((day) => ({ day, minutes: 0 })),
  achievements: [],
  wordsToPractise: [],
  streak: 0,
};

export const sampleOverview = (children: ChildOverview[] = [aliya, timur]): FamilyOverview => ({
  today: '2026-11-26',
  children,
});

export const sampleFamily = (
  children: ChildOverview[] = [aliya, timur],
  overrides: Partial<FamilyResponse> = {},
): FamilyResponse => ({
  children: children.map((entry) => entry.child),
  activeChildId: children[0]?.child.id ?? 0,
  hasPin: false,
  ...overrides,
});
