import type { OnboardingAnswers, UpdateMeRequest } from '@bolajon/contract';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { children, userOnboarding, users } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;
export type ChildRow = typeof children.$inferSelect;
/** What may change on a child: the profile's fields (a parent may also clear the age). */
export type ChildChanges = Omit<UpdateMeRequest, 'age'> & { age?: number | null };

/** The family's account and one of its children, as GET /users/me shows them together. */
export interface LearnerRow {
  family: UserRow;
  child: ChildRow;
}

/** What the profile's numbers are counted from (users.service.ts counts them). */
export interface StatsRead {
  /** Days the user was active. */
  learningDays: number;
  /** Words the user marked "know". */
  wordsLearned: number;
  /** Every lesson that has games: how many, and how many of them the user completed. */
  lessons: { games: number; completed: number }[];
}

/** The onboarding record as stored: the reasons joined into one text. */
export type OnboardingValues = Omit<OnboardingAnswers, 'whyLearning'> & { whyLearning: string };

export function createUsersRepository(db: Db) {
  return {
    async findById(id: number): Promise<UserRow | null> {
      return (await db.query.users.findFirst({ where: eq(users.id, id) })) ?? null;
    },

    /** Whether the signed-up account is a course editor as stored now (ADR 0041). */
    async isEditor(id: number): Promise<boolean> {
      const [row] = await db
        .select({ editor: users.editor })
        .from(users)
        .where(and(eq(users.id, id), isNotNull(users.phoneVerifiedAt)));
      return row?.editor ?? false;
    },

    /**
     * The family and its child `childId` — or, when `childId` is null, its first child; null
     * when the family or that child of it does not exist (one query).
     */
    async findLearner(familyId: number, childId: number | null): Promise<LearnerRow | null> {
      const [row] = await db
        .select({ family: users, child: children })
        .from(users)
        .innerJoin(children, eq(children.userId, users.id))
        .where(
          childId === null
            ? eq(users.id, familyId)
            : and(eq(users.id, familyId), eq(children.id, childId)),
        )
        .orderBy(asc(children.id))
        .limit(1);
      return row ?? null;
    },

    /** The rows the profile's numbers are counted from: one query. */
    async statsRead(childId: number): Promise<StatsRead> {
      const [row] = await db
        .select({
          learningDays: sql<number>`(select count(*)::int from user_days where child_id = ${childId})`,
          wordsLearned: sql<number>`(
            select count(*)::int from user_dictionary where child_id = ${childId} and state = 'learned')`,
          lessons: sql<StatsRead['lessons']>`(
            select coalesce(json_agg(json_build_object('games', t.games, 'completed', t.completed)), '[]'::json)
            from (
              select count(*)::int as games, count(ug.completed_at)::int as completed
              from games g
              left join user_games ug on ug.game_id = g.id and ug.child_id = ${childId}
              group by g.lesson_id) t)`,
        })
        .from(sql`(select 1) as one`);
      return row ?? { learningDays: 0, wordsLearned: 0, lessons: [] };
    },

    /**
     * Changes a child of the family (PUT /users/me, and the parent's PUT /family/children/:id);
     * null when the family has no such child.
     */
    async updateChild(
      familyId: number,
      childId: number,
      changes: ChildChanges,
      at: Date,
    ): Promise<ChildRow | null> {
      const [row] = await db
        .update(children)
        .set({ ...changes, updatedAt: at })
        .where(and(eq(children.id, childId), eq(children.userId, familyId)))
        .returning();
      return row ?? null;
    },

    /** The child's one onboarding record: a second save replaces the first. */
    async saveOnboarding(childId: number, values: OnboardingValues, at: Date, tx: Db | Tx = db) {
      const set = { ...values, updatedAt: at };
      const [row] = await tx
        .insert(userOnboarding)
        .values({ childId, ...set })
        .onConflictDoUpdate({ target: userOnboarding.childId, set })
        .returning();
      if (!row) throw new Error('onboarding upsert returned no row');
      return row;
    },

    async setAge(childId: number, age: number, at: Date, tx: Db | Tx = db) {
      await tx.update(children).set({ age, updatedAt: at }).where(eq(children.id, childId));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
