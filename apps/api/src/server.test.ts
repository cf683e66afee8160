import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { paths } from './paths.js';
import { freePort } from './test/free-port.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function startServer(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      '--conditions=@bolajon/source',
      '--import',
      'tsx',
      path.join(paths.apiDir, 'src', 'server.ts'),
    ],
    {
      cwd: paths.apiDir,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: '',
        PGLITE_DIR: path.join(dataDir, 'db'),
        DATA_DIR: dataDir,
        SMS_PROVIDER: 'console',
        LOG_LEVEL: 'warn',
        WEB_DIST: path.join(dataDir, 'no-web'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 30_000;
    const poll = async () => {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (res.ok) return resolve(child);
      } catch {
        // not listening yet
      }
      if (child.exitCode !== null || Date.now() > deadline) {
        child.kill('SIGKILL');
        return reject(new Error(`server did not start:\n${output}`));
      }
      setTimeout(poll, 200);
    };
    void poll();
  });
}

const json = async (port: number, method: string, url: string, body?: unknown, token?: string) => {
  const res = await fetch(`http://127.0.0.1:${port}/api${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : null,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe('the server process', () => {
  it('keeps what it wrote when killed with SIGKILL, and serves it after a restart', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bolajon-server-'));
    dirs.push(dataDir);
    let port = await freePort();
    const phone = '+998977770011';

    const first = await startServer(dataDir, port);
    await json(port, 'POST', '/user-auth/register', { phone, name: 'Durable' });
    const outbox = await json(port, 'GET', `/dev/sms-outbox?phone=${encodeURIComponent(phone)}`);
    const code = (outbox.body['messages'] as { code: string }[])[0]?.code;
    const verified = await json(port, 'POST', '/user-auth/verify-code', { phone, code });
    expect(verified.status).toBe(200);
    const token = verified.body['accessToken'] as string;
    await json(port, 'PUT', '/users/me', { age: 6 }, token);

    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));

    port = await freePort();
    const second = await startServer(dataDir, port);
    try {
      const me = await json(port, 'GET', '/users/me', undefined, token);
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({ name: 'Durable', age: 6, phone });
    } finally {
      second.kill('SIGTERM');
      await new Promise((resolve) => second.once('exit', resolve));
    }
  }, 90_000);
});
