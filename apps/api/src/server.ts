import { buildApp } from './app.js';
import { openDatabase } from './db/client.js';
import { EnvError, loadEnv, type Env } from './env.js';
import { catalogueIsEmpty, importPack } from './content/import-pack.js';
import { formatProblems, loadPack } from './content/load-pack.js';
import { LocalMediaStore } from './media/media-store.js';
import type { Database } from './db/client.js';

/** A fresh database gets the demo course, so `npm start` shows a working app at once. */
async function importDemoContentIfEmpty(database: Database, env: Env) {
  if (!(await catalogueIsEmpty(database.db))) return;
  const result = loadPack(env.CONTENT_DIR);
  if (!result.ok) {
    console.error(
      `Content pack ${env.CONTENT_DIR} not imported:\n${formatProblems(result.problems)}`,
    );
    return;
  }
  const stats = await importPack(database.db, result.pack, new LocalMediaStore(env.MEDIA_DIR));
  console.log(`Imported the content pack from ${env.CONTENT_DIR}: ${stats.created} items`);
}

async function main() {
  const env = loadEnv();
  const database = await openDatabase({ url: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
  await database.migrate();
  await importDemoContentIfEmpty(database, env);
  const app = await buildApp({ database, env, serveWeb: true });

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(
    `Bolajon on http://localhost:${env.PORT} (database: ${database.engine}, sms: ${env.SMS_PROVIDER})`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof EnvError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
