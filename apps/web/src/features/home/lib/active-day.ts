import { readItem, storageKeys, writeItem } from '../../../lib/storage';

/** Today as the api counts days: the UTC calendar date, YYYY-MM-DD (spec section 9). */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export function isTrackedToday(now: Date = new Date()): boolean {
  return readItem(storageKeys.lastActiveDayTracked) === todayUtc(now);
}

export function markTracked(date: string): void {
  writeItem(storageKeys.lastActiveDayTracked, date);
}
