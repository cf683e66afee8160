import Fastify, { type FastifyError } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptRawBodies, bodyBytes } from './raw-body-upload.js';

const app = Fastify();

beforeAll(async () => {
  app.setErrorHandler((error: FastifyError, _request, reply) =>
    reply.status(error.statusCode ?? 500).send({ message: error.message }),
  );
  app.post('/json', async (request) => ({ got: request.body }));
  await app.register(async (upload) => {
    acceptRawBodies(upload, () =>
      Object.assign(new Error('the upload is too large'), { statusCode: 413 }),
    );
    upload.post('/upload', { bodyLimit: 8 }, async (request) => ({
      bytes: [...bodyBytes(request.body)],
    }));
  });
  await app.ready();
});
afterAll(() => app.close());

describe('acceptRawBodies', () => {
  it('reads a body as bytes whatever its Content-Type', async () => {
    for (const type of ['image/png', 'application/json', 'audio/webm;codecs=opus']) {
      const response = await app.inject({
        method: 'POST',
        url: '/upload',
        headers: { 'content-type': type },
        payload: Buffer.from([1, 2, 3]),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ bytes: [1, 2, 3] });
    }
  });

  it('answers a body past the route’s limit with the upload’s own error', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/upload',
      headers: { 'content-type': 'application/octet-stream' },
      payload: Buffer.alloc(9),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'the upload is too large' });
  });

  it('gives no bytes for no body, and leaves JSON to the routes outside its context', async () => {
    const empty = await app.inject({ method: 'POST', url: '/upload' });
    expect(empty.json()).toEqual({ bytes: [] });
    const json = await app.inject({ method: 'POST', url: '/json', payload: { a: 1 } });
    expect(json.json()).toEqual({ got: { a: 1 } });
  });
});
