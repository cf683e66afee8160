import {
  EDGE_MARGIN,
  MAX_SECTORS,
  sectorDegrees,
  sectorMiddle,
  sectorUnderPointer,
  spinResult,
} from '../wheel-spin';

describe('wheel sectors', () => {
  it('8 sectors are 45° each; fewer share the whole wheel; never more than 8', () => {
    expect(sectorDegrees(8)).toBe(45);
    expect(sectorDegrees(4)).toBe(90);
    expect(sectorDegrees(6)).toBe(60);
    expect(sectorDegrees(2)).toBe(180);
    expect(sectorDegrees(12)).toBe(45);
    expect(MAX_SECTORS).toBe(8);
  });

  it('at rest the pointer (at the top) is on sector 0; turning clockwise brings the last one', () => {
    expect(sectorUnderPointer(0, 8)).toBe(0);
    expect(sectorUnderPointer(1, 8)).toBe(7);
    expect(sectorUnderPointer(44, 8)).toBe(7);
    expect(sectorUnderPointer(46, 8)).toBe(6);
    expect(sectorUnderPointer(359, 8)).toBe(0);
    expect(sectorUnderPointer(315 - 1, 8)).toBe(1);
    expect(sectorUnderPointer(-10, 8)).toBe(0);
    expect(sectorUnderPointer(-50, 8)).toBe(1);
    expect(sectorUnderPointer(3600 + 100, 4)).toBe(2);
  });

  it('the middle of each sector, turned under the pointer, is that sector', () => {
    for (const n of [2, 3, 4, 5, 6, 7, 8]) {
      for (let i = 0; i < n; i += 1) {
        const angle = 1800 + 360 - sectorMiddle(i, n);
        expect(sectorUnderPointer(angle, n)).toBe(i);
      }
    }
  });
});

describe('spinResult', () => {
  it('turns at least 1800° and less than 2160°, from wherever the wheel stands', () => {
    expect(spinResult(0.25, 8, 100).endAngle).toBe(100 + 1800 + 90);
    expect(spinResult(0.1, 4).endAngle).toBe(1836);
    for (const random of [0, 0.5, 0.999999, -1, 1, Number.NaN, Infinity]) {
      const { endAngle } = spinResult(random, 8);
      expect(endAngle).toBeGreaterThanOrEqual(1800);
      expect(endAngle).toBeLessThan(2160);
    }
  });

  it('never stops the pointer on a line between two sectors', () => {
    // Right on an edge: a few degrees deeper into the sector, or past the edge where it would
    // turn less than 1800°.
    expect(spinResult(0.5, 8)).toEqual({ endAngle: 1980 - 45 * EDGE_MARGIN, sectorIndex: 4 });
    expect(spinResult(0, 8)).toEqual({ endAngle: 1800 + 45 * EDGE_MARGIN, sectorIndex: 7 });
  });

  it('picks the sector under the pointer where it stops, for many randoms', () => {
    for (const n of [2, 4, 6, 8]) {
      const seen = new Set<number>();
      for (let k = 0; k < 1000; k += 1) {
        const random = (k + 0.5) / 1000;
        const start = (k * 37) % 720;
        const { endAngle, sectorIndex } = spinResult(random, n, start);
        expect(endAngle - start).toBeGreaterThanOrEqual(1800);
        expect(endAngle - start).toBeLessThan(2160);
        expect(sectorIndex).toBe(sectorUnderPointer(endAngle, n));
        // The pointer's place on the wheel lies inside the picked sector, clear of its edges.
        const atPointer = (((-endAngle % 360) + 360) % 360) / (360 / n);
        expect(Math.floor(atPointer)).toBe(sectorIndex);
        const within = atPointer - sectorIndex;
        expect(within).toBeGreaterThanOrEqual(EDGE_MARGIN - 1e-9);
        expect(within).toBeLessThanOrEqual(1 - EDGE_MARGIN + 1e-9);
        seen.add(sectorIndex);
      }
      // Every sector can come up.
      expect(seen.size).toBe(n);
    }
  });

  it('with 8 sectors, each 45° of the random turn is one sector', () => {
    // From 0°, a random turn of 0–45° puts the last sector under the pointer, 45–90° the one
    // before it, and so on round the wheel.
    const picks = [0.01, 0.13, 0.26, 0.38, 0.51, 0.63, 0.76, 0.88].map(
      (r) => spinResult(r, 8).sectorIndex,
    );
    expect(picks).toEqual([7, 6, 5, 4, 3, 2, 1, 0]);
  });
});
