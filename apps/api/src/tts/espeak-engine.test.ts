import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testEnv } from '../env.js';
import { EspeakTtsEngine } from './espeak-engine.js';
import { createTtsEngine } from './index.js';
import { TtsError } from './tts-error.js';
import { YandexTtsEngine } from './yandex-engine.js';

const scratch = mkdtempSync(path.join(tmpdir(), 'bolajon-espeak-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A stand-in program: a shell script with the given body. */
function program(name: string, body: string): string {
  const file = path.join(scratch, name);
  writeFileSync(file, `#!/bin/sh\n${body}\n`);
  chmodSync(file, 0o755);
  return file;
}

const isOgg = (data: Buffer) => data.subarray(0, 4).toString('latin1') === 'OggS';

describe('EspeakTtsEngine', () => {
  const engine = new EspeakTtsEngine();

  it('speaks Russian and Uzbek as Ogg Opus', async () => {
    const russian = await engine.synthesize({ text: 'Привет', voice: 'ru' });
    const uzbek = await engine.synthesize({ text: 'Salom', voice: 'uz' });
    for (const audio of [russian, uzbek]) {
      expect(audio.contentType).toBe('audio/ogg');
      expect(isOgg(audio.data)).toBe(true);
      // OpusHead in the first page: the stream really is Opus.
      expect(audio.data.subarray(0, 200).toString('latin1')).toContain('OpusHead');
    }
  });

  it('reads text that looks like options as text', async () => {
    const target = path.join(scratch, 'written.wav');
    const audio = await engine.synthesize({ text: `-w ${target} --version`, voice: 'ru' });
    expect(isOgg(audio.data)).toBe(true);
    expect(existsSync(target)).toBe(false);
  });

  it('says which program is missing', async () => {
    const noEspeak = new EspeakTtsEngine({ espeakPath: path.join(scratch, 'no-espeak') });
    await expect(noEspeak.synthesize({ text: 'да', voice: 'ru' })).rejects.toThrow(
      new TtsError('espeak-ng could not be started (ENOENT)'),
    );
    const noFfmpeg = new EspeakTtsEngine({ ffmpegPath: path.join(scratch, 'no-ffmpeg') });
    await expect(noFfmpeg.synthesize({ text: 'да', voice: 'ru' })).rejects.toThrow(
      'ffmpeg could not be started (ENOENT)',
    );
  });

  it('reports a failing program with its exit status and error output', async () => {
    const failing = new EspeakTtsEngine({
      espeakPath: program('espeak-fails', 'echo "no voice here" >&2; exit 3'),
    });
    await expect(failing.synthesize({ text: 'да', voice: 'uz' })).rejects.toThrow(
      'espeak-ng (voice uz) failed with 3: no voice here',
    );
    const notOgg = new EspeakTtsEngine({ ffmpegPath: program('ffmpeg-silent', 'cat >/dev/null') });
    await expect(notOgg.synthesize({ text: 'да', voice: 'ru' })).rejects.toThrow(
      'ffmpeg produced no Ogg audio (0 bytes)',
    );
  });

  it('gives up after its timeout', async () => {
    const slow = new EspeakTtsEngine({
      espeakPath: program('espeak-hangs', 'exec sleep 10'),
      timeoutMs: 200,
    });
    const started = Date.now();
    await expect(slow.synthesize({ text: 'да', voice: 'ru' })).rejects.toThrow(
      'espeak-ng and ffmpeg took longer than 200 ms',
    );
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('createTtsEngine', () => {
  const warnings: { obj: object; msg: string }[] = [];
  const log = { warn: (obj: object, msg: string) => warnings.push({ obj, msg }) };

  it('uses espeak-ng by default when it can run', async () => {
    const env = testEnv({ TTS_PROVIDER: 'espeak' });
    const engine = await createTtsEngine(env, log);
    expect(engine).toBeInstanceOf(EspeakTtsEngine);
    expect(warnings).toEqual([]);
  });

  it('warns once and gives no engine when espeak-ng cannot run', async () => {
    warnings.length = 0;
    const env = testEnv({ TTS_PROVIDER: 'espeak' });
    const engine = await createTtsEngine(env, log, { espeakPath: path.join(scratch, 'none') });
    expect(engine).toBeNull();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.msg).toMatch(/espeak-ng or ffmpeg cannot run/);
    expect(warnings[0]?.obj).toMatchObject({ reason: expect.stringMatching(/ENOENT/) });
  });

  it('gives none for TTS_PROVIDER=none and SpeechKit for yandex', async () => {
    expect(await createTtsEngine(testEnv({ TTS_PROVIDER: 'none' }), log)).toBeNull();
    const yandex = await createTtsEngine(
      testEnv({ TTS_PROVIDER: 'yandex', YANDEX_API_KEY: 'key', YANDEX_VOICE_RU: 'filipp' }),
      log,
    );
    expect(yandex).toBeInstanceOf(YandexTtsEngine);
    expect(yandex?.name).toBe('yandex-speechkit:filipp,nigora');
  });
});
