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

/**
 * Every spoken text of a draft lesson (the pack's shape, `packLessonSchema`) that has no human
 * recording yet: its recording field is missing, or names something other than a studio recording
 * (a rendered voice). A text recorded once in the lesson counts for every item that says it in the
 * same voice: publishing gives them that recording (the importer's rule, `sameSpokenText`). Empty
 * texts are not spoken and are left out. A half-written draft is read as far as it goes.
 */
export function unrecordedTexts(lesson: Record<string, unknown>): UnrecordedText[] {
  const missing: (UnrecordedText & { said: string })[] = [];
  const recorded = new Set<string>();
  const check = (
    item: Item,
    path: string,
    textKey: string,
    audioKey: string,
    kind: SpokenTextKind,
  ) => {
    const text = textOf(item[textKey]);
    if (!text) return;
    const voice: SpeechVoice = UZBEK_KINDS.has(kind) ? 'uz' : speechVoice(text);
    const said = sameSpokenText(voice, text);
    const audio = item[audioKey];
    if (isRecordingUrl(typeof audio === 'string' ? audio : null)) recorded.add(said);
    else missing.push({ path: `${path}.${textKey}`, kind, text, said });
  };

  for (const [word, w] of items(lesson.words)) {
    check(word, `words[${w}]`, 'word', 'audio', 'word');
    check(word, `words[${w}]`, 'translation', 'translationAudio', 'translation');
  }
  for (const [game, g] of items(lesson.games)) {
    const gamePath = `games[${g}]`;
    check(game, gamePath, 'instruction', 'instructionAudio', 'instruction');
    check(game, gamePath, 'instructionUz', 'instructionUzAudio', 'instructionUz');
    for (const [question, q] of items(game.questions)) {
      const questionPath = `${gamePath}.questions[${q}]`;
      check(question, questionPath, 'text', 'audio', 'question');
      check(question, questionPath, 'promptUz', 'promptUzAudio', 'promptUz');
      for (const [variant, v] of items(question.variants)) {
        check(variant, `${questionPath}.variants[${v}]`, 'answer', 'audio', 'variant');
      }
      for (const [line, l] of items(question.personages)) {
        check(line, `${questionPath}.personages[${l}]`, 'answer', 'audio', 'line');
      }
    }
  }
  return missing
    .filter(({ said }) => !recorded.has(said))
    .map(({ path, kind, text }) => ({ path, kind, text }));
}

/** The texts heard in the Uzbek voice whatever their letters (a translation, an Uzbek prompt). */
const UZBEK_KINDS: ReadonlySet<SpokenTextKind> = new Set([
  'translation',
  'promptUz',
  'instructionUz',
]);
