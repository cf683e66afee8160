import { spawn, type ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { paths } from '../paths.js';

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
  /** The exit code (null after a signal), once the process has ended. */
  exited: Promise<number | null>;
}

/** The environment of a server on an embedded database in dataDir/db. */
export const pgliteEnv = (dataDir: string) => ({
  DATABASE_URL: '',
  PGLITE_DIR: path.join(dataDir, 'db'),
  DATA_DIR: dataDir,
});

/** `src/server.ts` in a child process, as `npm start` runs it, on 127.0.0.1:port. */
export function spawnServer(env: Record<string, string>, port: number): ServerProcess {
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
        SMS_PROVIDER: 'console',
        LOG_LEVEL: 'warn',
        // The requests in flight finish however busy the machine is; the exit wait is longer.
        SHUTDOWN_GRACE_SECONDS: '120',
        WEB_DIST: path.join(env['DATA_DIR'] ?? tmpdir(), 'no-web'),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, port, output: () => output, exited };
}

/**
 * How long a spawned server may take to answer health. A bound, not an expectation (it starts in
 * ~2 s on a quiet machine): tsx compiles the server on start, which takes far longer when other
 * work holds both cores, and a test must not fail for that.
 */
export const SERVER_START_LIMIT_MS = 180_000;

/** A spawned server once GET /api/health answers; fails with its output if it never does. */
export async function startServer(
  env: Record<string, string>,
  port: number,
): Promise<ServerProcess> {
  const server = spawnServer(env, port);
  const deadline = Date.now() + SERVER_START_LIMIT_MS;
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return server;
    } catch {
      // not listening yet
    }
    if (server.child.exitCode !== null || Date.now() > deadline) {
      server.child.kill('SIGKILL');
      throw new Error(`server did not start:\n${server.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** SIGTERM, as a process manager stops it: resolves with the exit code. */
export function stopServer(server: ServerProcess) {
  server.child.kill('SIGTERM');
  return server.exited;
}

/** The exit code if the process ends within ms, else 'running'. */
export const exitWithin = (server: ServerProcess, ms: number) =>
  Promise.race([
    server.exited,
    new Promise<'running'>((resolve) => setTimeout(() => resolve('running'), ms)),
  ]);

/** Log lines at error level or above, and anything else that looks like an error. */
export const errorsIn = (output: string) =>
  output.split('\n').filter((line) => /"level":(50|60)|Error|Cannot use a pool/.test(line));
