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

    async markPhoneVerified(userId: number, at: Date) {
      await db
        .update(users)
        .set({ phoneVerifiedAt: at, updatedAt: at })
        .where(and(eq(users.id, userId), isNull(users.phoneVerifiedAt)));
    },

    /**
     * Reads the codes the limits look at and, if `limits` allows (it throws otherwise), reserves a
     * row for the new one: under an advisory lock on the phone, so two requests at once cannot
     * both pass the 60-second rule. Every reserved row counts from then on, sent or not.
     */
    async reserveCode(input: {
      phone: string;
      purpose: CodePurpose;
      codeHash: string;
      clientAddress: string;
      now: Date;
      expiresAt: Date;
      limits: (recent: RecentCodes) => void;
    }) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${input.phone}))`);
        const hour = new Date(input.now.getTime() - 3_600_000);
        const day = new Date(input.now.getTime() - 86_400_000);
        const phoneRows = await tx
          .select({ createdAt: smsCodes.createdAt })
          .from(smsCodes)
          .where(and(eq(smsCodes.phone, input.phone), gt(smsCodes.createdAt, day)))
          .orderBy(desc(smsCodes.createdAt));
        const addressRows = await tx
          .select({ createdAt: smsCodes.createdAt })
          .from(smsCodes)
          .where(and(eq(smsCodes.clientAddress, input.clientAddress), gt(smsCodes.createdAt, hour)))
          .orderBy(desc(smsCodes.createdAt));
        input.limits({
          phone: phoneRows.map((row) => row.createdAt),
          address: addressRows.map((row) => row.createdAt),
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

    /**
     * The gateway did not take the message, or did not say so in time: the row stays, so the
     * attempt counts toward every limit, but it is void (no sent_at) and opens nothing.
     */
    async voidCode(id: number, at: Date) {
      await db.update(smsCodes).set({ consumedAt: at }).where(eq(smsCodes.id, id));
    },

    /**
     * The gateway took it: it is now the phone's only live code. For a registration the pending
     * user is created, or renamed while never confirmed, only now: a refused request changes
     * nothing.
     */
    async confirmCodeSent(id: number, phone: string, at: Date, pendingName?: string) {
      await db.transaction(async (tx) => {
        await tx.update(smsCodes).set({ sentAt: at }).where(eq(smsCodes.id, id));
        await tx
          .update(smsCodes)
          .set({ consumedAt: at })
          .where(and(eq(smsCodes.phone, phone), ne(smsCodes.id, id), isNull(smsCodes.consumedAt)));
        if (pendingName !== undefined) {
          await tx
            .insert(users)
            .values({ phone, name: pendingName })
            .onConflictDoUpdate({
              target: users.phone,
              set: { name: pendingName, updatedAt: at },
              setWhere: isNull(users.phoneVerifiedAt),
            });
        }
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

/** When the recent codes were asked for, newest first: the phone's in the last day, the address's in the last hour. */
export interface RecentCodes {
  phone: Date[];
  address: Date[];
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
