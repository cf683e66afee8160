import type { Achievement, UserAchievement } from '@bolajon/contract';

const russian = { id: 1, title: 'Русский для малышей' };
const family = { id: 2, title: 'Моя семья' };
type Course = typeof russian;

/** A lesson's path (no Uzbek forms: the awards show the Russian titles). */
function lessonIn(course: Course, id: number, title: string) {
  return {
    id,
    title,
    titleUz: null,
    block: {
      title: 'Блок 1',
      titleUz: null,
      module: { title: 'Модуль 1', titleUz: null, course: { ...course, titleUz: null } },
    },
  };
}

/** An achievement of the catalogue; `earnedAt` marks it earned by the caller (at that date). */
export function catalogueAchievement(
  id: number,
  title: string,
  course: Course,
  lessonTitle: string,
  earnedAt?: string,
): Achievement {
  return {
    id,
    title,
    description: `Описание: ${title}`,
    imageUrl: `/media/c/award-${id}.svg`,
    course,
    lesson: lessonIn(course, id * 10, lessonTitle),
    block: { title: 'Блок 1' },
    userAchievements: earnedAt ? [{ id: id * 100, createdAt: earnedAt }] : [],
  };
}

/** Two courses, in the server's course order: one award earned, two not. */
export const sampleCatalogue = (): Achievement[] => [
  catalogueAchievement(5, 'Первое слово', russian, 'Привет!', '2025-03-12T12:00:00.000Z'),
  catalogueAchievement(6, 'Вежливый друг', russian, 'Спасибо'),
  catalogueAchievement(7, 'Знаток семьи', family, 'Мама и папа'),
];

export function earned(
  id: number,
  earnedAt: string,
  title: string,
  course: Course = russian,
): UserAchievement {
  return {
    id: id * 100,
    createdAt: earnedAt,
    achievement: {
      id,
      title,
      description: `Описание: ${title}`,
      imageUrl: `/media/c/award-${id}.svg`,
      course,
      lesson: lessonIn(course, id * 10, `Урок ${id}`),
    },
  };
}

/** The user's awards in the order the server happens to send them (oldest in the middle). */
export const sampleMine = (): UserAchievement[] => [
  earned(6, '2025-04-02T12:00:00.000Z', 'Вежливый друг'),
  earned(5, '2025-03-12T12:00:00.000Z', 'Первое слово'),
  earned(7, '2025-05-20T12:00:00.000Z', 'Знаток семьи', family),
];

export const courses = { russian, family };
