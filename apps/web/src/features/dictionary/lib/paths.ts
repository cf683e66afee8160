/** The two views of /dictionary-list (spec section 2): the three choices, or the lessons. */
export type ListView = 'choices' | 'lessons';

const LESSONS_VIEW = 'lessons';

/** The URLs of the dictionary screens, written once (STYLE.md rule 13). */
export const dictionaryPaths = {
  review: '/dictionary',
  /** The lessons view is in the URL, so coming back from a lesson's words returns to it. */
  list: (view: ListView = 'choices') =>
    view === 'lessons' ? `/dictionary-list?view=${LESSONS_VIEW}` : '/dictionary-list',
  learned: '/learned-words',
  unlearned: '/unlearned-words',
  lessonWords: (lessonId: number) => `/lesson-words/${lessonId}`,
} as const;

/** The view of /dictionary-list from its `view` search parameter; anything unknown is the choices. */
export function parseListView(value: string | null): ListView {
  return value === LESSONS_VIEW ? 'lessons' : 'choices';
}

/** The lesson id of /lesson-words/:id, or null when it is not a positive whole number. */
export function parseLessonId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
