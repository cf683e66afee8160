import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DrizzleQueryError } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.js';
import type { Database, Db } from '../db/client.js';
import { testEnv } from '../env.js';
import { AudioCache, type PinnedKeys } from '../modules/audio/audio.cache.js';
import { TestClock } from '../test/app.js';
import { createTestDatabase } from '../test/database.js';
import type { SpeechAudio, TtsEngine } from '../tts/engine.js';
import { PROBE_EVERY_MS, refusedWrite } from './storage-health.js';

const fsError = (code: string) =>
  Object.assign(new Error(`${code}: cannot write, open '/data/media/tts/x.tmp'`), {
    code,
    syscall: 'open',
    path: '/data/media/tts/x.tmp',
  });

/** What PostgreSQL (and PGlite) answer a write on a full disk, as Drizzle wraps it. */
const diskFull = () =>
  new DrizzleQueryError(
    'insert into "rate_limit_counters" ("bucket") values ($1)',
    ['audio:10.0.0.1'],
    Object.assign(new Error('could not extend file "base/5/16384": No space left on device'), {
      code: '53100',
    }),
  );

class FakeEngine implements TtsEngine {
  readonly name = 'fake';
  async synthesize(): Promise<SpeechAudio> {
    return { data: Buffer.from('OggS fake phrase'), contentType: 'audio/ogg' };
  }
}

/** The phrase cache on a disk the test fills and frees. */
class FillableCache extends AudioCache {
  full = false;
  override async put(key: string, data: Buffer, pinned?: PinnedKeys) {
    if (this.full) throw fsError('ENOSPC');
    return super.put(key, data, pinned);
  }
  override async probeWrite() {
    if (this.full) throw fsError('ENOSPC');
    return super.probeWrite();
  }
}

/** The database on a disk the test fills and frees: every write fails while full, reads work. */
function fillable(database: Database) {
  const state = { full: false };
  const writes = new Set<PropertyKey>(['insert', 'update', 'delete', 'transaction']);
  const db = new Proxy(database.db, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (!writes.has(property) || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (state.full) throw diskFull();
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  }) as Db;
  return { state, database: { ...database, db } };
}

let database: Database;
const cleanups: (() => Promise<void> | void)[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});
afterAll(async () => {
  await database.close();
});

async function start(options: { cache?: (mediaDir: string, clock: TestClock) => AudioCache } = {}) {
  const mediaDir = mkdtempSync(path.join(tmpdir(), 'bolajon-storage-'));
  const clock = new TestClock();
  const logLines: string[] = [];
  const { state, database: wrapped } = fillable(database);
  const audioCache = options.cache?.(mediaDir, clock);
  const app: App = await buildApp({
    database: wrapped,
    env: testEnv({ MEDIA_DIR: mediaDir }),
    tts: new FakeEngine(),
    now: clock.now,
    logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } },
    ...(audioCache ? { audioCache } : {}),
  });
  await app.ready();
  cleanups.push(async () => {
    await app.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });
  // Readiness carries the disk's state (ADR 0055); liveness stays 200 throughout.
  const ready = () => app.inject({ method: 'GET', url: '/api/ready' });
  const alive = async () => (await app.inject({ method: 'GET', url: '/api/health' })).statusCode;
  const speak = (speechText: string) =>
    app.inject({
      method: 'POST',
      url: '/api/audio',
      payload: { speechText },
      remoteAddress: '10.0.0.1',
    });
  const refusalLogs = () => logLines.filter((line) => line.includes('storage refuses writes'));
  return { app, clock, state, ready, alive, speak, refusalLogs };
}

describe('refusedWrite', () => {
  it('finds ENOSPC, EDQUOT, EROFS and disk_full, through a query error to its cause', () => {
    expect(refusedWrite(fsError('ENOSPC'))).toEqual({ code: 'ENOSPC', where: 'media' });
    expect(refusedWrite(fsError('EDQUOT'))).toEqual({ code: 'EDQUOT', where: 'media' });
    expect(refusedWrite(fsError('EROFS'))).toEqual({ code: 'EROFS', where: 'media' });
    expect(refusedWrite(diskFull())).toEqual({ code: 'ENOSPC', where: 'database' });
    expect(refusedWrite(new Error('boom', { cause: fsError('ENOSPC') }))).toEqual({
      code: 'ENOSPC',
      where: 'media',
    });
  });

  it('ignores other errors, and a client text that only says the words', () => {
    expect(refusedWrite(fsError('ENOENT'))).toBeNull();
    expect(refusedWrite(new Error('No space left on device'))).toBeNull();
    expect(refusedWrite(Object.assign(new Error('x'), { code: '23505' }))).toBeNull();
    expect(refusedWrite('ENOSPC')).toBeNull();
  });
});

describe('a full disk (ADR 0029)', () => {
  it('under the database: the write answers 503, ready is 503 until a write succeeds again', async () => {
    const { clock, state, ready, alive, speak, refusalLogs } = await start();
    expect((await ready()).statusCode).toBe(200);

    state.full = true;
    const refused = await speak('Кошка');
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: 'The server cannot save anything right now; try again later',
    });
    expect((await speak('Собака')).statusCode).toBe(503);

    const notReady = await ready();
    expect(notReady.statusCode).toBe(503);
    expect(await alive()).toBe(200);
    expect(notReady.json()).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Not ready: the database refuses writes (ENOSPC)',
    });
    // Its own write, tried a few seconds later, still fails.
    clock.advance(PROBE_EVERY_MS);
    expect((await ready()).statusCode).toBe(503);

    // One line said so, however many writes failed; no stack, no query.
    expect(refusalLogs()).toHaveLength(1);
    const line = JSON.parse(refusalLogs()[0]!) as Record<string, unknown>;
    expect(line).toMatchObject({ level: 50, code: 'ENOSPC', where: 'database' });
    expect(line['msg']).toMatch(/^storage refuses writes \(ENOSPC on the database\)/);
    expect(JSON.stringify(line)).not.toMatch(/insert into|audio:10/);

    state.full = false;
    // Readiness tries a write again at most every PROBE_EVERY_MS; then it is ready.
    expect((await ready()).statusCode).toBe(503);
    clock.advance(PROBE_EVERY_MS);
    expect((await ready()).statusCode).toBe(200);
    expect((await speak('Кошка')).statusCode).toBe(200);
  });

  it('under the media folder: the phrase answers 503 (the device voice speaks), ready is 503 until a write succeeds again', async () => {
    let cache: FillableCache | undefined;
    const { clock, ready, alive, speak, refusalLogs } = await start({
      cache: (mediaDir, clock) =>
        (cache = new FillableCache(path.join(mediaDir, 'tts'), 1024 * 1024, clock.now)),
    });
    cache!.full = true;

    const refused = await speak('Кошка');
    expect(refused.statusCode).toBe(503);
    expect(refused.json<{ code: string }>().code).toBe('SERVICE_UNAVAILABLE');
    expect((await ready()).json()).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Not ready: the media folder refuses writes (ENOSPC)',
    });
    expect(await alive()).toBe(200);
    expect(refusalLogs()).toHaveLength(1);

    cache!.full = false;
    clock.advance(PROBE_EVERY_MS);
    expect((await ready()).statusCode).toBe(200);
    expect((await speak('Кошка')).statusCode).toBe(200);
  });
});
