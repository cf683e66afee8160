export interface KeyedQueueOptions {
  /** Tasks of one key in the queue at once (the running one included); past it, `refuse`. */
  maxPerKey?: number;
  /** The error a task past `maxPerKey` is rejected with, before it runs. */
  refuse?: () => Error;
}

/**
 * Runs tasks with the same key one after another (in the order they came) and tasks with
 * different keys side by side. A key's entry is dropped once its last task settles, so the map
 * holds only keys with work in flight. With `maxPerKey`, a task that would make a key's queue
 * longer is rejected at once with `refuse()` and never runs.
 */
export function createKeyedQueue(options: KeyedQueueOptions = {}) {
  const maxPerKey = options.maxPerKey ?? Infinity;
  const refuse = options.refuse ?? (() => new Error('Too many tasks for one key'));
  const keys = new Map<string, { tail: Promise<unknown>; count: number }>();

  return {
    run<T>(key: string, task: () => Promise<T>): Promise<T> {
      const entry = keys.get(key) ?? { tail: Promise.resolve(), count: 0 };
      if (entry.count >= maxPerKey) return Promise.reject(refuse());
      const result = entry.tail.then(task, task);
      entry.tail = result.then(
        () => undefined,
        () => undefined,
      );
      entry.count += 1;
      keys.set(key, entry);
      void entry.tail.then(() => {
        entry.count -= 1;
        if (entry.count === 0 && keys.get(key) === entry) keys.delete(key);
      });
      return result;
    },

    /** Keys with a task running or waiting (for tests). */
    get size() {
      return keys.size;
    },

    /** Tasks of `key` running or waiting. */
    pending(key: string) {
      return keys.get(key)?.count ?? 0;
    },
  };
}
