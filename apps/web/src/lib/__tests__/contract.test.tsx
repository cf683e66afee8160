import { act, renderHook, waitFor } from '@testing-library/react';
import { stubPaintTiming } from '../../test/paint-timing';

/** A fresh copy of lib/contract (the test setup has loaded the app's copy already). */
async function freshUseContract() {
  vi.resetModules();
  return (await import('../contract')).useContract;
}

describe('useContract', () => {
  it('starts loading the contract once the first content is painted, not during the first render', async () => {
    const timing = stubPaintTiming();
    const useContract = await freshUseContract();

    const { result } = renderHook(() => useContract());
    expect(result.current.status).toBe('idle');
    expect(timing.observers).toHaveLength(1);

    act(() => timing.paint('first-paint'));
    expect(result.current.status).toBe('idle');
    act(() => timing.paint('first-contentful-paint'));
    expect(result.current.status).toBe('loading');
    expect(timing.observers).toHaveLength(0);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.contract?.userSchema).toBeDefined();
  });

  it('waits two frames where the browser does not report paints', async () => {
    const useContract = await freshUseContract();
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });

    const { result } = renderHook(() => useContract());
    expect(result.current.status).toBe('idle');
    expect(frames).toHaveLength(1);
    frames[0]!(performance.now());
    expect(result.current.status).toBe('idle');
    act(() => frames[1]!(performance.now()));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
  });

  it('loads it anyway when no paint is reported within 3 seconds', async () => {
    stubPaintTiming();
    const useContract = await freshUseContract();
    vi.useFakeTimers();
    try {
      const { result } = renderHook(() => useContract());
      act(() => vi.advanceTimersByTime(2_999));
      expect(result.current.status).toBe('idle');
      act(() => vi.advanceTimersByTime(1));
      expect(result.current.status).toBe('loading');
    } finally {
      vi.useRealTimers();
    }
  });
});
