// Calls the site's build hook after content changes: once the changes have been quiet for the
// debounce time, or at the latest the ceiling after the first change waiting, so a burst of edits
// (or a slow stream of them) causes one rebuild, which on Netlify is one paid deploy; retried with
// backoff; at once on 'Publish now'. Its state lives in the database (a PublishStore), not in memory:
// a change acknowledged to an admin reaches the site even if the CMS dies before the hook is due,
// because the next start finds it unpublished and calls the hook; and GET
// /api/admin/publish-status tells the same story after a restart or from another instance.
// Instances sharing the store publish as one: a timer only says when to look, the quiet period
// and the ceiling are counted from the changes in the store (whichever instance took them), and
// one instance at a time calls the hook, for changes no call has covered yet.
import type { PublishChange, PublishRecord, PublishResult, PublishStatus, PublishTrigger } from '@suvarna/domain';

/** What the database keeps: changes are numbered, and each call of the hook covers up to one. */
export interface PublishState {
  /** Number of the latest content change. */
  changeSeq: number;
  /** The latest change a finished call of the hook (successful or not) was made for. */
  attemptedSeq: number;
  /** The latest change a successful call was made for. */
  publishedSeq: number;
  lastTrigger: string | null;
  lastResult: PublishResult | null;
}

/** What the status tells beside the state: the changes waiting and the publishes made. */
export interface PublishLedger {
  waiting: PublishChange[];
  waitingCount: number;
  lastPublishedAt: string | null;
  publishesThisMonth: number;
}

export interface PublishStore {
  /** Numbers a new change, and keeps what it was and who made it; durable once this resolves. */
  recordChange(change: Omit<PublishChange, 'at'> | null): Promise<void>;
  read(): Promise<PublishState>;
  callStarted(at: string): Promise<void>;
  /** The call for changes up to `seq` ended: its record joins the history. */
  callFinished(seq: number, record: PublishRecord): Promise<void>;
  /** After a restart: the changes no call succeeded for are pending again. */
  reopen(): Promise<void>;
  ledger(now: Date): Promise<PublishLedger>;
  /** The last calls, newest first. */
  history(limit: number): Promise<PublishRecord[]>;
  /**
   * When the changes no call has covered yet came, whichever instance took them: the first (the
   * ceiling counts from it) and the last (the quiet period counts from it); null when none waits.
   */
  waitingSince(): Promise<{ first: number; last: number } | null>;
  /**
   * Runs a call of the hook as the only caller among the instances sharing this store: at once,
   * or 'busy' when another is calling.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T | 'busy'>;
}

export interface RebuildSchedulerOptions {
  /** The build hook; without one nothing is sent and the status says so. */
  url: string | undefined;
  /** The quiet period: changes are published once none has come for this long... */
  debounceMs: number;
  /** ...or at the latest this long after the first change waiting. */
  ceilingMs: number;
  /** Wait before the second try; doubles for each further try. */
  retryDelayMs: number;
  tries: number;
  /** How long one call may take, its answer included: a hook that never answers is a failed try. */
  callTimeoutMs: number;
  /** 'Publish now' is refused this soon after a call started (on any instance): presses are not queued. */
  publishNowIntervalMs: number;
  /**
   * Whether no call is made before resume(), which the CMS calls once it answers: a build started
   * earlier could not read the content, such as the demo catalogue its own start writes.
   */
  holdUntilResume?: boolean;
  store: PublishStore;
  fetch?: typeof fetch;
  log: { info(message: string): void; warn(message: string): void; error(message: string): void };
}

/** A change as the scheduler is told of it. */
export type ContentChange = Omit<PublishChange, 'at'>;

/** After a look at the hook: nothing more to do, more changes to schedule, or a time to look again. */
type Next = { done: boolean; busy?: true } | { lookAgainInMs: number; busy?: true };

/** Why 'Publish now' did not call the hook: a call is under way, or one started moments ago. */
export type PublishNowRefusal = 'under-way' | 'too-soon';

