/** Horizontal offsets of the games of a lesson, in px, cycling (spec section 9). */
export const ZIGZAG_OFFSETS = [-40, 30, 100, 170, 100, 30] as const;

const min = Math.min(...ZIGZAG_OFFSETS);
const max = Math.max(...ZIGZAG_OFFSETS);

/** The middle of the offsets' range: the path is drawn centred on it. */
export const ZIGZAG_CENTRE = (min + max) / 2;
/** How far the offsets spread, from the leftmost to the rightmost game. */
export const ZIGZAG_SPAN = max - min;

/**
 * The offset of game `gameIndex` in lesson `lessonIndex`: the sequence as it is for even lessons
 * and mirrored about its centre for odd ones (-40 <-> 170, 30 <-> 100), so consecutive lessons
 * swing to opposite sides while staying within the same band of the screen.
 */
export function zigzagOffset(gameIndex: number, lessonIndex: number): number {
  const offset = ZIGZAG_OFFSETS[gameIndex % ZIGZAG_OFFSETS.length] ?? 0;
  return lessonIndex % 2 === 0 ? offset : min + max - offset;
}
