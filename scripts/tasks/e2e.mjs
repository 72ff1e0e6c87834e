// `npm run e2e [-- playwright args]`: the browser tests only, against a freshly built shop.
import { runBrowserTests } from '../lib/playwright.mjs';
import { run, step } from '../lib/run.mjs';

step('e2e', 'building shared packages');
if (run('pnpm', ['--filter', './packages/*', 'run', 'build']) !== 0) process.exit(1);
const { passed, failed } = runBrowserTests(process.argv.slice(2));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
