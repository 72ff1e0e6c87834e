// @vitest-environment node
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FEED_CACHE_CONTROL, FEED_TYPES } from '../src/features/feeds/feed-types.ts';
import { compressFiles, linkUnchanged, prepareBuild } from './prepare.ts';
import { Publisher } from './publisher.ts';
import { cacheControl, createHookServer, createSiteServer, isLoopback, SECURITY_HEADERS } from './servers.ts';

let root: string;
let servers: Server[] = [];
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'suvarna-publisher-'));
});
afterEach(async () => {
  // Kept-alive connections would hold each close for seconds.
  for (const server of servers) server.closeAllConnections();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  servers = [];
  await rm(root, { recursive: true, force: true });
});

/** A stand-in for the site build: writes a page saying which build it is, when let through. */
function fakeBuilds() {
  let count = 0;
  let gate: Promise<void> = Promise.resolve();
  let open: () => void = () => undefined;
  return {
    get count() {
      return count;
    },
    hold() {
      gate = new Promise((resolve) => {
        open = resolve;
      });
    },
    release: () => open(),
    failNext: false,
    async build(outDir: string) {
      count += 1;
      const mine = count;
      await gate;
      if (this.failNext) {
        this.failNext = false;
        await mkdir(outDir, { recursive: true });
        throw new Error('Cannot build the site from the CMS at http://127.0.0.1:1: fetch failed');
      }
      await mkdir(path.join(outDir, '_astro'), { recursive: true });
      await writeFile(path.join(outDir, 'index.html'), `<h1>build ${mine}</h1>${'<p>ring</p>'.repeat(100)}`);
      await writeFile(path.join(outDir, '404.html'), '<h1>Not in our showroom</h1>');
      await mkdir(path.join(outDir, 'gu', '404'), { recursive: true });
      await writeFile(path.join(outDir, 'gu', '404', 'index.html'), '<h1>આ ઘરેણું અમારા શોરૂમમાં નથી</h1>');
      await writeFile(path.join(outDir, '_astro', 'app.js'), `console.log(${mine});`);
      await mkdir(path.join(outDir, 'admin', 'product'), { recursive: true });
      await writeFile(path.join(outDir, 'admin', 'index.html'), '<h1>Admin</h1><p>Welcome! Please select a page.</p>');
      await writeFile(path.join(outDir, 'admin', 'product', 'index.html'), '<h1>Admin</h1><h2>Products</h2>');
    },
  };
}

