import { act } from '@testing-library/react';
import { stubPaintTiming } from '../../test/paint-timing';

/** A fresh copy of lib/first-paint (its promise is settled once per page). */
async function freshFirstPaint() {
  vi.resetModules();
  return import('../first-paint');
}

/** Whether `promise` has settled by now (after pending microtasks). */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await act(async () => {});
  return done;
}

describe('firstPaint', () => {
  it('waits for the first content to be painted, then stays settled', async () => {
    const timing = stubPaintTiming();
    const { firstPaint } = await freshFirstPaint();

    const first = firstPaint();
    expect(await settled(first)).toBe(false);
    timing.paint('first-paint');
    expect(await settled(first)).toBe(false);
    timing.paint('first-contentful-paint');
    expect(await settled(first)).toBe(true);
    expect(await settled(firstPaint())).toBe(true);
  });

  it('gives up waiting after 3 seconds (a screen without content, a hidden tab)', async () => {
    stubPaintTiming();
    const { firstPaint, FIRST_PAINT_WAIT_MS } = await freshFirstPaint();
    vi.useFakeTimers();
    try {
      const first = firstPaint();
      await vi.advanceTimersByTimeAsync(FIRST_PAINT_WAIT_MS - 1);
      expect(await settled(first)).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await settled(first)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not wait where the browser does not report paints', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const { firstPaint } = await freshFirstPaint();
    expect(await settled(firstPaint())).toBe(true);
  });
});
