import type { User, UserAchievement } from '@bolajon/contract';
import { createElement } from 'react';
import ProfileRoute from '../../../app/routes/profile';
import { sampleSettings } from '../../../test/fixtures';
import { jsonResponse, mockApi, renderRoute, sampleUser } from '../../../test/utils';
import { storageKeys } from '../../../lib/storage';

/** A Friday: its week runs Monday 28 December 2026 to Sunday 3 January 2027. */
export const TODAY = '2027-01-01';

export const profileUser = (overrides: Partial<User> = {}): User => ({
  ...sampleUser,
  age: 7,
  stats: { learningDays: 12, totalModules: 4, totalDictionaries: 35 },
  ...overrides,
});

export function earnedAchievement(id: number, title: string, earnedAt: string): UserAchievement {
  return {
    id: id * 100,
    createdAt: earnedAt,
    achievement: {
      id,
      title,
      description: `Описание: ${title}`,
      imageUrl: `/media/c/award-${id}.svg`,
      course: { id: 1, title: 'Русский для малышей' },
      lesson: {
        id: id * 10,
        title: 'Привет!',
        titleUz: null,
        block: {
          title: 'Блок 1',
          titleUz: null,
          module: {
            title: 'Модуль 1',
            titleUz: null,
            course: { id: 1, title: 'Курс', titleUz: null },
          },
        },
      },
    },
  };
}

export const fiveAchievements = (): UserAchievement[] => [
  earnedAchievement(1, 'Первое слово', '2026-12-20T10:00:00.000Z'),
  earnedAchievement(2, 'Вежливый друг', '2026-12-29T10:00:00.000Z'),
  earnedAchievement(3, 'Знаток семьи', '2026-12-30T10:00:00.000Z'),
  earnedAchievement(4, 'Цветной мир', '2026-12-31T10:00:00.000Z'),
  earnedAchievement(5, 'Счёт до пяти', '2026-12-21T10:00:00.000Z'),
];

type Handler = Parameters<typeof mockApi>[0][string];

/** GET /family for a family whose only child is `user`. */
export const familyOf = (user: User) => ({
  children: [{ id: user.id, name: user.name, age: user.age, avatar: user.avatar }],
  activeChildId: user.id,
  hasPin: false,
});

export interface ProfileApi {
  user?: User;
  days?: string[];
  achievements?: UserAchievement[];
  more?: Record<string, Handler>;
}

/** The profile's calls answered; any of them can be replaced through `more`. */
export function mockProfileApi({
  user = profileUser(),
  days = ['2026-12-28', '2026-12-30', '2026-12-31', TODAY],
  achievements = fiveAchievements(),
  more = {},
}: ProfileApi = {}) {
  localStorage.setItem(storageKeys.accessToken, 'access-1');
  localStorage.setItem(storageKeys.refreshToken, 'refresh-1');
  return mockApi({
    'GET /users/me': () => jsonResponse(200, user),
    'GET /user-days/my-days': () => jsonResponse(200, days),
    'GET /user-achievements/my-achievements': () => jsonResponse(200, achievements),
    'GET /settings/default': () => jsonResponse(200, sampleSettings),
    'GET /family': () => jsonResponse(200, familyOf(user)),
    ...more,
  });
}

/** /profile (with `search`) rendered by its route module, so the URL picks the view. */
export function renderProfile(search = '') {
  return renderRoute('/profile', createElement(ProfileRoute), {
    initialEntry: { pathname: '/profile', search },
  });
}
