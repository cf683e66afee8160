import { IDEMPOTENCY_KEY_DAYS } from '@bolajon/contract';
import type { Transaction, Tx } from '../../db/client.js';
import { idempotencyKeyReused } from '../../errors.js';
import { requestFingerprint } from '../../lib/request-key.js';
import type { RequestKey, RequestKeysRepository } from './request-keys.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What a keyed write's repeat gets (ADR 0050): the response stored with the key when the request
 * is the same (its fingerprint), else null — the key was first sent with another request.
 */
export function keyedReplay(
  keyed: { fingerprint: string; response: unknown },
  fingerprint: string,
): unknown {
  return keyed.fingerprint === fingerprint ? keyed.response : null;
}

/** The key a write stores: its fingerprint, and the time before which keys have expired. */
export function requestKeyOf(key: string, route: string, body: unknown, now: Date): RequestKey {
  return {
    key,
    fingerprint: requestFingerprint(route, body),
    expiredBefore: new Date(now.getTime() - IDEMPOTENCY_KEY_DAYS * DAY_MS),
  };
}

/**
 * Runs `write` in a transaction, once per key (ADR 0050): without a key, as it is; with one, the
 * key is taken and read first — a repeat of the same request answers the stored response
 * (through `parse`) and writes nothing, another request with the key is 422 — else the write
 * runs and its response is kept with the key in the same transaction.
 */
export async function keyedWrite<R>(
  deps: { transaction: Transaction; requestKeys: RequestKeysRepository; now: () => Date },
  input: {
    childId: number;
    key: string | undefined;
    route: string;
    body: unknown;
    parse: (stored: unknown) => R;
  },
  write: (tx: Tx) => Promise<R>,
): Promise<R> {
  const { key } = input;
  if (key === undefined) return deps.transaction(write);
  return deps.transaction(async (tx) => {
    const now = deps.now();
    const requestKey = requestKeyOf(key, input.route, input.body, now);
    const found = await deps.requestKeys.lockAndFind(input.childId, key, tx);
    if (found) {
      const replay = keyedReplay(found, requestKey.fingerprint);
      if (replay === null) throw idempotencyKeyReused();
      return input.parse(replay);
    }
    const response = await write(tx);
    await deps.requestKeys.store({ childId: input.childId, requestKey, response, now }, tx);
    return response;
  });
}
