import { ZIGZAG_CENTRE, ZIGZAG_SPAN, zigzagOffset } from '../lib/zigzag';

const offsets = (lessonIndex: number, count = 8) =>
  Array.from({ length: count }, (_, index) => zigzagOffset(index, lessonIndex));

describe('zig-zag offsets', () => {
  it('cycles through -40, 30, 100, 170, 100, 30 for even lessons', () => {
    expect(offsets(0)).toEqual([-40, 30, 100, 170, 100, 30, -40, 30]);
    expect(offsets(2)).toEqual(offsets(0));
  });

  it('mirrors the sequence for odd lessons', () => {
    expect(offsets(1)).toEqual([170, 100, 30, -40, 30, 100, 170, 100]);
    expect(offsets(3)).toEqual(offsets(1));
  });

  it('keeps both within the same band, centred on the middle of the range', () => {
    expect(ZIGZAG_CENTRE).toBe(65);
    expect(ZIGZAG_SPAN).toBe(210);
    for (const offset of [...offsets(0, 6), ...offsets(1, 6)]) {
      expect(Math.abs(offset - ZIGZAG_CENTRE)).toBeLessThanOrEqual(ZIGZAG_SPAN / 2);
    }
  });
});
