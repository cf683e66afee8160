import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../test/free-port.js';
import { YandexTtsEngine } from './yandex-engine.js';

const API_KEY = 'AQVN-test-key';
const OGG = Buffer.concat([Buffer.from('OggS', 'latin1'), Buffer.alloc(60, 7)]);

interface Call {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  form: Record<string, string>;
}

/**
 * A local server that answers like SpeechKit's API v1: the Api-Key header and form fields are
 * checked, Ogg bytes come back; an error is JSON {error_code, error_message}.
 */
async function fakeSpeechKit(reply?: (call: Call) => { status: number; body: string | Buffer }) {
  const calls: Call[] = [];
  const server: Server = createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const call: Call = {
      method: req.method ?? '',
      url: req.url ?? '',
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'],
      form: Object.fromEntries(new URLSearchParams(raw)),
    };
    calls.push(call);
    const error = (status: number, code: string, message: string) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error_code: code, error_message: message }));
    };
    if (call.method !== 'POST' || call.url !== '/speech/v1/tts:synthesize') {
      return error(404, 'NOT_FOUND', 'no such method');
    }
    if (call.authorization !== `Api-Key ${API_KEY}`) {
      return error(401, 'UNAUTHORIZED', 'The token is invalid');
    }
    if (!call.form['text'] || call.form['format'] !== 'oggopus') {
      return error(400, 'BAD_REQUEST', 'text and format are required');
    }
    const custom = reply?.(call);
    if (custom) {
      res.writeHead(custom.status, { 'content-type': 'application/json' });
      return res.end(custom.body);
    }
    res.writeHead(200, { 'content-type': 'audio/ogg' });
    res.end(OGG);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  const { port } = server.address() as AddressInfo;
  return { calls, baseUrl: `http://127.0.0.1:${port}` };
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

const engineFor = (baseUrl: string, extra: { apiKey?: string; folderId?: string } = {}) =>
  new YandexTtsEngine({
    baseUrl,
    apiKey: extra.apiKey ?? API_KEY,
    folderId: extra.folderId,
    voices: { ru: 'alena', uz: 'nigora' },
  });

describe('YandexTtsEngine', () => {
  it('posts the form with the Api-Key header and returns the Ogg bytes', async () => {
    const speechKit = await fakeSpeechKit();
    const engine = engineFor(`${speechKit.baseUrl}/`);

    const russian = await engine.synthesize({ text: 'Привет, друг!', voice: 'ru' });
    const uzbek = await engine.synthesize({ text: 'Salom, doʻstim!', voice: 'uz' });

    expect(russian).toEqual({ data: OGG, contentType: 'audio/ogg' });
    expect(uzbek.data).toEqual(OGG);
    expect(speechKit.calls).toEqual([
      {
        method: 'POST',
        url: '/speech/v1/tts:synthesize',
        authorization: `Api-Key ${API_KEY}`,
        contentType: 'application/x-www-form-urlencoded',
        form: {
          text: 'Привет, друг!',
          lang: 'ru-RU',
          voice: 'alena',
          format: 'oggopus',
          speed: '0.9',
        },
      },
      expect.objectContaining({
        form: expect.objectContaining({ text: 'Salom, doʻstim!', lang: 'uz-UZ', voice: 'nigora' }),
      }),
    ]);
  });

  it('sends the folder id only when one is configured', async () => {
    const speechKit = await fakeSpeechKit();
    await engineFor(speechKit.baseUrl, { folderId: 'b1g-folder' }).synthesize({
      text: 'Да',
      voice: 'ru',
    });
    expect(speechKit.calls[0]?.form['folderId']).toBe('b1g-folder');
  });

  it('says the key was refused on a 401, without showing the key', async () => {
    const speechKit = await fakeSpeechKit();
    const engine = engineFor(speechKit.baseUrl, { apiKey: 'wrong-secret-key' });
    const failure = engine.synthesize({ text: 'Да', voice: 'ru' });
    await expect(failure).rejects.toThrow(
      'Yandex SpeechKit refused the API key (status 401: UNAUTHORIZED The token is invalid)',
    );
    await expect(failure).rejects.not.toThrow(/wrong-secret-key/);
  });

  it('reports a server error and a refused voice clearly', async () => {
    const speechKit = await fakeSpeechKit((call) =>
      call.form['voice'] === 'nigora'
        ? {
            status: 400,
            body: JSON.stringify({ error_code: 'BAD_REQUEST', error_message: 'unsupported voice' }),
          }
        : { status: 500, body: JSON.stringify({ error_code: 'INTERNAL', error_message: 'oops' }) },
    );
    const engine = engineFor(speechKit.baseUrl);
    await expect(engine.synthesize({ text: 'Да', voice: 'ru' })).rejects.toThrow(
      'Yandex SpeechKit failed with status 500: INTERNAL oops',
    );
    await expect(engine.synthesize({ text: 'Ha', voice: 'uz' })).rejects.toThrow(
      'Yandex SpeechKit refused the uz-UZ voice "nigora" or the text (status 400: BAD_REQUEST unsupported voice)',
    );
  });

  it('refuses an answer that is not Ogg audio', async () => {
    const speechKit = await fakeSpeechKit(() => ({ status: 200, body: '{"ok":true}' }));
    await expect(
      engineFor(speechKit.baseUrl).synthesize({ text: 'Да', voice: 'ru' }),
    ).rejects.toThrow('Yandex SpeechKit answered without Ogg audio (11 bytes)');
  });

  it('says when SpeechKit cannot be reached', async () => {
    const port = await freePort();
    await expect(
      engineFor(`http://127.0.0.1:${port}`).synthesize({ text: 'Да', voice: 'ru' }),
    ).rejects.toThrow('Yandex SpeechKit could not be reached: the request failed');
  });
});
