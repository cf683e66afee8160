import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createAacCopyMaker } from './aac-copies.js';
import { AacCopyError, DEFAULT_AAC_COPY_OPTIONS, encodeAacCopy, writeAacCopy } from './aac-copy.js';

const root = mkdtempSync(path.join(tmpdir(), 'bolajon-aac-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A real Ogg Opus of a tone, `seconds` long. */
function ogg(name: string, seconds: number): string {
  const file = path.join(root, name);
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', '-f', 'lavfi'],
    ...['-i', `sine=frequency=440:duration=${seconds}`, '-c:a', 'libopus', '-f', 'ogg', file],
  ]);
  return file;
}

const isMp4 = (bytes: Buffer) => bytes.subarray(4, 8).toString('latin1') === 'ftyp';
const seconds = (file: string) =>
  Number(
    execFileSync('ffprobe', [
      ...['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=nw=1:nk=1', file],
    ]).toString(),
  );

/** An ffmpeg that logs `start` and `end` around each run. */
function countingFfmpeg(name: string) {
  const log = path.join(root, `${name}.log`);
  const script = path.join(root, `${name}.sh`);
  writeFileSync(log, '');
  writeFileSync(
    script,
    `#!/bin/sh\necho start >> '${log}'\nffmpeg "$@"; status=$?\necho end >> '${log}'\nexit $status\n`,
  );
  chmodSync(script, 0o755);
  const lines = () => readFileSync(log, 'utf8').split('\n').filter(Boolean);
  return {
    ffmpegPath: script,
    runs: () => lines().filter((line) => line === 'start').length,
    /** Most runs at the same time. */
    mostAtOnce: () => {
      let running = 0;
      let most = 0;
      for (const line of lines()) {
        running += line === 'start' ? 1 : -1;
        most = Math.max(most, running);
      }
      return most;
    },
  };
}

const quietLog = () => {
  const warnings: object[] = [];
  return { warnings, warn: (obj: object) => warnings.push(obj) };
};

describe('the AAC copy of an Ogg file (ADR 0051)', () => {
  it('is an MP4 of the same sound, written without a temporary file left beside it', async () => {
    const source = ogg('tone.ogg', 2);
    const folder = path.join(root, 'copies');
    mkdirSync(folder);
    await writeAacCopy(source, path.join(folder, 'tone.m4a'));
    expect(readdirSync(folder)).toEqual(['tone.m4a']);
    expect(isMp4(readFileSync(path.join(folder, 'tone.m4a')))).toBe(true);
    expect(seconds(path.join(folder, 'tone.m4a'))).toBeCloseTo(2, 0);
    expect(isMp4(await encodeAacCopy(readFileSync(source)))).toBe(true);
  });

  it('reads at most maxInputSeconds of the Ogg', async () => {
    const source = ogg('long.ogg', 4);
    const target = path.join(root, 'long.m4a');
    await writeAacCopy(source, target, { ...DEFAULT_AAC_COPY_OPTIONS, maxInputSeconds: 1 });
    expect(seconds(target)).toBeLessThan(1.5);
  });

  it('refuses what is not Ogg audio, and writes nothing', async () => {
    const folder = path.join(root, 'refused');
    mkdirSync(folder);
    writeFileSync(path.join(folder, 'fake.ogg'), 'OggS and then nothing');
    copyFileSync(ogg('wav-source.ogg', 1), path.join(folder, 'real.ogg'));
    // A WAV named .ogg: only the Ogg demuxer may read it.
    execFileSync('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'sine=duration=1'],
      ...['-f', 'wav', path.join(folder, 'wave.ogg')],
    ]);
    for (const name of ['fake', 'wave'])
      await expect(
        writeAacCopy(path.join(folder, `${name}.ogg`), path.join(folder, `${name}.m4a`)),
      ).rejects.toBeInstanceOf(AacCopyError);
    expect(readdirSync(folder).sort()).toEqual(['fake.ogg', 'real.ogg', 'wave.ogg']);
  });
});

