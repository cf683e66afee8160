import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudioRecordingsService } from '../modules/studio-media/studio-recordings.service.js';
import {
  DEFAULT_RECORDING_LIMITS,
  processRecording,
  RecordingToolError,
} from './process-recording.js';

/* What the server's own failures look like: the request is not at fault (503), nothing is left. */

const scratch = mkdtempSync(path.join(tmpdir(), 'bolajon-recording-unit-'));
beforeAll(() => {
  process.env['TMPDIR'] = scratch;
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const missingFfmpeg = { ...DEFAULT_RECORDING_LIMITS, ffmpegPath: '/nonexistent/ffmpeg' };

describe('processRecording when ffmpeg fails', () => {
  it('throws RecordingToolError when ffmpeg cannot start, removing its temporary folder', async () => {
    await expect(processRecording(Buffer.from('RIFF....'), missingFfmpeg)).rejects.toBeInstanceOf(
      RecordingToolError,
    );
    expect(readdirSync(scratch)).toEqual([]);
  });

  it('is a 503 from the service, and nothing is stored', async () => {
    const puts: unknown[] = [];
    const service = createStudioRecordingsService({
      store: {
        putRecording: (ogg, m4a) => {
          puts.push([ogg, m4a]);
          return Promise.resolve({ url: '', fallbackUrl: '' });
        },
      },
      process: (bytes) => processRecording(bytes, missingFfmpeg),
    });
    await expect(service.record(Buffer.from('RIFF....'))).rejects.toMatchObject({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
    });
    expect(puts).toEqual([]);
  });

  it('refuses a second recording while one is processed (concurrency 1), with Retry-After', async () => {
    let release: () => void = () => undefined;
    const service = createStudioRecordingsService({
      store: { putRecording: () => Promise.resolve({ url: 'u', fallbackUrl: 'f' }) },
      concurrency: 1,
      process: () =>
        new Promise((resolve) => {
          release = () =>
            resolve({
              ok: true,
              recording: { ogg: Buffer.from('o'), m4a: Buffer.from('m'), durationMs: 500 },
            });
        }),
    });
    const first = service.record(Buffer.from('a'));
    await expect(service.record(Buffer.from('b'))).rejects.toMatchObject({
      status: 503,
      retryAfterSeconds: 2,
    });
    release();
    await expect(first).resolves.toEqual({ url: 'u', fallbackUrl: 'f', durationMs: 500 });
  });
});

/** A mono 8-bit WAV at 2 kHz made by ffmpeg: `silentSeconds` of silence, then a second of tone. */
function silenceThenTone(silentSeconds: number): Buffer {
  const file = path.join(scratch, 'made.wav');
  const sources = [`anullsrc=r=2000:cl=mono:d=${silentSeconds}`, 'sine=f=220:r=2000:d=1'];
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...sources.flatMap((source) => ['-f', 'lavfi', '-i', source]),
    ...['-filter_complex', '[0][1]concat=n=2:v=0:a=1', '-c:a', 'pcm_u8', file],
  ]);
  const bytes = readFileSync(file);
  rmSync(file);
  return bytes;
}

describe('processRecording reads a bounded part of a file', () => {
  it('hears nothing past maxInputSeconds: a tone after them is a silent recording', async () => {
    const late = silenceThenTone(DEFAULT_RECORDING_LIMITS.maxInputSeconds + 5);
    expect(late.byteLength).toBeLessThan(DEFAULT_RECORDING_LIMITS.maxBytes);
    expect(await processRecording(late)).toMatchObject({
      ok: false,
      refusal: { code: 'RECORDING_SILENT' },
    });
  });

  it('keeps a tone inside them', async () => {
    const result = await processRecording(silenceThenTone(3));
    expect(result).toMatchObject({ ok: true });
    if (result.ok) expect(result.recording.durationMs).toBeGreaterThan(900);
  });
});
