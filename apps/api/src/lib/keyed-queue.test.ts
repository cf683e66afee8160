import { describe, expect, it } from 'vitest';
import { createKeyedQueue } from './keyed-queue.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('createKeyedQueue', () => {
  it('runs tasks of one key one at a time, in order, and other keys alongside', async () => {
    const queue = createKeyedQueue();
    const log: string[] = [];
    let running = 0;
    let most = 0;
    const task = (name: string) => async () => {
      running += 1;
      most = Math.max(most, running);
      log.push(`start ${name}`);
      await tick();
      log.push(`end ${name}`);
      running -= 1;
      return name;
    };
    const results = await Promise.all([
      queue.run('a', task('a1')),
      queue.run('a', task('a2')),
      queue.run('b', task('b1')),
      queue.run('a', task('a3')),
    ]);
    expect(results).toEqual(['a1', 'a2', 'b1', 'a3']);
    const ofA = log.filter(
      (line) => line.endsWith('a1') || line.endsWith('a2') || line.endsWith('a3'),
    );
    expect(ofA).toEqual(['start a1', 'end a1', 'start a2', 'end a2', 'start a3', 'end a3']);
    expect(most).toBe(2); // b1 ran beside an "a" task
  });

  it('goes on after a failed task and forgets keys with nothing in flight', async () => {
    const queue = createKeyedQueue();
    const failed = queue.run('a', async () => {
      throw new Error('boom');
    });
    const next = queue.run('a', async () => 'after');
    await expect(failed).rejects.toThrow('boom');
    await expect(next).resolves.toBe('after');
    await tick();
    expect(queue.size).toBe(0);
  });

  it('refuses a task past maxPerKey at once, without running it, and counts it nowhere', async () => {
    const queue = createKeyedQueue({ maxPerKey: 2, refuse: () => new Error('full') });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const ran: string[] = [];
    const task = (name: string) => async () => {
      ran.push(name);
      await held;
      return name;
    };
    const first = queue.run('a', task('a1'));
    const second = queue.run('a', task('a2'));
    const refused = queue.run('a', task('a3'));
    const other = queue.run('b', task('b1'));
    await expect(refused).rejects.toThrow('full');
    expect(queue.pending('a')).toBe(2);
    release();
    expect(await Promise.all([first, second, other])).toEqual(['a1', 'a2', 'b1']);
    expect(ran).toEqual(['a1', 'b1', 'a2']);
    await tick();
    expect(queue.pending('a')).toBe(0);
    await expect(queue.run('a', task('a4'))).resolves.toBe('a4');
  });
});
