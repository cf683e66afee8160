import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './test/app.js';

// Every error answer has the { message, code } body, whatever part of the stack refused it.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const errorBody = (code: string) => ({ message: expect.any(String), code });

/** Sends raw bytes to a listening server and returns the status line and the body. */
function rawRequest(port: number, text: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    let received = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    socket.setTimeout(5000, () => socket.destroy(new Error('no answer')));
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => {
      const status = Number(received.match(/^HTTP\/1\.1 (\d{3})/)?.[1]);
      resolve({ status, body: received.slice(received.indexOf('\r\n\r\n') + 4) });
    });
  });
}

describe('405 for a known path asked with another method', () => {
  it('answers with the Allow header and the usual body', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/users/me' });
    expect(response.statusCode).toBe(405);
    expect(response.json()).toEqual(errorBody('METHOD_NOT_ALLOWED'));
    expect(response.headers['allow']).toBe('GET, HEAD, PUT');
  });

  it('matches paths with parameters', async () => {
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/user-dictionary/mark-learned/5?x=1',
    });
    expect(response.statusCode).toBe(405);
    expect(response.headers['allow']).toBe('POST');
  });

  it('keeps 404 for a path nothing serves', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(errorBody('NOT_FOUND'));
  });
});

describe('framework and protocol errors', () => {
  it('a malformed percent-encoding in the URL', async () => {
    const response = await ctx.app.inject({ url: '/api/user-questions/my-game-results/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorBody('VALIDATION_ERROR'));
  });

  it('/media without a file name (403) and a missing media file (404)', async () => {
    const folder = await ctx.app.inject({ url: '/media/' });
    expect(folder.statusCode).toBe(403);
    expect(folder.json()).toEqual(errorBody('FORBIDDEN'));
    const missing = await ctx.app.inject({ url: '/media/missing.png' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(errorBody('NOT_FOUND'));
  });

  it('an unsupported content type', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/user-auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<phone>1</phone>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual(errorBody('VALIDATION_ERROR'));
  });

  it('a bad Content-Length and a malformed request over a real socket', async () => {
    const server = await createTestApp();
    try {
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = server.app.server.address() as AddressInfo;
      for (const request of [
        'POST /api/user-auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: abc\r\n\r\n{}',
        'GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n',
      ]) {
        const response = await rawRequest(port, request);
        expect(response.status, request).toBe(400);
        expect(JSON.parse(response.body), request).toEqual(errorBody('VALIDATION_ERROR'));
      }
    } finally {
      await server.close();
    }
  });
});
