import { getDeviceSettings } from './device-settings';

/**
 * The verdict's sound and buzz (spec section 9: correct and incorrect effects), made by the Web
 * Audio API from a few short tones, so there are no files to ship or load. Both obey the device
 * settings; a browser without Web Audio or vibration simply stays quiet or still.
 *
 * Vibration does not follow prefers-reduced-motion: that preference is about motion on screen
 * (which the games honour); a buzz is felt, not seen, and has its own switch in the settings.
 */

export type SoundEffect = 'correct' | 'incorrect';

interface Tone {
  /** Hz. */
  frequency: number;
  /** Seconds after the effect starts. */
  at: number;
  duration: number;
  wave: OscillatorType;
  volume: number;
}

const TONES: Record<SoundEffect, readonly Tone[]> = {
  // A bright rising arpeggio, C5 E5 G5 C6: "ta-da!"
  correct: [
    { frequency: 523.25, at: 0, duration: 0.12, wave: 'sine', volume: 0.18 },
    { frequency: 659.25, at: 0.08, duration: 0.12, wave: 'sine', volume: 0.18 },
    { frequency: 783.99, at: 0.16, duration: 0.12, wave: 'sine', volume: 0.18 },
    { frequency: 1046.5, at: 0.24, duration: 0.36, wave: 'sine', volume: 0.2 },
  ],
  // A soft, low falling pair, G4 then E♭4: "oh-oh", never a harsh buzzer for a small child.
  incorrect: [
    { frequency: 392, at: 0, duration: 0.16, wave: 'triangle', volume: 0.22 },
    { frequency: 311.13, at: 0.18, duration: 0.3, wave: 'triangle', volume: 0.22 },
  ],
};

/** Milliseconds of buzz and pause: one short tap for right, a double buzz for wrong. */
const VIBRATION: Record<SoundEffect, number | number[]> = {
  correct: 40,
  incorrect: [70, 60, 70],
};

/** How long an effect may wait for a suspended context to wake before it is dropped. */
const LATE_MS = 250;

type AudioContextClass = typeof AudioContext;

let context: AudioContext | null = null;

function audioContextClass(): AudioContextClass | null {
  if (typeof window === 'undefined') return null;
  const legacy = (window as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
  return window.AudioContext ?? legacy ?? null;
}

function audioContext(): AudioContext | null {
  if (context) return context;
  const Context = audioContextClass();
  if (!Context) return null;
  try {
    context = new Context();
  } catch (error) {
    console.warn('Web Audio is not available', error);
    return null;
  }
  return context;
}

/**
 * Called from a tap (lib/audio-element.ts): a context started or resumed within a user gesture
 * may sound later on its own (iOS starts every context suspended, and suspends it on a call).
 */
export function resumeEffects(): void {
  const ctx = audioContext();
  if (!ctx || ctx.state === 'running' || ctx.state === 'closed') return;
  ctx.resume().catch(() => {});
}

function playTones(ctx: AudioContext, tones: readonly Tone[]) {
  const start = ctx.currentTime + 0.01;
  for (const tone of tones) {
    const at = start + tone.at;
    const end = at + tone.duration;
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = tone.wave;
    oscillator.frequency.setValueAtTime(tone.frequency, at);
    // A quick rise and a gentle exponential fall: a soft "bell", no click at either end.
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(tone.volume, at + 0.015);
    gain.gain.exponentialRampToValueAtTime(0.0001, end);
    oscillator.connect(gain);
    gain.connect(ctx.destination);
    oscillator.start(at);
    oscillator.stop(end + 0.02);
  }
}

/** Plays the effect of a verdict, unless sounds are off or the browser has no Web Audio. */
export function playEffect(effect: SoundEffect): void {
  if (!getDeviceSettings().soundEnabled) return;
  const ctx = audioContext();
  if (!ctx || ctx.state === 'closed') return;
  try {
    if (ctx.state === 'running') {
      playTones(ctx, TONES[effect]);
      return;
    }
    // Suspended (no tap yet, or iOS after an interruption): sound only if it wakes at once, so
    // a stale "ding" never plays on some later tap.
    const asked = Date.now();
    ctx.resume().then(
      () => {
        if (Date.now() - asked <= LATE_MS) playTones(ctx, TONES[effect]);
      },
      () => {},
    );
  } catch (error) {
    console.warn('Could not play a sound effect', error);
  }
}

/** Buzzes for a verdict, unless vibration is off or the device cannot. */
export function vibrate(effect: SoundEffect): void {
  if (!getDeviceSettings().vibrationEnabled) return;
  if (typeof navigator === 'undefined' || typeof navigator.vibrate !== 'function') return;
  try {
    navigator.vibrate(VIBRATION[effect]);
  } catch {
    // Refused (no user gesture yet, a policy): a buzz is never worth an error.
  }
}

/** The verdict is in: its sound and its buzz. */
export function playFeedback(effect: SoundEffect): void {
  playEffect(effect);
  vibrate(effect);
}

/** Forgets the audio context (tests). */
export function resetSoundEffects(): void {
  context = null;
}
