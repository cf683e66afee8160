import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SpeechVoice } from '@bolajon/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../app.js';
import type { Database } from '../../db/client.js';
import { testEnv, type Env } from '../../env.js';
import { importPack } from '../../content/import-pack.js';
import { loadPack } from '../../content/load-pack.js';
import { LocalMediaStore } from '../../media/media-store.js';
import { TestClock } from '../../test/app.js';
import { fixtureCourse, removePacks, writePack } from '../../test/content-fixture.js';
import { createTestDatabase } from '../../test/database.js';
import type { SpeechAudio, TtsEngine } from '../../tts/engine.js';
import { EspeakTtsEngine } from '../../tts/espeak-engine.js';
import { TtsError } from '../../tts/tts-error.js';
import { createSlots } from './audio.service.js';

/** Wraps an engine and records every synthesis it is asked for. */
class CountingEngine implements TtsEngine {
  readonly calls: { text: string; voice: SpeechVoice; say?: string }[] = [];
  constructor(private readonly inner: TtsEngine) {}
  get name() {
    return this.inner.name;
  }
  synthesize(input: { text: string; voice: SpeechVoice; say?: string }): Promise<SpeechAudio> {
    this.calls.push(input);
    return this.inner.synthesize(input);
  }
}

/** Fixed-size Ogg-looking bytes; can be held back (to overlap requests) or made to fail. */
class FakeEngine implements TtsEngine {
  readonly name = 'fake';
  failing = false;
  private gate: Promise<void> = Promise.resolve();
  private open: () => void = () => undefined;
  constructor(private readonly size = 4000) {}
  hold() {
    this.gate = new Promise((resolve) => (this.open = resolve));
  }
  release() {
    this.open();
  }
  async synthesize(): Promise<SpeechAudio> {
    await this.gate;
    if (this.failing) throw new TtsError('fake engine is down');
    const data = Buffer.alloc(this.size, 1);
    data.write('OggS', 0, 'latin1');
    return { data, contentType: 'audio/ogg' };
  }
}

let database: Database;
const opened: { app: App; mediaDir: string }[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  for (const { app, mediaDir } of opened.splice(0)) {
    await app.close();
    rmSync(mediaDir, { recursive: true, force: true });
  }
});
afterAll(async () => {
  await database.close();
  removePacks();
});

/** An app with its own media folder; the database is shared, so each test uses its own addresses. */
async function start(
  tts: TtsEngine | null,
  env: Partial<Record<keyof Env, string>> = {},
  clock = new TestClock(),
  db = database,
) {
  const mediaDir = mkdtempSync(path.join(tmpdir(), 'bolajon-audio-'));
  const app = await buildApp({
    database: db,
    env: testEnv({ MEDIA_DIR: mediaDir, ...env }),
    tts,
    now: clock.now,
  });
  await app.ready();
  opened.push({ app, mediaDir });
  return { app, mediaDir, clock };
}

let addressCounter = 0;
const newAddress = () => {
  addressCounter += 1;
  return `10.8.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`;
};

function speak(app: App, speechText: unknown, remoteAddress = '10.9.0.1') {
  return app.inject({
    method: 'POST',
    url: '/api/audio',
    payload: { speechText },
    remoteAddress,
  });
}

