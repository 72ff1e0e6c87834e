// The reads (GET and HEAD requests) the CMS is answering, counted by the read-traffic middleware, so
// that a long write gives way to them: a stock import's apply takes many seconds of the CMS's one
// JavaScript thread, which the back office's staff and the site's builds (the readers of the API)
// should not spend waiting behind it.

let begun = 0;
let open = 0;

/** Counts a read begun; the answer calls what it returns when it ends. */
export function readBegun(): () => void {
  begun += 1;
  open += 1;
  return () => {
    open -= 1;
  };
}

/**
 * After a step that took `t` ms and held the thread throughout (no read began during it: on SQLite
 * every query answers at once), when reads came since the previous step or are being answered, the
 * work pauses this many times `t`, so the steps take a tenth of the thread. The stock import's budget
 * is reads keeping 80 % of their throughput (docs/performance.md), and the import also takes what is
 * not paced: checking the sheet first, and the priced catalogue reading its new pieces after. Six (a
 * seventh) left the reads 0.56 to 0.67 of their throughput in some runs.
 */
const PAUSE_PER_HELD_WORK = 9;

/**
 * A step that let reads in while it waited on the database (PostgreSQL: each statement a round
 * trip) has shared the thread already: it pauses four times its time. Nine times made the apply of
 * 5,000 rows 80 s on a busy machine, past its budget of 60 s; twice left the reads 0.65 to 0.72 of
 * their throughput in some runs, on a quiet machine too; four times kept 0.90 to 1.00 in 11 to 12 s.
 */
const PAUSE_PER_SHARED_WORK = 4;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The clock and the pause a long write is paced by: the real ones, but for the pacing's own tests. */
export interface PacingClock {
  now: () => number;
  pause: (ms: number) => Promise<void>;
}

const REAL_CLOCK: PacingClock = { now: () => performance.now(), pause: sleep };

/**
 * A long write's pacing: each step through it, then a pause when reads are about. Reads are looked
 * for over the whole time since the previous step ended, not during the step only: a step on SQLite
 * never lets the event loop take a new request in.
 */
export function readsFirst(clock: PacingClock = REAL_CLOCK): (step: () => Promise<void>) => Promise<void> {
  let seen = begun;
  return async (step) => {
    const started = clock.now();
    const begunBefore = begun;
    await step();
    const took = clock.now() - started;
    const shared = begun > begunBefore;
    const readsAbout = open > 0 || begun > seen;
    seen = begun;
    if (readsAbout) await clock.pause(took * (shared ? PAUSE_PER_SHARED_WORK : PAUSE_PER_HELD_WORK));
    // Either way the requests waiting are let in before the next step.
    else await new Promise((resolve) => setImmediate(resolve));
  };
}
