import {
  checkQuestionParts,
  GAME_TYPE_PARTS,
  GAME_TYPES,
  packLessonSchema,
  packQuestionSchema,
  type GameType,
  type StudioDraftLesson,
  type StudioGameTemplate,
  toStorePaths,
} from '@bolajon/contract/core';

/*
 * The lesson editor's state is the draft lesson itself: the pack's lesson (`packLessonSchema`'s
 * input) as a plain object, media as `/media/...` URLs (ADR 0044). Every change is a small pure
 * function here that returns a new lesson and leaves the old one as it was; what the editor does
 * not show (awards, patterns, recordings, `say`s it has no field for) is carried through as it is.
 */

export type EditLesson = StudioDraftLesson;
export type EditWord = NonNullable<EditLesson['words']>[number];
export type EditGame = EditLesson['games'][number];
export type EditQuestion = EditGame['questions'][number];
export type EditVariant = NonNullable<EditQuestion['variants']>[number];
export type EditLine = NonNullable<EditQuestion['personages']>[number];
export type EditPair = NonNullable<EditQuestion['pairs']>[number];

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/**
 * The draft as the API gives it (a record: a draft being written need not be complete), with the
 * lists the editor walks always there. Nothing else is added, changed or dropped.
 */
export function toEditLesson(raw: Record<string, unknown>): EditLesson {
  return {
    ...raw,
    words: list(raw.words).map(record),
    games: list(raw.games).map((item) => {
      const game = record(item);
      return {
        ...game,
        questions: list(game.questions).map((q) => {
          const question = record(q);
          return {
            ...question,
            images: list(question.images),
            variants: list(question.variants).map(record),
            personages: list(question.personages).map(record),
            pairs: list(question.pairs).map(record),
          };
        }),
      };
    }),
  } as EditLesson;
}

/** The object with `patch` over it; a field patched to `undefined` is left out altogether. */
function patched<T extends object>(item: T, patch: Partial<T>): T {
  const next: Record<string, unknown> = { ...item, ...patch };
  for (const [field, value] of Object.entries(patch)) if (value === undefined) delete next[field];
  return next as T;
}

/** An optional text as the pack wants it: left out when empty (the schema refuses ''). */
export const optionalText = (value: string): string | undefined =>
  value.trim() === '' ? undefined : value;

const replaceAt = <T>(items: readonly T[], index: number, change: (item: T) => T): T[] =>
  items.map((item, i) => (i === index ? change(item) : item));
const removeAt = <T>(items: readonly T[], index: number): T[] =>
  items.filter((_, i) => i !== index);
/** The list with item `index` moved by `delta` places; unchanged when that leaves the list. */
export function moveAt<T>(items: readonly T[], index: number, delta: number): T[] {
  const to = index + delta;
  if (index < 0 || index >= items.length || to < 0 || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(index, 1);
  next.splice(to, 0, item as T);
  return next;
}

/**
 * What a list change is: add an item at the end, remove one, or move one — up (-1) or down (1)
 * by `delta`, or to index `to` (where it was dropped: it stands there after, the items between
 * shift by one).
 */
export type ListChange<T> =
  | { op: 'add'; item: T }
  | { op: 'remove'; index: number }
  | { op: 'move'; index: number; delta: number }
  | { op: 'move'; index: number; to: number };

export function changeList<T>(items: readonly T[], change: ListChange<T>): T[] {
  if (change.op === 'add') return [...items, change.item];
  if (change.op === 'remove') return removeAt(items, change.index);
  const delta = 'to' in change ? change.to - change.index : change.delta;
  return moveAt(items, change.index, delta);
}

/* Keys: new items get one made from their text, unique among their siblings. */

const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'yo',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  ў: 'o',
  қ: 'q',
  ғ: 'g',
  ҳ: 'h',
};

/** A key from a text: Cyrillic written in a–z, anything else not a letter or digit a dash. */
export function keyFromText(text: string): string {
  return [...text.toLowerCase().normalize('NFC').replace(/\p{M}/gu, '')]
    .map((char) => CYRILLIC[char] ?? char)
    .join('')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
}

