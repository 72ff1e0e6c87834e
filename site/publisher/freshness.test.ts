// @vitest-environment node
// npm start's pieces on temporary ports and a temporary database: the real CMS calling the real
// publisher, which builds the real site. Content changes must reach the live site.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatRupees, type Product, paiseToRupees, type Rate, rupeesToPaise } from '@suvarna/domain';
import {
  type CmsProcess,
  freePort,
  type ServerProcess,
  startCmsProcess,
  startPublisherProcess,
  TEST_ADMIN,
} from '@suvarna/testkit';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PublisherStatus } from './publisher';

const SECRET = 'freshness-test-secret-0123456789';
const work = mkdtempSync(path.join(tmpdir(), 'suvarna-freshness-'));
let cms: CmsProcess | undefined;
let publisher: ServerProcess | undefined;
let cmsUrl: string;
let siteUrl: string;
let hookUrl: string;
let token: string;

async function api<T>(route: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${cmsUrl}${route}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: init.body === undefined ? null : JSON.stringify(init.body),
  });
  return ((await response.json()) as { data: T }).data;
}
const status = async () => (await (await fetch(`${hookUrl}/status`)).json()) as PublisherStatus;
const page = async (route: string) => (await fetch(`${siteUrl}${route}`)).text();

/** Polls every half second for up to `seconds`. */
const within = (seconds: number, message: string) => ({ timeout: seconds * 1000, interval: 500, message });
// vi.waitFor, not expect.poll, which only runs inside a test: beforeAll waits for this too.
const settled = () =>
  vi.waitFor(
    async () => expect(await status()).toMatchObject({ building: false, queued: false }),
    within(180, 'the publisher settling'),
  );

beforeAll(async () => {
  const [sitePort, hookPort] = [await freePort(), await freePort()];
  siteUrl = `http://127.0.0.1:${sitePort}`;
  hookUrl = `http://127.0.0.1:${hookPort}`;
  cms = await startCmsProcess({
    workDir: path.join(work, 'cms'),
    env: {
      SEED_DEMO: 'true',
      SITE_BUILD_HOOK_URL: `${hookUrl}/hooks/${SECRET}`,
      REBUILD_DEBOUNCE_MS: '500',
      REBUILD_RETRY_MS: '200',
    },
    stderr: 'inherit',
  });
  cmsUrl = cms.url;
  publisher = await startPublisherProcess({
    cmsUrl,
    sitePort,
    hookPort,
    secret: SECRET,
    publishDir: path.join(work, 'publish'),
    stderr: 'inherit',
  });
  await settled();
  const login = await api<{ token: string }>('/api/admin/login', { method: 'POST', body: TEST_ADMIN });
  token = login.token;
}, 600_000);

afterAll(async () => {
  await Promise.all([publisher?.stop(), cms?.stop()]);
  rmSync(work, { recursive: true, force: true });
});

describe('content changes reach the live site', () => {
  it('a 22K rate change shows on the home page’s rate table and on a 22K product’s page', async () => {
    const rate = (await api<Rate[]>('/api/admin/get-price')).find((candidate) => candidate.name === '22K') as Rate;
    const price = Math.round((rate.price + 111.11) * 100) / 100;
    await api('/api/admin/update-price', { method: 'PUT', body: { id: rate.id, name: '22K', price } });
    const { products } = await api<{ products: Product[] }>('/api/user/product-list?limit=48');
    const product = products.find((candidate) => candidate.purity === '22K') as Product;
    const repriced = await api<Product>('/api/user/get-product', { method: 'POST', body: { id: product.id } });

    // The home page quotes gold per 10 g.
    const quoted = formatRupees(paiseToRupees(rupeesToPaise(price) * 10));
    await expect.poll(() => page('/'), within(120, 'the new rate on the home page')).toContain(quoted);
    expect(await page(`/product-preview/${product.id}`)).toContain(formatRupees(repriced.totalPrice));
  }, 180_000);

  it('a burst of five edits causes exactly one more build', async () => {
    await settled();
    const before = (await status()).completed;
    const rate = (await api<Rate[]>('/api/admin/get-price')).find((candidate) => candidate.name === '18K') as Rate;
    for (let edit = 1; edit <= 5; edit += 1) {
      await api('/api/admin/update-price', {
        method: 'PUT',
        body: { id: rate.id, name: '18K', price: rate.price + edit },
      });
    }
    await expect.poll(async () => (await status()).completed, within(120, 'a rebuild')).toBeGreaterThan(before);
    await settled();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await status()).completed).toBe(before + 1);
    // 18K is gold, quoted per 10 g.
    expect(await page('/')).toContain(formatRupees(paiseToRupees(rupeesToPaise(rate.price + 5) * 10)));
  }, 180_000);

  it('when the CMS is unreachable during a rebuild, the old site stays up and the failure is reported', async () => {
    await settled();
    const before = await page('/');
    await cms?.stop();
    const answer = await fetch(`${hookUrl}/hooks/${SECRET}`, { method: 'POST' });
    expect(answer.status).toBe(502);
    expect(await answer.json()).toMatchObject({
      ok: false,
      error: expect.stringContaining(`Cannot build the site from the CMS at ${cmsUrl}`),
    });
    expect((await status()).last).toMatchObject({ ok: false });
    expect(await page('/')).toBe(before);
  }, 180_000);
});
