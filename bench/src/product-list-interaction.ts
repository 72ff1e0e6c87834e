/// <reference lib="dom" />
// The product list in the browser: how long one filter interaction takes after the click on "Apply
// Filters" (or "Clear All"). Two figures: until the list in the page shows the new result (filtering
// and React's render, the budgeted one), and until the next frame is drawn after it, which adds the
// wait for the frame and the raster of the new cards (software raster in headless Chromium here).
// Timed in the page (performance.now), so the browser driver's round trips do not count. And the
// bytes a visitor fetches before the first filter can run: the page, its CSS and JS, and the
// catalogue's facets (the cards of a filter's result follow a part at a time).
import { type Browser, chromium } from 'playwright-core';
import { add, compressedSizes, KB, NONE } from './bytes.ts';
import { type Figure, median } from './report.ts';
import { benchSettings } from './settings.ts';

interface Timing {
  /** Click to the list's change in the document. */
  updated: number;
  /** Click to the next frame after that. */
  drawn: number;
}

/**
 * Clicks the named button and times it; null when nothing changed (a filter every product matches).
 */
function timeInteraction(buttonName: string): Promise<Timing | null> {
  const status = document.querySelector('[role="status"]');
  const button = [...document.querySelectorAll('#product-filters button')].find(
    (candidate) => candidate.textContent?.trim() === buttonName,
  );
  if (!status || !(button instanceof HTMLElement)) throw new Error(`the product list has no "${buttonName}" button`);
  const grid = status.parentElement ?? status;
  const shown = () => `${status.textContent}|${grid.querySelector('ul:not([aria-label]) a')?.getAttribute('href')}`;
  const before = shown();
  return new Promise((resolve) => {
    const timeout = setTimeout(() => {
      observer.disconnect();
      resolve(null);
    }, 3000);
    const started = performance.now();
    const observer = new MutationObserver(() => {
      if (shown() === before) return;
      const updated = performance.now() - started;
      observer.disconnect();
      clearTimeout(timeout);
      requestAnimationFrame(() => setTimeout(() => resolve({ updated, drawn: performance.now() - started }), 0));
    });
    observer.observe(grid, { subtree: true, childList: true, characterData: true });
    button.click();
  });
}

/**
 * Types a search into the box (as one input event, so the 250 ms pause after typing never comes)
 * and times the click on its Search button to the list's change; null when nothing changed.
 */
function timeSearch(search: string): Promise<Timing | null> {
  const status = document.querySelector('[role="status"]');
  const box = document.querySelector('#product-search');
  const submit = box?.closest('form')?.querySelector('button[type="submit"]');
  if (!status || !(box instanceof HTMLInputElement) || !(submit instanceof HTMLElement)) {
    throw new Error('the product list has no search box with a Search button');
  }
  // React reads an input's value through its own setter: set it the way a keystroke does.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(box, search);
  box.dispatchEvent(new Event('input', { bubbles: true }));
  const grid = status.parentElement ?? status;
  const shown = () => `${status.textContent}|${grid.querySelector('ul:not([aria-label]) a')?.getAttribute('href')}`;
  const before = shown();
  return new Promise((resolve) => {
    const timeout = setTimeout(() => {
      observer.disconnect();
      resolve(null);
    }, 3000);
    const started = performance.now();
    const observer = new MutationObserver(() => {
      if (shown() === before) return;
      const updated = performance.now() - started;
      observer.disconnect();
      clearTimeout(timeout);
      requestAnimationFrame(() => setTimeout(() => resolve({ updated, drawn: performance.now() - started }), 0));
    });
    observer.observe(grid, { subtree: true, childList: true, characterData: true });
    submit.click();
  });
}

/** A search of three words, one with a typo, that the synthetic catalogue's names answer. */
export const BENCH_SEARCH = 'gold neckalce 22k';

/** Presses a filter toggle in the panel (only the draft changes, nothing is timed). */
function press(label: string): void {
  const button = [...document.querySelectorAll('#product-filters button')].find(
    (candidate) => candidate.textContent?.trim() === label,
  );
  if (!(button instanceof HTMLElement)) throw new Error(`the filter panel has no "${label}" toggle`);
  button.click();
}

const FACETS = '/catalogue/facets.json';
const PAGE_KINDS = new Set(['document', 'stylesheet', 'script']);

/** The gzip bytes of the page, its CSS and JS and the catalogue's facets, as a phone fetches them. */
async function bytesBeforeFirstFilter(browser: Browser, siteUrl: string) {
  const page = await browser.newPage({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true });
  const bodies: Array<Promise<{ file: string; body: Buffer }>> = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    const kind = response.request().resourceType();
    if (response.ok() && (PAGE_KINDS.has(kind) || pathname === FACETS)) {
      bodies.push(response.body().then((body) => ({ file: pathname, body })));
    }
  });
  await page.goto(`${siteUrl}/product-list`, { waitUntil: 'networkidle' });
  // The list wakes when the visitor reaches for it (client:interaction): here, a tap on Filters.
  await page.getByRole('button', { name: 'Filters', exact: true }).tap();
  await page.waitForSelector('astro-island:not([ssr]) #product-search', { state: 'attached' });
  await page.waitForFunction(
    (facets) => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(facets)),
    FACETS,
  );
  const files = await Promise.all(bodies);
  await page.close();
  if (!files.some(({ file }) => file === FACETS)) throw new Error(`the product list never fetched ${FACETS}`);
  let total = NONE;
  let facets = NONE;
  for (const { file, body } of files) {
    const sizes = await compressedSizes(body);
    total = add(total, sizes);
    if (file === FACETS) facets = sizes;
  }
  return { total, facets, files: files.length };
}

