// Calls the site's build hook after content changes: debounced, so a burst of edits causes one
// rebuild; retried with backoff. Its state lives in the database (a PublishStore), not in memory:
// a change acknowledged to an admin reaches the site even if the CMS dies before the hook is due,
// because the next start finds it unpublished and calls the hook; and GET
// /api/admin/publish-status tells the same story after a restart or from another instance.
import type { PublishResult, PublishStatus } from '@suvarna/domain';

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

export interface PublishStore {
  /** Numbers a new change; durable once this resolves. */
  recordChange(): Promise<void>;
  read(): Promise<PublishState>;
  callStarted(at: string): Promise<void>;
  callFinished(seq: number, result: 'ok' | 'failed'): Promise<void>;
  /** After a restart: the changes no call succeeded for are pending again. */
  reopen(): Promise<void>;
}

export interface RebuildSchedulerOptions {
  /** The build hook; without one nothing is sent and the status says so. */
  url: string | undefined;
  debounceMs: number;
  /** Wait before the second try; doubles for each further try. */
  retryDelayMs: number;
  tries: number;
  store: PublishStore;
  fetch?: typeof fetch;
  log: { info(message: string): void; warn(message: string): void; error(message: string): void };
}

export class RebuildScheduler {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(private readonly options: RebuildSchedulerOptions) {}

  /** At start: content changed that no call of the hook succeeded for (a crash, a failed call) is published now. */
  async resume(): Promise<void> {
    if (!this.options.url) return;
    const state = await this.options.store.read();
    if (state.changeSeq <= state.publishedSeq) return;
    this.options.log.info('Content changed since the site was last published: the build hook will be called');
    await this.options.store.reopen();
    this.schedule();
  }

  /**
   * Content changed: the change is numbered, durably, before it is acknowledged (with or without a
   * hook: the count also tells every instance that its priced catalogue is stale), and the hook
   * is called once the changes have been quiet for the debounce time.
   */
  async contentChanged(): Promise<void> {
    await this.options.store.recordChange();
    this.schedule();
  }

  private schedule(): void {
    if (!this.options.url || this.stopped || this.running) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.fire(), this.options.debounceMs);
    this.timer.unref();
  }

  async status(): Promise<PublishStatus> {
    if (!this.options.url) return { lastTrigger: null, lastResult: 'not-configured', pending: false };
    const state = await this.options.store.read();
    return {
      lastTrigger: state.lastTrigger,
      lastResult: state.lastResult,
      pending: state.changeSeq > state.attemptedSeq,
    };
  }

  /** Resolves when no call is under way (tests and shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private fire(): void {
    this.timer = undefined;
    this.running = this.publish()
      .catch((error: unknown) => {
        this.options.log.error(`Publishing failed: ${error instanceof Error ? error.message : String(error)}`);
        return false;
      })
      .then((changedMeanwhile) => {
        this.running = undefined;
        if (changedMeanwhile) this.schedule();
      });
  }

  /** Calls the hook for the changes made so far; tells whether more were made meanwhile. */
  private async publish(): Promise<boolean> {
    const { store } = this.options;
    const { changeSeq } = await store.read();
    await store.callStarted(new Date().toISOString());
    await store.callFinished(changeSeq, (await this.callHook()) ? 'ok' : 'failed');
    return (await store.read()).changeSeq > changeSeq;
  }

  private async callHook(): Promise<boolean> {
    const { url, tries, retryDelayMs, log } = this.options;
    const fetchImpl = this.options.fetch ?? fetch;
    for (let attempt = 1; attempt <= tries; attempt += 1) {
      try {
        const response = await fetchImpl(url as string, {
          method: 'POST',
          body: '{}',
          headers: { 'Content-Type': 'application/json' },
        });
        if (response.ok) {
          log.info(`Site rebuild requested (build hook answered ${response.status})`);
          return true;
        }
        log.warn(`Build hook answered ${response.status} (try ${attempt} of ${tries})`);
      } catch (error) {
        log.warn(
          `Build hook unreachable: ${error instanceof Error ? error.message : String(error)} (try ${attempt} of ${tries})`,
        );
      }
      if (attempt < tries) await new Promise((resolve) => setTimeout(resolve, retryDelayMs * 2 ** (attempt - 1)));
    }
    log.error(`Site rebuild could not be requested after ${tries} tries`);
    return false;
  }
}
