import { loadEnv, type Env } from '../env.js';
import { openDatabase, type Database } from './client.js';
import { DatabaseInUseError, type DatabaseOwner } from './lock.js';

/**
 * A command-line tool's work on the database the server would use: opened as `owner`, migrated,
 * and closed afterwards. While the server holds the embedded database the tool changes nothing
 * and exits 1 with the reason: the change goes through the server, not around it (ADR 0015).
 */
export async function runOnDatabase(
  owner: DatabaseOwner,
  work: (database: Database, env: Env) => Promise<number>,
): Promise<number> {
  const env = loadEnv();
  let database: Database;
  try {
    database = await openDatabase({ url: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR, owner });
  } catch (error) {
    if (!(error instanceof DatabaseInUseError)) throw error;
    console.error(error.message);
    return 1;
  }
  try {
    await database.migrate();
    return await work(database, env);
  } finally {
    await database.close();
  }
}
