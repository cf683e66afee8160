import path from 'node:path';
import { runOnDatabase } from '../db/command-database.js';
import { LocalMediaStore } from '../media/media-store.js';
import { importPack } from './import-pack.js';
import type { LoadedPack } from './pack-types.js';

/** `npm run content:import`: the validated pack into the database the server would use. */
export function runImport(pack: LoadedPack): Promise<number> {
  return runOnDatabase('content-import', async (database, env) => {
    const stats = await importPack(database.db, pack, new LocalMediaStore(env.MEDIA_DIR));
    console.log(
      `imported into ${database.engine}${database.engine === 'pglite' ? ` (${path.relative(process.cwd(), env.PGLITE_DIR) || '.'})` : ''}: ` +
        `${stats.created} created, ${stats.updated} updated, ${stats.deleted} deleted, ${stats.unchanged} unchanged`,
    );
    return 0;
  });
}
