import { useSyncExternalStore } from 'react';
import { readItem, storageKeys, writeItem } from './storage';

/**
 * The settings of this device, not of the account (spec section 2, profile settings): sounds and
 * vibration, both on unless turned off. Muted means muted: no speech, no effects, not even from a
 * speaker button (it shows that sound is off instead). Kept across sign-outs, like the language.
 */
export interface DeviceSettings {
  soundEnabled: boolean;
  vibrationEnabled: boolean;
}

export type DeviceSetting = keyof DeviceSettings;

const listeners = new Set<() => void>();

// The snapshot is rebuilt only when the stored values change, so React sees a stable object; read
// from storage every time, so another tab's change (or a test clearing storage) is never missed.
let lastRaw: string | null = null;
let snapshot: DeviceSettings = { soundEnabled: true, vibrationEnabled: true };

export function getDeviceSettings(): DeviceSettings {
  const sound = readItem(storageKeys.soundEnabled);
  const vibration = readItem(storageKeys.vibrationEnabled);
  const raw = `${sound}|${vibration}`;
  if (raw !== lastRaw) {
    lastRaw = raw;
    snapshot = { soundEnabled: sound !== 'false', vibrationEnabled: vibration !== 'false' };
  }
  return snapshot;
}

export function setDeviceSetting(setting: DeviceSetting, enabled: boolean): void {
  writeItem(storageKeys[setting], String(enabled));
  notify();
}

function notify() {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent) {
  if (
    event.key === null ||
    event.key === storageKeys.soundEnabled ||
    event.key === storageKeys.vibrationEnabled
  ) {
    notify();
  }
}

/** Calls `listener` when a setting changes here or in another tab; returns the unsubscribe. */
export function subscribeDeviceSettings(listener: () => void): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined') {
    window.addEventListener('storage', onStorage);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') {
      window.removeEventListener('storage', onStorage);
    }
  };
}

/** The device settings, re-rendering when they change. */
export function useDeviceSettings(): DeviceSettings {
  return useSyncExternalStore(subscribeDeviceSettings, getDeviceSettings, getDeviceSettings);
}
