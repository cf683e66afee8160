import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { packAudioManifestSchema, SPEECH_VOICES, type PackAudioManifest } from '@bolajon/contract';
import type { TtsEngine } from '../tts/engine.js';
import type { LoadedPack } from './pack-types.js';
import {
  AUDIO_FOLDER,
  AUDIO_MANIFEST,
  audioKey,
  RENDERED_FILE,
  renderedAudioPath,
  spokenTexts,
  type SpokenText,
} from './pack-audio.js';

export interface RenderAudioOptions {
  /** Render every text again, even those that have a file. */
  force?: boolean;
  /** Syntheses at a time (each is a process or an HTTP call). */
  concurrency?: number;
  onRendered?: (item: SpokenText, done: number, total: number) => void;
}

export interface RenderAudioResult {
  /** Distinct (voice, text) pairs that need a rendered file (no recording covers them). */
  texts: number;
  rendered: number;
  kept: number;
  removed: number;
  failed: { voice: string; text: string; error: string }[];
  /** The manifest was of another engine, so everything was rendered again. */
  engineChanged: boolean;
  /** Size of the audio folder afterwards. */
  bytes: number;
}

/** The manifest as it is on disk, or null when missing or unreadable (it is rebuilt anyway). */
export function readAudioManifest(dir: string): PackAudioManifest | null {
  try {
    const parsed = packAudioManifestSchema.safeParse(
      JSON.parse(readFileSync(path.join(dir, AUDIO_MANIFEST), 'utf8')),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * `npm run content:audio`: renders, with `engine`, every text of the pack that no recording
 * covers to `audio/<voice>/<hash>.ogg`, each distinct (voice, text) once; a text whose file
 * exists is left alone (unless `force`, or the files are of another engine). Then writes
 * audio/manifest.json and deletes the rendered files nothing uses any more. The YAML files are
 * never rewritten.
 */
export async function renderPackAudio(
  pack: LoadedPack,
  engine: TtsEngine,
  options: RenderAudioOptions = {},
): Promise<RenderAudioResult> {
  const wanted = new Map<string, SpokenText & { file: string }>();
  for (const item of spokenTexts(pack.courses)) {
    const key = audioKey(item.voice, item.text);
    if (!item.recording && !wanted.has(key))
      wanted.set(key, { ...item, file: renderedAudioPath(item.voice, item.text, item.spoken) });
  }
  const previous = readAudioManifest(pack.dir);
  const engineChanged = previous !== null && previous.engine !== engine.name;
  const force = options.force === true || engineChanged;
  const absolute = (file: string) => path.join(pack.dir, file);
  const todo = [...wanted.values()].filter((item) => force || !existsSync(absolute(item.file)));

  const failed: RenderAudioResult['failed'] = [];
  let done = 0;
  let next = 0;
  const worker = async () => {
    while (next < todo.length) {
      const item = todo[next++]!;
      try {
        const { data } = await engine.synthesize({
          text: item.text,
          voice: item.voice,
          ...(item.spoken === item.text ? {} : { say: item.spoken }),
        });
        const target = absolute(item.file);
        mkdirSync(path.dirname(target), { recursive: true });
        // Written aside and renamed: an interrupted run leaves no half file to be kept next time.
        writeFileSync(`${target}.part`, data);
        renameSync(`${target}.part`, target);
        done += 1;
        options.onRendered?.(item, done, todo.length);
      } catch (error) {
        failed.push({
          voice: item.voice,
          text: item.text,
          error: error instanceof Error ? error.message : String(error),
        });
      }
    }
  };
  const workers = Math.max(1, Math.min(options.concurrency ?? 4, todo.length));
  await Promise.all(Array.from({ length: workers }, worker));

  const entries: Record<string, string> = {};
  const used = new Set<string>();
  for (const key of [...wanted.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))) {
    const { file } = wanted.get(key)!;
    if (!existsSync(absolute(file))) continue;
    entries[key] = file;
    used.add(file);
  }
  const manifest: PackAudioManifest = { engine: engine.name, entries };
  mkdirSync(absolute(AUDIO_FOLDER), { recursive: true });
  writeFileSync(absolute(AUDIO_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);

  // Only rendered files (hash-named, in a voice folder) are removed: a recording kept under
  // audio/ by hand stays, and so does any file the YAML names.
  const named = new Set(spokenTexts(pack.courses).flatMap((item) => item.recording ?? []));
  let removed = 0;
  let bytes = statSync(absolute(AUDIO_MANIFEST)).size;
  for (const voice of SPEECH_VOICES) {
    const folder = absolute(`${AUDIO_FOLDER}/${voice}`);
    if (!existsSync(folder)) continue;
    for (const name of readdirSync(folder)) {
      const file = `${AUDIO_FOLDER}/${voice}/${name}`;
      const stale = (RENDERED_FILE.test(name) || name.endsWith('.ogg.part')) && !used.has(file);
      if (stale && !named.has(file)) {
        unlinkSync(absolute(file));
        removed += 1;
      } else {
        bytes += statSync(absolute(file)).size;
      }
    }
  }
  return {
    texts: wanted.size,
    rendered: done,
    kept: wanted.size - todo.length,
    removed,
    failed,
    engineChanged,
    bytes,
  };
}
