import { and, desc, eq, gt, isNull, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { phoneVerifiedAddresses, refreshTokens, smsCodes, users } from '../../db/schema/index.js';

export type CodePurpose = 'login' | 'register';

/** pg_advisory_xact_lock(namespace, key): the address's and the phone's locks never collide. */
const LOCK_NAMESPACE = { address: 1, phone: 2 } as const;

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
     * row for the new one. Under two transaction locks, the client address's and then the
     * phone's (always in that order, in their own lock namespaces), so requests at once cannot
     * both pass the 60-second rule or the per-address cap, on any number of processes. Every
     * reserved row counts from then on, sent or not.
     *
     * A request from an address the phone's owner signed in from since `trustedSince` counts
     * only the phone's codes asked for from that address: codes others asked for do not lock
     * the owner out (ADR 0025).
     */
    async reserveCode(input: {
      phone: string;
      purpose: CodePurpose;
      codeHash: string;
      /** The client's address key (lib/address-key.ts). */
      clientAddress: string;
      now: Date;
      expiresAt: Date;
      trustedSince: Date;
      limits: (recent: RecentCodes) => void;
    }) {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE.address}, hashtext(${input.clientAddress}))`,
        );
        await tx.execute(
          sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE.phone}, hashtext(${input.phone}))`,
        );
        const hour = new Date(input.now.getTime() - 3_600_000);
        const day = new Date(input.now.getTime() - 86_400_000);
        const [trusted] = await tx
          .select({ phone: phoneVerifiedAddresses.phone })
          .from(phoneVerifiedAddresses)
          .where(
            and(
              eq(phoneVerifiedAddresses.phone, input.phone),
              eq(phoneVerifiedAddresses.address, input.clientAddress),
              gt(phoneVerifiedAddresses.verifiedAt, input.trustedSince),
            ),
          );
        const phoneRows = await tx
          .select({ createdAt: smsCodes.createdAt })
          .from(smsCodes)
          .where(
            and(
              eq(smsCodes.phone, input.phone),
              gt(smsCodes.createdAt, day),
              trusted ? eq(smsCodes.clientAddress, input.clientAddress) : undefined,
            ),
          )
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

    /** The owner signed in with a code from this address (key): it is trusted from now on. */
    async rememberVerifiedAddress(phone: string, address: string, at: Date) {
      await db
        .insert(phoneVerifiedAddresses)
        .values({ phone, address, verifiedAt: at })
        .onConflictDoUpdate({
          target: [phoneVerifiedAddresses.phone, phoneVerifiedAddresses.address],
          set: { verifiedAt: at },
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

    /**
     * Marks a live token rotated and stores its successor in one transaction, returning the
     * rotated row; of two parallel calls only one gets it, and the other, once it sees the
     * token rotated, also sees the successor.
     */
    async rotateRefreshToken(tokenHash: string, successorHash: string, now: Date) {
      return db.transaction(async (tx) => {
        const [row] = await tx
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
        if (!row) return undefined;
        await tx.insert(refreshTokens).values({
          userId: row.userId,
          familyId: row.familyId,
          tokenHash: successorHash,
          expiresAt: row.expiresAt,
          createdAt: now,
        });
        return row;
      });
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
