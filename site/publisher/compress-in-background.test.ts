// @vitest-environment node
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
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

describe('compressInBackground', () => {
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

  it('fails with the reason when a file cannot be read', async () => {
    const pages = await writePages(1);
    await expect(compressInBackground(dir, [...pages, 'gone.html']).done).rejects.toThrow(/gone\.html/);
  });
});
