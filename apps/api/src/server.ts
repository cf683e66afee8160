import path from 'node:path';
import { buildApp } from './app.js';
import { assertWritableFolder, DataFolderError } from './data-folder.js';
import { openDatabase } from './db/client.js';
import { DatabaseInUseError } from './db/lock.js';
import { EnvError, loadEnv, type Env } from './env.js';
import { seedDemoContentIfEmpty } from './content/seed-demo.js';
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

async function main() {
  const env = loadEnv();
  checkDataFolders(env);
  const database = await openDatabase({
    url: env.DATABASE_URL,
    pgliteDir: env.PGLITE_DIR,
    owner: 'server',
  });
  await database.migrate();
  await seedDemoContentIfEmpty(
    database.db,
    env.CONTENT_DIR,
    new LocalMediaStore(env.MEDIA_DIR),
    (line) => console.log(line),
  );
  const app = await buildApp({ database, env, serveWeb: true });

  let closing = false;
  const close = (signal: NodeJS.Signals) => {
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

  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(
    `Bolajon on http://localhost:${env.PORT} (database: ${database.engine}, sms: ${env.SMS_PROVIDER})`,
  );
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
