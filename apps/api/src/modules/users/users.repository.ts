import type { User, UpdateMeRequest, UserStats } from '@bolajon/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { userDays, users } from '../../db/schema/index.js';

type UserRow = typeof users.$inferSelect;

export function createUsersRepository(db: Db) {
  async function stats(userId: number): Promise<UserStats> {
    const [row] = await db
      .select({ learningDays: sql<number>`count(*)::int` })
      .from(userDays)
      .where(eq(userDays.userId, userId));
    // Lessons completed and words learned join these once progress and the dictionary exist.
    return { learningDays: row?.learningDays ?? 0, totalModules: 0, totalDictionaries: 0 };
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

    async setRoleByPhone(phone: string, role: 'learner' | 'admin') {
      const [row] = await db
        .update(users)
        .set({ role, updatedAt: new Date() })
        .where(eq(users.phone, phone))
        .returning({ id: users.id });
      return row !== undefined;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
