import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { runAll } from './pool.js';

describe('runAll', () => {
  it('runs every task, never more than `concurrency` at once, and keeps their order', async () => {
    let running = 0;
    let peak = 0;
    const tasks = Array.from({ length: 12 }, (_, index) => async () => {
      running += 1;
      peak = Math.max(peak, running);
      await sleep(12 - index);
      running -= 1;
      return index;
    });

    expect(await runAll(tasks, 3)).toEqual(Array.from({ length: 12 }, (_, index) => index));
    expect(peak).toBe(3);
  });

  it('starts nothing after a failure, waits for the tasks in flight, then rejects with that failure', async () => {
    const started: number[] = [];
    const finished: number[] = [];
    const tasks = Array.from({ length: 10 }, (_, index) => async () => {
      started.push(index);
      if (index === 1) throw new Error('task 1 failed');
      await sleep(20);
      finished.push(index);
      return index;
    });

    await expect(runAll(tasks, 2)).rejects.toThrow('task 1 failed');
    expect(started).toEqual([0, 1]);
    // Task 0 was in flight: the rejection came once it had finished.
    expect(finished).toEqual([0]);
  });
});
