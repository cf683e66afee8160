import { isSignInPath } from '../../lib/paths';
import { readItem, readJson, storageKeys, writeItem, writeJson } from '../../lib/storage';

// Shapes kept in storage and in navigation state belong to this screen flow only (the contract
// has no such entities). They are read back with small guards rather than zod schemas so that the
// sign-in screens stay out of the contract chunk (lib/contract.ts).

export type AuthPage = 'login' | 'register';

export function isAuthPage(value: unknown): value is AuthPage {
  return value === 'login' || value === 'register';
}

/** What registration keeps in storage while the code is on its way (spec section 3). */
export interface PendingUserData {
  phoneNumber: string;
  fullName: string;
}

function parsePendingUserData(value: unknown): PendingUserData | null {
  if (typeof value !== 'object' || value === null) return null;
  const { phoneNumber, fullName } = value as Record<string, unknown>;
  return typeof phoneNumber === 'string' && typeof fullName === 'string'
    ? { phoneNumber, fullName }
    : null;
}

export type PendingSignIn =
  { authPage: 'login'; phone: string } | { authPage: 'register'; phone: string; fullName: string };

export function savePendingSignIn(pending: PendingSignIn): void {
  writeItem(storageKeys.pendingPhoneNumber, pending.phone);
  writeItem(storageKeys.authPage, pending.authPage);
  if (pending.authPage === 'register') {
    const userData: PendingUserData = { phoneNumber: pending.phone, fullName: pending.fullName };
    writeJson(storageKeys.pendingUserData, userData);
  }
}

/** The phone waiting for its code and the screen that asked for it. */
export function readPendingSignIn(): { phone: string | null; authPage: AuthPage } {
  const authPage = readItem(storageKeys.authPage);
  const userData = readJson(storageKeys.pendingUserData, parsePendingUserData);
  return {
    phone: readItem(storageKeys.pendingPhoneNumber) ?? userData?.phoneNumber ?? null,
    authPage: isAuthPage(authPage) ? authPage : 'login',
  };
}

export interface ReturnLocation {
  pathname: string;
  search: string;
  hash: string;
}

function parseLocation(value: unknown): ReturnLocation | null {
  if (typeof value !== 'object' || value === null) return null;
  const { pathname, search, hash } = value as Record<string, unknown>;
  if (typeof pathname !== 'string' || !pathname.startsWith('/')) return null;
  return {
    pathname,
    search: typeof search === 'string' ? search : '',
    hash: typeof hash === 'string' ? hash : '',
  };
}

function field(state: unknown, key: string): unknown {
  return typeof state === 'object' && state !== null
    ? (state as Record<string, unknown>)[key]
    : undefined;
}

/**
 * The location a guard sent the user away from (`state.from`), if it is worth going back to.
 * Navigation state is whatever history holds, so it is checked, not trusted.
 */
export function returnLocationFrom(state: unknown): ReturnLocation | null {
  const from = parseLocation(field(state, 'from'));
  return from && !isSignInPath(from.pathname) ? from : null;
}

/** Navigation state /login and /register hand to /verify-code. */
export interface VerifyCodeState {
  phoneNumber?: string;
  resendAfterSeconds?: number;
  from?: ReturnLocation;
}

export function readVerifyCodeState(state: unknown): {
  phoneNumber: string | null;
  resendAfterSeconds: number | null;
} {
  const phoneNumber = field(state, 'phoneNumber');
  const seconds = field(state, 'resendAfterSeconds');
  return {
    phoneNumber: typeof phoneNumber === 'string' && phoneNumber !== '' ? phoneNumber : null,
    resendAfterSeconds:
      typeof seconds === 'number' && Number.isInteger(seconds) && seconds > 0 ? seconds : null,
  };
}
