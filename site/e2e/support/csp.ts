// Content-Security-Policy violations as a page reports them, for the tests that load a page under
// its policy (csp.e2e.ts, and the pages other browser tests are the only ones to open).
import type { Page } from '@playwright/test';

/** Collects every violation the page reports, from the browser's console and from the DOM event. */
export async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation(violation: string): void }).reportCspViolation;
      report(`${event.effectiveDirective} refused ${event.blockedURI} on ${event.documentURI}`);
    });
  });
  return violations;
}