async function listen(server: Server, host = '127.0.0.1') {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const page = async (url: string, headers: Record<string, string> = {}) => {
  const response = await fetch(url, { headers });
  return { status: response.status, text: await response.text(), headers: response.headers };
};

describe('the publisher', () => {
  it('answers 503 before the first build, then serves each build only once it is complete', async () => {
    const builds = fakeBuilds();
    const publisher = new Publisher({
      root,
      build: (dir) => builds.build(dir),
      prepare: (dir, live) => prepareBuild(dir, live),
    });
    const site = await listen(createSiteServer(publisher));
    expect((await page(site)).status).toBe(503);

    expect((await publisher.request()).ok).toBe(true);
    expect((await page(site)).text).toContain('build 1');

    builds.hold();
    const second = publisher.request();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(publisher.status()).toMatchObject({ building: true });
    expect((await page(site)).text).toContain('build 1');
    builds.release();
    await second;
    expect((await page(site)).text).toContain('build 2');
    expect(await readdir(path.join(root, 'builds'))).toHaveLength(2);

    // The build before last is deleted once the next is live, in the background: a build requested
    // meanwhile is made and kept.
    expect((await publisher.request()).ok).toBe(true);
    const fourth = publisher.request();
    await publisher.oldBuildsRemoved();
    expect((await fourth).ok).toBe(true);
    await publisher.oldBuildsRemoved();
    expect((await page(site)).text).toContain('build 4');
    const kept = await readdir(path.join(root, 'builds'));
    expect(kept).toHaveLength(2);
    expect(kept).toContain(publisher.status().live);
  });

  it('puts a rebuild live before compressing it, serving it plain meanwhile, does not hold the next one back for it, and links later builds to its compressed copies', async () => {
    const builds = fakeBuilds();
    let releaseCompression: () => void = () => undefined;
    let compressionHeld = Promise.resolve();
    const linkedCounts: number[] = [];
    const publisher = new Publisher({
      root,
      build: (dir) => builds.build(dir),
      prepare: async (dir, live) => {
        const linked = await linkUnchanged(dir, live);
        linkedCounts.push(linked.linked);
        return linked;
      },
      finish: async (dir, { toCompress }) => {
        await compressionHeld;
        await compressFiles(dir, toCompress);
      },
    });
    const site = await listen(createSiteServer(publisher));
    const encoding = async () =>
      (await fetch(site, { headers: { 'Accept-Encoding': 'br' } })).headers.get('content-encoding');
    // The first build, with nothing live, is compressed before it goes live.
    await publisher.request();
    expect(await encoding()).toBe('br');

    compressionHeld = new Promise((resolve) => {
      releaseCompression = resolve;
    });
    expect((await publisher.request()).ok).toBe(true);
    expect(await encoding()).toBeNull();
    expect((await page(site)).text).toContain('build 2');

    // The third build goes live while the second is still being compressed, and is served plain.
    expect((await publisher.request()).ok).toBe(true);
    expect((await page(site)).text).toContain('build 3');
    expect(await encoding()).toBeNull();
    expect(publisher.status()).toMatchObject({ building: false, finishing: true });
    // Then both are compressed, one after the other, and the live one is served compressed.
    releaseCompression();
    await expect.poll(encoding).toBe('br');
    await expect.poll(() => publisher.status().finishing).toBe(false);
    // A fourth build links to the third's files and compressed copies where they are unchanged
    // (the 404 pages, the back office).
    expect((await publisher.request()).ok).toBe(true);
    expect((await page(site)).text).toContain('build 4');
    expect(linkedCounts[3]).toBeGreaterThan(0);
    await expect.poll(encoding).toBe('br');
  });

  it('keeps the previous site when a build fails, and reports why', async () => {
    const builds = fakeBuilds();
    const publisher = new Publisher({ root, build: (dir) => builds.build(dir) });
    const site = await listen(createSiteServer(publisher));
    await publisher.request();
    builds.failNext = true;
    const failed = await publisher.request();
    expect(failed).toMatchObject({
      ok: false,
      error: 'Cannot build the site from the CMS at http://127.0.0.1:1: fetch failed',
    });
    expect((await page(site)).text).toContain('build 1');
    expect(publisher.status().last).toEqual(failed);
    expect(await readdir(path.join(root, 'builds'))).toHaveLength(1);
  });

  it('refuses with 503, and keeps serving, when the live build is removed under it', async () => {
    const builds = fakeBuilds();
    const publisher = new Publisher({ root, build: (dir) => builds.build(dir) });
    const site = await listen(createSiteServer(publisher));
    await publisher.request();
    await rm(publisher.live() as string, { recursive: true, force: true });
    const gone = await page(`${site}/`);
    expect([gone.status, gone.text]).toEqual([503, 'The site is being published. Please try again in a moment.']);
    await publisher.request();
    expect((await page(site)).text).toContain('build 2');
  });

  it('answers every request made during a build with exactly one more build', async () => {
    const builds = fakeBuilds();
    const publisher = new Publisher({ root, build: (dir) => builds.build(dir) });
    builds.hold();
    const first = publisher.request();
    const burst = Array.from({ length: 5 }, () => publisher.request());
    expect(publisher.status()).toMatchObject({ building: true, queued: true });
    builds.release();
    await first;
    builds.release();
    const results = await Promise.all(burst);
    expect(builds.count).toBe(2);
    expect(publisher.status().completed).toBe(2);
    expect(new Set(results.map((result) => result.id)).size).toBe(1);
    expect(results[0]?.id).not.toBe((await first).id);
  });

  it('after a restart, serves the build that was live', async () => {
    const builds = fakeBuilds();
    await new Publisher({ root, build: (dir) => builds.build(dir) }).request();
    const restarted = new Publisher({ root, build: (dir) => builds.build(dir) });
    expect(await restarted.restore()).not.toBeNull();
    expect((await page(await listen(createSiteServer(restarted)))).text).toContain('build 1');
  });

  it('serves brotli or gzip when asked, with production cache headers, and a 404 page', async () => {
    const builds = fakeBuilds();
    const publisher = new Publisher({
      root,
      build: (dir) => builds.build(dir),
      prepare: (dir, live) => prepareBuild(dir, live),
    });
    const site = await listen(createSiteServer(publisher));
    await publisher.request();
    const html = await fetch(site, { headers: { 'Accept-Encoding': 'br' } });
    expect(html.headers.get('content-encoding')).toBe('br');
    expect(html.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(html.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await html.text()).toContain('build 1');
    const gz = await fetch(site, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const missing = await page(`${site}/no-such-page`);
    expect([missing.status, missing.text]).toEqual([404, '<h1>Not in our showroom</h1>']);
  });

  it('answers a missing Gujarati or Hindi address with that language’s 404 page, else the English one', async () => {
    const builds = fakeBuilds();
    const publisher = new Publisher({ root, build: (dir) => builds.build(dir) });
    const site = await listen(createSiteServer(publisher));
    await publisher.request();
    const gujarati = await page(`${site}/gu/no-such-page`);
    expect([gujarati.status, gujarati.text]).toEqual([404, '<h1>આ ઘરેણું અમારા શોરૂમમાં નથી</h1>']);
    expect(gujarati.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(gujarati.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    // This build has no Hindi 404 page: the English one, still with status 404.
    const hindi = await page(`${site}/hi/no-such-page`);
    expect([hindi.status, hindi.text]).toEqual([404, '<h1>Not in our showroom</h1>']);
  });

  it('serves no hidden file of the build and nothing outside it, however the address is written', async () => {
    const builds = fakeBuilds();
    const publisher = new Publisher({ root, build: (dir) => builds.build(dir) });
    const site = await listen(createSiteServer(publisher));
    await publisher.request();
    await writeFile(path.join(publisher.live() as string, '.env'), 'SECRET=hidden');
    await writeFile(path.join(root, 'outside.txt'), 'SECRET=outside');
    for (const address of ['/.env', '/%2eenv', '/_astro/../.env', '/..%2foutside.txt', '/%2e%2e/outside.txt']) {
      const answer = await page(`${site}${address}`);
      expect([answer.status, answer.text], address).toEqual([404, '<h1>Not in our showroom</h1>']);
    }
  });

  it('gives an unknown back-office address the back office, as netlify.toml does, and a known one its page', async () => {
    const builds = fakeBuilds();
    const publisher = new Publisher({
      root,
      build: (dir) => builds.build(dir),
      prepare: (dir, live) => prepareBuild(dir, live),
    });
    const site = await listen(createSiteServer(publisher));
    await publisher.request();
    for (const address of ['/admin/whatever', '/admin/whatever/deeper', '/admin/product/../../admin/nope']) {
      const shell = await page(`${site}${address}`);
      expect([shell.status, shell.text], address).toEqual([200, '<h1>Admin</h1><p>Welcome! Please select a page.</p>']);
      expect(shell.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    }
    expect((await page(`${site}/admin/product/`)).text).toContain('Products');
    // Not the back office: the public 404 page.
    for (const address of ['/administrator', '/no/admin/x']) {
      expect((await page(`${site}${address}`)).status, address).toBe(404);
    }
  });
});

describe('the build hook', () => {
  const SECRET = 'a-long-enough-secret-0123456789';

  it('listens on the loopback address only', async () => {
    const builds = fakeBuilds();
    const server = createHookServer(new Publisher({ root, build: (dir) => builds.build(dir) }), SECRET);
    await listen(server);
    expect((server.address() as AddressInfo).address).toBe('127.0.0.1');
  });

  it.each([
    ['127.0.0.1', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['10.0.0.5', false],
    ['192.168.1.20', false],
    ['::ffff:10.0.0.5', false],
    [undefined, false],
  ])('counts %s as this machine: %s', (address, expected) => {
    expect(isLoopback(address)).toBe(expected);
  });

  it('refuses a wrong secret without building, builds for the right one and tells the result', async () => {
    const builds = fakeBuilds();
    const hook = await listen(createHookServer(new Publisher({ root, build: (dir) => builds.build(dir) }), SECRET));
    expect((await fetch(`${hook}/hooks/guess`, { method: 'POST' })).status).toBe(401);
    expect((await fetch(`${hook}/hooks/${SECRET}x`, { method: 'POST' })).status).toBe(401);
    expect(builds.count).toBe(0);

    const ok = await fetch(`${hook}/hooks/${SECRET}`, { method: 'POST', body: '{}' });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ ok: true });
    builds.failNext = true;
    const failed = await fetch(`${hook}/hooks/${SECRET}`, { method: 'POST' });
    expect(failed.status).toBe(502);
    expect(await failed.json()).toMatchObject({ ok: false, error: expect.stringContaining('Cannot build the site') });
    const status = await (await fetch(`${hook}/status`)).json();
    expect(status).toMatchObject({ building: false, queued: false, last: { ok: false } });
  });
});

describe('the product feeds, as in production', () => {
  const FEEDS = { xml: 'google-merchant.xml', csv: 'meta-catalogue.csv', tsv: 'google-local-inventory.tsv' };

  it('are served with their channels’ types and a minute’s cache, compressed or not', async () => {
    const publisher = new Publisher({
      root,
      build: async (dir) => {
        await mkdir(path.join(dir, 'feeds'), { recursive: true });
        await writeFile(path.join(dir, 'index.html'), '<h1>Suvarna</h1>');
        for (const file of Object.values(FEEDS))
          await writeFile(path.join(dir, 'feeds', file), `id,title\nKB-22,Kada\n${'x'.repeat(2000)}`);
      },
      prepare: (dir, live) => prepareBuild(dir, live),
    });
    const site = await listen(createSiteServer(publisher));
    await publisher.request();
    for (const [kind, file] of Object.entries(FEEDS))
      for (const encoding of ['identity', 'gzip']) {
        const response = await fetch(`${site}/feeds/${file}`, { headers: { 'Accept-Encoding': encoding } });
        expect(response.status, file).toBe(200);
        expect(response.headers.get('content-type'), file).toBe(FEED_TYPES[kind]);
        expect(response.headers.get('cache-control'), file).toBe(FEED_CACHE_CONTROL);
        expect(await response.text(), file).toContain('KB-22,Kada');
      }
  });

  it('netlify.toml sends the same type and cache for each', async () => {
    const toml = await readFile(path.resolve(import.meta.dirname, '../../netlify.toml'), 'utf8');
    for (const [kind, file] of Object.entries(FEEDS)) {
      const block = toml.split('[[headers]]').find((section) => section.includes(`for = "/feeds/*.${kind}"`)) ?? '';
      expect(block, file).toContain(`Content-Type = "${FEED_TYPES[kind]}"`);
      expect(block, file).toContain(`Cache-Control = "${FEED_CACHE_CONTROL}"`);
    }
  });
});

describe('cache headers, as in production', () => {
  it.each([
    ['/_astro/app.Dx3k.js', 'public, max-age=31536000, immutable'],
    ['/_pictures/SJ_RG_2001_1_1_ae7a22c06f-5JNC1Sg9NPyV-400.webp', 'public, max-age=31536000, immutable'],
    ['/index.html', 'public, max-age=0, must-revalidate'],
    ['/catalogue/facets.json', 'public, max-age=0, must-revalidate'],
  ])('%s: %s', (pathname, expected) => {
    expect(cacheControl(pathname)).toBe(expected);
  });
});

describe('security headers, as in production', () => {
  /** The headers netlify.toml gives every path. */
  async function netlifyHeaders(): Promise<Record<string, string>> {
    const toml = await readFile(path.resolve(import.meta.dirname, '../../netlify.toml'), 'utf8');
    const block = toml.split('[[headers]]').find((section) => section.includes('for = "/*"')) ?? '';
    return Object.fromEntries([...block.matchAll(/^\s*([\w-]+) = "(.*)"$/gm)].map(([, name, value]) => [name, value]));
  }

  it('are the ones netlify.toml sends, the Content-Security-Policy header included', async () => {
    const netlify = await netlifyHeaders();
    expect(netlify['Content-Security-Policy']).toBe("frame-ancestors 'none'");
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect([name, netlify[name]]).toEqual([name, value]);
  });

  it('come with every page, the 404 page and the first-build notice', async () => {
    const builds = fakeBuilds();
    const publisher = new Publisher({ root, build: (dir) => builds.build(dir) });
    const site = await listen(createSiteServer(publisher));
    expect((await page(site)).headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
    await publisher.request();
    for (const address of [site, `${site}/no-such-page`]) {
      const { headers } = await page(address);
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers.get(name)).toBe(value);
    }
  });
});
