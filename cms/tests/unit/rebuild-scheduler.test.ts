import type { PublishChange, PublishRecord } from '@suvarna/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type PublishState, type PublishStore, RebuildScheduler } from '../../src/lib/rebuild-scheduler';

const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
const answer = (status: number) => Promise.resolve(new Response('{}', { status }));

/** The database row, in memory: what survives a restart. */
function memoryStore(): PublishStore & { state: PublishState; records: PublishRecord[] } {
  const state: PublishState = { changeSeq: 0, attemptedSeq: 0, publishedSeq: 0, lastTrigger: null, lastResult: null };
  let changes: Array<PublishChange & { seq: number }> = [];
  const records: PublishRecord[] = [];
  let calling = false;
  return {
    state,
    records,
    recordChange: async (change) => {
      state.changeSeq += 1;
      if (change) changes.push({ ...change, at: new Date().toISOString(), seq: state.changeSeq });
    },
    read: async () => ({ ...state }),
    callStarted: async (at) => {
      state.lastTrigger = at;
    },
    callFinished: async (seq, record) => {
      state.attemptedSeq = Math.max(state.attemptedSeq, seq);
      if (record.result === 'ok') {
        state.publishedSeq = Math.max(state.publishedSeq, seq);
        changes = changes.filter((change) => change.seq > seq);
      }
      state.lastResult = record.result;
      records.unshift(record);
    },
    reopen: async () => {
      state.attemptedSeq = state.publishedSeq;
    },
    ledger: async () => ({
      waiting: changes.map(({ what, who, at }) => ({ what, who, at })).reverse(),
      waitingCount: changes.length,
      lastPublishedAt: records.find((record) => record.result === 'ok')?.at ?? null,
      publishesThisMonth: records.filter((record) => record.result === 'ok').length,
    }),
    history: async (limit) => records.slice(0, limit),
    waitingSince: async () => {
      const waiting = changes
        .filter((change) => change.seq > state.attemptedSeq)
        .map((change) => Date.parse(change.at));
      return waiting.length > 0 ? { first: Math.min(...waiting), last: Math.max(...waiting) } : null;
    },
    // One call at a time among the schedulers sharing this store, as the advisory lock does.
    exclusively: async (work) => {
      if (calling) return 'busy';
      calling = true;
      try {
        return await work();
      } finally {
        calling = false;
      }
    },
  };
}

const TIMINGS = {
  debounceMs: 2000,
  ceilingMs: 10_000,
  retryDelayMs: 1000,
  tries: 3,
  callTimeoutMs: 60_000,
  publishNowIntervalMs: 10_000,
};

