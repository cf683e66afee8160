import { getAccessToken } from '../session';

/**
 * Who gave an answer, as the access token names them (ADR 0036): its family (`sub`) and its
 * active child (`cid`; a token from before families names none: the family's first child, whose id
 * is the family's). A queued answer is sent only with a token of the same learner, never with a
 * sibling's. Null when the token cannot be read: then nothing is queued.
 */
export function learnerOf(accessToken: string | null): string | null {
  const payload = accessToken?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    if (typeof claims !== 'object' || claims === null) return null;
    const { sub, cid } = claims as { sub?: unknown; cid?: unknown };
    if (typeof sub !== 'string' || !/^\d+$/.test(sub)) return null;
    const child = typeof cid === 'number' && Number.isInteger(cid) ? cid : Number(sub);
    return `${sub}:${child}`;
  } catch {
    return null;
  }
}

/** The learner of the stored access token: the child playing on this device now. */
export function currentLearner(): string | null {
  return learnerOf(getAccessToken());
}
