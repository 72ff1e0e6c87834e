// @vitest-environment node
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { constants, getPriority, tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compressInBackground } from './compress-in-background.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'suvarna-background-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

// Pages of different prices, big enough that compressing a few hundred takes a moment.
async function writePages(count: number): Promise<string[]> {
  const names = Array.from({ length: count }, (_, index) => `page-${index}.html`);
  await Promise.all(
    names.map((name, index) =>
      writeFile(
        path.join(dir, name),
        Array.from(
          { length: 2000 },
          (_, row) => `<p>Ring ${index}-${row}: ₹${(index * 7919 + row * 104729) % 99991}</p>`,
        ).join(''),
      ),
    ),
  );
  return names;
}

// The child runs at the lowest CPU priority on purpose, so on a busy machine (the other test files
// boot a CMS or build a site beside this one) it may wait its turn for many seconds.
describe('compressInBackground', { timeout: 60_000 }, () => {
  it('writes brotli and gzip copies of each file from a child process at the lowest CPU priority', async () => {
    const pages = await writePages(150);
    const { pid, done } = compressInBackground(dir, pages);
    expect(pid).not.toBe(process.pid);
    // The child lowers its own priority first thing; watch it until it does or ends.
    let priority: number | undefined;
    const watching = (async () => {
      for (;;) {
        try {
          priority = getPriority(pid);
        } catch {
          return; // ended
        }
        if (priority === constants.priority.PRIORITY_LOW) return;
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    })();
    expect(await done).toBe(150);
    await watching;
    expect(priority).toBe(constants.priority.PRIORITY_LOW);
    for (const name of [pages[0], pages[149]] as string[]) {
      const original = await readFile(path.join(dir, name));
      expect(brotliDecompressSync(await readFile(path.join(dir, `${name}.br`)))).toEqual(original);
      expect(gunzipSync(await readFile(path.join(dir, `${name}.gz`)))).toEqual(original);
    }
  });

  it('stops while paused, writing nothing, and finishes once resumed', async () => {
    const pages = await writePages(150);
    const compression = compressInBackground(dir, pages);
    compression.pause();
    // The third field of /proc/<pid>/stat is the state: T when stopped by a signal.
    const state = async () => (await readFile(`/proc/${compression.pid}/stat`, 'utf8')).split(') ')[1]?.[0];
    await expect.poll(state).toBe('T');
    const written = async () => (await readdir(dir)).filter((name) => name.endsWith('.br')).length;
    const before = await written();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await written()).toBe(before);
    compression.resume();
    expect(await compression.done).toBe(150);
    expect(await written()).toBe(150);
    // Once ended, pausing it does nothing (and throws nothing).
    compression.pause();
  });

  it('fails with the reason when a file cannot be read', async () => {
    const pages = await writePages(1);
    await expect(compressInBackground(dir, [...pages, 'gone.html']).done).rejects.toThrow(/gone\.html/);
  });
});