describe('POST /api/audio with espeak-ng', () => {
  it.each([
    ['Russian', 'Пришёл друг. Что мы скажем?', 'ru'],
    ['Uzbek', 'Salom, doʻstim!', 'uz'],
  ])('gives a playable Ogg URL for %s text, without a sign-in', async (_, text, voice) => {
    const engine = new CountingEngine(new EspeakTtsEngine());
    const { app } = await start(engine);

    const response = await speak(app, text, newAddress());
    expect(response.statusCode).toBe(200);
    const { url } = response.json<{ url: string }>();
    expect(url).toMatch(/^\/media\/tts\/[0-9a-f]{64}\.ogg$/);
    // Uzbek is said with its last syllables stressed (ADR 0037).
    const say = voice === 'uz' ? { say: 'Salo\u0301m, doʻsti\u0301m!' } : {};
    expect(engine.calls).toEqual([{ text, voice, ...say }]);

    const file = await app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('audio/ogg');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.rawPayload.subarray(0, 4).toString('latin1')).toBe('OggS');
    expect(file.rawPayload.length).toBeGreaterThan(500);
  });

  it('writes the phrase with its AAC copy beside it, before any GET (ADR 0051)', async () => {
    const { app, mediaDir } = await start(new EspeakTtsEngine());
    const response = await speak(app, 'Кошка спит.', newAddress());
    expect(response.statusCode).toBe(200);
    const { url } = response.json<{ url: string }>();
    const copyUrl = url.replace(/\.ogg$/, '.m4a');
    for (const written of [url, copyUrl])
      expect(existsSync(path.join(mediaDir, written.slice('/media/'.length)))).toBe(true);

    const copy = await app.inject({ method: 'GET', url: copyUrl });
    expect(copy.statusCode).toBe(200);
    expect(copy.headers['content-type']).toBe('audio/mp4');
    expect(copy.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
  });

  it('answers the same text with the same URL and synthesises it once', async () => {
    const engine = new CountingEngine(new EspeakTtsEngine());
    const { app } = await start(engine);
    const address = newAddress();

    const first = await speak(app, 'Кошка', address);
    const second = await speak(app, '  Кошка  ', address);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(engine.calls).toHaveLength(1);

    const other = await speak(app, 'Собака', address);
    expect(other.json<{ url: string }>().url).not.toBe(first.json<{ url: string }>().url);
    expect(engine.calls).toHaveLength(2);
  });
});

