import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { courses, modules } from '../db/schema/index.js';
import { createTestDatabase } from '../test/database.js';
import { syncChildren, type ImportStats } from './sync-children.js';

let database: Database;
let courseId: number;
let otherCourseId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  const inserted = await database.db
    .insert(courses)
    .values([
      { key: 'c1', title: 'Course 1' },
      { key: 'c2', title: 'Course 2' },
    ])
    .returning();
  courseId = inserted[0]!.id;
  otherCourseId = inserted[1]!.id;
  await database.db
    .insert(modules)
    .values({ courseId: otherCourseId, key: 'a', title: 'Other A', order: 0 });
});
afterAll(() => database.close());

const stats = (): ImportStats => ({ created: 0, updated: 0, deleted: 0, unchanged: 0 });
const sync = async (rows: { key: string; title: string }[]) => {
  const counts = stats();
  const ids = await syncChildren(database.db, counts, {
    table: modules,
    parentColumn: 'courseId',
    parentId: courseId,
    keyColumn: 'key',
    rows: rows.map((r, order) => ({ courseId, ...r, order })),
  });
  return { ids, counts };
};
const childrenOf = (id: number) =>
  database.db
    .select({ id: modules.id, key: modules.key, title: modules.title, order: modules.order })
    .from(modules)
    .where(eq(modules.courseId, id))
    .orderBy(asc(modules.order));

describe('syncChildren', () => {
  it('inserts new keys and answers key → id', async () => {
    const { ids, counts } = await sync([
      { key: 'a', title: 'A' },
      { key: 'b', title: 'B' },
    ]);
    expect(counts).toEqual({ created: 2, updated: 0, deleted: 0, unchanged: 0 });
    const rows = await childrenOf(courseId);
    expect(rows.map((r) => [r.key, r.title, r.order])).toEqual([
      ['a', 'A', 0],
      ['b', 'B', 1],
    ]);
    expect(ids).toEqual(new Map(rows.map((r) => [r.key, r.id])));
  });

  it('leaves identical rows alone', async () => {
    const before = await childrenOf(courseId);
    const { ids, counts } = await sync([
      { key: 'a', title: 'A' },
      { key: 'b', title: 'B' },
    ]);
    expect(counts).toEqual({ created: 0, updated: 0, deleted: 0, unchanged: 2 });
    expect(await childrenOf(courseId)).toEqual(before);
    expect([...ids.values()]).toEqual(before.map((r) => r.id));
  });

  it('updates edited and moved rows in place, keeping their ids', async () => {
    const before = new Map((await childrenOf(courseId)).map((r) => [r.key, r.id]));
    const { ids, counts } = await sync([
      { key: 'b', title: 'B' },
      { key: 'a', title: 'A, edited' },
    ]);
    expect(counts).toEqual({ created: 0, updated: 2, deleted: 0, unchanged: 0 });
    const after = await childrenOf(courseId);
    expect(after).toEqual([
      { id: before.get('b'), key: 'b', title: 'B', order: 0 },
      { id: before.get('a'), key: 'a', title: 'A, edited', order: 1 },
    ]);
    expect(ids).toEqual(before);
  });

  it("removes keys no longer wanted, and only that parent's", async () => {
    const before = new Map((await childrenOf(courseId)).map((r) => [r.key, r.id]));
    const { counts } = await sync([
      { key: 'c', title: 'C' },
      { key: 'b', title: 'B' },
    ]);
    expect(counts).toEqual({ created: 1, updated: 1, deleted: 1, unchanged: 0 });
    const after = await childrenOf(courseId);
    expect(after.map((r) => r.key)).toEqual(['c', 'b']);
    expect(after[1]!.id).toBe(before.get('b'));
    expect((await childrenOf(otherCourseId)).map((r) => r.title)).toEqual(['Other A']);

    expect((await sync([])).counts).toEqual({ created: 0, updated: 0, deleted: 2, unchanged: 0 });
    expect(await childrenOf(courseId)).toEqual([]);
    expect(await childrenOf(otherCourseId)).toHaveLength(1);
  });

  it('sets onUpdate values with an update only', async () => {
    const [course] = await database.db.select().from(courses).where(eq(courses.id, courseId));
    const syncCourse = (title: string) =>
      syncChildren(database.db, stats(), {
        table: courses,
        parentColumn: 'key',
        parentId: 'c1',
        keyColumn: 'key',
        rows: [{ key: 'c1', title, order: 0 }],
        onUpdate: { updatedAt: new Date('2030-01-01T00:00:00Z') },
      });
    await syncCourse('Course 1');
    const [unchanged] = await database.db.select().from(courses).where(eq(courses.id, courseId));
    expect(unchanged!.updatedAt).toEqual(course!.updatedAt);
    expect(await syncCourse('Course one')).toEqual(new Map([['c1', courseId]]));
    const [updated] = await database.db.select().from(courses).where(eq(courses.id, courseId));
    expect(updated).toMatchObject({
      title: 'Course one',
      updatedAt: new Date('2030-01-01T00:00:00Z'),
    });
  });
});
