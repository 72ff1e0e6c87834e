// `npm run e2e [-- playwright args]`: the browser tests only, against a freshly built shop.
import { runBrowserTests } from '../lib/playwright.mjs';
import { buildSharedPackages } from '../lib/run.mjs';

if (buildSharedPackages('e2e') !== 0) process.exit(1);
const { passed, failed } = runBrowserTests(process.argv.slice(2));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
