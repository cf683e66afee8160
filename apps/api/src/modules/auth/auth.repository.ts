import { and, desc, eq, gt, isNull, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { refreshTokens, smsCodes, users } from '../../db/schema/index.js';

export type CodePurpose = 'login' | 'register';

export function createAuthRepository(db: Db) {
  return {
    findUserByPhone(phone: string) {
      return db.query.users.findFirst({ where: eq(users.phone, phone) });
    },

    findUserById(id: number) {
      return db.query.users.findFirst({ where: eq(users.id, id) });
    },

    /** Creates a pending registration, or renames one that was never confirmed. */
    async upsertPendingUser(phone: string, name: string) {
      const [row] = await db
        .insert(users)
        .values({ phone, name })
        .onConflictDoUpdate({
          target: users.phone,
          set: { name, updatedAt: new Date() },
          setWhere: isNull(users.phoneVerifiedAt),
        })
        .returning();
      return row;
    },

    async markPhoneVerified(userId: number, at: Date) {
      await db
        .update(users)
        .set({ phoneVerifiedAt: at, updatedAt: at })
        .where(and(eq(users.id, userId), isNull(users.phoneVerifiedAt)));
    },

    /**
     * Counts what limits a new code and, if allowed, reserves a row for it — under an advisory
     * lock on the phone, so two requests at once cannot both pass the 60-second rule.
     */
    async reserveCode(input: {
      phone: string;
      purpose: CodePurpose;
      codeHash: string;
      clientAddress: string;
      now: Date;
      expiresAt: Date;
      limits: (counts: CodeCounts) => void;
    }) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${input.phone}))`);
        const minute = new Date(input.now.getTime() - 60_000);
        const hour = new Date(input.now.getTime() - 3_600_000);
        const day = new Date(input.now.getTime() - 86_400_000);
        const [phoneCounts] = await tx
          .select({
            lastMinute: sql<number>`count(*) filter (where ${smsCodes.createdAt} > ${minute})::int`,
            lastHour: sql<number>`count(*) filter (where ${smsCodes.createdAt} > ${hour})::int`,
            lastDay: sql<number>`count(*)::int`,
          })
          .from(smsCodes)
          .where(and(eq(smsCodes.phone, input.phone), gt(smsCodes.createdAt, day)));
        const [addressCounts] = await tx
          .select({ lastHour: sql<number>`count(*)::int` })
          .from(smsCodes)
          .where(
            and(eq(smsCodes.clientAddress, input.clientAddress), gt(smsCodes.createdAt, hour)),
          );
        input.limits({
          phoneLastMinute: phoneCounts?.lastMinute ?? 0,
          phoneLastHour: phoneCounts?.lastHour ?? 0,
          phoneLastDay: phoneCounts?.lastDay ?? 0,
          addressLastHour: addressCounts?.lastHour ?? 0,
        });
        const [row] = await tx
          .insert(smsCodes)
          .values({
            phone: input.phone,
            purpose: input.purpose,
            codeHash: input.codeHash,
            clientAddress: input.clientAddress,
            expiresAt: input.expiresAt,
            createdAt: input.now,
          })
          .returning({ id: smsCodes.id });
        if (!row) throw new Error('insert returned no row');
        return row.id;
      });
    },

    async forgetCode(id: number) {
      await db.delete(smsCodes).where(eq(smsCodes.id, id));
    },

    /** The gateway took it: it is now the phone's only live code. */
    async confirmCodeSent(id: number, phone: string, at: Date) {
      await db.transaction(async (tx) => {
        await tx.update(smsCodes).set({ sentAt: at }).where(eq(smsCodes.id, id));
        await tx
          .update(smsCodes)
          .set({ consumedAt: at })
          .where(and(eq(smsCodes.phone, phone), ne(smsCodes.id, id), isNull(smsCodes.consumedAt)));
      });
    },

    latestLiveCode(phone: string) {
      return db.query.smsCodes.findFirst({
        where: and(
          eq(smsCodes.phone, phone),
          isNull(smsCodes.consumedAt),
          isNotNull(smsCodes.sentAt),
        ),
        orderBy: desc(smsCodes.id),
      });
    },

    /** One wrong try, counted atomically; null once the tries are used up. */
    async countWrongAttempt(id: number, maxAttempts: number) {
      const [row] = await db
        .update(smsCodes)
        .set({ attempts: sql`${smsCodes.attempts} + 1` })
        .where(and(eq(smsCodes.id, id), sql`${smsCodes.attempts} < ${maxAttempts}`))
        .returning({ attempts: smsCodes.attempts });
      return row?.attempts ?? null;
    },

    /** Single use: of two requests with the right code, only one gets the row back. */
    async consumeCode(id: number, maxAttempts: number, at: Date) {
      const [row] = await db
        .update(smsCodes)
        .set({ consumedAt: at })
        .where(
          and(
            eq(smsCodes.id, id),
            isNull(smsCodes.consumedAt),
            sql`${smsCodes.attempts} < ${maxAttempts}`,
          ),
        )
        .returning({ id: smsCodes.id });
      return row !== undefined;
    },

    async insertRefreshToken(input: {
      userId: number;
      familyId: string;
      tokenHash: string;
      expiresAt: Date;
      now: Date;
    }) {
      await db.insert(refreshTokens).values({ ...input, createdAt: input.now });
    },

    /** Marks a live token rotated and returns it; of two parallel calls only one gets it. */
    async rotateRefreshToken(tokenHash: string, now: Date) {
      const [row] = await db
        .update(refreshTokens)
        .set({ revokedAt: now, revokedReason: 'rotated' })
        .where(
          and(
            eq(refreshTokens.tokenHash, tokenHash),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, now),
          ),
        )
        .returning();
      return row;
    },

    findRefreshToken(tokenHash: string) {
      return db.query.refreshTokens.findFirst({ where: eq(refreshTokens.tokenHash, tokenHash) });
    },

    async revokeFamily(familyId: string, reason: 'reuse' | 'logout', now: Date) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now, revokedReason: reason })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },
  };
}

export interface CodeCounts {
  phoneLastMinute: number;
  phoneLastHour: number;
  phoneLastDay: number;
  addressLastHour: number;
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
