import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  getDeviceSettings,
  setDeviceSetting,
  subscribeDeviceSettings,
  useDeviceSettings,
} from '../device-settings';
import { storageKeys } from '../storage';

function Probe() {
  const { soundEnabled, vibrationEnabled } = useDeviceSettings();
  return <output aria-label="settings">{`${soundEnabled} ${vibrationEnabled}`}</output>;
}

describe('device settings', () => {
  it('are both on when nothing is stored, or something unreadable', () => {
    expect(getDeviceSettings()).toEqual({ soundEnabled: true, vibrationEnabled: true });
    localStorage.setItem(storageKeys.soundEnabled, 'maybe');
    expect(getDeviceSettings().soundEnabled).toBe(true);
  });

  it('store each switch under its own key, and give a stable object while nothing changes', () => {
    setDeviceSetting('soundEnabled', false);
    expect(localStorage.getItem('soundEnabled')).toBe('false');
    expect(getDeviceSettings()).toEqual({ soundEnabled: false, vibrationEnabled: true });
    expect(getDeviceSettings()).toBe(getDeviceSettings());

    setDeviceSetting('vibrationEnabled', false);
    setDeviceSetting('soundEnabled', true);
    expect(localStorage.getItem('vibrationEnabled')).toBe('false');
    expect(getDeviceSettings()).toEqual({ soundEnabled: true, vibrationEnabled: false });
  });

  it('tell their listeners, and a screen re-renders with them', () => {
    const heard: boolean[] = [];
    const stop = subscribeDeviceSettings(() => heard.push(getDeviceSettings().soundEnabled));
    render(<Probe />);
    expect(screen.getByRole('status', { name: 'settings' })).toHaveTextContent('true true');

    act(() => setDeviceSetting('soundEnabled', false));
    expect(screen.getByRole('status', { name: 'settings' })).toHaveTextContent('false true');
    expect(heard).toEqual([false]);
    stop();
    act(() => setDeviceSetting('soundEnabled', true));
    expect(heard).toEqual([false]);
  });

  it('follow a change made in another tab', () => {
    render(<Probe />);
    act(() => {
      localStorage.setItem(storageKeys.vibrationEnabled, 'false');
      window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.vibrationEnabled }));
    });
    expect(screen.getByRole('status', { name: 'settings' })).toHaveTextContent('true false');
  });
});
