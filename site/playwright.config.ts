import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

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
  timeout: 30_000,
  // One CMS and one site serve every test; two cores run one browser well.
  workers: 1,
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
