import { vi } from 'vitest';

/**
 * A browser that reports paints (PerformanceObserver with 'paint' entries): the test says when
 * the first content is painted, with `paint('first-contentful-paint')`.
 */
export function stubPaintTiming() {
  const observers: PerformanceObserverCallback[] = [];
  class FakePerformanceObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly callback: PerformanceObserverCallback) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
  return {
    observers,
    paint(name: string) {
      const list = { getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) };
      for (const callback of [...observers])
        callback(list as unknown as PerformanceObserverEntryList, {} as PerformanceObserver);
    },
  };
}
