// A long write's pacing (src/lib/read-traffic.ts): it goes straight on while no reads are about, and
// after a step taken while reads came or were being answered, pauses nine times a step that held
// the thread throughout, twice one that let reads in while it waited.
import { describe, expect, it } from 'vitest';
import { readBegun, readsFirst } from '../../src/lib/read-traffic';

/** A step that holds the thread for `ms`, as a SQLite write does. */
const busyFor = (ms: number) => async () => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

const timed = async (work: () => Promise<void>) => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};

describe('a long write giving way to reads', () => {
  it('goes straight on while no reads are about', async () => {
    const step = readsFirst();
    const took = await timed(async () => {
      for (let i = 0; i < 5; i += 1) await step(busyFor(20));
    });
    expect(took).toBeLessThan(5 * 20 + 50);
  });

  it('pauses nine times a step after reads came since the step before, or while one is answered', async () => {
    const step = readsFirst();
    // A read answered between steps: begun and ended while the write was not running.
    readBegun()();
    expect(await timed(() => step(busyFor(20)))).toBeGreaterThanOrEqual(20 + 9 * 20 - 5);
    // Nothing since: no pause.
    expect(await timed(() => step(busyFor(20)))).toBeLessThan(20 + 40);
    // A read still being answered when the step ends.
    const ended = readBegun();
    expect(await timed(() => step(busyFor(20)))).toBeGreaterThanOrEqual(20 + 9 * 20 - 5);
    ended();
    // That read counts once: the step after it has none about.
    expect(await timed(() => step(busyFor(20)))).toBeLessThan(20 + 40);
  });

  it('pauses twice a step that let reads in while it waited, as one on PostgreSQL does', async () => {
    const step = readsFirst();
    const waitingOnTheDatabase = async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      // A read taken in and answered while the step waited.
      readBegun()();
    };
    const took = await timed(() => step(waitingOnTheDatabase));
    expect(took).toBeGreaterThanOrEqual(20 + 2 * 20 - 5);
    expect(took).toBeLessThan(20 + 9 * 20 - 5);
  });
});
