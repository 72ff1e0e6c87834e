import { execFileSync } from 'node:child_process';
import path from 'node:path';

// The tests boot the compiled app: compile it once before any test file starts.
export default function compileCms() {
  const cmsDir = path.resolve(import.meta.dirname, '..');
  execFileSync(
    process.execPath,
    [path.join(cmsDir, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.json'],
    {
      cwd: cmsDir,
      stdio: 'inherit',
    },
  );
}
