import { describe, expect, test } from 'vitest';
import { chromeLauncher, lighthouseChromeFlags } from './lighthouse.ts';

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
