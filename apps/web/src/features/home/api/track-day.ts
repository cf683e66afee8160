import type { QueryClient } from '@tanstack/react-query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { isTrackedToday, markTracked } from '../lib/active-day';
import { myDaysQueryOptions } from '../../../lib/get-my-days';

/** Records today as an active day of the signed-in user; the answer is the day recorded. */
export async function trackDay(signal?: AbortSignal): Promise<string> {
  const { date } = await apiClient.post(
    '/user-days/track',
    undefined,
    (c) => c.trackDayResponseSchema,
    { signal },
  );
  markTracked(date);
  return date;
}

const refreshDays = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: myDaysQueryOptions().queryKey });

let inFlight: Promise<void> | null = null;

/**
 * Once a calendar day (spec section 4): skipped when today is already recorded, and never two
 * requests at once (StrictMode runs effects twice). Failures are only logged (spec section 8).
 */
export function trackActiveDayOnce(queryClient: QueryClient): Promise<void> {
  if (isTrackedToday()) return Promise.resolve();
  inFlight ??= trackDay()
    .then(
      () => refreshDays(queryClient),
      (error: unknown) => console.warn('Could not record the active day', error),
    )
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** Starting a game records the day first (spec section 2); the caller goes on either way. */
export function useTrackDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => trackDay(AbortSignal.timeout(5_000)),
    onSuccess: () => refreshDays(queryClient),
  });
}
