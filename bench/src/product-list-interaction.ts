/// <reference lib="dom" />
// The product list in the browser: how long one filter interaction takes, from the click on "Apply
// Filters" (or "Clear All") until the list shows the new result and the next frame is drawn. Timed in
// the page (performance.now), so the browser driver's round trips do not count.
import { chromium } from 'playwright-core';
import { type Figure, median } from './report.ts';

/**
 * Clicks the named button, resolves with the milliseconds until the result line or the grid changed
 * and a frame was drawn; -1 when nothing changed (a filter every product matches).
 */
function timeInteraction(buttonName: string): Promise<number> {
  const status = document.querySelector('[role="status"]');
  const button = [...document.querySelectorAll('#product-filters button')].find(
    (candidate) => candidate.textContent?.trim() === buttonName,
  );
  if (!status || !(button instanceof HTMLElement)) throw new Error(`the product list has no "${buttonName}" button`);
  const grid = status.parentElement ?? status;
  const before = `${status.textContent}|${grid.querySelector('ul:not([aria-label]) a')?.getAttribute('href')}`;
  return new Promise((resolve) => {
    const timeout = setTimeout(() => {
      observer.disconnect();
      resolve(-1);
    }, 3000);
    const started = performance.now();
    const observer = new MutationObserver(() => {
      const now = `${status.textContent}|${grid.querySelector('ul:not([aria-label]) a')?.getAttribute('href')}`;
      if (now === before) return;
      observer.disconnect();
      clearTimeout(timeout);
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started), 0));
    });
    observer.observe(grid, { subtree: true, childList: true, characterData: true });
    button.click();
  });
}

/** Presses a filter toggle in the panel (only the draft changes, nothing is timed). */
function press(label: string): void {
  const button = [...document.querySelectorAll('#product-filters button')].find(
    (candidate) => candidate.textContent?.trim() === label,
  );
  if (!(button instanceof HTMLElement)) throw new Error(`the filter panel has no "${label}" toggle`);
  button.click();
}

export async function productListFigures(options: {
  siteUrl: string;
  interactions: number;
  catalogue: string;
  budgeted: boolean;
}): Promise<Figure[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await page.goto(`${options.siteUrl}/product-list`, { waitUntil: 'networkidle' });
    // The island filters catalogue.json once it has it: wait until it is there.
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('/catalogue.json')),
    );
    const toggles = await page
      .locator('#product-filters [aria-pressed]')
      .evaluateAll((buttons) => buttons.map((button) => button.textContent?.trim() ?? '').filter(Boolean));
    if (toggles.length === 0) throw new Error('the filter panel shows no filters');
    const timings: number[] = [];
    for (let index = 0; index < options.interactions; index += 1) {
      // Alternate: one filter applied, then cleared, so each interaction changes the list.
      await page.evaluate(press, toggles[index % toggles.length] as string);
      for (const button of ['Apply Filters', 'Clear All']) {
        const timing = await page.evaluate(timeInteraction, button);
        if (timing >= 0) timings.push(timing);
      }
    }
    if (timings.length === 0) throw new Error('no filter changed the list');
    const products = await page.evaluate(() => document.querySelector('[role="status"]')?.textContent ?? '');
    return [
      {
        bench: 'product-list',
        name: `filter interaction, ${options.catalogue}`,
        value: median(timings),
        unit: 'ms',
        ...(options.budgeted ? { budget: { max: 16 } } : {}),
        note: `median of ${timings.length}, slowest ${Math.max(...timings).toFixed(1)} ms; ${products}`,
        detail: Object.fromEntries(timings.map((timing, index) => [`interaction${index + 1}Ms`, timing])),
      },
    ];
  } finally {
    await browser.close();
  }
}
