import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paths } from '../paths.js';
import { createPostgresTestDatabase } from '../test/database.js';
import { openDatabase, rowsOf } from './client.js';

const journal = JSON.parse(
  readFileSync(path.join(paths.migrations, 'meta', '_journal.json'), 'utf8'),
) as { entries: unknown[] };

describe.skipIf(process.env['TEST_DB_ENGINE'] !== 'postgres')(
  'migrations of processes started at once',
  () => {
    it('run one after another on one PostgreSQL: both start, each migration applied once', async () => {
      const server = await createPostgresTestDatabase();
      const processes = await Promise.all([1, 2, 3].map(() => openDatabase({ url: server.url })));
      try {
        await Promise.all(processes.map((database) => database.migrate()));
        const [applied] = rowsOf<{ count: number }>(
          await processes[0]!.db.execute(
            sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
          ),
        );
        expect(applied!.count).toBe(journal.entries.length);
      } finally {
        for (const database of processes) await database.close();
        await server.drop();
      }
    }, 300_000);
  },
);
