import { createHash } from 'node:crypto';
import { speechVoice, type SpeechVoice } from '@bolajon/contract';
import type { LoadedCourse } from './pack-types.js';
import { lexiconOf, spokenForm, type Lexicon } from './pronounce.js';

/*
 * The sound of a pack (ADR 0011). Every word, translation, question text, Uzbek prompt, answer
 * variant, dialogue line and instruction is heard. A teacher's recording (the item's `audio`,
 * `translationAudio`, `instructionAudio`, `instructionUzAudio` or `promptUzAudio`) comes first; else
 * `npm run content:audio` renders the text into the pack's audio/ folder, one file per
 * (voice, text), listed in audio/manifest.json; else the item has no file and the app asks
 * POST /audio, then the browser's voice.
 */

/** The folder rendered audio lives in, and its manifest, relative to the pack. */
export const AUDIO_FOLDER = 'audio';
export const AUDIO_MANIFEST = `${AUDIO_FOLDER}/manifest.json`;
/** A rendered file's name: 16 hex digits of a hash and `.ogg`; nothing else there is touched. */
export const RENDERED_FILE = /^[0-9a-f]{16}\.ogg$/;

export const audioKey = (voice: SpeechVoice, text: string) => `${voice}:${text}`;

/**
 * Where the rendered audio of a text goes: `audio/<voice>/<sha256(voice + text), 16 hex>.ogg`,
 * the pronunciation added to the hash when it is not the text, so a changed `say` is a new file.
 */
export function renderedAudioPath(voice: SpeechVoice, text: string, spoken = text): string {
  const hash = createHash('sha256')
    .update(voice + text + (spoken === text ? '' : `\n${spoken}`))
    .digest('hex')
    .slice(0, 16);
  return `${AUDIO_FOLDER}/${voice}/${hash}.ogg`;
}

/** One thing the pack says aloud. */
export interface SpokenText {
  voice: SpeechVoice;
  text: string;
  /** The teacher's recording of it, a pack-relative path, when the item has one. */
  recording: string | undefined;
  /** What the synthesiser reads (pronounce.ts `spokenForm`): the text unless something changes it. */
  spoken: string;
  /**
   * The item's own `say`. One given anywhere serves every item of the same voice and text that
   * gives none (one text has one sound: the manifest keeps one file per text).
   */
  say: string | undefined;
  /** Where the item is: the file and the path inside it, for content:check's messages. */
  where: { file: string; path: (string | number)[] };
  /** What the item is, in content:check's words: word, translation, question, prompt, … */
  kind: SpokenKind;
}

export type SpokenKind =
  | 'word'
  | 'translation'
  | 'question'
  | 'promptUz'
  | 'instruction'
  | 'instructionUz'
  | 'variant'
  | 'line';

/** A word's translation is Uzbek whatever letters it uses; every other text by its letters. */
export const translationVoice: SpeechVoice = 'uz';

/**
 * Every text the pack's items say, in pack order, repeats included (one entry per item).
 * Empty question texts are left out: nothing to say.
 */
export function spokenTexts(courses: readonly LoadedCourse[]): SpokenText[] {
  const said: SpokenText[] = [];
  /** Each item's course word list, by index in `said`. */
  const lexicons: Lexicon[] = [];
  for (const course of courses) {
    const lexicon = lexiconOf(course.pronunciations);
    for (const module of course.modules) {
      // A module written in course.yaml sits under `modules[m]`; an included one at its top.
      const m = course.modules.indexOf(module);
      const top: (string | number)[] = module.file === course.file ? ['modules', m] : [];
      const say = (
        kind: SpokenKind,
        path: (string | number)[],
        text: string | undefined,
        recording: string | undefined,
        pronunciation: string | undefined,
        voice = speechVoice(text ?? ''),
      ) => {
        if (text === undefined || text.trim() === '') return;
        lexicons.push(lexicon);
        said.push({
          voice,
          text,
          recording,
          spoken: pronunciation ?? '',
          say: pronunciation,
          kind,
          where: { file: module.file, path },
        });
      };
      module.blocks.forEach((block, b) =>
        block.lessons.forEach((lesson, l) => {
          const at = [...top, 'blocks', b, 'lessons', l];
          lesson.words.forEach((word, w) => {
            say('word', [...at, 'words', w, 'word'], word.word, word.audio, word.say);
            say(
              'translation',
              [...at, 'words', w, 'translation'],
              word.translation,
              word.translationAudio,
              word.translationSay,
              translationVoice,
            );
          });
          lesson.games.forEach((game, g) => {
            const gAt = [...at, 'games', g];
            say(
              'instruction',
              [...gAt, 'instruction'],
              game.instruction,
              game.instructionAudio,
              undefined,
            );
            say(
              'instructionUz',
              [...gAt, 'instructionUz'],
              game.instructionUz,
              game.instructionUzAudio,
              undefined,
              'uz',
            );
            game.questions.forEach((question, q) => {
              const qAt = [...gAt, 'questions', q];
              say('question', [...qAt, 'text'], question.text, question.audio, question.say);
              say(
                'promptUz',
                [...qAt, 'promptUz'],
                question.promptUz,
                question.promptUzAudio,
                undefined,
                'uz',
              );
              question.variants.forEach((variant, v) =>
                say(
                  'variant',
                  [...qAt, 'variants', v, 'answer'],
                  variant.answer,
                  variant.audio,
                  variant.say,
                ),
              );
              question.personages.forEach((line, p) =>
                say('line', [...qAt, 'personages', p, 'answer'], line.answer, line.audio, line.say),
              );
            });
          });
        }),
      );
    }
  }
  // The first `say` given for a voice and text is how every item of that text is said.
  const given = new Map<string, string>();
  for (const item of said)
    if (item.say !== undefined && !given.has(audioKey(item.voice, item.text)))
      given.set(audioKey(item.voice, item.text), item.say);
  said.forEach((item, i) => {
    const say = item.say ?? given.get(audioKey(item.voice, item.text));
    item.spoken = spokenForm(item.voice, item.text, say, lexicons[i]);
  });
  return said;
}

/**
 * The file that speaks an item, pack-relative: its own recording, else the rendered file the
 * manifest lists for (voice, text), else null.
 */
export function audioSource(
  rendered: ReadonlyMap<string, string>,
  item: Pick<SpokenText, 'voice' | 'text' | 'recording'>,
): string | null {
  if (item.recording) return item.recording;
  if (item.text.trim() === '') return null;
  return rendered.get(audioKey(item.voice, item.text)) ?? null;
}
