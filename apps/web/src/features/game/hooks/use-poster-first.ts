import { useEffect, useState, type RefObject } from 'react';
import { afterPosterPainted, largestPaintReported } from '../lib/video';

/**
 * The `preload` of a video whose poster is the screen's first picture: 'none' until the poster
 * has been painted, so that the video's file (several times the poster's size) does not hold the
 * poster back, then 'auto', so that it is there when the child taps play. Only on the visit's
 * first screen, where the browser reports that paint; after a tap, 'auto' from the start. A tap on
 * play loads the file in any case.
 */
export function usePosterFirst(videoRef: RefObject<HTMLVideoElement | null>): 'none' | 'auto' {
  const [preload, setPreload] = useState<'none' | 'auto'>(() =>
    largestPaintReported() ? 'none' : 'auto',
  );
  useEffect(() => {
    const video = videoRef.current;
    if (preload === 'auto' || !video) return;
    return afterPosterPainted(video, () => setPreload('auto'));
  }, [preload, videoRef]);
  return preload;
}
