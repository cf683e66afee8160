import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { trackActiveDayOnce } from '../features/home/api/track-day';

/**
 * The app shell records the active day once per calendar day while the user is signed in
 * (spec section 4): at start, and again when a tab left open comes back on a new day.
 */
export function useDailyActiveDay(authenticated: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!authenticated) return;
    const track = () => void trackToday(queryClient);
    track();
    const onVisible = () => {
      if (document.visibilityState === 'visible') track();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [authenticated, queryClient]);
}

async function trackToday(queryClient: QueryClient) {
  try {
    await trackActiveDayOnce(queryClient);
  } catch (error) {
    console.warn('Could not record the active day', error);
  }
}
