import type { LoginResponse, TokenPair } from '@bolajon/contract';
import { forgetChildPicked } from './child-picked';
import { forgetGrownUpPass } from './grown-up';
import { readItem, removeItems, storageKeys, writeItem, writeJson } from './storage';

/** Why the last session ended: the user signed out, or the tokens stopped working. */
export type SessionEndReason = 'logout' | 'lost';

type Listener = () => void;
const listeners = new Set<Listener>();
let lastEndReason: SessionEndReason | null = null;

function notify() {
  for (const listener of listeners) listener();
}

export function getAccessToken(): string | null {
  return readItem(storageKeys.accessToken);
}

export function getRefreshToken(): string | null {
  return readItem(storageKeys.refreshToken);
}

/** Signed in means an access token is stored; whether it still works is the API's answer. */
export function isSignedIn(): boolean {
  return getAccessToken() !== null;
}

export function lastSessionEndReason(): SessionEndReason | null {
  return lastEndReason;
}

export function saveTokens(pair: TokenPair): void {
  writeItem(storageKeys.accessToken, pair.accessToken);
  writeItem(storageKeys.refreshToken, pair.refreshToken);
  lastEndReason = null;
  notify();
}

/**
 * Another child of the family plays now (POST /family/active-child): a new access token for the
 * same session; the refresh token stays (the server remembers the child with it).
 */
export function replaceAccessToken(accessToken: string): void {
  writeItem(storageKeys.accessToken, accessToken);
  notify();
}

/** After a verified code: tokens and user stored, the pending sign-in data gone. */
export function startSession({ accessToken, refreshToken, user }: LoginResponse): void {
  writeJson(storageKeys.user, user);
  removeItems(storageKeys.pendingPhoneNumber, storageKeys.pendingUserData, storageKeys.authPage);
  // A new sign-in asks "who is playing?" again.
  forgetChildPicked();
  saveTokens({ accessToken, refreshToken });
}

/** Clears tokens and every piece of user data; device preferences (language) stay. */
export function endSession(reason: SessionEndReason): void {
  removeItems(
    storageKeys.accessToken,
    storageKeys.refreshToken,
    storageKeys.user,
    storageKeys.userData,
    storageKeys.pendingPhoneNumber,
    storageKeys.pendingUserData,
    storageKeys.lastActiveDayTracked,
  );
  forgetGrownUpPass();
  forgetChildPicked();
  lastEndReason = reason;
  notify();
}

/** Calls back on every change of the stored tokens, in this tab or (via 'storage') another. */
export function subscribeSession(listener: Listener): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === storageKeys.accessToken) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
