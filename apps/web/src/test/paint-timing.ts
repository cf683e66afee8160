import { vi } from 'vitest';

/**
 * A browser that reports paints (PerformanceObserver with the given entry types): the test says
 * when the first content is painted, `paint('first-contentful-paint')`, or which element was the
 * largest paint, `largestPaint(element)`.
 */
export function stubPaintTiming(entryTypes: string[] = ['paint']) {
  const observers: PerformanceObserverCallback[] = [];
  class FakePerformanceObserver {
    static supportedEntryTypes = entryTypes;
    constructor(private readonly callback: PerformanceObserverCallback) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
  const report = (entries: object[]) => {
    const list = {
      getEntries: () => entries,
      getEntriesByName: (wanted: string) =>
        entries.filter((entry) => (entry as { name?: string }).name === wanted),
    };
    for (const callback of [...observers])
      callback(list as unknown as PerformanceObserverEntryList, {} as PerformanceObserver);
  };
  return {
    observers,
    paint: (name: string) => report([{ entryType: 'paint', name }]),
    largestPaint: (element: Element) =>
      report([{ entryType: 'largest-contentful-paint', element }]),
  };
}
