// `npm run bench [-- --only lighthouse,api --quick --full]`: the benchmarks of bench/src/main.ts,
// after building the shared packages the CMS, the site and the bench import.
import { join } from 'node:path';
import { buildSharedPackages, root, run } from '../lib/run.mjs';

if (buildSharedPackages('bench', { stdio: ['ignore', 'ignore', 'inherit'] }) !== 0) {
  console.error('[bench] error: the shared packages did not build');
  process.exit(1);
}
process.exit(run(process.execPath, [join(root, 'bench', 'src', 'main.ts'), ...process.argv.slice(2)]));