describe('POST /api/audio', () => {
  it('makes a new phrase once when two requests ask for it at the same time', async () => {
    const fake = new FakeEngine();
    const engine = new CountingEngine(fake);
    const { app } = await start(engine);
    fake.hold();
    const both = Promise.all([speak(app, 'Мяч', newAddress()), speak(app, 'Мяч', newAddress())]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    fake.release();
    const [a, b] = await both;
    expect(a.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
    expect(engine.calls).toHaveLength(1);
  });

  it('answers 503 TTS_UNAVAILABLE with no engine, so the client uses the browser voice', async () => {
    const { app } = await start(null);
    const response = await speak(app, 'Привет', newAddress());
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      code: 'TTS_UNAVAILABLE',
      message: expect.stringMatching(/not available/),
    });
  });

  it('answers 503 when the engine fails, keeps nothing and tries again next time', async () => {
    const fake = new FakeEngine();
    fake.failing = true;
    const { app, mediaDir } = await start(fake);
    const address = newAddress();

    const failed = await speak(app, 'Дом', address);
    expect(failed.statusCode).toBe(503);
    expect(failed.json<{ code: string }>().code).toBe('TTS_UNAVAILABLE');
    expect(existsSync(path.join(mediaDir, 'tts'))).toBe(false);

    fake.failing = false;
    const retried = await speak(app, 'Дом', address);
    expect(retried.statusCode).toBe(200);
  });

  it.each([
    ['an empty text', ''],
    ['only spaces', '   '],
    ['301 characters', 'а'.repeat(301)],
    ['a number', 42],
    ['null', null],
  ])('refuses %s with 400', async (_, speechText) => {
    const engine = new CountingEngine(new FakeEngine());
    const { app } = await start(engine);
    const response = await speak(app, speechText, newAddress());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: expect.stringMatching(/speechText/),
    });
    expect(engine.calls).toHaveLength(0);
  });

  it('accepts 300 characters', async () => {
    const { app } = await start(new FakeEngine());
    const response = await speak(app, 'а'.repeat(300), newAddress());
    expect(response.statusCode).toBe(200);
  });

  it('refuses an extra field, a missing field and malformed JSON with 400', async () => {
    const { app } = await start(new FakeEngine());
    const post = (payload: string) =>
      app.inject({
        method: 'POST',
        url: '/api/audio',
        headers: { 'content-type': 'application/json' },
        payload,
        remoteAddress: newAddress(),
      });
    for (const payload of [
      JSON.stringify({ speechText: 'Привет', voice: 'ru' }),
      JSON.stringify({}),
      '{"speechText": "Привет"',
    ]) {
      const response = await post(payload);
      expect(response.statusCode, payload).toBe(400);
      expect(response.json<{ code: string }>().code).toBe('VALIDATION_ERROR');
    }
  });

  it('counts an IPv6 client by its /64 and an IPv4-mapped address as the IPv4 one (ADR 0025)', async () => {
    const engine = new CountingEngine(new FakeEngine());
    const { app } = await start(engine, { AUDIO_RATE_LIMIT_PER_HOUR: '2' });
    expect((await speak(app, 'шесть', '2001:db8:a0:1::1')).statusCode).toBe(200);
    expect((await speak(app, 'семь', '2001:DB8:A0:1:0:0:0:2')).statusCode).toBe(200);
    expect((await speak(app, 'восемь', '2001:db8:a0:1:ffff::3')).statusCode).toBe(429);
    expect((await speak(app, 'восемь', '2001:db8:a0:2::1')).statusCode).toBe(200);

    expect((await speak(app, 'девять', '::ffff:10.77.0.1')).statusCode).toBe(200);
    expect((await speak(app, 'десять', '10.77.0.1')).statusCode).toBe(200);
    expect((await speak(app, 'одиннадцать', '::ffff:10.77.0.1')).statusCode).toBe(429);
  });

  it('limits new phrases per client address and hour, but never phrases already made', async () => {
    const engine = new CountingEngine(new FakeEngine());
    const { app, clock } = await start(engine, { AUDIO_RATE_LIMIT_PER_HOUR: '3' });
    const address = newAddress();

    for (const word of ['один', 'два', 'три']) {
      expect((await speak(app, word, address)).statusCode).toBe(200);
    }
    const refused = await speak(app, 'четыре', address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/Too many new phrases/),
    });
    expect(engine.calls).toHaveLength(3);
    // Retry-After is the real wait: a second sooner is still refused, at it a new phrase is made.
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(2 * 3600);
    clock.advance((wait - 1) * 1000);
    expect((await speak(app, 'четыре', address)).statusCode).toBe(429);
    clock.advance(1000);
    expect((await speak(app, 'четыре', address)).statusCode).toBe(200);

    expect((await speak(app, 'один', address)).statusCode).toBe(200);
    expect((await speak(app, 'четыре', newAddress())).statusCode).toBe(200);

    clock.advance(2 * 3_600_000);
    expect((await speak(app, 'пять', address)).statusCode).toBe(200);
  });

  it('keeps the cache under its cap by deleting the least recently served phrases past the keep window', async () => {
    // 0.01 MB = 10,485 bytes: room for two 4,000-byte phrases, not three.
    const { app, clock } = await start(new FakeEngine(4000), {
      TTS_CACHE_MAX_MB: '0.01',
      TTS_CACHE_KEEP_HOURS: '1',
    });
    const address = newAddress();
    const urlOf = async (text: string) => {
      const response = await speak(app, text, address);
      expect(response.statusCode).toBe(200);
      return response.json<{ url: string }>().url;
    };

    const a = await urlOf('a');
    clock.advance(1000);
    const b = await urlOf('b');
    clock.advance(2 * 3_600_000);
    await urlOf('a'); // served again: a is now served more recently than b
    clock.advance(1000);
    const c = await urlOf('c');

    expect(await status(app, a)).toBe(200);
    expect(await status(app, b)).toBe(404);
    expect(await status(app, c)).toBe(200);
  });
});

const status = async (app: App, url: string) =>
  (await app.inject({ method: 'GET', url })).statusCode;

