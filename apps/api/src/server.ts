import cluster from 'node:cluster';
import path from 'node:path';
import { buildApp } from './app.js';
import { assertWritableFolder, DataFolderError } from './data-folder.js';
import { runWorkers } from './cluster.js';
import { openDatabase, type Database } from './db/client.js';
import { DatabaseInUseError } from './db/lock.js';
import { EnvError, loadEnv, type Env } from './env.js';
import { seedDemoContentIfEmpty } from './content/seed-demo.js';
import { startMetricsAggregator } from './lib/metrics.js';
import { LocalMediaStore } from './media/media-store.js';
import { shutDown } from './shutdown.js';

/** Every folder the server writes to takes a write, or the start stops with one line. */
function checkDataFolders(env: Env) {
  const named = (folder: string, variable: string, defaultFolder: string) =>
    assertWritableFolder(
      folder,
      path.resolve(folder) === path.resolve(defaultFolder) ? 'DATA_DIR' : variable,
    );
  if (!env.DATABASE_URL) named(env.PGLITE_DIR, 'PGLITE_DIR', path.join(env.DATA_DIR, 'db'));
  named(env.MEDIA_DIR, 'MEDIA_DIR', path.join(env.DATA_DIR, 'media'));
}

/** Migrates the database and, when it is empty, fills it with the demo course (one process at a time). */
async function prepareDatabase(env: Env, database: Database) {
  await database.migrate(() =>
    seedDemoContentIfEmpty(
      database.db,
      env.CONTENT_DIR,
      new LocalMediaStore(env.MEDIA_DIR),
      (line) => console.log(line),
    ),
  );
}

const readyLine = (env: Env, engine: string, workers?: number) =>
  `Bolajon on http://localhost:${env.PORT} (database: ${engine}, sms: ${env.SMS_PROVIDER}${
    workers ? `, ${workers} worker processes` : ''
  })`;

/**
 * One process serving the API and the web app: `npm start`, or one worker of many. A worker
 * leaves the migrations to its primary, which ran them before the fork.
 */
async function serve(env: Env, { worker }: { worker: boolean }) {
  const database = await openDatabase({
    url: env.DATABASE_URL,
    pgliteDir: env.PGLITE_DIR,
    owner: 'server',
  });
  if (!worker) await prepareDatabase(env, database);
  const app = await buildApp({ database, env, serveWeb: true });

  let closing = false;
  const close = (signal: NodeJS.Signals | 'disconnect') => {
    // Ctrl+C under npm can arrive twice (from the terminal and from npm): the first one counts.
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing the requests in flight');
    // Should closing the database itself hang, the process still ends (and the OS frees its lock).
    const graceMs = env.SHUTDOWN_GRACE_SECONDS * 1000;
    setTimeout(() => process.exit(1), graceMs + 5_000).unref();
    void shutDown(app, database, graceMs).then(
      (clean) => process.exit(clean ? 0 : 1),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
  // A worker whose primary is gone (killed) has no one to restart or stop it: it stops itself.
  if (worker) process.on('disconnect', () => close('disconnect'));

  await app.listen({ port: env.PORT, host: env.HOST });
  if (!worker) app.log.info(readyLine(env, database.engine));
}

/**
 * WEB_CONCURRENCY > 1 (PostgreSQL only, env.ts refuses it on PGlite): the primary migrates and
 * seeds once, then forks the workers that share the port (ADR 0057).
 */
async function serveWithWorkers(env: Env) {
  const database = await openDatabase({ url: env.DATABASE_URL, owner: 'server' });
  try {
    await prepareDatabase(env, database);
  } finally {
    await database.close();
  }
  const code = await runWorkers({
    count: env.WEB_CONCURRENCY,
    graceMs: env.SHUTDOWN_GRACE_SECONDS * 1000,
    readyLine: readyLine(env, database.engine, env.WEB_CONCURRENCY),
    // A scrape of /metrics lands on one worker, which asks here for every worker's sum.
    onPrimaryStart: () => startMetricsAggregator(),
  });
  process.exit(code);
}

async function main() {
  const env = loadEnv();
  checkDataFolders(env);
  if (cluster.isWorker) return serve(env, { worker: true });
  if (env.WEB_CONCURRENCY > 1) return serveWithWorkers(env);
  return serve(env, { worker: false });
}

main().catch((error: unknown) => {
  if (
    error instanceof EnvError ||
    error instanceof DatabaseInUseError ||
    error instanceof DataFolderError
  ) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
