import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../test/app.js';
import { AudioCache } from './audio.cache.js';

const root = mkdtempSync(path.join(tmpdir(), 'bolajon-audio-cache-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const key = (letter: string) => letter.repeat(64);
const HOUR = 3_600_000;

describe('the phrase cache with AAC copies (ADR 0051)', () => {
  it('counts a phrase as its Ogg and its copy, and evicts both together', async () => {
    const dir = path.join(root, 'both');
    const clock = new TestClock();
    // Room for one phrase of 3,000 + 3,000 bytes, not two.
    const cache = new AudioCache(dir, 10_000, clock.now, { keepMs: HOUR });
    await cache.put(key('a'), Buffer.alloc(3000, 1), undefined, Buffer.alloc(3000, 2));
    expect(readdirSync(dir).sort()).toEqual([`${key('a')}.m4a`, `${key('a')}.ogg`]);

    clock.advance(2 * HOUR);
    await cache.put(key('b'), Buffer.alloc(3000, 1), undefined, Buffer.alloc(3000, 2));
    expect(readdirSync(dir).sort()).toEqual([`${key('b')}.m4a`, `${key('b')}.ogg`]);
  });

  it('keeps a phrase without a copy, and evicts a copy left without its Ogg first', async () => {
    const dir = path.join(root, 'orphan');
    mkdirSync(dir);
    // A copy whose Ogg is gone (the route made it, then another process evicted the Ogg).
    writeFileSync(path.join(dir, `${key('d')}.m4a`), Buffer.alloc(4000, 2));
    const cache = new AudioCache(dir, 10_000, new TestClock().now, { keepMs: HOUR });
    await cache.put(key('c'), Buffer.alloc(4000, 1));
    await cache.put(key('e'), Buffer.alloc(4000, 1));
    expect(readdirSync(dir).sort()).toEqual([`${key('c')}.ogg`, `${key('e')}.ogg`]);
  });
});
