import path from 'node:path';
import { loadEnv } from '../env.js';
import { createTtsEngine } from '../tts/index.js';
import type { LoadedPack } from './pack-types.js';
import { AUDIO_FOLDER } from './pack-audio.js';
import { renderPackAudio } from './render-audio.js';

/**
 * Opus bitrate of the pack's files (mono speech): the demo course's 357 phrases take about
 * 1 MB at 20 kbit/s, against 0.9 MB at 16 and 1.2 MB at 24 (ADR 0011).
 */
export const PACK_AUDIO_BITRATE = '20k';

/** `npm run content:audio`: the pack's texts rendered by the engine TTS_PROVIDER names. */
export async function runAudio(pack: LoadedPack, options: { force: boolean }): Promise<number> {
  const engine = await createTtsEngine(
    loadEnv(),
    { warn: (details, message) => console.warn(`${message} (${JSON.stringify(details)})`) },
    { bitrate: PACK_AUDIO_BITRATE },
  );
  if (!engine) {
    console.error(
      'No text-to-speech engine: TTS_PROVIDER is none, or espeak-ng and ffmpeg cannot run here ' +
        '(Debian: apt-get install espeak-ng ffmpeg).',
    );
    return 1;
  }
  const started = performance.now();
  const result = await renderPackAudio(pack, engine, {
    force: options.force,
    onRendered: (_item, done, total) => {
      if (done % 50 === 0 || done === total) console.log(`  rendered ${done}/${total}`);
    },
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const folder = path.relative(
    process.env['INIT_CWD'] ?? process.cwd(),
    path.join(pack.dir, AUDIO_FOLDER),
  );
  if (result.engineChanged) console.log(`the files were of another engine: all rendered again`);
  console.log(
    `audio with ${engine.name}: ${result.texts} texts, ${result.rendered} rendered, ` +
      `${result.kept} kept, ${result.removed} removed in ${seconds} s; ` +
      `${folder} is ${(result.bytes / 1024 / 1024).toFixed(2)} MB`,
  );
  for (const failure of result.failed)
    console.error(`  failed (${failure.voice}) "${failure.text}": ${failure.error}`);
  return result.failed.length > 0 ? 1 : 0;
}
