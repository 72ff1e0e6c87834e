import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

// The tests boot the compiled app: compile it afresh once before any test file starts.
export default function compileCms() {
  const cmsDir = path.resolve(import.meta.dirname, '..');
  rmSync(path.join(cmsDir, 'dist'), { recursive: true, force: true });
  execFileSync(
    process.execPath,
    [path.join(cmsDir, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.json'],
    {
      cwd: cmsDir,
      stdio: 'inherit',
    },
  );
}