/** The hook's answer may say how long the build took (the local publisher answers once it is live). */
function reportedDurationMs(body: unknown): number | undefined {
  const { startedAt, finishedAt } = (body ?? {}) as { startedAt?: unknown; finishedAt?: unknown };
  if (typeof startedAt !== 'string' || typeof finishedAt !== 'string') return undefined;
  const duration = Date.parse(finishedAt) - Date.parse(startedAt);
  return Number.isFinite(duration) && duration >= 0 ? duration : undefined;
}

export class RebuildScheduler {
  private timer: NodeJS.Timeout | undefined;
  /** Looks at the store once a ceiling: changes an instance took before it died are published by another. */
  private watch: NodeJS.Timeout | undefined;
  private running: Promise<boolean> | undefined;
  private stopped = false;
  private held: boolean;
  /** When the first change not yet covered by a call came: the ceiling counts from it. */
  private firstWaitingAt: number | undefined;

  constructor(private readonly options: RebuildSchedulerOptions) {
    this.held = options.holdUntilResume ?? false;
  }

  /**
   * At start, once the CMS answers: content changed that no call of the hook succeeded for (a
   * crash, a failed call, changes made while held) is published now.
   */
  async resume(): Promise<void> {
    this.held = false;
    if (!this.options.url) return;
    clearInterval(this.watch);
    this.watch = setInterval(() => {
      if (!this.stopped && !this.timer && !this.running) this.fire('auto');
    }, this.options.ceilingMs);
    this.watch.unref();
    const state = await this.options.store.read();
    if (state.changeSeq <= state.publishedSeq) return;
    this.options.log.info('Content changed since the site was last published: the build hook will be called');
    await this.options.store.reopen();
    this.firstWaitingAt = Date.now();
    this.schedule();
  }

  /**
   * Content changed: the change is numbered, durably, before it is acknowledged (with or without a
   * hook: the count also tells every instance that its priced catalogue is stale), and the hook
   * is called once the changes have been quiet for the debounce time.
   */
  async contentChanged(change: ContentChange): Promise<void> {
    // Without a hook nothing is ever published: only the count moves, nothing waits.
    await this.options.store.recordChange(this.options.url ? change : null);
    this.firstWaitingAt ??= Date.now();
    this.schedule();
  }

  /**
   * 'Publish now': calls the hook at once, whatever waits, and resolves once it has answered; or
   * says why not, while a call is under way on any instance or one started moments ago (changes
   * made meanwhile follow that call on their own), so that ten presses are not ten builds.
   */
  async publishNow(): Promise<PublishStatus | PublishNowRefusal> {
    if (this.options.url && !this.stopped) {
      if (this.running) return 'under-way';
      const { lastTrigger } = await this.options.store.read();
      if (this.running) return 'under-way';
      if (lastTrigger && Date.now() - Date.parse(lastTrigger) < this.options.publishNowIntervalMs) return 'too-soon';
      this.fire('manual');
      if (await this.running) return 'under-way';
    }
    return this.status();
  }

  private schedule(): void {
    if (!this.options.url || this.stopped || this.held || this.running) return;
    const { debounceMs, ceilingMs } = this.options;
    const untilCeiling = (this.firstWaitingAt ?? Date.now()) + ceilingMs - Date.now();
    this.arm(Math.min(debounceMs, untilCeiling));
  }

