import { sameSpokenText, speechVoice, type SpeechVoice } from '@bolajon/contract';
import type { MediaStore } from '../media/media-store.js';
import { audioKey, audioSource, spokenTexts } from './pack-audio.js';
import type { LoadedPack } from './pack-types.js';

/**
 * The public URLs of a pack's media while it is imported: each file is stored once however often
 * the pack names it. Paths are pack-relative, as written in `file`.
 */
export function createPackMedia(pack: LoadedPack, media: MediaStore) {
  const urls = new Map<string, string>();
  /**
   * A person's recording of a text serves every item of the pack that says the same text in the
   * same voice and has no recording of its own (issue 23: a recording wins over synthesis wherever
   * the text is played): the word «кошка» recorded once is heard in the question «Кошка?» too.
   */
  const recorded = new Map<string, { file: string; recording: string }>();
  // The same text exactly (keyed by its audio key) comes first, then the same words («Привет!»
  // recorded as a line serves another «Привет!» before the word «привет» does).
  for (const exact of [true, false])
    for (const item of spokenTexts(pack.courses)) {
      const key = exact ? audioKey(item.voice, item.text) : sameSpokenText(item.voice, item.text);
      if (item.recording && !recorded.has(key))
        recorded.set(key, { file: item.where.file, recording: item.recording });
    }

  /**
   * The URL of a media file the pack names. A `recording` (a person's voice, ADR 0045) is stored
   * under the store's r/, with the .m4a copy beside it when the pack has one.
   */
  async function put(file: string, relative: string, recording = false): Promise<string> {
    const absolute = pack.media(file, relative);
    const key = `${recording ? 'r' : 'c'}:${absolute}`;
    let stored = urls.get(key);
    if (!stored) {
      stored = await media.putFile(absolute, { recording });
      urls.set(key, stored);
    }
    return stored;
  }

  return {
    put,

    /** The URL of an optional media file; null when the pack names none. */
    url: async (file: string, relative: string | undefined) =>
      relative ? put(file, relative) : null,

    /** What speaks a text: its recording, else its rendered file, else nothing (pack-audio.ts). */
    async spoken(
      file: string,
      text: string,
      recording: string | undefined,
      voice: SpeechVoice = speechVoice(text),
    ): Promise<string | null> {
      const shared = recording
        ? undefined
        : (recorded.get(audioKey(voice, text)) ?? recorded.get(sameSpokenText(voice, text)));
      if (shared) return put(shared.file, shared.recording, true);
      const source = audioSource(pack.renderedAudio, { voice, text, recording });
      return source ? put(file, source, source === recording) : null;
    },
  };
}

export type PackMedia = ReturnType<typeof createPackMedia>;
