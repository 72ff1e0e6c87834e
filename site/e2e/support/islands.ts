// Islands hydrate after the page has loaded (client:idle, client:visible), or when a visitor reaches
// for them (client:interaction): a test that uses one first waits until it is live.
import type { Page } from '@playwright/test';

/** Waits until the island whose component file is named `component` has hydrated. */
export const hydrated = (page: Page, component: string) =>
  page.waitForFunction((name) => {
    const island = document.querySelector(`astro-island[component-url*="${name}"]`);
    return island !== null && !island.hasAttribute('ssr');
  }, component);

/**
 * Wakes an island that waits for a visitor (client:interaction), as a mouse over its first control
 * does, and waits until it is live.
 */
export async function reachFor(page: Page, component: string): Promise<void> {
  await page.locator(`astro-island[component-url*="${component}"]`).locator('button, input, a').first().hover();
  await hydrated(page, component);
}
