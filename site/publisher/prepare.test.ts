// @vitest-environment node
import { existsSync } from 'node:fs';
import { link, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PICTURES_FOLDER } from '../src/lib/pictures.ts';
import { linkUnchanged, pagesRestoredFromLive, prepareBuild } from './prepare.ts';

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

  it('leaves product pictures linked from the pictures’ cache as they are, and links copied ones to the live build', async () => {
    const picture = Buffer.from(Array.from({ length: 4096 }, (_, index) => index % 241));
    const cache = await writeBuild('cache', { 'ring-240.webp': picture.toString('latin1') });
    const live = await writeBuild('live', { 'index.html': page('₹7,000') });
    const next = await writeBuild('next', { 'index.html': page('₹7,000') });
    for (const dir of [live, next]) {
      await mkdir(path.join(dir, PICTURES_FOLDER));
      await link(path.join(cache, 'ring-240.webp'), path.join(dir, PICTURES_FOLDER, 'ring-240.webp'));
      // Made on another disk than the cache: a copy.
      await writeFile(path.join(dir, PICTURES_FOLDER, 'ring-480.webp'), picture);
    }
    await prepareBuild(live);

    expect(await prepareBuild(next, live)).toEqual({ linked: 2, compressed: 0 });
    const inode = async (dir: string, file: string) => (await stat(path.join(dir, file))).ino;
    expect(await inode(next, `${PICTURES_FOLDER}/ring-240.webp`)).toBe(await inode(cache, 'ring-240.webp'));
    expect(await inode(next, `${PICTURES_FOLDER}/ring-480.webp`)).toBe(
      await inode(live, `${PICTURES_FOLDER}/ring-480.webp`),
    );
    expect(await inode(next, 'index.html')).toBe(await inode(live, 'index.html'));
  });

  it('takes the pages the build restored from the live build as unchanged without reading them, unless their size differs', async () => {
    const live = await writeBuild('live', { 'about/index.html': page('none'), 'index.html': page('₹7,000') });
    await prepareBuild(live);
    // Said to be restored, but the home page is not the live one's size: it is compared, and compressed anew.
    const next = await writeBuild('next', { 'about/index.html': page('none'), 'index.html': page('₹17,000') });
    const restored = new Set(['/about/index.html', '/index.html']);

    expect(await prepareBuild(next, live, restored)).toEqual({ linked: 1, compressed: 1 });
    const inode = async (dir: string, file: string) => (await stat(path.join(dir, file))).ino;
    expect(await inode(next, 'about/index.html.br')).toBe(await inode(live, 'about/index.html.br'));
    expect(brotliDecompressSync(await readFile(path.join(next, 'index.html.br'))).toString()).toContain('₹17,000');
  });

  it('gives a page restored as a link to the live one the live copies, and compresses it anew when the live build lacks one of them', async () => {
    const live = await writeBuild('live', { 'about/index.html': page('none'), 'index.html': page('₹7,000') });
    await prepareBuild(live);
    await rm(path.join(live, 'index.html.gz'));
    const next = await writeBuild('next', {});
    for (const file of ['about/index.html', 'index.html']) {
      await mkdir(path.dirname(path.join(next, file)), { recursive: true });
      await link(path.join(live, file), path.join(next, file));
    }

    expect(await linkUnchanged(next, live)).toEqual({ linked: 1, toCompress: ['index.html'] });
    const inode = async (dir: string, file: string) => (await stat(path.join(dir, file))).ino;
    expect(await inode(next, 'about/index.html.gz')).toBe(await inode(live, 'about/index.html.gz'));
    // Not half linked: neither copy is there until it is compressed.
    expect(existsSync(path.join(next, 'index.html.br'))).toBe(false);
  });

  it('trusts a build’s restored pages only when the build they came from is the live one', () => {
    const report = { rendered: ['/index.html'], reused: ['/about/index.html'], reusedFrom: '/shop/builds/b1' };
    expect([...pagesRestoredFromLive(report, '/shop/builds/b1')]).toEqual(['/about/index.html']);
    // The build after b1 failed to go live, or b1 was a build by hand: b0 is still live.
    expect(pagesRestoredFromLive(report, '/shop/builds/b0').size).toBe(0);
    expect(pagesRestoredFromLive({ ...report, reusedFrom: null }, '/shop/builds/b1').size).toBe(0);
    expect(pagesRestoredFromLive(report, null).size).toBe(0);
    expect(pagesRestoredFromLive(null, '/shop/builds/b1').size).toBe(0);
  });
});
