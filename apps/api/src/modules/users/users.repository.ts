import type { OnboardingAnswers, UpdateMeRequest } from '@bolajon/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { userOnboarding, users } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;

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

    /** The rows the profile's numbers are counted from: one query. */
    async statsRead(userId: number): Promise<StatsRead> {
      const [row] = await db
        .select({
          learningDays: sql<number>`(select count(*)::int from user_days where user_id = ${userId})`,
          wordsLearned: sql<number>`(
            select count(*)::int from user_dictionary where user_id = ${userId} and state = 'learned')`,
          lessons: sql<StatsRead['lessons']>`(
            select coalesce(json_agg(json_build_object('games', t.games, 'completed', t.completed)), '[]'::json)
            from (
              select count(*)::int as games, count(ug.completed_at)::int as completed
              from games g
              left join user_games ug on ug.game_id = g.id and ug.user_id = ${userId}
              group by g.lesson_id) t)`,
        })
        .from(sql`(select 1) as one`);
      return row ?? { learningDays: 0, wordsLearned: 0, lessons: [] };
    },

    async update(id: number, changes: UpdateMeRequest, at: Date): Promise<UserRow | null> {
      const [row] = await db
        .update(users)
        .set({ ...changes, updatedAt: at })
        .where(eq(users.id, id))
        .returning();
      return row ?? null;
    },

    /** The user's one onboarding record: a second save replaces the first. */
    async saveOnboarding(userId: number, values: OnboardingValues, at: Date, tx: Db | Tx = db) {
      const set = { ...values, updatedAt: at };
      const [row] = await tx
        .insert(userOnboarding)
        .values({ userId, ...set })
        .onConflictDoUpdate({ target: userOnboarding.userId, set })
        .returning();
      if (!row) throw new Error('onboarding upsert returned no row');
      return row;
    },

    async setAge(userId: number, age: number, at: Date, tx: Db | Tx = db) {
      await tx.update(users).set({ age, updatedAt: at }).where(eq(users.id, userId));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
