// The built api serving the built web app on a free port and a fresh database, and the system
// Chromium: what the end-to-end journeys (run.mjs) and the Lighthouse check
// (../scripts/lighthouse.mjs) both run against.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '..', '..', '..');
export const serverEntry = path.join(repoRoot, 'apps', 'api', 'dist', 'server.js');
export const adminEntry = path.join(repoRoot, 'apps', 'api', 'dist', 'cli', 'admin.js');
/** The built web app the server serves (WEB_DIST, as the api reads it, or apps/web/dist). */
export const webIndex = path.join(
  process.env.WEB_DIST || path.join(repoRoot, 'apps', 'web', 'dist'),
  'index.html',
);

/** Flags for headless Chromium on a shared machine: nothing runs but the page under test. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Chromium's fake microphone (the studio's recorder, issue 23): it "hears" a wav file, looped.
 * The file is rendered by espeak-ng (a Russian word), so the journey records a real voice-like
 * sound; null when espeak-ng is missing (the journey that records then says so).
 */
export function fakeMicrophone(dir) {
  const wav = path.join(dir, 'fake-microphone.wav');
  const made = spawnSync('espeak-ng', ['-v', 'ru', '-s', '130', '-w', wav, 'Кошка. Кошка.'], {
    encoding: 'utf8',
  });
  if (made.status !== 0 || !existsSync(wav)) return null;
  return {
    wav,
    flags: ['--use-fake-device-for-media-stream', `--use-file-for-fake-audio-capture=${wav}`],
  };
}

/** Debian's Chromium, or the one at CHROME_PATH; null when there is none (never downloads one). */
export function findChromium() {
  const candidates = process.env.CHROME_PATH
    ? [process.env.CHROME_PATH]
    : ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((candidate) => existsSync(candidate)) ?? null;
}

export const NO_CHROMIUM =
  'Chromium not found. Install it with: apt-get install -y chromium (or set CHROME_PATH)';

/** What to say when the build is missing (`npm run build` first), or null when it is there. */
export function missingBuild() {
  const missing = [serverEntry, webIndex].filter((file) => !existsSync(file));
  if (missing.length === 0) return null;
  return (
    `Missing build output:\n${missing.map((file) => `  ${path.relative(repoRoot, file)}`).join('\n')}\n` +
    'Run `npm run build` at the repository root first.'
  );
}

/** What stops a run here (no Chromium, or no build), said as to fix it; null when nothing does. */
export function cannotRun() {
  return findChromium() ? missingBuild() : NO_CHROMIUM;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A development server (the dev SMS outbox gives the codes) on its own PGlite folder. */
export function serverEnv(port, dataDir) {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'development',
    SMS_PROVIDER: 'console',
    PGLITE_DIR: path.join(dataDir, 'db'),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    // The journeys play families in different homes at once: each phone (browser context) and
    // each API call names its own address in x-forwarded-for, as a proxy in front would, so the
    // per-address limits (20 codes an hour) apply to each family as in real use, not to all the
    // journeys sharing 127.0.0.1.
    TRUST_PROXY: '1',
  };
}

/** Starts the built api and resolves once /api/health answers: { child, baseUrl, output }. */
export async function startServer(port, dataDir) {
  const output = [];
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: serverEnv(port, dataDir),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk) => output.push(chunk.toString()));
  let exited = null;
  child.on('exit', (code, signal) => {
    exited = { code, signal };
  });

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (exited) break;
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return { child, baseUrl, output };
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  child.kill('SIGTERM');
  throw new Error(
    `The api did not become healthy${exited ? ` (exited with ${exited.code ?? exited.signal})` : ''}.\n${output.join('')}`,
  );
}

export function stopServer(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