describe('the phrase cache under a flood (ADR 0029)', () => {
  it('keeps a phrase served today playable however many new phrases many addresses ask for', async () => {
    // Room for two 4,000-byte phrases; the hour's budget is far away.
    const { app, clock } = await start(new FakeEngine(4000), { TTS_CACHE_MAX_MB: '0.01' });
    const legitimate = await speak(app, 'Кошка', newAddress());
    expect(legitimate.statusCode).toBe(200);
    const { url } = legitimate.json<{ url: string }>();

    const answers: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      clock.advance(60_000);
      answers.push((await speak(app, `флуд ${i}`, newAddress())).statusCode);
    }
    expect(await status(app, url)).toBe(200);
    // One more phrase fitted; then the cache held only phrases served today and refused the rest.
    expect(answers.filter((code) => code === 200)).toHaveLength(1);
    expect(answers.filter((code) => code === 503)).toHaveLength(29);
    // Asking for it again answers the same URL, from disk.
    expect((await speak(app, 'Кошка', newAddress())).json()).toEqual({ url });

    // A day later the flood's phrases may go, and a new phrase is made again.
    clock.advance(25 * 3_600_000);
    expect((await speak(app, 'Собака', newAddress())).statusCode).toBe(200);
  });

  it("keeps the course's own texts however long ago they were served", async () => {
    const loaded = loadPack(writePack(fixtureCourse()));
    if (!loaded.ok) throw new Error('the fixture pack does not load');
    const { app, clock, mediaDir } = await start(new FakeEngine(4000), {
      TTS_CACHE_MAX_MB: '0.01',
      TTS_CACHE_KEEP_HOURS: '1',
    });
    await importPack(database.db, loaded.pack, new LocalMediaStore(mediaDir));
    const address = newAddress();
    const word = (await speak(app, 'кошка', address)).json<{ url: string }>().url;
    clock.advance(1000);
    const other = (await speak(app, 'не из курса', address)).json<{ url: string }>().url;
    clock.advance(2 * 3_600_000);

    expect((await speak(app, 'новая фраза', address)).statusCode).toBe(200);
    expect(await status(app, word)).toBe(200);
    expect(await status(app, other)).toBe(404);
  });

  it('answers 503 past the hourly budget of all addresses together, and Retry-After is the real wait', async () => {
    // A database of its own: the budget counts every synthesis made on it.
    const own = await createTestDatabase();
    try {
      const engine = new CountingEngine(new FakeEngine());
      const { app, clock } = await start(engine, { TTS_MAX_NEW_PER_HOUR: '3' }, undefined, own);
      for (const word of ['один', 'два', 'три']) {
        expect((await speak(app, word, newAddress())).statusCode).toBe(200);
      }
      const address = newAddress();
      const refused = await speak(app, 'четыре', address);
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({
        code: 'TTS_UNAVAILABLE',
        message: expect.stringMatching(/as many new phrases as it may this hour/),
      });
      expect(engine.calls).toHaveLength(3);
      // Phrases on disk are free.
      expect((await speak(app, 'два', address)).statusCode).toBe(200);

      const wait = Number(refused.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(61 * 60);
      clock.advance((wait - 1) * 1000);
      expect((await speak(app, 'четыре', address)).statusCode).toBe(503);
      clock.advance(1000);
      expect((await speak(app, 'четыре', address)).statusCode).toBe(200);
    } finally {
      for (const { app, mediaDir } of opened.splice(0)) {
        await app.close();
        rmSync(mediaDir, { recursive: true, force: true });
      }
      await own.close();
    }
  });

  it("gives the address's own hit back when the budget refuses", async () => {
    const own = await createTestDatabase();
    try {
      const { app } = await start(
        new FakeEngine(),
        { TTS_MAX_NEW_PER_HOUR: '1', AUDIO_RATE_LIMIT_PER_HOUR: '1' },
        undefined,
        own,
      );
      const address = newAddress();
      expect((await speak(app, 'один', newAddress())).statusCode).toBe(200);
      // Refused by the budget three times: the address's own limit of one is still unspent,
      // so it is the budget (503), never the address's limit (429), that answers.
      for (let i = 0; i < 3; i += 1) {
        expect((await speak(app, `два ${i}`, address)).statusCode).toBe(503);
      }
    } finally {
      for (const { app, mediaDir } of opened.splice(0)) {
        await app.close();
        rmSync(mediaDir, { recursive: true, force: true });
      }
      await own.close();
    }
  });
});