describe('RebuildScheduler', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const scheduler = (
    fetch: typeof globalThis.fetch,
    store = memoryStore(),
    url: string | undefined = 'http://hook.test/build',
  ) => new RebuildScheduler({ url, ...TIMINGS, fetch, log, store });
  let changes = 0;
  const change = (rebuilds: RebuildScheduler) =>
    rebuilds.contentChanged({ what: `Rate R${++changes} changed`, who: 'owner@suvarna.test' });

  it('calls the hook once for a burst of changes, after 2 s of quiet', async () => {
    const fetch = vi.fn(() => answer(200));
    const rebuilds = scheduler(fetch);
    for (let edit = 0; edit < 5; edit += 1) {
      await change(rebuilds);
      await vi.advanceTimersByTimeAsync(500);
    }
    expect(fetch).not.toHaveBeenCalled();
    expect((await rebuilds.status()).pending).toBe(true);
    await vi.advanceTimersByTimeAsync(2000);
    await rebuilds.idle();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('http://hook.test/build', expect.objectContaining({ method: 'POST' }));
    expect(await rebuilds.status()).toMatchObject({ lastResult: 'ok', pending: false });
  });

  it('instances sharing the store publish a burst spread over them once, after the quiet period of its last change', async () => {
    const fetch = vi.fn(() => answer(200));
    const store = memoryStore();
    const instances = [scheduler(fetch, store), scheduler(fetch, store)] as const;
    // Changes at 0, 0.5, 1, 1.5 and 2 s, taken in turn by one instance and the other.
    for (let edit = 0; edit < 5; edit += 1) {
      await change(instances[edit % 2] as RebuildScheduler);
      await vi.advanceTimersByTimeAsync(500);
    }
    // The second instance's own last change was at 1.5 s; at 3.5 s it finds the first's, of 2 s.
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2000);
    await Promise.all(instances.map((instance) => instance.idle()));
    await vi.advanceTimersByTimeAsync(20_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await instances[1].status()).toMatchObject({ lastResult: 'ok', pending: false, waitingCount: 0 });
  });

  it('publishes, within the ceiling, a change an instance took just before it died', async () => {
    const fetch = vi.fn(() => answer(200));
    const store = memoryStore();
    const [dying, living] = [scheduler(fetch, store), scheduler(fetch, store)];
    await Promise.all([dying.resume(), living.resume()]);
    await change(dying);
    dying.stop(); // killed within the quiet period: only the store knows of the change
    await vi.advanceTimersByTimeAsync(9_000);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    await living.idle();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await living.status()).toMatchObject({ lastResult: 'ok', pending: false });
  });

  it('retries a failed call with growing waits, three tries in all, then reports the failure', async () => {
    const fetch = vi.fn(() => answer(500));
    const rebuilds = scheduler(fetch);
    await change(rebuilds);
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect((await rebuilds.status()).pending).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetch).toHaveBeenCalledTimes(3);
    await rebuilds.idle();
    expect(await rebuilds.status()).toMatchObject({ lastResult: 'failed', pending: false });
    expect(log.error).toHaveBeenCalledWith('Site rebuild could not be requested after 3 tries');
  });

  it('succeeds on a retry after the hook was unreachable', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockRejectedValueOnce(new Error('ECONNREFUSED'))
      .mockImplementation(() => answer(201));
    const rebuilds = scheduler(fetch);
    await change(rebuilds);
    await vi.advanceTimersByTimeAsync(3000);
    await rebuilds.idle();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect((await rebuilds.status()).lastResult).toBe('ok');
  });

  it('a change during a call causes exactly one more call afterwards', async () => {
    let finish: (response: Response) => void = () => undefined;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (finish = resolve)));
    const rebuilds = scheduler(fetch);
    await change(rebuilds);
    await vi.advanceTimersByTimeAsync(2000);
    await change(rebuilds);
    await change(rebuilds);
    finish(new Response('{}', { status: 200 }));
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(2000);
    finish(new Response('{}', { status: 200 }));
    await rebuilds.idle();
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(await rebuilds.status()).toMatchObject({ lastResult: 'ok', pending: false });
  });

  it('after a restart, publishes a change the previous process acknowledged but never published', async () => {
    const store = memoryStore();
    const before = scheduler(
      vi.fn(() => answer(200)),
      store,
    );
    await change(before);
    before.stop(); // killed within the quiet period: its timer dies with it

    const fetch = vi.fn(() => answer(200));
    const after = scheduler(fetch, store);
    await after.resume();
    expect((await after.status()).pending).toBe(true);
    await vi.advanceTimersByTimeAsync(2000);
    await after.idle();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await after.status()).toMatchObject({ lastResult: 'ok', pending: false });
  });

  it('held until resumed (the CMS writing the demo catalogue before it answers), counts changes and calls nothing, then publishes them', async () => {
    const fetch = vi.fn(() => answer(200));
    const store = memoryStore();
    const starting = new RebuildScheduler({
      url: 'http://hook.test/build',
      ...TIMINGS,
      holdUntilResume: true,
      fetch,
      log,
      store,
    });
    for (let edit = 0; edit < 3; edit += 1) await change(starting);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).not.toHaveBeenCalled();
    expect(store.state.changeSeq).toBe(3);

    await starting.resume();
    await vi.advanceTimersByTimeAsync(2000);
    await starting.idle();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await starting.status()).toMatchObject({ lastResult: 'ok', pending: false });
  });

  it('after a restart, tries again a change whose calls all failed, and leaves a published site alone', async () => {
    const store = memoryStore();
    const failing = scheduler(
      vi.fn(() => answer(500)),
      store,
    );
    await change(failing);
    await vi.advanceTimersByTimeAsync(10_000);
    await failing.idle();
    expect(await failing.status()).toMatchObject({ lastResult: 'failed', pending: false });

    const fetch = vi.fn(() => answer(200));
    const restarted = scheduler(fetch, store);
    await restarted.resume();
    await vi.advanceTimersByTimeAsync(2000);
    await restarted.idle();
    expect(fetch).toHaveBeenCalledTimes(1);

    const again = scheduler(fetch, store);
    await again.resume();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a slow stream of edits, each within the quiet period of the last, is published once, at the ceiling', async () => {
    const fetch = vi.fn(() => answer(200));
    const rebuilds = scheduler(fetch);
    // An edit every 1.5 s for 14 s: never 2 s of quiet.
    for (let edit = 0; edit < 10; edit += 1) {
      await change(rebuilds);
      await vi.advanceTimersByTimeAsync(1500);
    }
    await rebuilds.idle();
    // The first edit came at 0 s: the ceiling (10 s) published what had come by then, once.
    expect(fetch).toHaveBeenCalledTimes(1);
    const status = await rebuilds.status();
    expect(status.waitingCount).toBe(3);
    expect(status.waiting.map((waiting) => waiting.what)).toEqual([
      expect.stringMatching(/changed$/),
      expect.any(String),
      expect.any(String),
    ]);
    // The rest wait for their own quiet period.
    await vi.advanceTimersByTimeAsync(2000);
    await rebuilds.idle();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect((await rebuilds.status()).waitingCount).toBe(0);
  });

  it('lists what waits and who made it, then publishes at once on Publish now, recording the trigger', async () => {
    const fetch = vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ startedAt: '2026-11-24T10:00:00.000Z', finishedAt: '2026-11-24T10:00:07.250Z' })),
      ),
    );
    const store = memoryStore();
    const rebuilds = scheduler(fetch, store);
    await change(rebuilds);
    await change(rebuilds);
    expect(await rebuilds.status()).toMatchObject({
      pending: true,
      waitingCount: 2,
      waiting: [
        { what: expect.stringMatching(/^Rate R\d+ changed$/), who: 'owner@suvarna.test' },
        { what: expect.stringMatching(/^Rate R\d+ changed$/), who: 'owner@suvarna.test' },
      ],
    });
    const after = await rebuilds.publishNow();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(after).toMatchObject({ pending: false, waitingCount: 0, lastResult: 'ok', publishesThisMonth: 1 });
    // The hook said how long its build took (the local publisher does).
    expect(await rebuilds.history()).toEqual([
      { at: expect.any(String), result: 'ok', durationMs: 7250, trigger: 'manual' },
    ]);
    // The quiet period's timer was cancelled: nothing more is sent for those changes.
    await vi.advanceTimersByTimeAsync(20_000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('Publish now during a call is refused, and a change made during it follows after its quiet period', async () => {
    let finish: (response: Response) => void = () => undefined;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (finish = resolve)));
    const rebuilds = scheduler(fetch);
    await change(rebuilds);
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetch).toHaveBeenCalledTimes(1);
    await change(rebuilds);
    expect(await Promise.all([rebuilds.publishNow(), rebuilds.publishNow()])).toEqual(['under-way', 'under-way']);
    finish(new Response('{}'));
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetch).toHaveBeenCalledTimes(2);
    finish(new Response('{}'));
    await rebuilds.idle();
    expect((await rebuilds.history()).map((record) => record.trigger)).toEqual(['auto', 'auto']);
  });

  it('ten presses of Publish now are one call; a press within 10 s of a call is refused, later ones publish', async () => {
    const fetch = vi.fn(() => answer(200));
    const rebuilds = scheduler(fetch);
    await change(rebuilds);
    const presses = await Promise.all(Array.from({ length: 10 }, () => rebuilds.publishNow()));
    expect(presses.filter((press) => typeof press === 'object')).toHaveLength(1);
    expect(presses.filter((press) => press === 'under-way')).toHaveLength(9);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(9000);
    expect(await rebuilds.publishNow()).toBe('too-soon');
    await vi.advanceTimersByTimeAsync(1000);
    expect(await rebuilds.publishNow()).toMatchObject({ lastResult: 'ok' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('a hook that never answers fails each try at its time limit, and publishing goes on', async () => {
    const fetch = vi.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const store = memoryStore();
    const rebuilds = scheduler(fetch as typeof globalThis.fetch, store);
    await change(rebuilds);
    await vi.advanceTimersByTimeAsync(2000);
    // Three tries of 60 s each, with waits of 1 and 2 s between them.
    await vi.advanceTimersByTimeAsync(3 * 60_000 + 3000);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(log.warn).toHaveBeenCalledWith('Build hook unreachable: no answer within 60 s (try 3 of 3)');
    expect(store.records[0]).toMatchObject({ result: 'failed', trigger: 'auto' });
    // Nothing is left holding the scheduler: the next change is published in its turn.
    await change(rebuilds);
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('without a hook URL sends nothing and says it is not configured', async () => {
    const fetch = vi.fn(() => answer(200));
    const store = memoryStore();
    const rebuilds = new RebuildScheduler({
      url: undefined,
      ...TIMINGS,
      fetch,
      log,
      store,
    });
    await change(rebuilds);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetch).not.toHaveBeenCalled();
    expect(await rebuilds.status()).toEqual({
      lastTrigger: null,
      lastResult: 'not-configured',
      pending: false,
      waiting: [],
      waitingCount: 0,
      lastPublishedAt: null,
      publishesThisMonth: 0,
    });
    // Still counted: the count is also how instances see that their catalogue is stale.
    expect(store.state.changeSeq).toBe(1);
  });
});
