// Small process helpers shared by the task scripts (they run after the bootstrap, on Node >= 22.12).
import { spawnSync } from 'node:child_process';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = dirname(dirname(dirname(fileURLToPath(import.meta.url))));

export const step = (task, text) => console.log(`[${task}] ${text}`);

/** Runs a command with inherited output; returns its exit status (non-zero when it could not start). */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) {
    console.error(`could not run ${command}: ${result.error.message}`);
    return 1;
  }
  return result.status ?? 1;
}
