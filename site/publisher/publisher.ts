// Keeps one good build of the site live. A rebuild goes into a fresh folder and is swapped in
// only when it succeeded, so visitors never see a half-built or empty site; requests that arrive
// during a build are answered by the one build that starts after it.
import { mkdir, readdir, readlink, rename, rm, symlink } from 'node:fs/promises';
import path from 'node:path';

export interface BuildResult {
  ok: boolean;
  /** The build's folder name. */
  id: string;
  startedAt: string;
  finishedAt: string;
  error?: string;
}

export interface PublisherStatus {
  live: string | null;
  building: boolean;
  queued: boolean;
  /** A live build's background work (precompression) is under way or waiting its turn. */
  finishing: boolean;
  /** Builds finished since the publisher started, failed ones included. */
  completed: number;
  last: BuildResult | null;
}

export interface PublisherOptions<Built = void, Prepared = unknown> {
  /** Holds builds/<id>/ and the `current` link to the live one, which survives a restart. */
  root: string;
  /** Builds the site into `outDir`, resolving with what the build says of itself; rejects with a message when it fails. */
  build: (outDir: string) => Promise<Built>;
  /** Work on a finished build before it goes live (links), given the live build if any. */
  prepare?: (outDir: string, liveDir: string | null, built: Built) => Promise<Prepared>;
  /**
   * Work on a build once it is live (precompression), so that visitors do not wait for it. The
   * next build starts its own `prepare` only after it; with nothing live yet, it is done before.
   */
  finish?: (outDir: string, prepared: Prepared) => Promise<unknown>;
  log?: (message: string) => void;
}

export class Publisher<Built = void, Prepared = unknown> {
  private liveDir: string | null = null;
  /** The `finish` of the builds put live, under way or done, one after another. */
  private finishing: Promise<void> = Promise.resolve();
  /** How many builds' `finish` is under way or waiting its turn. */
  private unfinished = 0;
  /** The deletion of builds no longer kept, under way or done. */
  private removing: Promise<void> = Promise.resolve();
  private running: Promise<BuildResult> | undefined;
  private next: Promise<BuildResult> | undefined;
  private last: BuildResult | null = null;
  private completed = 0;
  private readonly options: PublisherOptions<Built, Prepared>;

  constructor(options: PublisherOptions<Built, Prepared>) {
    this.options = options;
  }

  private get log(): (message: string) => void {
    return this.options.log ?? (() => undefined);
  }

  private get buildsDir() {
    return path.join(this.options.root, 'builds');
  }

  private get link() {
    return path.join(this.options.root, 'current');
  }

  /** Picks up the build that was live before a restart, if any. */
  async restore(): Promise<string | null> {
    try {
      this.liveDir = path.resolve(this.options.root, await readlink(this.link));
    } catch {
      this.liveDir = null;
    }
    return this.liveDir;
  }

  /** The folder visitors are served from, or null before the first good build. */
  live(): string | null {
    return this.liveDir;
  }

  status(): PublisherStatus {
    return {
      live: this.liveDir ? path.basename(this.liveDir) : null,
      building: this.running !== undefined,
      queued: this.next !== undefined,
      finishing: this.unfinished > 0,
      completed: this.completed,
      last: this.last,
    };
  }

  /**
   * Asks for a build that includes every change made until now: during a build, all requests
   * share the one build that starts after it. Resolves with that build's result.
   */
  request(): Promise<BuildResult> {
    if (this.next) return this.next;
    if (this.running) {
      this.next = this.running.then(() => {
        this.next = undefined;
        return this.start();
      });
      return this.next;
    }
    return this.start();
  }

  private start(): Promise<BuildResult> {
    this.running = this.buildAndSwap().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async buildAndSwap(): Promise<BuildResult> {
    const log = this.log;
    const startedAt = new Date();
    const id = startedAt.toISOString().replace(/[:.]/g, '-');
    const outDir = path.join(this.buildsDir, id);
    await mkdir(this.buildsDir, { recursive: true });
    log(`building ${id}`);
    try {
      const built = await this.options.build(outDir);
      // This build links to the live one's compressed copies written so far; it does not wait for
      // the rest (a large rebuild's take tens of seconds), its own `finish` compresses those files.
      const prepared = (await this.options.prepare?.(outDir, this.liveDir, built)) as Prepared;
      const { finish } = this.options;
      const replacing = this.liveDir !== null;
      if (finish && !replacing) await finish(outDir, prepared);
      await this.swap(outDir);
      if (finish && replacing) {
        // One build's background work at a time, in the order the builds went live.
        this.unfinished += 1;
        this.finishing = this.finishing
          .then(() => finish(outDir, prepared))
          .then(
            () => undefined,
            (error: unknown) =>
              log(`finishing ${id} failed: ${error instanceof Error ? error.message : String(error)}`),
          )
          .finally(() => {
            this.unfinished -= 1;
          });
      }
      this.last = { ok: true, id, startedAt: startedAt.toISOString(), finishedAt: new Date().toISOString() };
      log(`published ${id} in ${((Date.now() - startedAt.getTime()) / 1000).toFixed(1)} s`);
    } catch (error) {
      await rm(outDir, { recursive: true, force: true });
      const message = error instanceof Error ? error.message : String(error);
      this.last = {
        ok: false,
        id,
        startedAt: startedAt.toISOString(),
        finishedAt: new Date().toISOString(),
        error: message,
      };
      log(`build ${id} failed, the previous site stays live: ${message}`);
    }
    this.completed += 1;
    return this.last;
  }

  /**
   * Points `current` at the new build in one rename, then drops all but it and the one before:
   * in the background, since a build of a large catalogue takes seconds to delete and the next
   * change need not wait for it. The builds to drop are listed now, before a next build's folder
   * can appear.
   */
  private async swap(outDir: string): Promise<void> {
    const temporaryLink = `${this.link}.${process.pid}.tmp`;
    await rm(temporaryLink, { force: true });
    await symlink(path.relative(this.options.root, outDir), temporaryLink);
    await rename(temporaryLink, this.link);
    const previous = this.liveDir;
    this.liveDir = outDir;
    const keep = new Set([outDir, previous].filter(Boolean).map((dir) => path.basename(dir as string)));
    const stale = (await readdir(this.buildsDir)).filter((entry) => !keep.has(entry));
    // Not while an older build's `finish` may still be writing into it.
    const finished = this.finishing;
    this.removing = Promise.all([this.removing, finished]).then(async () => {
      for (const entry of stale) {
        await rm(path.join(this.buildsDir, entry), { recursive: true, force: true }).catch((error: unknown) =>
          this.log(
            `could not delete the old build ${entry}: ${error instanceof Error ? error.message : String(error)}`,
          ),
        );
      }
    });
  }

  /** Resolves once the builds dropped so far are deleted. */
  oldBuildsRemoved(): Promise<void> {
    return this.removing;
  }
}
