import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { children, users } from './users.js';

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    purpose: text('purpose', { enum: ['login', 'register'] }).notNull(),
    /** HMAC of phone, purpose and code under the server secret; never the code itself. */
    codeHash: text('code_hash').notNull(),
    clientAddress: text('client_address'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set once the gateway accepted the message; a row without it is still being sent. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Used, or replaced by a newer code: either way it no longer opens anything. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sms_codes_phone_created').on(t.phone, t.createdAt),
    index('sms_codes_client_created').on(t.clientAddress, t.createdAt),
    check('sms_codes_purpose', sql`${t.purpose} in ('login', 'register')`),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The child playing in this session (ADR 0036): copied to each rotated token, changed by
     * POST /family/active-child; null when that child was removed (the family's first then).
     */
    childId: integer('child_id').references(() => children.id, { onDelete: 'set null' }),
    /** Every token rotated from one sign-in shares a family; reuse of an old one revokes it all. */
    familyId: uuid('family_id').notNull(),
    /** SHA-256 of the token; the token itself is only ever in the client's hands. */
    tokenHash: text('token_hash').notNull().unique(),
    /** Absolute: rotation never extends a family past 30 days from sign-in. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason', { enum: ['rotated', 'reuse', 'logout'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_user').on(t.userId), index('refresh_tokens_family').on(t.familyId)],
);

/**
 * The client addresses (as keyed by lib/address-key.ts) from which a phone's owner signed in
 * with a code. A request from one of them is not held by the phone's limits that requests from
 * elsewhere used up (ADR 0025): someone else cannot lock a family out of sign-in.
 */
export const phoneVerifiedAddresses = pgTable(
  'phone_verified_addresses',
  {
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: 'phone_verified_addresses_pk', columns: [t.phone, t.address] })],
);