/** `base`, or `base-2`, `base-3`… — the first that no sibling has. */
export function uniqueKey(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

export type KeyKind = 'word' | 'game' | 'question';

/** The key a new item of `kind` gets for `text`: from the text, or `<kind>-N`. */
export function newKey(kind: KeyKind, text: string, siblingKeys: Iterable<string>): string {
  const taken = [...siblingKeys];
  const fromText = keyFromText(text);
  return fromText !== ''
    ? uniqueKey(fromText, taken)
    : uniqueKey(`${kind}-${taken.length + 1}`, taken);
}

/**
 * The keys the lesson had when it was loaded (or last saved): `words/<key>`, `games/<key>` and
 * `games/<game>/questions/<key>`. Those never change by themselves — the importer matches on them,
 * and a changed key is a deleted item (with learners' stars) and a new one.
 */
export function fixedKeys(lesson: EditLesson): ReadonlySet<string> {
  const keys = new Set<string>();
  for (const word of lesson.words ?? []) keys.add(`words/${word.key}`);
  for (const game of lesson.games) {
    keys.add(`games/${game.key}`);
    for (const question of game.questions) keys.add(`games/${game.key}/questions/${question.key}`);
  }
  return keys;
}

/**
 * The item's key after its text changed: a new item (its key not fixed) whose key is still the
 * one its old text gave (or `<kind>-N`) follows the new text; any other keeps its key.
 */
function followKey(
  kind: KeyKind,
  item: { key: string },
  oldText: string,
  newText: string,
  siblings: readonly { key: string }[],
  fixed: boolean,
): string {
  if (fixed) return item.key;
  const others = siblings.map((s) => s.key).filter((key) => key !== item.key);
  const automatic =
    item.key === newKey(kind, oldText, others) || new RegExp(`^${kind}-\\d+$`).test(item.key);
  return automatic && keyFromText(newText) !== '' ? newKey(kind, newText, others) : item.key;
}

/* The lesson. */

export function setLessonField(
  lesson: EditLesson,
  patch: Partial<Pick<EditLesson, 'title' | 'titleUz' | 'key'>>,
): EditLesson {
  return patched<EditLesson>(lesson, patch);
}

/* Words. */

const wordsOf = (lesson: EditLesson) => lesson.words ?? [];

export function newWord(lesson: EditLesson): EditWord {
  return {
    key: newKey(
      'word',
      '',
      wordsOf(lesson).map((w) => w.key),
    ),
    word: '',
    translation: '',
  };
}

export function updateWord(
  lesson: EditLesson,
  index: number,
  patch: Partial<EditWord>,
  fixed: ReadonlySet<string> = new Set(),
): EditLesson {
  const words = wordsOf(lesson);
  return {
    ...lesson,
    words: replaceAt(words, index, (word) => {
      const next = patched(word, patch);
      if (patch.word !== undefined && patch.key === undefined)
        next.key = followKey(
          'word',
          word,
          word.word,
          patch.word,
          words,
          fixed.has(`words/${word.key}`),
        );
      return next;
    }),
  };
}

export function changeWords(lesson: EditLesson, change: ListChange<EditWord>): EditLesson {
  return { ...lesson, words: changeList(wordsOf(lesson), change) };
}

/* Games. */

/** The parts of a game a template gives: its main picture and the type's standard videos. */
const TEMPLATE_MEDIA = [
  'mainImage',
  'videoFirst',
  'videoFirstPoster',
  'videoFirstUz',
  'videoFirstPosterUz',
  'videoLast',
  'videoLastPoster',
] as const;

/** The media of a game of `type` as the template has them (the Uzbek intro only when it has one). */
export function templateMedia(template: StudioGameTemplate | undefined): Partial<EditGame> {
  const media: Partial<Record<(typeof TEMPLATE_MEDIA)[number], string>> = {};
  if (template)
    for (const field of TEMPLATE_MEDIA) if (template[field]) media[field] = template[field];
  return media as Partial<EditGame>;
}

/** A new game of `type` with one empty question, its media from the type's template. */
export function newGame(
  lesson: EditLesson,
  type: GameType,
  template: StudioGameTemplate | undefined,
): EditGame {
  return {
    key: newKey(
      'game',
      '',
      lesson.games.map((g) => g.key),
    ),
    title: '',
    type,
    ...templateMedia(template),
    questions: [newQuestion([])],
  } as EditGame;
}

export function updateGame(
  lesson: EditLesson,
  index: number,
  patch: Partial<EditGame>,
  fixed: ReadonlySet<string> = new Set(),
): EditLesson {
  return {
    ...lesson,
    games: replaceAt(lesson.games, index, (game) => {
      const next = patched(game, patch);
      if (patch.title !== undefined && patch.key === undefined)
        next.key = followKey(
          'game',
          game,
          game.title,
          patch.title,
          lesson.games,
          fixed.has(`games/${game.key}`),
        );
      return next;
    }),
  };
}

/**
 * A game's type changed: the media it had from the old type's template are replaced by the new
 * type's (a picture or video the editor chose stays).
 */
export function setGameType(
  lesson: EditLesson,
  index: number,
  type: GameType,
  templates: readonly StudioGameTemplate[],
): EditLesson {
  const game = lesson.games[index];
  if (!game) return lesson;
  const before = templates.find((t) => t.type === game.type);
  const after = templates.find((t) => t.type === type);
  const patch: Record<string, string | undefined> = {};
  for (const field of TEMPLATE_MEDIA) {
    const current = game[field];
    if (current === undefined || (before && current === before[field]))
      patch[field] = after?.[field] ?? undefined;
  }
  return updateGame(lesson, index, { ...patch, type } as Partial<EditGame>);
}

export function changeGames(lesson: EditLesson, change: ListChange<EditGame>): EditLesson {
  return { ...lesson, games: changeList(lesson.games, change) };
}

/* Questions, and their variants, dialogue lines, pairs and pictures. */

export function newQuestion(siblings: readonly EditQuestion[]): EditQuestion {
  return {
    key: newKey(
      'question',
      '',
      siblings.map((q) => q.key),
    ),
    text: '',
    images: [],
    variants: [],
    personages: [],
    pairs: [],
  };
}

function withQuestions(
  lesson: EditLesson,
  gameIndex: number,
  change: (questions: EditQuestion[], game: EditGame) => EditQuestion[],
): EditLesson {
  return {
    ...lesson,
    games: replaceAt(lesson.games, gameIndex, (game) => ({
      ...game,
      questions: change(game.questions, game),
    })),
  };
}

export function updateQuestion(
  lesson: EditLesson,
  gameIndex: number,
  index: number,
  patch: Partial<EditQuestion>,
  fixed: ReadonlySet<string> = new Set(),
): EditLesson {
  return withQuestions(lesson, gameIndex, (questions, game) =>
    replaceAt(questions, index, (question) => {
      const next = patched(question, patch);
      if (patch.text !== undefined && patch.key === undefined)
        next.key = followKey(
          'question',
          question,
          question.text ?? '',
          patch.text,
          questions,
          fixed.has(`games/${game.key}/questions/${question.key}`),
        );
      return next;
    }),
  );
}

export function changeQuestions(
  lesson: EditLesson,
  gameIndex: number,
  change: ListChange<EditQuestion>,
): EditLesson {
  return withQuestions(lesson, gameIndex, (questions) => changeList(questions, change));
}

type QuestionList = 'images' | 'variants' | 'personages' | 'pairs';
type ItemOf<L extends QuestionList> = NonNullable<EditQuestion[L]>[number];

/** A change to one of a question's lists (its pictures, variants, dialogue lines or pairs). */
export function changeQuestionList<L extends QuestionList>(
  lesson: EditLesson,
  gameIndex: number,
  questionIndex: number,
  field: L,
  change: ListChange<ItemOf<L>>,
): EditLesson {
  return withQuestions(lesson, gameIndex, (questions) =>
    replaceAt(questions, questionIndex, (question) => ({
      ...question,
      [field]: changeList((question[field] ?? []) as ItemOf<L>[], change),
    })),
  );
}

/** One item of a question's list changed: a picture replaced, a variant or line or pair edited. */
export function updateQuestionItem<L extends QuestionList>(
  lesson: EditLesson,
  gameIndex: number,
  questionIndex: number,
  field: L,
  index: number,
  change: (item: ItemOf<L>) => ItemOf<L>,
): EditLesson {
  return withQuestions(lesson, gameIndex, (questions) =>
    replaceAt(questions, questionIndex, (question) => ({
      ...question,
      [field]: replaceAt((question[field] ?? []) as ItemOf<L>[], index, change),
    })),
  );
}

export function updateVariant(
  lesson: EditLesson,
  gameIndex: number,
  questionIndex: number,
  index: number,
  patch: Partial<EditVariant>,
): EditLesson {
  return updateQuestionItem(lesson, gameIndex, questionIndex, 'variants', index, (v) =>
    patched(v, patch),
  );
}

/** Marks variant `index` the one right answer (a radio: the others are unmarked). */
export function markOnlyCorrect(
  lesson: EditLesson,
  gameIndex: number,
  questionIndex: number,
  index: number,
): EditLesson {
  return withQuestions(lesson, gameIndex, (questions) =>
    replaceAt(questions, questionIndex, (question) => ({
      ...question,
      variants: (question.variants ?? []).map((v, i) => ({ ...v, correct: i === index })),
    })),
  );
}

export function updateLine(
  lesson: EditLesson,
  gameIndex: number,
  questionIndex: number,
  index: number,
  patch: Partial<EditLine>,
): EditLesson {
  return updateQuestionItem(lesson, gameIndex, questionIndex, 'personages', index, (line) =>
    patched(line, patch),
  );
}

export function updatePair(
  lesson: EditLesson,
  gameIndex: number,
  questionIndex: number,
  index: number,
  patch: Partial<EditPair>,
): EditLesson {
  return updateQuestionItem(lesson, gameIndex, questionIndex, 'pairs', index, (pair) =>
    patched(pair, patch),
  );
}

/* What a question of each type shows: the parts GAME_TYPE_PARTS gives its type. */

export interface QuestionParts {
  /** The question's text and its Uzbek prompt: every type may say or show them. */
  text: boolean;
  images: boolean;
  variants: boolean;
  /** The right answers are marked with a radio: exactly one is right. */
  oneCorrect: boolean;
  lines: boolean;
  pairs: boolean;
}

/** A part is shown where the type uses it, or while the question has some (so it can be removed). */
export function questionParts(type: string, question: EditQuestion): QuestionParts {
  const rules = isKnownType(type) ? GAME_TYPE_PARTS[type] : {};
  const has = (field: 'images' | 'variants' | 'personages' | 'pairs') =>
    (question[field]?.length ?? 0) > 0;
  return {
    text: true,
    images: rules.images !== undefined || type === '3.1' || has('images'),
    variants: rules.variants !== undefined || has('variants'),
    oneCorrect: rules.correct === 'one',
    lines: rules.personages === 'dialogue' || has('personages'),
    pairs: rules.pairs !== undefined || has('pairs'),
  };
}

export const isKnownType = (type: unknown): type is GameType =>
  typeof type === 'string' && (GAME_TYPES as readonly string[]).includes(type);

/* Checking: what the importer would refuse, in its words. */

export interface LessonIssue {
  /** Where, as the loader writes it: `games[0].questions[1].variants`. */
  path: string;
  message: string;
}

/** A path as the loader writes it (load-pack.ts formatPath). */
export function formatPath(parts: readonly PropertyKey[]): string {
  return (
    parts
      .map((part, i) =>
        typeof part === 'number' ? `[${part}]` : `${i === 0 ? '' : '.'}${String(part)}`,
      )
      .join('') || '(top)'
  );
}

function duplicateKeys(items: readonly unknown[], at: PropertyKey[], issues: LessonIssue[]) {
  const seen = new Set<string>();
  items.forEach((item, i) => {
    const key = record(item).key;
    if (typeof key !== 'string') return;
    if (seen.has(key))
      issues.push({ path: formatPath([...at, i, 'key']), message: `duplicate key "${key}"` });
    seen.add(key);
  });
}

/**
 * What the server's loader would refuse in the lesson (load-pack.ts validateLesson): the pack
 * schema's issues, duplicate keys, and each question checked against its game type
 * (`checkQuestionParts`), with the same messages and paths. Where the loader stops at the schema,
 * this also checks the questions that parse on their own, so each field shows all it can.
 * Media files are checked by the server only.
 */
export function checkLesson(lesson: EditLesson): LessonIssue[] {
  const stored = toStorePaths(lesson) as Record<string, unknown>;
  const issues: LessonIssue[] = [];
  const parsed = packLessonSchema.safeParse(stored);
  if (!parsed.success)
    for (const issue of parsed.error.issues)
      issues.push({ path: formatPath(issue.path), message: issue.message });

  duplicateKeys(list(stored.words), ['words'], issues);
  duplicateKeys(list(stored.games), ['games'], issues);
  list(stored.games).forEach((item, g) => {
    const game = record(item);
    duplicateKeys(list(game.achievements), ['games', g, 'achievements'], issues);
    duplicateKeys(list(game.questions), ['games', g, 'questions'], issues);
    if (!isKnownType(game.type)) return;
    const type = game.type;
    list(game.questions).forEach((raw, q) => {
      const question = packQuestionSchema.safeParse(raw);
      if (!question.success) return;
      for (const issue of checkQuestionParts(type, question.data))
        issues.push({
          path: formatPath(['games', g, 'questions', q, ...issue.path]),
          message: issue.message,
        });
    });
  });
  // One message a place: the schema and the part checks never say the same thing twice.
  const seen = new Set<string>();
  return issues.filter((issue) => {
    const id = `${issue.path}\n${issue.message}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/** The id of the field (or group) that shows the issues at `path`. */
export const fieldId = (path: string) => `edit-${path.replace(/[^A-Za-z0-9]+/g, '-')}`;

/** `games[0].questions[1].variants` → `games[0].questions[1]` → … → `games` (for focusing). */
export function parentPath(path: string): string | null {
  const cut = Math.max(path.lastIndexOf('.'), path.lastIndexOf('['));
  return cut > 0 ? path.slice(0, cut) : null;
}
