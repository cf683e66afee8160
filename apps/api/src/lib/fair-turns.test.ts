import { describe, expect, it } from 'vitest';
import { createFairTurns } from './fair-turns.js';

/** A task that records its name, yields once inside (as a statement does) and returns it. */
const recording = (log: string[], name: string) => async () => {
  log.push(name);
  await Promise.resolve();
  return name;
};

/** `count` tasks taken in the lane `key`, each started in an async context of its own. */
function inLane(turns: ReturnType<typeof createFairTurns>, key: string, log: string[], count = 1) {
  return Array.from({ length: count }, (_, i) =>
    (async () => {
      await null; // an async context of its own, as each request has
      turns.enter().key = key;
      return turns.take(recording(log, `${key}${i + 1}`));
    })(),
  );
}

describe('createFairTurns', () => {
  it('serves the lanes in turn: one of many waiting tasks goes before a newcomer', async () => {
    const turns = createFairTurns();
    const log: string[] = [];
    const greedy = inLane(turns, 'a', log, 5);
    const other = inLane(turns, 'b', log);
    await Promise.all([...greedy, ...other]);
    // First come, first served would run b1 last.
    expect(log).toEqual(['a1', 'b1', 'a2', 'a3', 'a4', 'a5']);
  });

  it('puts a lane that shows up while the others run in line before their later tasks', async () => {
    const turns = createFairTurns({ sliceMs: 0 });
    const log: string[] = [];
    let late: Promise<unknown> = Promise.resolve();
    const greedy = Array.from({ length: 5 }, (_, i) =>
      (async () => {
        await null;
        turns.enter().key = 'a';
        return turns.take(async () => {
          log.push(`a${i + 1}`);
          // A request that arrives while the first task runs: it is read on a later turn.
          if (i === 0) {
            late = new Promise((resolve) =>
              setImmediate(() => resolve(Promise.all(inLane(turns, 'b', log)))),
            );
          }
          await Promise.resolve();
        });
      })(),
    );
    await Promise.all(greedy);
    await late;
    // The "a" lane was next in line when b1 came; first come, first served would run b1 last.
    expect(log).toEqual(['a1', 'a2', 'b1', 'a3', 'a4', 'a5']);
  });

  it('runs one task at a time; with no slice, each on an event-loop turn of its own', async () => {
    const turns = createFairTurns({ sliceMs: 0 });
    let loopTurns = 0;
    let stop = false;
    const count = () => {
      loopTurns += 1;
      if (!stop) setImmediate(count);
    };
    setImmediate(count);
    const startedOnTurn: number[] = [];
    let running = 0;
    let most = 0;
    // Never yields to the event loop, as a PGlite statement does not.
    const task = async () => {
      running += 1;
      most = Math.max(most, running);
      startedOnTurn.push(loopTurns);
      await Promise.resolve();
      running -= 1;
    };
    await Promise.all([turns.take(task), turns.take(task), turns.take(task)]);
    stop = true;
    expect(most).toBe(1);
    expect(new Set(startedOnTurn).size).toBe(3);
  });

  it('runs tasks back to back until the slice is used up, then gives the loop a turn', async () => {
    let loopTurns = 0;
    let stop = false;
    const count = () => {
      loopTurns += 1;
      if (!stop) setImmediate(count);
    };
    setImmediate(count);
    const startedOnTurn: number[] = [];
    const quick = async () => {
      startedOnTurn.push(loopTurns);
    };
    // Uses up a 5 ms slice by itself, whatever the machine's speed.
    const slow = async () => {
      startedOnTurn.push(loopTurns);
      const until = performance.now() + 6;
      while (performance.now() < until);
    };
    const long = createFairTurns({ sliceMs: 60_000 });
    await Promise.all([long.take(quick), long.take(quick), long.take(quick)]);
    const short = createFairTurns({ sliceMs: 5 });
    await Promise.all([short.take(slow), short.take(quick)]);
    stop = true;
    const [a, b, c, afterSlow, next] = startedOnTurn;
    expect([b, c]).toEqual([a, a]);
    expect(next).toBeGreaterThan(afterSlow!);
  });

  it('goes on after a failed task; a task outside any lane takes the lane ""', async () => {
    const turns = createFairTurns();
    const failed = turns.take(async () => {
      throw new Error('boom');
    });
    const next = turns.take(async () => 'after');
    await expect(failed).rejects.toThrow('boom');
    await expect(next).resolves.toBe('after');
    expect(turns.waiting).toBe(0);
  });
});
