/**
 * The wheel's geometry (spec sections 4 and 9): at most 8 sectors; a spin of 5 seconds turns the
 * wheel at least 1800° plus a random angle up to 360° and picks the sector under the pointer.
 *
 * Angles are degrees, clockwise. Sector i spans [i·s, (i+1)·s) of the wheel, measured clockwise
 * from the pointer at the top when the wheel stands at 0°, where s = 360 / sectors: 8 sectors are
 * 45° each, and fewer share the whole wheel (a wheel with empty gaps would land on nothing).
 */

export const MAX_SECTORS = 8;
/** How long a spin takes (spec section 9). */
export const SPIN_MS = 5000;
/** The least a spin turns: five full turns (spec section 4). */
export const MIN_SPIN_DEGREES = 1800;
/** The random part of a spin: up to one more turn. */
export const RANDOM_SPIN_DEGREES = 360;

/** The size of one sector in degrees: 45 for 8 sectors, 360 / n for fewer. */
export function sectorDegrees(sectors: number): number {
  return 360 / Math.max(1, Math.min(MAX_SECTORS, Math.floor(sectors)));
}

/** Which sector sits under the pointer (at the top) once the wheel has turned `angle` degrees. */
export function sectorUnderPointer(angle: number, sectors: number): number {
  const size = sectorDegrees(sectors);
  const count = 360 / size;
  // Turning the wheel clockwise by `angle` brings the wheel's point at -angle under the pointer.
  const atPointer = ((-angle % 360) + 360) % 360;
  // A rounding error right under the last edge must not give a sector past the last.
  return Math.min(count - 1, Math.floor(atPointer / size));
}

/**
 * How much of a sector, on each side, the pointer never stops in: a wheel that stops on a line
 * between two pictures leaves a child asking which one it is.
 */
export const EDGE_MARGIN = 0.15;

export interface SpinResult {
  /** Where the wheel stops: `startAngle` plus at least 1800° and less than 2160°. */
  endAngle: number;
  /** The sector under the pointer there. */
  sectorIndex: number;
}

/** Where the pointer sits inside its sector, in degrees from the sector's first edge. */
function pointerOffset(angle: number, size: number): number {
  const atPointer = ((-angle % 360) + 360) % 360;
  return atPointer % size;
}

/**
 * One spin from `startAngle`, `random` in [0, 1): at least 1800° and a random part up to one
 * more turn (out-of-range values are clamped). Where that would stop the pointer within
 * EDGE_MARGIN of a sector's edge, the wheel stops a few degrees earlier, deeper into the same
 * sector — or, where that would turn it less than 1800°, a few degrees later, into the next one.
 * The sector picked is always the one under the pointer where the wheel stops.
 */
export function spinResult(random: number, sectors: number, startAngle = 0): SpinResult {
  const r = Number.isFinite(random) ? Math.min(Math.max(random, 0), 1) : 0;
  const least = startAngle + MIN_SPIN_DEGREES;
  const most = least + RANDOM_SPIN_DEGREES;
  // Less than a whole extra turn however `random` rounds (1 − ε times 360 is 360 in floats).
  let endAngle = least + Math.min(r * RANDOM_SPIN_DEGREES, RANDOM_SPIN_DEGREES - 1e-6);
  const size = sectorDegrees(sectors);
  const margin = size * EDGE_MARGIN;
  const offset = pointerOffset(endAngle, size);
  // Turning the wheel further moves the pointer back towards the sector's first edge.
  const inside = (angle: number) => (angle >= least && angle < most ? angle : null);
  if (size < 360 && offset < margin) {
    endAngle = inside(endAngle - (margin - offset)) ?? endAngle + offset + margin;
  } else if (size < 360 && offset > size - margin) {
    endAngle = inside(endAngle + (offset - (size - margin))) ?? endAngle - (size - offset) - margin;
  }
  return { endAngle, sectorIndex: sectorUnderPointer(endAngle, sectors) };
}

/** The middle of sector `index`, in wheel degrees clockwise from the top (where its word sits). */
export function sectorMiddle(index: number, sectors: number): number {
  const size = sectorDegrees(sectors);
  return index * size + size / 2;
}
