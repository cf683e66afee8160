import { AsyncLocalStorage } from 'node:async_hooks';

/** Whose work an async context is doing; `key` may be set once it is known (after sign-in). */
export interface Lane {
  key: string;
}

export interface FairTurnsOptions {
  /** How long tasks may run back to back before the event loop gets a turn (0: after each). */
  sliceMs?: number;
}

/**
 * Long enough for a few statements, so that a flood of cheap requests (each read on a loop turn)
 * does not crowd the database out; short enough that a request that arrives waits little to get
 * in line. Measured under the issue-18 flood (ADR 0028): 10 ms stored a quarter fewer answers
 * than first come, first served; 25 and 50 ms as many.
 */
export const DEFAULT_SLICE_MS = 25;

/**
 * One task at a time, taken in turns by key (ADR 0028): the next task is the oldest one of the
 * key after the one served last, so a key with a hundred tasks waiting delays another key's task
 * by one of them, not by a hundred. After `sliceMs` of tasks the event loop gets a turn
 * (setImmediate) before the next one starts: work that never yields (PGlite runs its statements
 * without giving the loop a turn) would otherwise run back to back while requests that arrived
 * meanwhile are not even read, let alone put in line.
 *
 * The key of a task is the lane its async context entered ({@link FairTurns.enter}); a task
 * outside any lane shares the lane ''.
 */
export function createFairTurns(options: FairTurnsOptions = {}) {
  const sliceMs = options.sliceMs ?? DEFAULT_SLICE_MS;
  const lanes = new AsyncLocalStorage<Lane>();
  /** Starts waiting, by key; the map's order is the order keys are served in. */
  const queued = new Map<string, (() => void)[]>();
  let busy = false;
  let scheduled = false;
  let sliceStartedAt = 0;

  function startNext() {
    const next = queued.entries().next();
    if (busy || next.done) return;
    const [key, starts] = next.value;
    queued.delete(key);
    const start = starts.shift()!;
    // Back of the line for this key's next task.
    if (starts.length > 0) queued.set(key, starts);
    busy = true;
    start();
  }

  function startSlice() {
    scheduled = false;
    sliceStartedAt = performance.now();
    startNext();
  }

  function schedule() {
    if (busy || scheduled || queued.size === 0) return;
    scheduled = true;
    setImmediate(startSlice);
  }

  /** After a task: the next one at once while the slice lasts, else after a loop turn. */
  function finished() {
    busy = false;
    if (performance.now() - sliceStartedAt < sliceMs) startNext();
    else schedule();
  }

  return {
    /**
     * Puts the rest of the current async context (a request from its first hook on) in a lane
     * of its own, keyed '' until the caller sets `key`.
     */
    enter(): Lane {
      const lane: Lane = { key: '' };
      lanes.enterWith(lane);
      return lane;
    },

    /** Runs `task` when it is its lane's turn and no other task is running. */
    async take<T>(task: () => Promise<T>): Promise<T> {
      const key = lanes.getStore()?.key ?? '';
      await new Promise<void>((start) => {
        const starts = queued.get(key);
        if (starts) starts.push(start);
        else queued.set(key, [start]);
        schedule();
      });
      try {
        return await task();
      } finally {
        finished();
      }
    },

    /** Tasks waiting for their turn (for tests). */
    get waiting() {
      let count = 0;
      for (const starts of queued.values()) count += starts.length;
      return count;
    },
  };
}

export type FairTurns = ReturnType<typeof createFairTurns>;
