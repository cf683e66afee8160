/*
 * Which file of a sound this browser plays (issue 24, ADR 0051). Every Ogg Opus file the server
 * keeps under /media — a content file (c/), a person's recording (r/), a synthesised phrase
 * (tts/) — has an AAC copy beside it under the same name (`.m4a`). A browser that cannot play
 * Ogg Opus (Safari before 17) is given the copy at once, decided by `canPlayType` before anything
 * is tried. Kept apart from the player (lib/audio.ts), so the offline downloader keeps the same
 * file the player will ask for without pulling the player in.
 */

const OGG_OPUS = 'audio/ogg; codecs=opus';

/**
 * A /media Ogg the server has a copy of: hash-named, in one of those three folders, on this
 * origin or another (the path decides). Anything else (an .mp3, a blob: preview) is as it is.
 */
const COPIED_OGG = /^(?:https?:\/\/[^/?#]+)?\/media\/(?:c|r|tts)\/[0-9a-f]{16,64}\.ogg$/;

/** What an `<audio>` element plays for `url`: its AAC copy where Ogg Opus cannot play. */
export function playableUrl(url: string, audio: Pick<HTMLAudioElement, 'canPlayType'>): string {
  if (!COPIED_OGG.test(url) || audio.canPlayType(OGG_OPUS) !== '') return url;
  return `${url.slice(0, -'.ogg'.length)}.m4a`;
}

/**
 * The one URL of `url` this browser will actually play (the one playableUrl gives the player),
 * asked of a fresh element; `url` itself where there is no Audio at all.
 */
export function playableAudioUrl(url: string): string {
  if (typeof Audio === 'undefined') return url;
  return playableUrl(url, new Audio());
}
