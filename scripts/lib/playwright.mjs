// Runs the site's browser tests (Playwright, Debian's Chromium) and reads their counts.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { root, run } from './run.mjs';

export const hasBrowserTests = () => existsSync(join(root, 'site', 'playwright.config.ts'));

/** @returns {{ passed: number, failed: number, status: number }} */
export function runBrowserTests(args = []) {
  const report = join(root, '.cache', 'playwright.json');
  rmSync(report, { force: true });
  const status = run('pnpm', ['--filter', '@suvarna/site', 'exec', 'playwright', 'test', ...args]);
  if (!existsSync(report)) return { passed: 0, failed: 1, status: status || 1 };
  const { stats } = JSON.parse(readFileSync(report, 'utf8'));
  const failed = stats.unexpected + (status !== 0 && stats.unexpected === 0 ? 1 : 0);
  return { passed: stats.expected + stats.flaky, failed, status };
}
