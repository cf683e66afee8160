import type { Db } from '../db/client.js';
import type { MediaStore } from '../media/media-store.js';
import { catalogueIsEmpty, importPack, type ImportStats } from './import-pack.js';
import { formatProblems, loadPack } from './load-pack.js';

/**
 * A fresh database gets the demo course, so `npm start` shows a working app at once. Only an
 * empty catalogue is seeded: a restart never imports over the course, so studio edits stay
 * (ADR 0046; an import over them is content:import's, behind its guard). Returns the counts, or
 * null when nothing was imported; a pack with problems is said and skipped.
 */
export async function seedDemoContentIfEmpty(
  db: Db,
  contentDir: string,
  media: MediaStore,
  log: (line: string) => void,
): Promise<ImportStats | null> {
  if (!(await catalogueIsEmpty(db))) return null;
  const result = loadPack(contentDir);
  if (!result.ok) {
    log(`Content pack ${contentDir} not imported:\n${formatProblems(result.problems)}`);
    return null;
  }
  const stats = await importPack(db, result.pack, media);
  log(`Imported the content pack from ${contentDir}: ${stats.created} items`);
  return stats;
}
