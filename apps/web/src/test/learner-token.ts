import { storageKeys } from '../lib/storage';

/** An access token shaped as the API signs them: family `sub`, active child `cid` (unsigned). */
export function learnerToken(familyId: number, childId: number): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256' })}.${part({ sub: String(familyId), cid: childId, role: 'learner' })}.sig`;
}

/** Signs child `childId` of family `familyId` in on this device; returns its learner id. */
export function signInAs(familyId: number, childId: number): string {
  window.localStorage.setItem(storageKeys.accessToken, learnerToken(familyId, childId));
  window.localStorage.setItem(storageKeys.refreshToken, `refresh-${familyId}`);
  return `${familyId}:${childId}`;
}
