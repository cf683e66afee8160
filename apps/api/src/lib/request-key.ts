import { createHash } from 'node:crypto';

/**
 * The fingerprint of a keyed write (ADR 0050): sha256 of its route and its parsed body, as JSON.
 * A repeat of the same key must have the same one; the body is given in a fixed shape (an array
 * or an object built in a fixed key order), so the same request always gives the same text.
 */
export function requestFingerprint(route: string, body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([route, body]))
    .digest('hex');
}
