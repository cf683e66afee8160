/** Every localStorage key the app uses (spec section 3), spelled once. */
export const storageKeys = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  /** The signed-in user as the API last returned it. */
  user: 'user',
  /** Kept by earlier versions of the app; cleared with the session so no stale copy survives. */
  userData: 'userData',
  /** E.164 phone waiting for its SMS code. */
  pendingPhoneNumber: 'pendingPhoneNumber',
  /** Registration data waiting for its SMS code: { phoneNumber, fullName }. */
  pendingUserData: 'pendingUserData',
  language: 'language',
  /** yyyy-mm-dd of the last day recorded as active. */
  lastActiveDayTracked: 'lastActiveDayTracked',
  /** 'boy' or 'girl'; 'boy' when absent. */
  userAvatar: 'userAvatar',
  /** Which sign-in screen sent the code: 'login' or 'register'. */
  authPage: 'auth_page',
  /** Device settings (lib/device-settings.ts): 'false' mutes; anything else, or none, is on. */
  soundEnabled: 'soundEnabled',
  vibrationEnabled: 'vibrationEnabled',
  /** 'denied' once the browser refused the microphone: the speaking games start tap-only. */
  microphoneRefused: 'microphoneRefused',
  /** 'true' once the family said «Не сейчас» to installing the app: never offered again. */
  installOfferDismissed: 'installOfferDismissed',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

// Storage can throw (Safari private mode, quota, disabled cookies): the app then runs without
// persistence instead of crashing.
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readItem(key: StorageKey): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(key: StorageKey, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch (error) {
    console.warn(`Could not save ${key}`, error);
  }
}

export function removeItems(...keys: StorageKey[]): void {
  const store = storage();
  for (const key of keys) {
    try {
      store?.removeItem(key);
    } catch {
      // Nothing to do: the value is unreachable anyway.
    }
  }
}

/** Reads a stored JSON value through `parse`; a missing or malformed value reads as null. */
export function readJson<T>(key: StorageKey, parse: (value: unknown) => T | null): T | null {
  const text = readItem(key);
  if (text === null) return null;
  try {
    return parse(JSON.parse(text));
  } catch {
    return null;
  }
}

export function writeJson(key: StorageKey, value: unknown): void {
  writeItem(key, JSON.stringify(value));
}