describe('the synthesis bound of a process', () => {
  it('runs at most the limit at once, queues a few, and refuses the rest with 503', async () => {
    const fake = new FakeEngine();
    const engine = new CountingEngine(fake);
    const { app } = await start(engine, { TTS_MAX_CONCURRENT: '1', TTS_MAX_QUEUED: '1' });
    fake.hold();
    const first = speak(app, 'Кошка', newAddress());
    const second = speak(app, 'Собака', newAddress());
    // One of the two is synthesising; give the other time to pass its rate limit into the queue.
    await vi.waitFor(() => expect(engine.calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const third = await speak(app, 'Утка', newAddress());
    expect(third.statusCode).toBe(503);
    expect(third.json()).toMatchObject({ code: 'TTS_UNAVAILABLE' });
    expect(engine.calls).toHaveLength(1);
    fake.release();
    expect((await first).statusCode).toBe(200);
    expect((await second).statusCode).toBe(200);
    expect(engine.calls.map((c) => c.text).sort()).toEqual(['Кошка', 'Собака'].sort());
    // The refused phrase can be asked for again once there is room.
    expect((await speak(app, 'Утка', newAddress())).statusCode).toBe(200);
  });

  it('hands a freed slot to the next in line', async () => {
    const withSlot = createSlots(1, 5, () => new Error('full'));
    const order: string[] = [];
    let open: () => void = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const a = withSlot(async () => {
      await gate;
      order.push('a');
    });
    const b = withSlot(async () => void order.push('b'));
    const c = withSlot(async () => void order.push('c'));
    open();
    await Promise.all([a, b, c]);
    expect(order).toEqual(['a', 'b', 'c']);
  });
});

describe("POST /api/audio says the pack's pronunciation", () => {
  it('for exactly the text that has one, and the Uzbek rule for other Uzbek text', async () => {
    const packed = await createTestDatabase();
    const course = fixtureCourse();
    const words = course.modules[0]!.blocks[0]!.lessons[0]!.words!;
    words[1]!.say = 'ко\u0301шка';
    course.pronunciations = { salom: 'sa\u0301lom' };
    const loaded = loadPack(writePack(course));
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.problems));
    const mediaDir = mkdtempSync(path.join(tmpdir(), 'bolajon-audio-pack-'));
    await importPack(packed.db, loaded.pack, new LocalMediaStore(mediaDir));
    rmSync(mediaDir, { recursive: true, force: true });

    const engine = new CountingEngine(new FakeEngine());
    const { app } = await start(engine, {}, new TestClock(), packed);
    const address = newAddress();
    const first = await speak(app, 'кошка', address);
    expect(first.statusCode).toBe(200);
    await speak(app, 'Кошка', address);
    await speak(app, 'salom', address);
    await speak(app, 'mushuk bor', address);
    expect(engine.calls).toEqual([
      { text: 'кошка', voice: 'ru', say: 'ко\u0301шка' },
      // Not the same text: as written.
      { text: 'Кошка', voice: 'ru' },
      // The course's word list wins over the last-syllable rule.
      { text: 'salom', voice: 'uz', say: 'sa\u0301lom' },
      { text: 'mushuk bor', voice: 'uz', say: 'mushu\u0301k bor' },
    ]);
    // The same text said another way is another file.
    const plain = await start(new CountingEngine(new FakeEngine()));
    const other = await speak(plain.app, 'кошка', newAddress());
    expect(other.json<{ url: string }>().url).not.toBe(first.json<{ url: string }>().url);
    await app.close();
    await packed.close();
  });
});
