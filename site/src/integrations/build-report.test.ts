// @vitest-environment node
// The pages' fates as the build report tells them, from files laid out as Astro leaves them.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { classifyPages } from './build-report';

let work = '';
afterEach(() => rmSync(work, { recursive: true, force: true }));

/** Writes `text` at `page` under `folder`, last modified at `when` (ms). */
function write(folder: string, page: string, text: string, when: number) {
  const file = path.join(work, folder, page);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  utimesSync(file, when / 1000, when / 1000);
}

describe('classifyPages', () => {
  it('reuses only pages whose cached copy an earlier build wrote, at the same size; every other page is rendered', async () => {
    work = mkdtempSync(path.join(tmpdir(), 'suvarna-report-'));
    const started = Date.now() - 60_000;
    const before = started - 60_000;
    const during = started + 5_000;
    // Restored from the cache: the copy is as an earlier build left it.
    write('out', 'product-preview/1/index.html', '<p>₹ 10,000</p>', during);
    write('cache', 'product-preview/1/index.html', '<p>₹ 10,000</p>', before);
    // Rendered with a cache key: written to the cache during this build.
    write('out', 'product-preview/2/index.html', '<p>₹ 12,500</p>', during);
    write('cache', 'product-preview/2/index.html', '<p>₹ 12,500</p>', during);
    // Rendered without a cache key: no cached copy.
    write('out', 'admin/index.html', '<main></main>', during);
    // An old copy of another size is not this page.
    write('out', 'index.html', '<p>22K ₹ 7,284</p>', during);
    write('cache', 'index.html', '<p>22K ₹ 7,283.5</p>', before);

    const report = await classifyPages(
      path.join(work, 'out'),
      path.join(work, 'cache'),
      ['admin/index.html', 'index.html', 'product-preview/1/index.html', 'product-preview/2/index.html'],
      started,
    );
    expect(report).toEqual({
      rendered: ['/admin/index.html', '/index.html', '/product-preview/2/index.html'],
      reused: ['/product-preview/1/index.html'],
    });
  });
});
