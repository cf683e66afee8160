import {
  joinReasons,
  type OnboardingAnswers,
  type OnboardingResponse,
  type User,
  type UpdateMeRequest,
  type UserStats,
} from '@bolajon/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { userOnboarding, users } from '../../db/schema/index.js';

type UserRow = typeof users.$inferSelect;

export function createUsersRepository(db: Db) {
  /** learningDays: active days; totalModules: lessons with every game complete; totalDictionaries: words learned. */
  async function stats(userId: number): Promise<UserStats> {
    const [row] = await db
      .select({
        learningDays: sql<number>`(select count(*)::int from user_days where user_id = ${userId})`,
        totalModules: sql<number>`(
          select count(*)::int from lessons l
          where exists (select 1 from games g where g.lesson_id = l.id)
            and not exists (
              select 1 from games g
              where g.lesson_id = l.id and not exists (
                select 1 from user_games ug
                where ug.game_id = g.id and ug.user_id = ${userId} and ug.completed_at is not null)))`,
        totalDictionaries: sql<number>`(
          select count(*)::int from user_dictionary where user_id = ${userId} and state = 'learned')`,
      })
      .from(sql`(select 1) as one`);
    return {
      learningDays: row?.learningDays ?? 0,
      totalModules: row?.totalModules ?? 0,
      totalDictionaries: row?.totalDictionaries ?? 0,
    };
  }

  async function toUser(row: UserRow): Promise<User> {
    return {
      id: row.id,
      name: row.name,
      fullName: row.name,
      phone: row.phone,
      age: row.age,
      avatar: row.avatar,
      role: row.role,
      createdAt: row.createdAt.toISOString(),
      stats: await stats(row.id),
    };
  }

  return {
    toUser,

    async findVerifiedById(id: number): Promise<User | null> {
      const row = await db.query.users.findFirst({ where: eq(users.id, id) });
      return row && row.phoneVerifiedAt ? toUser(row) : null;
    },

    async update(id: number, changes: UpdateMeRequest): Promise<User | null> {
      const [row] = await db
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row ? toUser(row) : null;
    },

    /**
     * Stores the onboarding answers — one record per user, a second save replaces the first —
     * and the child's age on the profile, in one transaction.
     */
    async saveOnboarding(userId: number, answers: OnboardingAnswers): Promise<OnboardingResponse> {
      return db.transaction(async (tx) => {
        const now = new Date();
        const values = {
          age: answers.age,
          whyLearning: joinReasons(answers.whyLearning),
          degree: answers.degree,
          skills: answers.skills,
          time: answers.time,
          updatedAt: now,
        };
        const [row] = await tx
          .insert(userOnboarding)
          .values({ userId, ...values })
          .onConflictDoUpdate({ target: userOnboarding.userId, set: values })
          .returning();
        await tx
          .update(users)
          .set({ age: answers.age, updatedAt: now })
          .where(eq(users.id, userId));
        return {
          age: row!.age,
          whyLearning: row!.whyLearning,
          degree: answers.degree,
          skills: answers.skills,
          time: answers.time,
          updatedAt: row!.updatedAt.toISOString(),
        };
      });
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
