import { and, desc, eq, gt, max, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  blocks,
  courses,
  modules,
  studioDrafts,
  studioPublishes,
  users,
  type StudioChangeKind,
} from '../db/schema/index.js';
import type { MediaStore } from '../media/media-store.js';
import { importPack, type ImportStats } from './import-pack.js';
import type { LoadedPack } from './pack-types.js';

/*
 * content:import's guard (issue 23, ADR 0046): the pack stays the seed, but an import never
 * silently overwrites what editors changed in the studio since the last import. Every import
 * leaves a `kind = 'import'` row in studio_publishes; publishes, deletes and reorders after the
 * newest one are the studio's edits.
 */

export interface StudioEdit {
  kind: Exclude<StudioChangeKind, 'import'>;
  /** A lesson's key path; a reorder's is its block's. */
  path: string;
  at: Date;
  editor: string | null;
}

/** The studio's changes since the newest pack import, newest first (all, when none was made). */
export async function studioEditsSinceImport(db: Db): Promise<StudioEdit[]> {
  const lastImport = db
    .select({ id: max(studioPublishes.id) })
    .from(studioPublishes)
    .where(eq(studioPublishes.kind, 'import'));
  const rows = await db
    .select({
      kind: studioPublishes.kind,
      path: studioPublishes.lessonPath,
      at: studioPublishes.createdAt,
      editor: users.name,
    })
    .from(studioPublishes)
    .leftJoin(users, eq(users.id, studioPublishes.actorId))
    .where(
      and(
        ne(studioPublishes.kind, 'import'),
        gt(studioPublishes.id, sql`coalesce((${lastImport}), 0)`),
      ),
    )
    .orderBy(desc(studioPublishes.id));
  return rows.map((r) => ({ ...r, kind: r.kind as StudioEdit['kind'] }));
}

/** A draft saved in the studio and not published: the lesson's key path, when, by whom. */
export interface SavedDraft {
  path: string;
  at: Date;
  editor: string | null;
}

/**
 * Every saved draft, oldest first. An import does not touch drafts, but one published after it
 * puts the studio's version back over what the import brought: they are studio edits too.
 */
export async function savedDrafts(db: Db): Promise<SavedDraft[]> {
  const rows = await db
    .select({
      path: sql<string>`${courses.key} || '/' || ${modules.key} || '/' || ${blocks.key} || '/' || ${studioDrafts.lessonKey}`,
      at: studioDrafts.updatedAt,
      editor: users.name,
    })
    .from(studioDrafts)
    .innerJoin(blocks, eq(blocks.id, studioDrafts.blockId))
    .innerJoin(modules, eq(modules.id, blocks.moduleId))
    .innerJoin(courses, eq(courses.id, modules.courseId))
    .leftJoin(users, eq(users.id, studioDrafts.updatedBy))
    .orderBy(studioDrafts.updatedAt, studioDrafts.id);
  return rows;
}

const draftLines = (drafts: SavedDraft[]) =>
  drafts.map(
    (d) =>
      `  ${d.at.toISOString().slice(0, 16).replace('T', ' ')}  draft    ${d.path}` +
      (d.editor ? `  (${d.editor})` : ''),
  );

const counts = (s: ImportStats) =>
  `${s.created} created, ${s.updated} updated, ${s.deleted} deleted, ${s.unchanged} unchanged`;

/** The pack's lessons of a block, by key path, in the pack's order. */
function packLessonsOf(pack: LoadedPack, blockPath: string): string[] | undefined {
  for (const course of pack.courses)
    for (const module of course.modules)
      for (const block of module.blocks)
        if (`${course.key}/${module.key}/${block.key}` === blockPath)
          return block.lessons.map((l) => l.key);
  return undefined;
}

/**
 * What the studio changed and what the import would do to each of those places, in lines for
 * the terminal. `lessons` are the dry run's own counts of each pack lesson by its key path.
 */
export function describeOverwrite(
  edits: StudioEdit[],
  pack: LoadedPack,
  lessons: ReadonlyMap<string, ImportStats>,
  total: ImportStats,
): string[] {
  const lines = [`The database has ${edits.length} studio edit(s) since the last pack import:`];
  for (const e of edits)
    lines.push(
      `  ${e.at.toISOString().slice(0, 16).replace('T', ' ')}  ${e.kind.padEnd(7)}  ${e.path}` +
        (e.editor ? `  (${e.editor})` : ''),
    );
  lines.push('What the import would do to them:');
  const seen = new Set<string>();
  for (const e of edits) {
    const key = `${e.kind === 'reorder' ? 'block' : 'lesson'} ${e.path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (e.kind === 'reorder') {
      const order = packLessonsOf(pack, e.path);
      lines.push(
        order
          ? `  ${e.path}: its lessons go back to the pack's order (${order.join(', ')})`
          : `  ${e.path}: the pack has no such block (its lessons are left as they are)`,
      );
      continue;
    }
    const stats = lessons.get(e.path);
    if (!stats) lines.push(`  ${e.path}: not in the pack — the import deletes it`);
    else if (e.kind === 'delete')
      lines.push(
        `  ${e.path}: deleted in the studio — the import brings it back (${counts(stats)})`,
      );
    else
      lines.push(
        `  ${e.path}: ` +
          (stats.created + stats.updated + stats.deleted === 0
            ? 'the pack has it as the studio left it (nothing to change)'
            : `the pack's version replaces the studio's (${counts(stats)})`),
      );
  }
  lines.push(`In all the import would make: ${counts(total)}.`);
  return lines;
}

export interface GuardedImportResult {
  /** False: refused, nothing imported. */
  imported: boolean;
  stats: ImportStats;
  /** What it says: the refusal, or the counts (with the overwritten edits when forced). */
  lines: string[];
}

/**
 * `content:import`: imports the pack unless the studio changed the course since the last import
 * or holds saved drafts, in which case it imports nothing and says what differs, unless `force`
 * is given (the drafts are kept then, and named).
 */
export async function guardedImport(
  db: Db,
  pack: LoadedPack,
  media: MediaStore,
  { force }: { force: boolean },
): Promise<GuardedImportResult> {
  const edits = await studioEditsSinceImport(db);
  const drafts = await savedDrafts(db);
  const draftNote =
    drafts.length > 0
      ? [
          `${drafts.length} draft(s) saved in the studio and not published; publishing one after ` +
            "this import puts the studio's version of its lesson back over the pack's:",
          ...draftLines(drafts),
        ]
      : [];
  if ((edits.length > 0 || drafts.length > 0) && !force) {
    const lessons = new Map<string, ImportStats>();
    const total = await importPack(db, pack, media, { dryRun: true, lessons });
    return {
      imported: false,
      stats: total,
      lines: [
        ...(edits.length > 0 ? describeOverwrite(edits, pack, lessons, total) : []),
        ...draftNote,
        'Nothing was imported. To overwrite the studio edits with the pack, run it again with ' +
          '--force (npm run content:import -- --force); to keep them, export the course first ' +
          '(npm run content:export) and merge, and publish or discard the drafts.',
      ],
    };
  }
  const stats = await importPack(db, pack, media);
  return {
    imported: true,
    stats,
    lines: [
      ...(edits.length > 0
        ? [`--force: ${edits.length} studio edit(s) since the last import overwritten by the pack.`]
        : []),
      ...(drafts.length > 0
        ? [`--force: the drafts are kept. ${draftNote[0]}`, ...draftNote.slice(1)]
        : []),
      `${counts(stats)}`,
    ],
  };
}
