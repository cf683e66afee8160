import { isRecordingUrl, sameSpokenText, speechVoice, type SpeechVoice } from '@bolajon/contract';

/** Which spoken text of a lesson: each kind has its recording field beside it (ADR 0045). */
export type SpokenTextKind =
  | 'word'
  | 'translation'
  | 'question'
  | 'promptUz'
  | 'instruction'
  | 'instructionUz'
  | 'variant'
  | 'line';

export interface UnrecordedText {
  /** Where the text is in the lesson, as the importer names places: `games[0].questions[1].text`. */
  path: string;
  kind: SpokenTextKind;
  text: string;
}

type Item = Record<string, unknown>;

const isItem = (value: unknown): value is Item =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const items = (value: unknown): [Item, number][] =>
  Array.isArray(value)
    ? value.flatMap((item, index): [Item, number][] => (isItem(item) ? [[item, index]] : []))
    : [];
const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** One spoken text of a draft lesson: where, what, in which voice, and its recording field. */
interface SpokenItem {
  path: string;
  kind: SpokenTextKind;
  text: string;
  voice: SpeechVoice;
  /** What its recording field holds (a URL, or whatever a half-written draft has there). */
  audio: unknown;
}

/**
 * Every non-empty spoken text of a draft lesson (the pack's shape, `packLessonSchema`), with its
 * recording field, in lesson order. A half-written draft is read as far as it goes.
 */
function spokenItems(lesson: Record<string, unknown>): SpokenItem[] {
  const found: SpokenItem[] = [];
  const add = (
    item: Item,
    path: string,
    textKey: string,
    audioKey: string,
    kind: SpokenTextKind,
  ) => {
    const text = textOf(item[textKey]);
    if (!text) return;
    const voice: SpeechVoice = UZBEK_KINDS.has(kind) ? 'uz' : speechVoice(text);
    found.push({ path: `${path}.${textKey}`, kind, text, voice, audio: item[audioKey] });
  };
  for (const [word, w] of items(lesson.words)) {
    add(word, `words[${w}]`, 'word', 'audio', 'word');
    add(word, `words[${w}]`, 'translation', 'translationAudio', 'translation');
  }
  for (const [game, g] of items(lesson.games)) {
    const gamePath = `games[${g}]`;
    add(game, gamePath, 'instruction', 'instructionAudio', 'instruction');
    add(game, gamePath, 'instructionUz', 'instructionUzAudio', 'instructionUz');
    for (const [question, q] of items(game.questions)) {
      const questionPath = `${gamePath}.questions[${q}]`;
      add(question, questionPath, 'text', 'audio', 'question');
      add(question, questionPath, 'promptUz', 'promptUzAudio', 'promptUz');
      for (const [variant, v] of items(question.variants))
        add(variant, `${questionPath}.variants[${v}]`, 'answer', 'audio', 'variant');
      for (const [line, l] of items(question.personages))
        add(line, `${questionPath}.personages[${l}]`, 'answer', 'audio', 'line');
    }
  }
  return found;
}

const recordingOf = ({ audio }: SpokenItem): string | null =>
  typeof audio === 'string' && isRecordingUrl(audio) ? audio : null;

/**
 * The recording a published lesson would play for a text said in `voice` (the importer's rule):
 * a recording of the same text exactly anywhere in the lesson, else one of the same words
 * (`sameSpokenText`: «кошка» for «Кошка?»); null when there is none.
 */
export function sharedRecordings(
  lesson: Record<string, unknown>,
): (voice: SpeechVoice, text: string) => string | null {
  const exact = new Map<string, string>();
  const same = new Map<string, string>();
  for (const item of spokenItems(lesson)) {
    const recording = recordingOf(item);
    if (!recording) continue;
    const key = `${item.voice}:${item.text}`;
    if (!exact.has(key)) exact.set(key, recording);
    const said = sameSpokenText(item.voice, item.text);
    if (!same.has(said)) same.set(said, recording);
  }
  return (voice, text) =>
    exact.get(`${voice}:${text.trim()}`) ?? same.get(sameSpokenText(voice, text)) ?? null;
}

/**
 * Every spoken text of a draft lesson that has no human recording yet: its recording field is
 * missing, or names something other than a studio recording (a rendered voice). A text recorded
 * once in the lesson counts for every item that says it in the same voice: publishing gives them
 * that recording (the importer's rule, `sharedRecordings`). Empty texts are not spoken.
 */
export function unrecordedTexts(lesson: Record<string, unknown>): UnrecordedText[] {
  const heard = sharedRecordings(lesson);
  return spokenItems(lesson)
    .filter((item) => !recordingOf(item) && !heard(item.voice, item.text))
    .map(({ path, kind, text }) => ({ path, kind, text }));
}

/** The texts heard in the Uzbek voice whatever their letters (a translation, an Uzbek prompt). */
const UZBEK_KINDS: ReadonlySet<SpokenTextKind> = new Set([
  'translation',
  'promptUz',
  'instructionUz',
]);
