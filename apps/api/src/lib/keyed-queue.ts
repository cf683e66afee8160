/**
 * Runs tasks with the same key one after another (in the order they came) and tasks with
 * different keys side by side. A key's entry is dropped once its last task settles, so the map
 * holds only keys with work in flight.
 */
export function createKeyedQueue() {
  const tails = new Map<string, Promise<unknown>>();

  return {
    run<T>(key: string, task: () => Promise<T>): Promise<T> {
      const previous = tails.get(key) ?? Promise.resolve();
      const result = previous.then(task, task);
      const tail = result.then(
        () => undefined,
        () => undefined,
      );
      tails.set(key, tail);
      void tail.then(() => {
        if (tails.get(key) === tail) tails.delete(key);
      });
      return result;
    },

    /** Keys with a task running or waiting (for tests). */
    get size() {
      return tails.size;
    },
  };
}

export type KeyedQueue = ReturnType<typeof createKeyedQueue>;
