import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedDemoContentIfEmpty } from '../content/seed-demo.js';
import { LocalMediaStore } from '../media/media-store.js';
import { paths } from '../paths.js';
import { fixtureCourse, removePacks, writePack } from '../test/content-fixture.js';
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

    it('seed an empty database once: the others find the course there', async () => {
      const server = await createPostgresTestDatabase();
      const pack = writePack(fixtureCourse());
      const mediaDir = mkdtempSync(path.join(tmpdir(), 'bolajon-media-'));
      const processes = await Promise.all([1, 2, 3].map(() => openDatabase({ url: server.url })));
      try {
        const seeded = await Promise.all(
          processes.map(({ db, migrate }) =>
            migrate(() =>
              seedDemoContentIfEmpty(db, pack, new LocalMediaStore(mediaDir), () => undefined),
            ),
          ),
        );
        expect(seeded).toHaveLength(3);
        const [counts] = rowsOf<{ courses: number; lessons: number }>(
          await processes[0]!.db.execute(
            sql`select (select count(*)::int from courses) as courses, (select count(*)::int from lessons) as lessons`,
          ),
        );
        expect(counts).toEqual({ courses: 1, lessons: 2 });
      } finally {
        for (const database of processes) await database.close();
        await server.drop();
        removePacks();
        rmSync(mediaDir, { recursive: true, force: true });
      }
    }, 300_000);
  },
);
