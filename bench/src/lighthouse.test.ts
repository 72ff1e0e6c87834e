import { describe, expect, test } from 'vitest';
import { auditRuns, auditSchedule, chromeLauncher, lighthouseChromeFlags } from './lighthouse.ts';

describe("Lighthouse's Chrome", () => {
  test("keeps chrome-launcher's flags and switched-off features, all but RenderDocument, and runs headless", () => {
    expect(
      lighthouseChromeFlags(['--disable-features=Translate,RenderDocument,MediaRouter', '--disable-extensions']),
    ).toEqual([
      '--disable-features=Translate,MediaRouter',
      '--disable-extensions',
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
    ]);
  });

  test("leaves RenderDocument at Chrome's default with the chrome-launcher Lighthouse brings", async () => {
    const defaults = (await chromeLauncher()).Launcher.defaultFlags();
    const flags = lighthouseChromeFlags(defaults);
    const disabled = (list: readonly string[]) =>
      list
        .filter((flag) => flag.startsWith('--disable-features='))
        .flatMap((flag) => flag.slice('--disable-features='.length).split(','));
    expect(disabled(flags)).not.toContain('RenderDocument');
    expect(disabled(flags)).toEqual(disabled(defaults).filter((feature) => feature !== 'RenderDocument'));
    expect(flags).toEqual(expect.arrayContaining(defaults.filter((flag) => !flag.startsWith('--disable-features='))));
  });
});

describe('the audits of a Lighthouse run', () => {
  const pages = [
    { kind: 'home', url: 'http://shop.test/' },
    { kind: 'product list', url: 'http://shop.test/product-list' },
  ];

  test('start with one uncounted phone load of the first page, as a freshly started Chrome warms up', () => {
    const [warmUp, ...rest] = auditSchedule(pages, { mobile: 3, desktop: 3 });
    expect(warmUp).toEqual({ page: pages[0], preset: 'mobile', counted: false });
    expect(rest.every((audit) => audit.counted)).toBe(true);
  });

  test("then audit every page each preset's number of times, on a phone first", () => {
    const measured = auditSchedule(pages, { mobile: 3, desktop: 2 }).filter((audit) => audit.counted);
    expect(measured.map((audit) => `${audit.preset} ${audit.page.kind}`)).toEqual([
      'mobile home',
      'mobile home',
      'mobile home',
      'mobile product list',
      'mobile product list',
      'mobile product list',
      'desktop home',
      'desktop home',
      'desktop product list',
      'desktop product list',
    ]);
  });

  test('are five a page on a phone and three on a desktop, or one each when quick', () => {
    expect(auditRuns(false)).toEqual({ mobile: 5, desktop: 3 });
    expect(auditRuns(true)).toEqual({ mobile: 1, desktop: 1 });
  });

  test('of no page are none, not even a warm-up', () => {
    expect(auditSchedule([], { mobile: 3, desktop: 3 })).toEqual([]);
  });
});
