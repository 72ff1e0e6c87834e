// `npm run build`: builds every workspace package that has a build script, shared packages first.
import { run, step } from '../lib/run.mjs';

step('build', 'building shared packages, then the rest of the workspace');
const status = run('pnpm', ['-r', '--workspace-concurrency=1', 'run', 'build']);
process.exit(status);
