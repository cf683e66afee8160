/**
 * What the lesson screen shows of a draft's lesson. The API gives it as the pack's lesson
 * (`StudioDraftLesson`, `packLessonSchema`'s input) typed as a plain record, since a draft being
 * written need not be complete; this reads it without trusting any field to be there.
 */
export interface DraftWord {
  key: string;
  word: string;
  translation: string;
  /** A `/media/...` URL, or null. */
  image: string | null;
}

export interface DraftGame {
  key: string;
  title: string;
  titleUz: string | null;
  type: string;
  questions: number;
}

export interface DraftLessonView {
  title: string | null;
  titleUz: string | null;
  words: DraftWord[];
  games: DraftGame[];
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

export function readDraftLesson(lesson: Record<string, unknown>): DraftLessonView {
  return {
    title: text(lesson.title),
    titleUz: text(lesson.titleUz),
    words: list(lesson.words).map((item, index) => {
      const word = record(item);
      return {
        key: text(word.key) ?? `word-${index}`,
        word: text(word.word) ?? '',
        translation: text(word.translation) ?? '',
        image: text(word.image),
      };
    }),
    games: list(lesson.games).map((item, index) => {
      const game = record(item);
      return {
        key: text(game.key) ?? `game-${index}`,
        title: text(game.title) ?? '',
        titleUz: text(game.titleUz),
        type: text(game.type) ?? '',
        questions: list(game.questions).length,
      };
    }),
  };
}
