// A long write's pacing (src/lib/read-traffic.ts): it goes straight on while no reads are about, and
// after a step taken while reads came or were being answered, pauses nine times a step that held
// the thread throughout, four times one that let reads in while it waited. The steps run on a
// clock of the test's own, so the pauses asked for are exact whatever the machine's load.
import { describe, expect, it } from 'vitest';
import { readBegun, readsFirst } from '../../src/lib/read-traffic';

function pacedOnATestClock() {
  let now = 0;
  const pauses: number[] = [];
  const step = readsFirst({
    now: () => now,
    pause: async (ms) => {
      pauses.push(ms);
      now += ms;
    },
  });
  /** A step that holds the thread for `ms`, as a SQLite write does. */
  const busyFor = (ms: number) => async () => {
    now += ms;
  };
  /** A step that waits `ms` on the database, a read taken in and answered meanwhile (PostgreSQL). */
  const waitingOnTheDatabase = (ms: number) => async () => {
    await new Promise((resolve) => setImmediate(resolve));
    now += ms;
    readBegun()();
  };
  return { step, pauses, busyFor, waitingOnTheDatabase };
}

describe('a long write giving way to reads', () => {
  it('goes straight on while no reads are about', async () => {
    const { step, pauses, busyFor } = pacedOnATestClock();
    for (let i = 0; i < 5; i += 1) await step(busyFor(20));
    expect(pauses).toEqual([]);
  });

  it('pauses nine times a step after reads came since the step before, or while one is answered', async () => {
    const { step, pauses, busyFor } = pacedOnATestClock();
    // A read answered between steps: begun and ended while the write was not running.
    readBegun()();
    await step(busyFor(20));
    expect(pauses).toEqual([9 * 20]);
    // Nothing since: no pause.
    await step(busyFor(30));
    expect(pauses).toEqual([9 * 20]);
    // A read still being answered when the step ends.
    const ended = readBegun();
    await step(busyFor(10));
    expect(pauses).toEqual([9 * 20, 9 * 10]);
    ended();
    // That read counts once: the step after it has none about.
    await step(busyFor(20));
    expect(pauses).toEqual([9 * 20, 9 * 10]);
  });

  it('pauses four times a step that let reads in while it waited, as one on PostgreSQL does', async () => {
    const { step, pauses, waitingOnTheDatabase } = pacedOnATestClock();
    await step(waitingOnTheDatabase(20));
    expect(pauses).toEqual([4 * 20]);
  });

  it('pauses on the real clock by default', async () => {
    const step = readsFirst();
    readBegun()();
    const started = performance.now();
    await step(async () => {
      const until = performance.now() + 5;
      while (performance.now() < until);
    });
    // At least nine times the 5 ms the step held the thread (a loaded machine may only add to it).
    expect(performance.now() - started).toBeGreaterThanOrEqual(5 + 9 * 5 - 2);
  });
});
