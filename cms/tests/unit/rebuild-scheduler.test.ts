import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RebuildScheduler } from '../../src/lib/rebuild-scheduler';

const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
const answer = (status: number) => Promise.resolve(new Response('{}', { status }));

describe('RebuildScheduler', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const scheduler = (fetch: typeof globalThis.fetch, url: string | undefined = 'http://hook.test/build') =>
    new RebuildScheduler({ url, debounceMs: 2000, retryDelayMs: 1000, tries: 3, fetch, log });
  const unconfigured = (fetch: typeof globalThis.fetch) =>
    new RebuildScheduler({ url: undefined, debounceMs: 2000, retryDelayMs: 1000, tries: 3, fetch, log });

  it('calls the hook once for a burst of changes, after 2 s of quiet', async () => {
    const fetch = vi.fn(() => answer(200));
    const rebuilds = scheduler(fetch);
    for (let change = 0; change < 5; change += 1) {
      rebuilds.schedule();
      await vi.advanceTimersByTimeAsync(500);
    }
    expect(fetch).not.toHaveBeenCalled();
    expect(rebuilds.status().pending).toBe(true);
    await vi.advanceTimersByTimeAsync(2000);
    await rebuilds.idle();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('http://hook.test/build', expect.objectContaining({ method: 'POST' }));
    expect(rebuilds.status()).toMatchObject({ lastResult: 'ok', pending: false });
  });

  it('retries a failed call with growing waits, three tries in all, then reports the failure', async () => {
    const fetch = vi.fn(() => answer(500));
    const rebuilds = scheduler(fetch);
    rebuilds.schedule();
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(rebuilds.status().pending).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetch).toHaveBeenCalledTimes(3);
    await rebuilds.idle();
    expect(rebuilds.status()).toMatchObject({ lastResult: 'failed', pending: false });
    expect(log.error).toHaveBeenCalledWith('Site rebuild could not be requested after 3 tries');
  });

  it('succeeds on a retry after the hook was unreachable', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockRejectedValueOnce(new Error('ECONNREFUSED'))
      .mockImplementation(() => answer(201));
    const rebuilds = scheduler(fetch);
    rebuilds.schedule();
    await vi.advanceTimersByTimeAsync(3000);
    await rebuilds.idle();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(rebuilds.status().lastResult).toBe('ok');
  });

  it('a change during a call causes exactly one more call afterwards', async () => {
    let finish: (response: Response) => void = () => undefined;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (finish = resolve)));
    const rebuilds = scheduler(fetch);
    rebuilds.schedule();
    await vi.advanceTimersByTimeAsync(2000);
    rebuilds.schedule();
    rebuilds.schedule();
    finish(new Response('{}', { status: 200 }));
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(2000);
    finish(new Response('{}', { status: 200 }));
    await rebuilds.idle();
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('without a hook URL sends nothing and says it is not configured', async () => {
    const fetch = vi.fn(() => answer(200));
    const rebuilds = unconfigured(fetch);
    rebuilds.schedule();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetch).not.toHaveBeenCalled();
    expect(rebuilds.status()).toEqual({ lastTrigger: null, lastResult: 'not-configured', pending: false });
  });
});
