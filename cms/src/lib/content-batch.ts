// Many writes that are one change to the shop (an import, a bulk edit): the site is rebuilt once for
// them, and the publish history names them together ("import: 40 created, 2 updated"), instead of
// one content change, one history line and possibly one build per piece written.
import { AsyncLocalStorage } from 'node:async_hooks';

interface Batch {
  writes: number;
}

const openBatch = new AsyncLocalStorage<Batch>();

/**
 * Called by the Document Service middleware (src/index.ts) for each write of site content: true
 * when the write belongs to a batch, which then records the change itself, once, at its end.
 */
export function countedInBatch(): boolean {
  const batch = openBatch.getStore();
  if (batch) batch.writes += 1;
  return batch !== undefined;
}

/**
 * Counts a write made beneath the Document Service (its middleware never sees it) in the open batch,
 * which records it with the rest. There must be one: such a write has no other way to reach the site.
 */
export function countBatchWrite(writes = 1): void {
  const batch = openBatch.getStore();
  if (!batch) throw new Error('A write beneath the Document Service must belong to a batch (asOneContentChange)');
  batch.writes += writes;
}

/**
 * Where a batch's durable mark is kept while it runs. A batch records its change only at its end, so
 * a CMS killed in between would leave rows written that the site never gets: the mark, written
 * before the first write and removed after the change is recorded, is turned into that change at
 * the next start (publish service's recordOpenBatches).
 */
export interface BatchMarks {
  open(what: string): Promise<number>;
  close(id: number): Promise<void>;
}

/**
 * Runs `writes` as one content change: whatever site content it writes is recorded once, when it
 * ends, described by `describe` (given the result, or undefined when it failed, since a failure may
 * have written some of it). Nothing is recorded when nothing was written, nor when `describe`
 * answers null: writes made in a transaction that was rolled back (a refused bulk edit) changed nothing.
 */
export async function asOneContentChange<T>(
  record: (what: string) => Promise<void>,
  describe: (result: T | undefined) => string | null,
  writes: () => Promise<T>,
  marks?: BatchMarks,
): Promise<T> {
  const batch: Batch = { writes: 0 };
  // Described as a batch that did not end: what a start after a kill records. A batch that writes in
  // one transaction leaves nothing after a kill (its describe(undefined) is null), so it needs no mark.
  const unfinished = describe(undefined);
  const mark = unfinished === null ? undefined : await marks?.open(unfinished);
  let result: T | undefined;
  try {
    result = await openBatch.run(batch, writes);
    return result;
  } finally {
    const what = batch.writes > 0 ? describe(result) : null;
    if (what !== null) await record(what);
    // After the change is recorded: a kill between the two records it twice (one build more), never
    // not at all.
    if (mark !== undefined) await marks?.close(mark);
  }
}
