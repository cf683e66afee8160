import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setDeviceSetting } from '../device-settings';
import {
  playEffect,
  playFeedback,
  resetSoundEffects,
  resumeEffects,
  vibrate,
} from '../sound-effects';
import { FakeAudioContext, installFakeEffects, lastContext as context } from './fake-effects';

let buzzes: (number | number[])[];

beforeEach(() => {
  resetSoundEffects();
  return installFakeEffects((effects) => {
    buzzes = effects.buzzes;
  });
});

describe('sound effects', () => {
  it('play a rising tune for right and a lower falling pair for wrong, as short tones', () => {
    playEffect('correct');
    const right = context().tones.map((t) => t.frequency);
    expect(right.length).toBeGreaterThan(1);
    expect(right).toEqual([...right].sort((a, b) => a - b));

    context().tones = [];
    playEffect('incorrect');
    const wrong = context().tones.map((t) => t.frequency);
    expect(wrong.length).toBeGreaterThan(1);
    expect(wrong).toEqual([...wrong].sort((a, b) => b - a));
    expect(Math.max(...wrong)).toBeLessThan(Math.min(...right));
    for (const tone of context().tones) {
      expect(tone.start).toBeGreaterThanOrEqual(10);
      expect(tone.stop - tone.start).toBeLessThan(0.6);
    }
    // One context for the whole session.
    expect(FakeAudioContext.made).toHaveLength(1);
  });

  it('wake a suspended context first, and play once it is awake', async () => {
    resumeEffects();
    context().state = 'suspended';
    playEffect('correct');
    expect(context().tones).toEqual([]);
    await vi.waitFor(() => expect(context().tones.length).toBeGreaterThan(0));
    expect(context().resumes).toBe(1);
  });

  it('stay quiet with sounds off', () => {
    setDeviceSetting('soundEnabled', false);
    playFeedback('correct');
    expect(FakeAudioContext.made).toEqual([]);
    expect(buzzes).toEqual([40]);
  });

  it('buzz once for right and twice for wrong, unless vibration is off', () => {
    vibrate('correct');
    vibrate('incorrect');
    expect(buzzes).toEqual([40, [70, 60, 70]]);
    setDeviceSetting('vibrationEnabled', false);
    playFeedback('incorrect');
    expect(buzzes).toHaveLength(2);
    expect(context().tones.length).toBeGreaterThan(0);
  });

  it('ignore a browser without Web Audio or vibration', () => {
    vi.stubGlobal('AudioContext', undefined);
    Reflect.deleteProperty(navigator, 'vibrate');
    expect(() => playFeedback('correct')).not.toThrow();
    expect(() => resumeEffects()).not.toThrow();
  });
});
