import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { usePosterFirst } from '../hooks/use-poster-first';
import { POSTER_PAINT_WAIT_MS } from '../lib/video';
import { stubPaintTiming } from '../../../test/paint-timing';

function IntroVideo() {
  const videoRef = useRef<HTMLVideoElement>(null);
  return <video ref={videoRef} aria-label="видео" preload={usePosterFirst(videoRef)} />;
}

const video = () => screen.getByLabelText('видео');

/** Whether the page has been tapped (navigator.userActivation). */
function tapped(hasBeenActive: boolean) {
  Object.defineProperty(navigator, 'userActivation', {
    configurable: true,
    value: { hasBeenActive },
  });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'userActivation');
});

describe('the intro video loads after its poster is painted', () => {
  it('holds the file back on the first screen until the poster is painted, then loads it', () => {
    const paints = stubPaintTiming(['paint', 'largest-contentful-paint']);
    tapped(false);
    render(<IntroVideo />);
    expect(video()).toHaveAttribute('preload', 'none');

    act(() => paints.largestPaint(document.body));
    expect(video()).toHaveAttribute('preload', 'none');
    act(() => paints.largestPaint(video()));
    expect(video()).toHaveAttribute('preload', 'auto');
    expect(paints.observers).toHaveLength(0);
  });

  it('loads it anyway when the poster is not reported in time (another element is larger)', () => {
    stubPaintTiming(['paint', 'largest-contentful-paint']);
    tapped(false);
    vi.useFakeTimers();
    try {
      render(<IntroVideo />);
      act(() => vi.advanceTimersByTime(POSTER_PAINT_WAIT_MS - 1));
      expect(video()).toHaveAttribute('preload', 'none');
      act(() => vi.advanceTimersByTime(1));
      expect(video()).toHaveAttribute('preload', 'auto');
    } finally {
      vi.useRealTimers();
    }
  });

  it('loads it at once after a tap (the browser reports no more paints) or where paints are not reported', () => {
    stubPaintTiming(['paint', 'largest-contentful-paint']);
    tapped(true);
    const { unmount } = render(<IntroVideo />);
    expect(video()).toHaveAttribute('preload', 'auto');
    unmount();

    vi.stubGlobal('PerformanceObserver', undefined);
    tapped(false);
    render(<IntroVideo />);
    expect(video()).toHaveAttribute('preload', 'auto');
  });
});
