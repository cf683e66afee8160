import { describe, expect, it } from 'vitest';
import { lessonIsOpen, markFirstOfCourse } from './course-access.js';

describe('the access rule', () => {
  const lessons = markFirstOfCourse([
    { id: 1, courseId: 10 },
    { id: 2, courseId: 10 },
    { id: 3, courseId: 20 },
    { id: 4, courseId: 20 },
  ]);

  it('marks the first lesson of each course, in course order', () => {
    expect(lessons.map((l) => [l.id, l.isFirstOfCourse])).toEqual([
      [1, true],
      [2, false],
      [3, true],
      [4, false],
    ]);
  });

  it('opens the first lesson of every course to everyone, the rest once the course is opened', () => {
    const none = new Set<number>();
    expect(lessons.filter((l) => lessonIsOpen(l, none)).map((l) => l.id)).toEqual([1, 3]);
    const bought = new Set([20]);
    expect(lessons.filter((l) => lessonIsOpen(l, bought)).map((l) => l.id)).toEqual([1, 3, 4]);
  });
});
