// The pictures the back office's Product page loads on a phone: the shop's owner opens it on a
// weak connection, so every picture it shows must be a stored thumbnail of a few KB, never an
// original of megabytes (issue 48). Opened signed in at 375 × 740, until the network is idle.
import { chromium } from 'playwright-core';
import { KB, signedInContext } from './bytes.ts';
import type { Figure } from './report.ts';
import { benchSettings } from './settings.ts';
import type { Credentials } from './stack.ts';

/** docs/performance.md: the Product page's pictures on a phone, at most 1 MB. */
export const PICTURES_BUDGET_KB = 1000;

/** One row: the pictures' bytes in all, with how many and the largest in the note. */
export function pictureFigure(pictures: readonly number[], catalogue: string): Figure {
  const total = pictures.reduce((sum, bytes) => sum + bytes, 0);
  const largest = pictures.length > 0 ? Math.max(...pictures) : 0;
  return {
    bench: 'bytes',
    name: 'back office Product page pictures (phone)',
    value: total / KB,
    unit: 'KB',
    budget: { max: PICTURES_BUDGET_KB },
    note: `${pictures.length} pictures, the largest ${(largest / KB).toFixed(1)} KB, ${catalogue}`,
  };
}

/** The bytes of every picture the Product page fetched as a phone opens it. */
export async function productPagePictures(
  siteUrl: string,
  cms: { url: string; credentials: Credentials },
): Promise<number[]> {
  const browser = await chromium.launch({ executablePath: benchSettings().chromePath });
  try {
    const context = await signedInContext(browser, cms, {
      viewport: { width: 375, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    const tab = await context.newPage();
    const pictures: Array<Promise<number>> = [];
    tab.on('response', (response) => {
      if (response.request().resourceType() === 'image' && response.ok())
        pictures.push(response.body().then((body) => body.length));
    });
    await tab.goto(`${siteUrl}/admin/product`, { waitUntil: 'networkidle' });
    await tab.getByRole('table', { name: 'Products' }).waitFor();
    await tab.waitForLoadState('networkidle');
    const sizes = await Promise.all(pictures);
    await context.close();
    return sizes;
  } finally {
    await browser.close();
  }
}
