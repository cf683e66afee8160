import path from 'node:path';
import { openDatabase, type Database } from '../db/client.js';
import { DatabaseInUseError } from '../db/lock.js';
import { loadEnv } from '../env.js';
import { LocalMediaStore } from '../media/media-store.js';
import { importPack } from './import-pack.js';
import type { LoadedPack } from './load-pack.js';

/** `npm run content:import`: the validated pack into the database the server would use. */
export async function runImport(pack: LoadedPack): Promise<number> {
  const env = loadEnv();
  let database: Database;
  try {
    database = await openDatabase({
      url: env.DATABASE_URL,
      pgliteDir: env.PGLITE_DIR,
      owner: 'content-import',
    });
  } catch (error) {
    if (!(error instanceof DatabaseInUseError)) throw error;
    console.error(error.message);
    return 1;
  }
  try {
    await database.migrate();
    const stats = await importPack(database.db, pack, new LocalMediaStore(env.MEDIA_DIR));
    console.log(
      `imported into ${database.engine}${database.engine === 'pglite' ? ` (${path.relative(process.cwd(), env.PGLITE_DIR) || '.'})` : ''}: ` +
        `${stats.created} created, ${stats.updated} updated, ${stats.deleted} deleted, ${stats.unchanged} unchanged`,
    );
    return 0;
  } finally {
    await database.close();
  }
}
