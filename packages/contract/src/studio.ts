import { z } from 'zod';
import { titleUzSchema } from './catalogue.js';

/**
 * The course studio (/studio, /api/studio/…; issue 23): where editors — teachers — write the
 * course. Only accounts with the editor flag (ADR 0041) may call it; support staff see families,
 * not the studio, unless they are editors too.
 */

/** What every level of the tree shows: its id, its key in the pack, its titles and its place. */
const studioNodeSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  title: z.string(),
  titleUz: titleUzSchema,
  order: z.number().int(),
});

export const studioLessonSchema = studioNodeSchema.extend({
  /** How many games the lesson has. */
  games: z.number().int().min(0),
  /** How many words the lesson teaches (its dictionary words). */
  words: z.number().int().min(0),
});
export type StudioLesson = z.infer<typeof studioLessonSchema>;

export const studioBlockSchema = studioNodeSchema.extend({
  lessons: z.array(studioLessonSchema),
});
export type StudioBlock = z.infer<typeof studioBlockSchema>;

export const studioModuleSchema = studioNodeSchema.extend({
  blocks: z.array(studioBlockSchema),
});
export type StudioModule = z.infer<typeof studioModuleSchema>;

export const studioCourseSchema = studioNodeSchema.extend({
  modules: z.array(studioModuleSchema),
});
export type StudioCourse = z.infer<typeof studioCourseSchema>;

/** GET /api/studio/courses: every course's tree, each level in its order. */
export const studioCoursesResponseSchema = z.array(studioCourseSchema);
export type StudioCoursesResponse = z.infer<typeof studioCoursesResponseSchema>;
