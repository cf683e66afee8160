import type { Avatar } from '@bolajon/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { rowsOf, type Db, type Tx } from '../../db/client.js';
import { children, users } from '../../db/schema/index.js';

export type ChildRecord = typeof children.$inferSelect;

/** What the parent's view counts for one child: one statement (ADR 0036). */
export interface ChildActivityRead {
  /** Every day the child was active (YYYY-MM-DD), oldest first. */
  days: string[];
  /** Completed games: when first completed, the stars, the lesson. */
  games: { gameId: number; lessonId: number; stars: number; completedAt: string }[];
  /** When each word now marked "know" was last marked. */
  learned: string[];
  /** Play seconds per day of the period (answer and mark gaps, each capped). */
  seconds: { day: string; seconds: number }[];
  achievements: { id: number; title: string; imageUrl: string; earnedAt: string }[];
  wordsToPractise: { id: number; word: string; translation: string; misses: number }[];
}

const run = async <Row>(db: Db | Tx, query: ReturnType<typeof sql>) =>
  rowsOf<Row>(await db.execute(query));

/** Drivers give json as objects (node-postgres, PGlite) — or, for a text column, as a string. */
const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

export function createFamilyRepository(db: Db) {
  /** Locks the family's row for the transaction: its children are counted one change at a time. */
  async function lockFamily(familyId: number, tx: Tx) {
    const [row] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, familyId))
      .for('update');
    return row !== undefined;
  }

  async function countChildren(familyId: number, tx: Db | Tx) {
    const [row] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(children)
      .where(eq(children.userId, familyId));
    return Number(row?.count ?? 0);
  }

  return {
    lockFamily,
    countChildren,

    children(familyId: number, tx: Db | Tx = db) {
      return tx
        .select()
        .from(children)
        .where(eq(children.userId, familyId))
        .orderBy(asc(children.id));
    },

    async family(familyId: number) {
      const [row] = await db
        .select({
          id: users.id,
          phone: users.phone,
          name: users.name,
          createdAt: users.createdAt,
          pinHash: users.parentPinHash,
          gateMisses: users.gateMisses,
          gateLockedUntil: users.gateLockedUntil,
        })
        .from(users)
        .where(eq(users.id, familyId));
      return row ?? null;
    },

    async insertChild(
      familyId: number,
      child: { name: string; age: number | null; avatar: Avatar },
      at: Date,
      tx: Tx,
    ) {
      const [row] = await tx
        .insert(children)
        .values({ userId: familyId, ...child, createdAt: at, updatedAt: at })
        .returning();
      if (!row) throw new Error('child insert returned no row');
      return row;
    },

    /** Deletes the child and (by the foreign keys) everything it owns; false if not the family's. */
    async deleteChild(familyId: number, childId: number, tx: Tx) {
      const rows = await tx
        .delete(children)
        .where(and(eq(children.id, childId), eq(children.userId, familyId)))
        .returning({ id: children.id });
      return rows.length > 0;
    },

    /**
     * One more wrong gate answer: the `max`-th in a row locks the gate until `lockedUntil` and
     * starts the count again (one guarded statement, so parallel misses are all counted).
     */
    async recordGateMiss(familyId: number, max: number, lockedUntil: Date) {
      const [row] = await run<{ misses: number; locked_until: string | Date | null }>(
        db,
        sql`update users set
              gate_misses = case when gate_misses + 1 >= ${max} then 0 else gate_misses + 1 end,
              gate_locked_until = case when gate_misses + 1 >= ${max}
                then ${lockedUntil.toISOString()}::timestamptz else gate_locked_until end
            where id = ${familyId}
            returning gate_misses as misses, gate_locked_until as locked_until`,
      );
      if (!row) return null;
      return {
        misses: Number(row.misses),
        lockedUntil: row.locked_until === null ? null : new Date(row.locked_until),
      };
    },

    async clearGateMisses(familyId: number) {
      await db.update(users).set({ gateMisses: 0 }).where(eq(users.id, familyId));
    },

    async setPinHash(familyId: number, pinHash: string | null, at: Date) {
      await db
        .update(users)
        .set({ parentPinHash: pinHash, gateMisses: 0, updatedAt: at })
        .where(eq(users.id, familyId));
    },

    /**
     * Everything the parent's view counts for one child since `from` (a UTC day): one statement.
     * Play time is the gaps between a round's answers and between dictionary marks, each at
     * most `gapCapSeconds` (a phone left on the table adds no more than that).
     */
    async childActivity(
      childId: number,
      from: string,
      gapCapSeconds: number,
    ): Promise<ChildActivityRead> {
      const [row] = await run<Record<keyof ChildActivityRead, unknown>>(
        db,
        sql`select
          (select coalesce(json_agg(d.day::text order by d.day), '[]'::json)
             from user_days d where d.child_id = ${childId}) as days,
          (select coalesce(json_agg(json_build_object('gameId', ug.game_id, 'lessonId', g.lesson_id,
                    'stars', ug.stars, 'completedAt', ug.completed_at)), '[]'::json)
             from user_games ug join games g on g.id = ug.game_id
             where ug.child_id = ${childId} and ug.completed_at is not null) as games,
          (select coalesce(json_agg(ud.updated_at), '[]'::json)
             from user_dictionary ud
             where ud.child_id = ${childId} and ud.state = 'learned'
               and ud.updated_at >= ${from}::date) as learned,
          (select coalesce(json_agg(json_build_object('day', s.day, 'seconds', s.seconds)), '[]'::json)
             from (select gap.day::text as day, sum(least(gap.seconds, ${gapCapSeconds}))::int as seconds
                   from (select (uq.created_at at time zone 'UTC')::date as day,
                                extract(epoch from uq.created_at - lag(uq.created_at)
                                  over (partition by uq.game_id, uq.round order by uq.id)) as seconds
                         from user_questions uq
                         where uq.child_id = ${childId} and uq.created_at >= ${from}::date
                         union all
                         select (ud.updated_at at time zone 'UTC')::date,
                                extract(epoch from ud.updated_at - lag(ud.updated_at)
                                  over (order by ud.updated_at))
                         from user_dictionary ud
                         where ud.child_id = ${childId} and ud.updated_at >= ${from}::date) gap
                   where gap.seconds is not null
                   group by gap.day) s) as seconds,
          (select coalesce(json_agg(a), '[]'::json) from (
             select ach.id, ach.title, ach.image_url as "imageUrl", ua.earned_at as "earnedAt"
             from user_achievements ua join achievements ach on ach.id = ua.achievement_id
             where ua.child_id = ${childId}
             order by ua.earned_at desc, ua.id desc limit 3) a) as achievements,
          (select coalesce(json_agg(w), '[]'::json) from (
             select dw.id, dw.word, dw.translation, count(*)::int as misses
             from (select ud.word_id from user_dictionary ud
                   where ud.child_id = ${childId} and ud.state = 'unlearned'
                   union all
                   select dw2.id from user_questions uq
                   join question_variants qv on qv.question_id = uq.question_id and qv.is_correct
                   join games g on g.id = uq.game_id
                   join dictionary_words dw2
                     on dw2.lesson_id = g.lesson_id and lower(dw2.word) = lower(qv.answer)
                   where uq.child_id = ${childId} and not uq.is_correct) m
             join dictionary_words dw on dw.id = m.word_id
             group by dw.id order by misses desc, dw.id limit 5) w) as "wordsToPractise"`,
      );
      return {
        days: json(row?.days ?? []),
        games: json(row?.games ?? []),
        learned: json(row?.learned ?? []),
        seconds: json(row?.seconds ?? []),
        achievements: json(row?.achievements ?? []),
        wordsToPractise: json(row?.wordsToPractise ?? []),
      };
    },

    /** The family's data for its export: one statement per table, every child's rows. */
    async exportRows(familyId: number) {
      const ofFamily = sql`(select id from children where user_id = ${familyId})`;
      const table = async (query: ReturnType<typeof sql>) =>
        json<Record<string, unknown>[]>((await run<{ rows: unknown }>(db, query))[0]?.rows ?? []);
      const [family, kids, onboarding, days, games, answers, words, awards, access, introsSeen] =
        await Promise.all([
          table(sql`select json_agg(t) as rows from (select id, phone, name, role,
            phone_verified_at as "phoneVerifiedAt", created_at as "createdAt",
            parent_pin_hash is not null as "hasPin" from users where id = ${familyId}) t`),
          table(sql`select json_agg(t order by t.id) as rows from (select id, name, age, avatar,
            created_at as "createdAt" from children where user_id = ${familyId}) t`),
          table(sql`select json_agg(t) as rows from (select child_id as "childId", age,
            why_learning as "whyLearning", degree, skills, time, updated_at as "updatedAt"
            from user_onboarding where child_id in ${ofFamily}) t`),
          table(sql`select json_agg(t order by t."childId", t.day) as rows from (select
            child_id as "childId", day::text as day from user_days where child_id in ${ofFamily}) t`),
          table(sql`select json_agg(t order by t."childId", t."gameId") as rows from (select
            ug.child_id as "childId", ug.game_id as "gameId", g.title as game, ug.stars,
            ug.best_result as "bestResult", ug.round, ug.completed_at as "completedAt"
            from user_games ug join games g on g.id = ug.game_id
            where ug.child_id in ${ofFamily}) t`),
          table(sql`select json_agg(t order by t.id) as rows from (select id, child_id as "childId",
            game_id as "gameId", question_id as "questionId", round, answer,
            is_correct as "isCorrect", created_at as "createdAt"
            from user_questions where child_id in ${ofFamily}) t`),
          table(sql`select json_agg(t order by t."childId", t."wordId") as rows from (select
            ud.child_id as "childId", ud.word_id as "wordId", dw.word, dw.translation, ud.state,
            ud.due_on::text as "dueOn", ud.updated_at as "updatedAt"
            from user_dictionary ud join dictionary_words dw on dw.id = ud.word_id
            where ud.child_id in ${ofFamily}) t`),
          table(sql`select json_agg(t order by t."earnedAt") as rows from (select
            ua.child_id as "childId", a.id as "achievementId", a.title, ua.earned_at as "earnedAt"
            from user_achievements ua join achievements a on a.id = ua.achievement_id
            where ua.child_id in ${ofFamily}) t`),
          table(sql`select json_agg(t) as rows from (select c.id as "courseId", c.title,
            ca.granted_at as "openedAt" from course_access ca join courses c on c.id = ca.course_id
            where ca.user_id = ${familyId}) t`),
          // The lessons whose new words each child has seen through (ADR 0038).
          table(sql`select json_agg(t order by t."childId", t."lessonId") as rows from (select
            ls.child_id as "childId", ls.lesson_id as "lessonId", l.title as lesson,
            ls.seen_at as "seenAt"
            from lesson_intros_seen ls join lessons l on l.id = ls.lesson_id
            where ls.child_id in ${ofFamily}) t`),
        ]);
      return {
        family: family[0] ?? null,
        children: kids,
        onboarding,
        days,
        games,
        answers,
        words,
        awards,
        access,
        introsSeen,
      };
    },
  };
}

export type FamilyRepository = ReturnType<typeof createFamilyRepository>;