  private arm(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.fire('auto'), Math.max(0, delayMs));
    this.timer.unref();
  }

  async status(): Promise<PublishStatus> {
    const ledger = await this.options.store.ledger(new Date());
    if (!this.options.url) return { lastTrigger: null, lastResult: 'not-configured', pending: false, ...ledger };
    const state = await this.options.store.read();
    return {
      lastTrigger: state.lastTrigger,
      lastResult: state.lastResult,
      pending: state.changeSeq > state.attemptedSeq,
      ...ledger,
    };
  }

  history(): Promise<PublishRecord[]> {
    return this.options.store.history(20);
  }

  /** Resolves when no call is under way (tests and shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    clearInterval(this.watch);
    this.timer = undefined;
  }

  /** `running` resolves to whether another instance was calling the hook, so this look did not. */
  private fire(trigger: PublishTrigger): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    // Changes from now on wait for the next call, and its ceiling counts from the first of them.
    this.firstWaitingAt = undefined;
    this.running = this.run(trigger)
      .catch((error: unknown): Next => {
        this.options.log.error(`Publishing failed: ${error instanceof Error ? error.message : String(error)}`);
        return { done: true };
      })
      .then((next) => {
        this.running = undefined;
        if (!this.stopped && !this.held) {
          if ('lookAgainInMs' in next) this.arm(next.lookAgainInMs);
          else if (!next.done) {
            this.firstWaitingAt ??= Date.now();
            this.schedule();
          }
        }
        return next.busy === true;
      });
  }

  /** A call, if one is due: when not, says when to look again. */
  private async run(trigger: PublishTrigger): Promise<Next> {
    const { store, debounceMs, ceilingMs } = this.options;
    if (trigger === 'auto') {
      const since = await store.waitingSince();
      if (!since) return { done: true };
      // A change taken by another instance may be later than this instance's last.
      const due = Math.min(since.last + debounceMs, since.first + ceilingMs);
      if (due > Date.now()) return { lookAgainInMs: due - Date.now() };
    }
    const changedMeanwhile = await store.exclusively(() => this.publish(trigger));
    // Another instance is calling the hook: look again once its call may have ended.
    if (changedMeanwhile === 'busy') return { lookAgainInMs: debounceMs, busy: true };
    return { done: !changedMeanwhile };
  }

  /** Calls the hook for the changes made so far; tells whether more were made meanwhile. */
  private async publish(trigger: PublishTrigger): Promise<boolean> {
    const { store } = this.options;
    const { changeSeq, attemptedSeq } = await store.read();
    // Another instance's call covered them while this one waited for its turn.
    if (trigger === 'auto' && changeSeq <= attemptedSeq) return false;
    const at = new Date();
    await store.callStarted(at.toISOString());
    const called = await this.callHook();
    await store.callFinished(changeSeq, {
      at: at.toISOString(),
      result: called.ok ? 'ok' : 'failed',
      durationMs: called.durationMs ?? Date.now() - at.getTime(),
      trigger,
    });
    return (await store.read()).changeSeq > changeSeq;
  }

  private async callHook(): Promise<{ ok: boolean; durationMs?: number | undefined }> {
    const { url, tries, retryDelayMs, callTimeoutMs, log } = this.options;
    const fetchImpl = this.options.fetch ?? fetch;
    for (let attempt = 1; attempt <= tries; attempt += 1) {
      // A timer of the global clock (not AbortSignal.timeout), so tests can move it.
      const deadline = new AbortController();
      const timer = setTimeout(() => deadline.abort(), callTimeoutMs);
      const { signal } = deadline;
      try {
        const response = await fetchImpl(url as string, {
          method: 'POST',
          body: '{}',
          headers: { 'Content-Type': 'application/json' },
          signal,
        });
        if (response.ok) {
          log.info(`Site rebuild requested (build hook answered ${response.status})`);
          return { ok: true, durationMs: reportedDurationMs(await response.json().catch(() => null)) };
        }
        log.warn(`Build hook answered ${response.status} (try ${attempt} of ${tries})`);
      } catch (error) {
        const why = signal.aborted
          ? `no answer within ${callTimeoutMs / 1000} s`
          : error instanceof Error
            ? error.message
            : String(error);
        log.warn(`Build hook unreachable: ${why} (try ${attempt} of ${tries})`);
      } finally {
        clearTimeout(timer);
      }
      if (attempt < tries) await new Promise((resolve) => setTimeout(resolve, retryDelayMs * 2 ** (attempt - 1)));
    }
    log.error(`Site rebuild could not be requested after ${tries} tries`);
    return { ok: false };
  }
}
