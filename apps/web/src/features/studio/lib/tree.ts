import type {
  StudioBlock,
  StudioCourse,
  StudioCoursesResponse,
  StudioLesson,
  StudioModule,
} from '@bolajon/contract';

export type StudioLevel = 'course' | 'module' | 'block';

/** A branch of the tree by its level and id: ids are unique per table, not across them. */
export const branchKey = (level: StudioLevel, id: number) => `${level}:${id}`;

/**
 * Which branches are open when nobody has opened or closed one yet: the courses and the blocks,
 * not the modules, so the tree first reads as a course's table of contents, and opening a module
 * shows its lessons at once.
 */
export const openByDefault = (level: StudioLevel) => level !== 'module';

/** A lesson with the branches above it. */
export interface LessonPlace {
  course: StudioCourse;
  module: StudioModule;
  block: StudioBlock;
  lesson: StudioLesson;
}

/** Where lesson `lessonId` sits in the tree, or null when no course has it. */
export function findLesson(courses: StudioCoursesResponse, lessonId: number): LessonPlace | null {
  for (const course of courses) {
    for (const module of course.modules) {
      for (const block of module.blocks) {
        const lesson = block.lessons.find((candidate) => candidate.id === lessonId);
        if (lesson) return { course, module, block, lesson };
      }
    }
  }
  return null;
}

/** Every branch of the tree, as keys. */
export function allBranches(courses: StudioCoursesResponse): string[] {
  return courses.flatMap((course) => [
    branchKey('course', course.id),
    ...course.modules.flatMap((module) => [
      branchKey('module', module.id),
      ...module.blocks.map((block) => branchKey('block', block.id)),
    ]),
  ]);
}

/** A module's lessons, counted over its blocks. */
export const lessonsIn = (module: StudioModule) =>
  module.blocks.reduce((sum, block) => sum + block.lessons.length, 0);
