import { and, desc, eq, gt, isNull, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import type { Avatar } from '@bolajon/contract';
import { rowsOf } from '../../db/client.js';
import {
  children,
  phoneVerifiedAddresses,
  refreshTokens,
  smsCodes,
  users,
} from '../../db/schema/index.js';

export type CodePurpose = 'login' | 'register';

/** pg_advisory_xact_lock(namespace, key): the address's and the phone's locks never collide. */
const LOCK_NAMESPACE = { address: 1, phone: 2 } as const;

/** Which codes to read: asked for after `since`, of the phone, of the address, or both. */
export interface CodeTimesQuery {
  phone?: string;
  clientAddress?: string;
  since: Date;
}

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
     * Takes the transaction locks of a code request: the client address's and then the phone's,
     * always in that order and in their own lock namespaces, so requests at once, on any number
     * of processes, read and reserve codes one after another.
     */
    async lockCodeRequests(clientAddress: string, phone: string, tx: Tx) {
      await tx.execute(
        sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE.address}, hashtext(${clientAddress}))`,
      );
      await tx.execute(
        sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE.phone}, hashtext(${phone}))`,
      );
    },

    /** Whether the phone's owner signed in with a code from this address after `since`. */
    async signedInFrom(phone: string, clientAddress: string, since: Date, tx: Db | Tx = db) {
      const [row] = await tx
        .select({ phone: phoneVerifiedAddresses.phone })
        .from(phoneVerifiedAddresses)
        .where(
          and(
            eq(phoneVerifiedAddresses.phone, phone),
            eq(phoneVerifiedAddresses.address, clientAddress),
            gt(phoneVerifiedAddresses.verifiedAt, since),
          ),
        );
      return row !== undefined;
    },

    /** When the codes the query names were asked for, newest first. */
    async codeTimes(of: CodeTimesQuery, tx: Db | Tx = db): Promise<Date[]> {
      const rows = await tx
        .select({ createdAt: smsCodes.createdAt })
        .from(smsCodes)
        .where(
          and(
            of.phone === undefined ? undefined : eq(smsCodes.phone, of.phone),
            of.clientAddress === undefined
              ? undefined
              : eq(smsCodes.clientAddress, of.clientAddress),
            gt(smsCodes.createdAt, of.since),
          ),
        )
        .orderBy(desc(smsCodes.createdAt));
      return rows.map((row) => row.createdAt);
    },

    /** A new code's row; it counts toward every limit from now on, sent or not. */
    async insertCode(
      input: {
        phone: string;
        purpose: CodePurpose;
        codeHash: string;
        clientAddress: string;
        expiresAt: Date;
        createdAt: Date;
      },
      tx: Db | Tx = db,
    ): Promise<number> {
      const [row] = await tx.insert(smsCodes).values(input).returning({ id: smsCodes.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },

    /**
     * The gateway did not take the message, or did not say so in time: the row stays, so the
     * attempt counts toward every limit, but it is void (no sent_at) and opens nothing.
     */
    async voidCode(id: number, at: Date) {
      await db.update(smsCodes).set({ consumedAt: at }).where(eq(smsCodes.id, id));
    },

    /** The gateway took the code: it may open a sign-in from now on. */
    async markCodeSent(id: number, at: Date, tx: Db | Tx = db) {
      await tx.update(smsCodes).set({ sentAt: at }).where(eq(smsCodes.id, id));
    },

    /** Voids the phone's live codes but `keepId`. */
    async voidOtherCodes(phone: string, keepId: number, at: Date, tx: Db | Tx = db) {
      await tx
        .update(smsCodes)
        .set({ consumedAt: at })
        .where(
          and(eq(smsCodes.phone, phone), ne(smsCodes.id, keepId), isNull(smsCodes.consumedAt)),
        );
    },

    /**
     * Creates the pending family of a registration with its first child, or renames both; a
     * family whose phone is confirmed is left as it is (ADR 0036).
     */
    async savePendingUser(
      phone: string,
      pending: { name: string; avatar: Avatar },
      at: Date,
      tx: Db | Tx = db,
    ) {
      const { name, avatar } = pending;
      const [family] = await tx
        .insert(users)
        .values({ phone, name })
        .onConflictDoUpdate({
          target: users.phone,
          set: { name, updatedAt: at },
          setWhere: isNull(users.phoneVerifiedAt),
        })
        .returning({ id: users.id });
      if (!family) return;
      const renamed = await tx
        .update(children)
        .set({ name, avatar, updatedAt: at })
        .where(eq(children.userId, family.id))
        .returning({ id: children.id });
      if (renamed.length === 0) {
        await tx.insert(children).values({ userId: family.id, name, avatar });
      }
    },

    /**
     * What an access token of the family says: its role and the child who plays — `childId` when
     * it is still the family's, else the family's first child. Undefined when the family is gone
     * (one query).
     */
    async sessionIdentity(userId: number, childId: number | null) {
      const [row] = rowsOf<{ role: 'learner' | 'admin'; child_id: number | null }>(
        await db.execute(sql`
          select u.role,
                 coalesce((select c.id from children c where c.id = ${childId ?? -1} and c.user_id = u.id),
                          (select min(c.id) from children c where c.user_id = u.id)) as child_id
          from users u where u.id = ${userId}`),
      );
      if (!row || row.child_id === null) return undefined;
      return { role: row.role, childId: Number(row.child_id) };
    },

    async childOf(userId: number, childId: number) {
      const [row] = await db
        .select()
        .from(children)
        .where(and(eq(children.id, childId), eq(children.userId, userId)));
      return row ?? null;
    },

    /** The session's (refresh family's) live tokens now name `childId` as the child who plays. */
    async setSessionChild(sessionId: string, childId: number) {
      await db
        .update(refreshTokens)
        .set({ childId })
        .where(and(eq(refreshTokens.familyId, sessionId), isNull(refreshTokens.revokedAt)));
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

    async insertRefreshToken(
      input: {
        userId: number;
        childId: number | null;
        familyId: string;
        tokenHash: string;
        expiresAt: Date;
        now: Date;
      },
      tx: Db | Tx = db,
    ) {
      const { now, ...token } = input;
      await tx.insert(refreshTokens).values({ ...token, createdAt: now });
    },

    /**
     * Marks the token rotated if it is live (not revoked, not expired), returning its row; of two
     * calls at once only one gets it (one guarded statement).
     */
    async rotateLiveToken(tokenHash: string, now: Date, tx: Db | Tx = db) {
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

export type AuthRepository = ReturnType<typeof createAuthRepository>;
