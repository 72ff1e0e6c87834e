// `npm run seed -- --products 1000 [--images 1] [--concurrency 4] [--cms http://127.0.0.1:1337]`:
// fills a running CMS with synthetic products (SKUs SYN-000001...) through its REST API, for
// benchmarks. Run again with a larger number to add only the missing ones.
import { join } from 'node:path';
import { buildSharedPackages, root, run, step } from '../lib/run.mjs';

if (buildSharedPackages('seed', { stdio: ['ignore', 'ignore', 'inherit'] }) !== 0) {
  step('seed', 'error: the shared packages did not build');
  process.exit(1);
}
process.exit(run(process.execPath, [join(root, 'bench', 'src', 'seed.ts'), ...process.argv.slice(2)]));
