import type { Achievement, UserAchievement } from '@bolajon/contract';

/** One award as the screen shows it: a tile, a row of the earned list, the big card. */
export interface AwardCard {
  id: number;
  title: string;
  description: string;
  imageUrl: string;
  lessonTitle: string;
  courseTitle: string;
  /** When the user earned it (ISO timestamp: the mark's `createdAt`), or null while not earned. */
  earnedAt: string | null;
}

export interface CourseAwards {
  courseId: number;
  courseTitle: string;
  awards: AwardCard[];
}

/** The earliest of the user's marks: an award is earned once, the first time counts. */
function firstEarnedAt(marks: Achievement['userAchievements']): string | null {
  let first: string | null = null;
  for (const mark of marks) {
    if (first === null || Date.parse(mark.createdAt) < Date.parse(first)) first = mark.createdAt;
  }
  return first;
}

export function catalogueCard(achievement: Achievement): AwardCard {
  return {
    id: achievement.id,
    title: achievement.title,
    description: achievement.description,
    imageUrl: achievement.imageUrl,
    lessonTitle: achievement.lesson.title,
    courseTitle: achievement.course.title,
    earnedAt: firstEarnedAt(achievement.userAchievements),
  };
}

/**
 * The catalogue grouped by course. The server sends it in course order (course, module, block,
 * lesson, game), so courses keep the order they first appear in and awards their order within.
 */
export function groupByCourse(achievements: readonly Achievement[]): CourseAwards[] {
  const groups = new Map<number, CourseAwards>();
  for (const achievement of achievements) {
    const { id, title } = achievement.course;
    let group = groups.get(id);
    if (!group) {
      group = { courseId: id, courseTitle: title, awards: [] };
      groups.set(id, group);
    }
    group.awards.push(catalogueCard(achievement));
  }
  return [...groups.values()];
}

export function countEarned(achievements: readonly Achievement[]): number {
  return achievements.filter((a) => a.userAchievements.length > 0).length;
}

/** The user's earned awards, newest first (the later id first when two share a moment). */
export function earnedNewestFirst(mine: readonly UserAchievement[]): AwardCard[] {
  return [...mine]
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id)
    .map(({ createdAt, achievement }) => ({
      id: achievement.id,
      title: achievement.title,
      description: achievement.description,
      imageUrl: achievement.imageUrl,
      lessonTitle: achievement.lesson.title,
      courseTitle: achievement.course.title,
      earnedAt: createdAt,
    }));
}
