import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

// The tests boot the compiled app: compile it afresh once before any test file starts. Emitting
// only (--noCheck) halves the wait every test file sits behind; `npm test`'s type check stage checks
// the same sources.
export default function compileCms() {
  const cmsDir = path.resolve(import.meta.dirname, '..');
  rmSync(path.join(cmsDir, 'dist'), { recursive: true, force: true });
  execFileSync(
    process.execPath,
    [path.join(cmsDir, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.json', '--noCheck'],
    {
      cwd: cmsDir,
      stdio: 'inherit',
    },
  );
}
