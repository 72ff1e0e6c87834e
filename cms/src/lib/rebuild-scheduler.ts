// Calls the site's build hook after content changes: debounced, so a burst of edits causes one
// rebuild; retried with backoff; its state is what GET /api/admin/publish-status reports.
import type { PublishStatus } from '@suvarna/domain';

export interface RebuildSchedulerOptions {
  /** The build hook; without one nothing is sent and the status says so. */
  url: string | undefined;
  debounceMs: number;
  /** Wait before the second try; doubles for each further try. */
  retryDelayMs: number;
  tries: number;
  fetch?: typeof fetch;
  log: { info(message: string): void; warn(message: string): void; error(message: string): void };
}

export class RebuildScheduler {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private changedWhileRunning = false;
  private state: PublishStatus;

  constructor(private readonly options: RebuildSchedulerOptions) {
    this.state = { lastTrigger: null, lastResult: options.url ? null : 'not-configured', pending: false };
  }

  /** Content changed: call the hook once the changes have been quiet for the debounce time. */
  schedule(): void {
    if (!this.options.url) return;
    this.state.pending = true;
    if (this.running) {
      this.changedWhileRunning = true;
      return;
    }
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.fire(), this.options.debounceMs);
    this.timer.unref();
  }

  status(): PublishStatus {
    return { ...this.state };
  }

  /** Resolves when no call is scheduled or under way (tests and shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private fire(): void {
    this.timer = undefined;
    this.running = this.callHook().finally(() => {
      this.running = undefined;
      // Changes stay pending until the hook has been called for them, retries included.
      this.state.pending = false;
      if (this.changedWhileRunning) {
        this.changedWhileRunning = false;
        this.schedule();
      }
    });
  }

  private async callHook(): Promise<void> {
    const { url, tries, retryDelayMs, log } = this.options;
    if (!url) return;
    const fetchImpl = this.options.fetch ?? fetch;
    this.state.lastTrigger = new Date().toISOString();
    for (let attempt = 1; attempt <= tries; attempt += 1) {
      try {
        const response = await fetchImpl(url, {
          method: 'POST',
          body: '{}',
          headers: { 'Content-Type': 'application/json' },
        });
        if (response.ok) {
          this.state.lastResult = 'ok';
          log.info(`Site rebuild requested (build hook answered ${response.status})`);
          return;
        }
        log.warn(`Build hook answered ${response.status} (try ${attempt} of ${tries})`);
      } catch (error) {
        log.warn(
          `Build hook unreachable: ${error instanceof Error ? error.message : String(error)} (try ${attempt} of ${tries})`,
        );
      }
      if (attempt < tries) await new Promise((resolve) => setTimeout(resolve, retryDelayMs * 2 ** (attempt - 1)));
    }
    this.state.lastResult = 'failed';
    log.error(`Site rebuild could not be requested after ${tries} tries`);
  }
}
