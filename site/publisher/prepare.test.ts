// @vitest-environment node
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { prepareBuild } from './prepare.ts';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'suvarna-compress-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

async function writeBuild(name: string, files: Record<string, string>) {
  const dir = path.join(root, name);
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), content);
  }
  return dir;
}

const page = (price: string) => `<html><body>${`<p>Lotus ring ${price}</p>`.repeat(80)}</body></html>`;
const script = `export const rates = ${JSON.stringify(Array.from({ length: 60 }, (_, index) => ({ id: index })))};`;

describe('prepareBuild', () => {
  it('writes brotli and gzip copies that decompress to each page and asset, skipping tiny files', async () => {
    const dir = await writeBuild('b1', {
      'index.html': page('₹7,000'),
      '_astro/app.js': script,
      'robots.txt': 'User-agent: *',
    });
    expect(await prepareBuild(dir)).toEqual({ linked: 0, compressed: 2 });
    for (const file of ['index.html', '_astro/app.js']) {
      const original = await readFile(path.join(dir, file));
      expect(brotliDecompressSync(await readFile(path.join(dir, `${file}.br`)))).toEqual(original);
      expect(gunzipSync(await readFile(path.join(dir, `${file}.gz`)))).toEqual(original);
    }
    await expect(stat(path.join(dir, 'robots.txt.br'))).rejects.toThrow();
  });

  it('reuses the live build’s copies of unchanged files and compresses changed ones anew', async () => {
    const live = await writeBuild('live', { 'about/index.html': page('none'), 'index.html': page('₹7,000') });
    // The live copies were made another way, so reused ones are recognisable by their bytes.
    const liveCopy = brotliCompressSync(page('none'), { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } });
    await writeFile(path.join(live, 'about/index.html.br'), liveCopy);
    await writeFile(path.join(live, 'about/index.html.gz'), 'live gzip');
    const next = await writeBuild('next', { 'about/index.html': page('none'), 'index.html': page('₹7,001') });

    expect(await prepareBuild(next, live)).toEqual({ linked: 1, compressed: 1 });
    expect(await readFile(path.join(next, 'about/index.html.br'))).toEqual(liveCopy);
    expect(await readFile(path.join(next, 'about/index.html.gz'), 'utf8')).toBe('live gzip');
    const home = brotliDecompressSync(await readFile(path.join(next, 'index.html.br'))).toString();
    expect(home).toContain('₹7,001');
  });

  it('links unchanged files, pictures included, to the live build instead of copying them', async () => {
    const picture = Buffer.from(Array.from({ length: 4096 }, (_, index) => index % 251));
    const live = await writeBuild('live', { 'about/index.html': page('none'), 'index.html': page('₹7,000') });
    const next = await writeBuild('next', { 'about/index.html': page('none'), 'index.html': page('₹7,001') });
    for (const dir of [live, next]) {
      await writeFile(path.join(dir, 'ring.webp'), picture);
      await mkdir(path.join(dir, '_astro'));
      await writeFile(path.join(dir, '_astro', 'ring_Z1x2.webp'), picture);
    }
    await prepareBuild(live);

    expect(await prepareBuild(next, live)).toEqual({ linked: 3, compressed: 1 });
    const inode = async (dir: string, file: string) => (await stat(path.join(dir, file))).ino;
    for (const file of ['ring.webp', '_astro/ring_Z1x2.webp', 'about/index.html', 'about/index.html.br']) {
      expect(await inode(next, file)).toBe(await inode(live, file));
    }
    expect(await inode(next, 'index.html')).not.toBe(await inode(live, 'index.html'));
    expect(await readFile(path.join(next, 'ring.webp'))).toEqual(picture);
  });
});
