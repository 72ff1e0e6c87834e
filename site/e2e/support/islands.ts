// Islands hydrate after the page has loaded (client:idle, client:visible): a test that clicks one
// first waits until it is live, as a visitor's click within the first instants would be lost.
import type { Page } from '@playwright/test';

/** Waits until the island whose component file is named `component` has hydrated. */
export const hydrated = (page: Page, component: string) =>
  page.waitForFunction((name) => {
    const island = document.querySelector(`astro-island[component-url*="${name}"]`);
    return island !== null && !island.hasAttribute('ssr');
  }, component);
