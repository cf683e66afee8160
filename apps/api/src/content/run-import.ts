import path from 'node:path';
import { runOnDatabase } from '../db/command-database.js';
import { LocalMediaStore } from '../media/media-store.js';
import { guardedImport } from './import-guard.js';
import type { LoadedPack } from './pack-types.js';

/**
 * `npm run content:import [-- --force]`: the validated pack into the database the server would
 * use; refused (exit 1, what differs said) over studio edits made since the last import unless
 * `--force` (ADR 0046).
 */
export function runImport(pack: LoadedPack, { force }: { force: boolean }): Promise<number> {
  return runOnDatabase('content-import', async (database, env) => {
    const result = await guardedImport(database.db, pack, new LocalMediaStore(env.MEDIA_DIR), {
      force,
    });
    if (!result.imported) {
      console.error(result.lines.join('\n'));
      return 1;
    }
    const where = `${database.engine}${database.engine === 'pglite' ? ` (${path.relative(process.cwd(), env.PGLITE_DIR) || '.'})` : ''}`;
    const [last] = result.lines.splice(-1);
    if (result.lines.length > 0) console.log(result.lines.join('\n'));
    console.log(`imported into ${where}: ${last}`);
    return 0;
  });
}
