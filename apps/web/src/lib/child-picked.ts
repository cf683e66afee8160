/*
 * Whether a child was picked ("who is playing?") in this browser session: kept in sessionStorage,
 * so a new tab or a new start of the browser asks again, a reload does not. Cleared by sign-in
 * and sign-out (lib/session.ts).
 */
const KEY = 'childPicked';

function store(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function wasChildPicked(): boolean {
  try {
    return store()?.getItem(KEY) === 'true';
  } catch {
    return false;
  }
}

export function markChildPicked(): void {
  try {
    store()?.setItem(KEY, 'true');
  } catch {
    // Without storage the question comes again at the next start: harmless.
  }
}

export function forgetChildPicked(): void {
  try {
    store()?.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
}
