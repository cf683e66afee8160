import path from 'node:path';
import { runOnDatabase } from '../db/command-database.js';
import {
  checkFolder,
  ExportError,
  exportPack,
  localMediaSource,
  type ExportOptions,
} from './export-pack.js';

const refused = (error: unknown) => {
  if (!(error instanceof ExportError)) throw error;
  console.error(`content:export: ${error.message}`);
  return 1;
};

/** `npm run content:export`: the courses of the database the server would use, into `folder`. */
export async function runExport(folder: string, options: ExportOptions): Promise<number> {
  // Before the database is opened: a wrong folder is said at once.
  try {
    checkFolder(folder, options.force);
  } catch (error) {
    return refused(error);
  }
  // The embedded database is opened as an import would be: one tool at a time, never beside the server.
  return runOnDatabase('content-import', async (database, env) => {
    try {
      const result = await exportPack(
        database.db,
        localMediaSource(env.MEDIA_DIR),
        folder,
        options,
      );
      const where = path.relative(process.env['INIT_CWD'] ?? process.cwd(), folder) || '.';
      console.log(
        `exported from ${database.engine} to ${where}: ${result.courses} course(s), ` +
          `${result.modules} modules, ${result.lessons} lessons, ${result.mediaFiles} media files`,
      );
      if (result.warnings.length > 0) {
        console.warn(
          `${result.warnings.length} thing(s) the pack cannot say as the database has them ` +
            '(an import of the export would differ there):',
        );
        console.warn(result.warnings.join('\n'));
      }
      console.log(`check it with: npm run content:check ${where}`);
      return 0;
    } catch (error) {
      return refused(error);
    }
  });
}