describe('the copies the /media route makes on a first GET', () => {
  const hash = (n: number) => String(n).repeat(20);

  function mediaWith(name: string, files: Record<string, string>) {
    const mediaDir = path.join(root, name);
    for (const [relative, source] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(mediaDir, relative)), { recursive: true });
      copyFileSync(source, path.join(mediaDir, relative));
    }
    return mediaDir;
  }

  it('makes a missing copy once, however many ask at the same time, and keeps it', async () => {
    const tone = ogg('once.ogg', 1);
    const mediaDir = mediaWith('once', { [`c/${hash(1)}.ogg`]: tone });
    const ffmpeg = countingFfmpeg('once');
    const maker = createAacCopyMaker(mediaDir, {
      encoding: { ...DEFAULT_AAC_COPY_OPTIONS, ffmpegPath: ffmpeg.ffmpegPath },
      log: quietLog(),
    });
    const url = `/media/c/${hash(1)}.m4a`;
    expect(await Promise.all([maker.ensure(url), maker.ensure(url), maker.ensure(url)])).toEqual([
      'ready',
      'ready',
      'ready',
    ]);
    expect(ffmpeg.runs()).toBe(1);
    expect(isMp4(readFileSync(path.join(mediaDir, 'c', `${hash(1)}.m4a`)))).toBe(true);
    expect(await maker.ensure(url)).toBe('ready');
    expect(ffmpeg.runs()).toBe(1);
  });

  it('makes copies one at a time and tells the ones past the waiting limit to come back', async () => {
    const tone = ogg('queue.ogg', 1);
    const mediaDir = mediaWith('queue', {
      [`c/${hash(2)}.ogg`]: tone,
      [`tts/${'a'.repeat(64)}.ogg`]: tone,
      [`r/${hash(3)}.ogg`]: tone,
    });
    const ffmpeg = countingFfmpeg('queue');
    const maker = createAacCopyMaker(mediaDir, {
      maxWaiting: 1,
      encoding: { ...DEFAULT_AAC_COPY_OPTIONS, ffmpegPath: ffmpeg.ffmpegPath },
      log: quietLog(),
    });
    const urls = [
      `/media/c/${hash(2)}.m4a`,
      `/media/tts/${'a'.repeat(64)}.m4a`,
      `/media/r/${hash(3)}.m4a`,
    ];
    const outcomes = await Promise.all(urls.map((url) => maker.ensure(url)));
    // Which of the three finds the line full depends on which file check the disk answers last;
    // that one of them does, does not.
    expect([...outcomes].sort()).toEqual(['busy', 'ready', 'ready']);
    const turnedAway = urls[outcomes.indexOf('busy')]!;
    expect(await maker.ensure(turnedAway)).toBe('ready');
    expect(ffmpeg.runs()).toBe(3);
    expect(ffmpeg.mostAtOnce()).toBe(1);
  });

  it('makes nothing without an Ogg, of an Ogg it cannot read, or outside its folders', async () => {
    const mediaDir = mediaWith('none', {});
    mkdirSync(path.join(mediaDir, 'c'), { recursive: true });
    writeFileSync(path.join(mediaDir, 'c', `${hash(4)}.ogg`), 'not audio');
    // An Ogg beside the media folder, and one in a folder of it the route does not serve copies of.
    copyFileSync(ogg('outside.ogg', 1), path.join(root, `${hash(5)}.ogg`));
    mkdirSync(path.join(mediaDir, 'pictures'));
    copyFileSync(
      path.join(root, `${hash(5)}.ogg`),
      path.join(mediaDir, 'pictures', `${hash(5)}.ogg`),
    );
    const log = quietLog();
    const maker = createAacCopyMaker(mediaDir, { log });

    expect(await maker.ensure(`/media/c/${hash(6)}.m4a`)).toBe('no-source');
    expect(await maker.ensure(`/media/c/${hash(4)}.m4a`)).toBe('no-source');
    expect(log.warnings).toHaveLength(1);
    for (const url of [
      `/media/c/../../${hash(5)}.m4a`,
      `/media/c/..%2f..%2f${hash(5)}.m4a`,
      `/media/pictures/${hash(5)}.m4a`,
      `/media/c/${hash(5)}.M4A`,
    ]) {
      expect(maker.handles(url)).toBe(false);
      expect(await maker.ensure(url)).toBe('no-source');
    }
    expect(existsSync(path.join(root, `${hash(5)}.m4a`))).toBe(false);
    expect(readdirSync(path.join(mediaDir, 'c'))).toEqual([`${hash(4)}.ogg`]);
    expect(readdirSync(path.join(mediaDir, 'pictures'))).toEqual([`${hash(5)}.ogg`]);
  });
});
