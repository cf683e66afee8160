import type { GatePass } from '@bolajon/contract';

/*
 * The pass a grown-up got from the gate (ADR 0036): kept in memory only, so a reload or a new tab
 * asks again, and dropped a little before the server stops taking it. The family calls that need
 * it send it in the x-grown-up header (api-client's `grownUp` option).
 */

/** Dropped this long before the server's expiry, so a call never goes out with a dying pass. */
const MARGIN_MS = 15_000;

let pass: { token: string; expiresAtMs: number } | null = null;

export function saveGrownUpPass(received: GatePass, now = Date.now()): void {
  pass = {
    token: received.grownUpToken,
    expiresAtMs: now + received.expiresInSeconds * 1000 - MARGIN_MS,
  };
}

/** The pass while it is good; null before the gate, after it expired, or after sign-out. */
export function grownUpToken(now = Date.now()): string | null {
  if (pass && now < pass.expiresAtMs) return pass.token;
  pass = null;
  return null;
}

export function forgetGrownUpPass(): void {
  pass = null;
}