export async function productListFigures(options: {
  siteUrl: string;
  interactions: number;
  catalogue: string;
  budgeted: boolean;
  /** docs/performance.md budgets these bytes at 10,000 products. */
  bytesBudgeted: boolean;
}): Promise<Figure[]> {
  const browser = await chromium.launch({ executablePath: benchSettings().chromePath });
  try {
    const bytes = await bytesBeforeFirstFilter(browser, options.siteUrl);
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await page.goto(`${options.siteUrl}/product-list`, { waitUntil: 'networkidle' });
    await page.locator('#product-search').hover();
    // The island filters once it has the catalogue's facets: wait until they are there.
    await page.waitForFunction(
      (facets) => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(facets)),
      FACETS,
    );
    const toggles = await page
      .locator('#product-filters [aria-pressed]')
      .evaluateAll((buttons) => buttons.map((button) => button.textContent?.trim() ?? '').filter(Boolean));
    if (toggles.length === 0) throw new Error('the filter panel shows no filters');
    const timings: Timing[] = [];
    for (let index = 0; index < options.interactions; index += 1) {
      await page.evaluate(press, toggles[index % toggles.length] as string);
      for (const button of ['Apply Filters', 'Clear All']) {
        const timing = await page.evaluate(timeInteraction, button);
        if (timing) timings.push(timing);
      }
    }
    if (timings.length === 0) throw new Error('no filter changed the list');
    const products = await page.evaluate(() => document.querySelector('[role="status"]')?.textContent ?? '');

    // The search: its texts fetched first (as a visitor at the box has them), then timed from the
    // Search button to the list, and cleared again between tries.
    await page.locator('#product-search').focus();
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('/catalogue/texts.json')),
    );
    const searches: Timing[] = [];
    let found = '';
    for (let index = 0; index < options.interactions; index += 1) {
      const timing = await page.evaluate(timeSearch, BENCH_SEARCH);
      if (timing) searches.push(timing);
      found = await page.evaluate(() => document.querySelector('[role="status"]')?.textContent ?? '');
      await page.getByRole('button', { name: 'Clear search' }).click();
      await page.waitForFunction((text) => document.querySelector('[role="status"]')?.textContent !== text, found);
    }
    if (searches.length === 0) throw new Error(`the search "${BENCH_SEARCH}" never changed the list`);
    const searched = searches.map((timing) => timing.updated);
    const updated = timings.map((timing) => timing.updated);
    const drawn = timings.map((timing) => timing.drawn);
    return [
      {
        bench: 'product-list',
        name: `bytes before the first filter can run, ${options.catalogue}`,
        value: bytes.total.gzip / KB,
        unit: 'KB',
        ...(options.bytesBudgeted ? { budget: { max: 150 } } : {}),
        note: `gzip; ${bytes.files} files: the page, its CSS and JS, and the facets (${(bytes.facets.gzip / KB).toFixed(1)} KB); brotli ${(bytes.total.brotli / KB).toFixed(1)} KB`,
        detail: { ...bytes.total, facetsGzip: bytes.facets.gzip },
      },
      {
        bench: 'product-list',
        name: `filter interaction, ${options.catalogue}`,
        value: median(updated),
        unit: 'ms',
        ...(options.budgeted ? { budget: { max: 16 } } : {}),
        note: `click to list updated, median of ${timings.length}, slowest ${Math.max(...updated).toFixed(1)} ms; ${products}`,
        detail: Object.fromEntries(updated.map((timing, index) => [`interaction${index + 1}Ms`, timing])),
      },
      {
        bench: 'product-list',
        name: `search interaction, ${options.catalogue}`,
        value: median(searched),
        unit: 'ms',
        ...(options.budgeted ? { budget: { max: 16 } } : {}),
        note: `"${BENCH_SEARCH}" (three words, one typo): Search to list updated, median of ${searches.length}, slowest ${Math.max(...searched).toFixed(1)} ms; ${found}`,
        detail: Object.fromEntries(searched.map((timing, index) => [`interaction${index + 1}Ms`, timing])),
      },
      {
        bench: 'product-list',
        name: `filter interaction to next frame, ${options.catalogue}`,
        value: median(drawn),
        unit: 'ms',
        note: `click to the frame after the update, median of ${timings.length}, slowest ${Math.max(...drawn).toFixed(1)} ms`,
        detail: Object.fromEntries(drawn.map((timing, index) => [`interaction${index + 1}Ms`, timing])),
      },
    ];
  } finally {
    await browser.close();
  }
}
