import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Each worker tests against a stack of its own (e2e/support/global-setup.ts): in a worker, the
// addresses of its stack, E2E_CMS_URL_1 and the like, are the E2E_CMS_URL every test reads.
const lane = process.env.TEST_PARALLEL_INDEX;
if (lane !== undefined) {
  for (const [name, value] of Object.entries(process.env)) {
    const own = name.match(/^(E2E_[A-Z_]+)_(\d+)$/);
    if (own?.[2] === lane) process.env[own[1] as string] = value;
  }
}

// Debian's Chromium, never a downloaded browser; flags that keep it off the (closed) network.
const chromium = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  // A limit that ends a hang, not a speed check (speed is the bench's): on a slow two-core machine
  // adding a product or an axe scan of three pages takes over 30 s, and 30 s failed healthy tests.
  timeout: 90_000,
  // Two workers, each with its own CMS and site: most of a test's time is waiting on a page, a
  // build or the CMS, so two of them share two cores well.
  workers: 2,
  reporter: [['list'], ['json', { outputFile: path.resolve(import.meta.dirname, '../.cache/playwright.json') }]],
  globalSetup: './e2e/support/global-setup.ts',
  use: {
    baseURL: process.env.E2E_SITE_URL,
    launchOptions: chromium,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    {
      name: 'phone',
      use: { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true, launchOptions: chromium },
    },
  ],
});
