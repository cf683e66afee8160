/**
 * The app and the microphone take turns: a recogniser must never hear the app itself say the
 * answer (a speaker tapped while it listens, an answer button said aloud) and hand that over as
 * the child's. The listening under way (speech-recognition.ts) holds the microphone here; every
 * sound of the app (audio.ts's playSpeech, speech.ts's speak) calls `interruptListening` as it
 * starts, which stops that listening: back to ready, handing nothing over. The other way round,
 * starting to listen stops any sound (speech-recognition.ts calls audio.ts's stopSound).
 *
 * A module of its own so that the sound modules need not load the recognition layer (which
 * loads them): no import cycle.
 */

let holder: (() => void) | null = null;

/**
 * A listening starts: `stop` is how the app's next sound stops it. Browsers listen through one
 * recogniser at a time, so a listening still holding the microphone is stopped first. Returns
 * the release, called once the listening is over (idempotent; it never releases a newer holder).
 */
export function holdMicrophone(stop: () => void): () => void {
  if (holder && holder !== stop) interruptListening();
  holder = stop;
  return () => {
    if (holder === stop) holder = null;
  };
}

/** The app is about to make a sound: the listening under way, if any, stops (handing nothing over). */
export function interruptListening(): void {
  const stop = holder;
  holder = null;
  if (!stop) return;
  try {
    stop();
  } catch (error) {
    console.warn('Could not stop listening before a sound', error);
  }
}

/** Whether a listening holds the microphone now. */
export function isListening(): boolean {
  return holder !== null;
}
