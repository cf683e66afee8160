import { createHash } from 'node:crypto';
import { speechVoice, type SpeechVoice } from '@bolajon/contract';
import type { LoadedCourse } from './pack-types.js';

/*
 * The sound of a pack (ADR 0011). Every word, translation, question text, answer variant and
 * dialogue line is heard. A teacher's recording (the item's `audio` field) comes first; else
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

/** Where the rendered audio of a text goes: `audio/<voice>/<sha256(voice + text), 16 hex>.ogg`. */
export function renderedAudioPath(voice: SpeechVoice, text: string): string {
  const hash = createHash('sha256')
    .update(voice + text)
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
}

/** A word's translation is Uzbek whatever letters it uses; every other text by its letters. */
export const translationVoice: SpeechVoice = 'uz';

/**
 * Every text the pack's items say, in pack order, repeats included (one entry per item).
 * Empty question texts are left out: nothing to say.
 */
export function spokenTexts(courses: readonly LoadedCourse[]): SpokenText[] {
  const said: SpokenText[] = [];
  const say = (text: string, recording: string | undefined, voice = speechVoice(text)) => {
    if (text.trim() !== '') said.push({ voice, text, recording });
  };
  for (const course of courses)
    for (const module of course.modules)
      for (const block of module.blocks)
        for (const lesson of block.lessons) {
          for (const word of lesson.words) {
            say(word.word, word.audio);
            say(word.translation, word.translationAudio, translationVoice);
          }
          for (const game of lesson.games)
            for (const question of game.questions) {
              say(question.text, question.audio);
              for (const variant of question.variants) say(variant.answer, variant.audio);
              for (const line of question.personages) say(line.answer, line.audio);
            }
        }
  return said;
}

/**
 * The file that speaks an item, pack-relative: its own recording, else the rendered file the
 * manifest lists for (voice, text), else null.
 */
export function audioSource(
  rendered: ReadonlyMap<string, string>,
  item: SpokenText,
): string | null {
  if (item.recording) return item.recording;
  if (item.text.trim() === '') return null;
  return rendered.get(audioKey(item.voice, item.text)) ?? null;
}
