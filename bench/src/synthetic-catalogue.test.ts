// The seeder against the real CMS (a child process on a temporary SQLite database with the demo
// catalogue), through real HTTP; and its command line, whose failures read as one sentence.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApiClient } from '@suvarna/api-client';
import {
  DEFAULT_GST_RATE,
  EMPTY_QUERY,
  MAX_PAGE_SIZE,
  paiseToRupees,
  priceBreakup,
  tokenOfLogin,
} from '@suvarna/domain';
import { TEST_ADMIN as ADMIN, type CmsProcess, freePort, startCmsProcess } from '@suvarna/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSyntheticCatalogue, syntheticProduct, syntheticSku } from './synthetic-catalogue.ts';

const work = mkdtempSync(path.join(tmpdir(), 'suvarna-seed-'));
let cms: CmsProcess | undefined;
let cmsUrl: string;
let token: string;
const api = () => createApiClient({ baseUrl: cmsUrl, getToken: () => token });

const productCount = async () => (await api().getProductCount()).totalProductCount;
const syntheticListing = async () =>
  (await api().listProducts({ ...EMPTY_QUERY, search: 'SYN-', sort: 'name_asc', limit: MAX_PAGE_SIZE })).products;

beforeAll(async () => {
  cms = await startCmsProcess({ workDir: work, env: { SEED_DEMO: 'true' }, timeoutMs: 170_000, stderr: 'inherit' });
  cmsUrl = cms.url;
  token = tokenOfLogin((await api().login(ADMIN)).data);
});

afterAll(async () => {
  await cms?.stop();
  rmSync(work, { recursive: true, force: true });
});

describe('seeding a synthetic catalogue', () => {
  it('adds exactly the products asked for, listed with their pictures and the prices of the day’s rates', async () => {
    const before = await productCount();
    const progress: number[] = [];

    const result = await seedSyntheticCatalogue({
      cmsUrl,
      credentials: ADMIN,
      products: 20,
      onProgress: (done, total) => {
        expect(total).toBe(20);
        progress.push(done);
      },
    });

    expect(result).toMatchObject({ created: 20, skipped: 0 });
    expect(progress.at(-1)).toBe(20);
    expect(await productCount()).toBe(before + 20);
    const [rates, categories, listed] = await Promise.all([
      api().getRates(),
      api().getCategories(),
      syntheticListing(),
    ]);
    expect(listed.map((product) => product.sku).sort()).toEqual(
      Array.from({ length: 20 }, (_, index) => syntheticSku(index + 1)),
    );
    expect(new Set(listed.map((product) => product.name)).size).toBe(20);
    for (const product of listed) {
      const sent = syntheticProduct(Number(product.sku.slice(4)), rates, categories);
      expect(product).toMatchObject(sent);
      expect(product.totalPrice).toBe(paiseToRupees(priceBreakup(sent, rates, DEFAULT_GST_RATE).netPayable));
      expect(product.images).toHaveLength(1);
    }
    // Realistic variety: several metals, purities and categories, mostly in stock, 22K the commonest.
    expect(new Set(listed.map((product) => product.metal)).size).toBeGreaterThan(2);
    expect(new Set(listed.map((product) => product.category_id)).size).toBeGreaterThan(3);
    expect(listed.filter((product) => product.status === 'active').length).toBeGreaterThan(14);
    const count = (purity: string) => listed.filter((product) => product.purity === purity).length;
    for (const rate of rates.filter(({ name }) => name !== '22K'))
      expect(count('22K')).toBeGreaterThan(count(rate.name));

    const picture = await fetch(new URL(listed[0]?.images[0]?.url ?? '', cmsUrl));
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect((await picture.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it('seeding again to a larger number adds only the missing products', async () => {
    const before = await productCount();

    const result = await seedSyntheticCatalogue({ cmsUrl, credentials: ADMIN, products: 25, imagesPerProduct: 2 });

    expect(result).toMatchObject({ created: 5, skipped: 20 });
    expect(await productCount()).toBe(before + 5);
    const listed = await syntheticListing();
    expect(listed).toHaveLength(25);
    const added = listed.filter((product) => product.sku >= syntheticSku(21));
    expect(added.map((product) => product.images.length)).toEqual([2, 2, 2, 2, 2]);
    expect(new Set(added.flatMap((product) => product.images.map((image) => image.url))).size).toBe(10);
  });

  it('a wrong password fails with a message naming the CMS and the account, and creates nothing', async () => {
    const before = await productCount();

    const seeding = seedSyntheticCatalogue({
      cmsUrl,
      credentials: { email: ADMIN.email, password: 'Wrong@Pass1' },
      products: 30,
    });

    await expect(seeding).rejects.toThrow(`Cannot log in to the CMS at ${cmsUrl} as ${ADMIN.email}: `);
    expect(await productCount()).toBe(before);
  });
});

describe('the seed command', () => {
  const seedCommand = (args: string[], env: Record<string, string> = {}) =>
    spawnSync(process.execPath, [path.join(import.meta.dirname, 'seed.ts'), ...args], {
      encoding: 'utf8',
      env: { ...process.env, ...env },
    });

  it('seeds through the CMS and prints the figures', () => {
    const run = seedCommand(['--products', '26', '--images', '0', '--cms', cmsUrl], {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });

    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/created 1, skipped 25 already there, in [\d.]+ s, [\d.]+ products\/s/);
  });

  it('says in one line when the CMS cannot be reached or the login is wrong, without a stack trace', async () => {
    const closedPort = await freePort();
    const unreachable = seedCommand(['--products', '5', '--cms', `http://127.0.0.1:${closedPort}`]);
    const wrongLogin = seedCommand(['--products', '5', '--cms', cmsUrl], {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: 'Wrong@Pass2',
    });

    expect(unreachable.status).toBe(1);
    expect(unreachable.stderr.trim()).toMatch(
      new RegExp(`^\\[seed\\] error: Cannot reach the shop's server at http://127\\.0\\.0\\.1:${closedPort}/\\S+: .+$`),
    );
    expect(wrongLogin.status).toBe(1);
    expect(wrongLogin.stderr.trim()).toMatch(
      /^\[seed\] error: Cannot log in to the CMS at \S+ as owner@suvarna\.test: .+$/,
    );
  });
});
