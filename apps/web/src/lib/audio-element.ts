import { resumeEffects } from './sound-effects';

/**
 * The one <audio> element every sound of the app plays on (one sound at a time), and the tap that
 * lets it sound. Browsers play sound only after a user gesture; iOS and some Android browsers go
 * further and let an element play on its own later only if it was once played within a gesture.
 * So the first tap of the session plays a moment of silence on the shared element (and wakes the
 * effects' audio context), and the question read aloud as it appears works from then on.
 *
 * Kept apart from lib/audio.ts, which needs the contract: main.tsx installs the listener right after
 * the first render (this file and the effects are part of the entry, a little over 1 KB: a request
 * of their own would cost a round trip at every start).
 */

/** 10 ms of silence as a WAV (the content security policy allows data: media). */
export const SILENCE =
  'data:audio/wav;base64,UklGRnQAAABXQVZFZm10IBAAAAABAAEAQB8AAEAfAAABAAgAZGF0YVAAAACAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgA==';

let element: HTMLAudioElement | null = null;
let unlocked = false;
let unlocking = false;

/** The shared element, made on first use; null where the browser has no audio element. */
export function sharedAudioElement(): HTMLAudioElement | null {
  if (element) return element;
  if (typeof Audio === 'undefined') return null;
  try {
    element = new Audio();
    element.preload = 'auto';
  } catch {
    return null;
  }
  return element;
}

/** The shared element if it was made already (stopping needs none made). */
export function existingAudioElement(): HTMLAudioElement | null {
  return element;
}

/** The page may play sound without a tap of its own: it has been tapped already. */
export function isAudioUnlocked(): boolean {
  if (unlocked) return true;
  const activation = typeof navigator === 'undefined' ? undefined : navigator.userActivation;
  return activation?.hasBeenActive === true;
}

/** A sound did play: the page may sound from now on. */
export function markAudioUnlocked(): void {
  unlocked = true;
}

/**
 * Lets later sounds play by themselves: call it within a user gesture. Idempotent; a refused try
 * (a gesture the browser did not count) is tried again on the next one.
 */
export function unlockAudio(): void {
  resumeEffects();
  if (unlocked || unlocking) return;
  const audio = sharedAudioElement();
  if (!audio) return;
  // A sound of the app is already starting (this very tap was on a speaker): it unlocks by itself.
  if (audio.getAttribute('src') && !audio.paused) return;
  unlocking = true;
  audio.src = SILENCE;
  const settle = (ok: boolean) => {
    unlocking = false;
    if (ok) unlocked = true;
    // Leave the element alone if a real sound has taken it meanwhile.
    if (audio.getAttribute('src') === SILENCE) audio.pause();
  };
  try {
    const playing = audio.play() as Promise<void> | undefined;
    if (playing)
      playing.then(
        () => settle(true),
        () => settle(false),
      );
    else settle(true);
  } catch {
    settle(false);
  }
}

/**
 * The events that count as a user gesture for media (HTML's activation-triggering events: a
 * finger's pointerdown does not, its pointerup and touchend do). Listened to for the whole session:
 * after the first, each only wakes the effects' context, which iOS suspends on a phone call.
 */
const GESTURES = ['pointerup', 'touchend', 'keydown', 'click'] as const;
let installed = false;

/** Installs the unlocking listener once (main.tsx). */
export function installAudioUnlock(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  for (const type of GESTURES) {
    window.addEventListener(type, unlockAudio, { capture: true, passive: true });
  }
}

/** Forgets the element and the unlock (tests). */
export function resetAudioElement(): void {
  element = null;
  unlocked = false;
  unlocking = false;
}
