import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { EskizSmsSender } from './eskiz-sender.js';
import { SmsDeliveryError } from './sender.js';

interface Call {
  method: string;
  url: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

/** A local server that plays Eskiz's part: login gives a token, send needs it. */
async function fakeEskiz(
  behaviour: { sendStatus?: () => number; loginStatus?: number; delayMs?: number } = {},
) {
  const calls: Call[] = [];
  let issued = 0;
  const server: Server = createServer(async (req: IncomingMessage, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    calls.push({
      method: req.method ?? '',
      url: req.url ?? '',
      authorization: req.headers.authorization,
      body,
    });
    if (behaviour.delayMs) await new Promise((r) => setTimeout(r, behaviour.delayMs));
    res.setHeader('content-type', 'application/json');
    if (req.url === '/api/auth/login') {
      issued += 1;
      res.statusCode = behaviour.loginStatus ?? 200;
      res.end(JSON.stringify({ message: 'token_generated', data: { token: `token-${issued}` } }));
      return;
    }
    if (req.url === '/api/message/sms/send') {
      const expected = `Bearer token-${issued}`;
      res.statusCode =
        req.headers.authorization === expected ? (behaviour.sendStatus?.() ?? 200) : 401;
      res.end(JSON.stringify({ id: 'abc', status: 'waiting' }));
      return;
    }
    res.statusCode = 404;
    res.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  servers.push(server);
  return { calls, baseUrl: `http://127.0.0.1:${port}/api` };
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

const options = (baseUrl: string) => ({
  baseUrl,
  email: 'ops@bolajon.uz',
  password: 'pw',
  from: '4546',
});

describe('EskizSmsSender', () => {
  it('logs in once, then sends with the bearer token and digits-only phone', async () => {
    const eskiz = await fakeEskiz();
    const sender = new EskizSmsSender(options(eskiz.baseUrl));
    await sender.send('+998901234567', 'Bolajon: kod 1234');
    await sender.send('+998901234568', 'Bolajon: kod 5678');
    expect(eskiz.calls.map((c) => c.url)).toEqual([
      '/api/auth/login',
      '/api/message/sms/send',
      '/api/message/sms/send',
    ]);
    expect(eskiz.calls[0]?.body).toEqual({ email: 'ops@bolajon.uz', password: 'pw' });
    expect(eskiz.calls[1]).toMatchObject({
      authorization: 'Bearer token-1',
      body: { mobile_phone: '998901234567', message: 'Bolajon: kod 1234', from: '4546' },
    });
  });

  it('logs in again once when the token has expired', async () => {
    let first = true;
    const eskiz = await fakeEskiz({
      sendStatus: () => {
        if (first) {
          first = false;
          return 401;
        }
        return 200;
      },
    });
    const sender = new EskizSmsSender(options(eskiz.baseUrl));
    await sender.send('+998901234567', 'Bolajon: kod 1234');
    expect(eskiz.calls.map((c) => c.url)).toEqual([
      '/api/auth/login',
      '/api/message/sms/send',
      '/api/auth/login',
      '/api/message/sms/send',
    ]);
  });

  it('fails with SmsDeliveryError when the gateway refuses, the login fails or it times out', async () => {
    const refusing = await fakeEskiz({ sendStatus: () => 500 });
    await expect(
      new EskizSmsSender(options(refusing.baseUrl)).send('+998901234567', 'x'),
    ).rejects.toBeInstanceOf(SmsDeliveryError);
    const badLogin = await fakeEskiz({ loginStatus: 401 });
    await expect(
      new EskizSmsSender(options(badLogin.baseUrl)).send('+998901234567', 'x'),
    ).rejects.toThrow(/login/);
    const slow = await fakeEskiz({ delayMs: 300 });
    const sender = new EskizSmsSender({ ...options(slow.baseUrl), timeoutMs: 50 });
    await expect(sender.send('+998901234567', 'x')).rejects.toThrow(/reached/);
  });
});
