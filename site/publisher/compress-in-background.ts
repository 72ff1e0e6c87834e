// Precompression of a build that is already live runs in a child process at the lowest CPU
// priority. In the publisher's own process its four zlib threads shared two cores with the next
// build's renderer as equals, and a change made while the last one was still being compressed went
// live two or three times slower. At the lowest priority they still slowed a rate change's build
// at 5,000 products from 40 to 60 s (caches and memory are shared whatever the priority), so the
// publisher also pauses the child while a build runs.
import { spawn } from 'node:child_process';
import { constants, setPriority } from 'node:os';
import path from 'node:path';
import { compressFiles } from './prepare.ts';

const SELF = import.meta.filename;

export interface BackgroundCompression {
  /** The child's process id. */
  pid: number;
  /** Resolves with how many files were compressed; rejects with the child's last error line. */
  done: Promise<number>;
  /** Stops the child where it is (SIGSTOP) until `resume`; nothing once it has ended. */
  pause(): void;
  resume(): void;
}

/** Writes `.br` and `.gz` copies of `files` (relative to `dir`) from a low-priority child process. */
export function compressInBackground(dir: string, files: readonly string[]): BackgroundCompression {
  const child = spawn(process.execPath, [SELF], { stdio: ['pipe', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    errors += chunk;
  });
  const done = new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve(files.length);
      else reject(new Error(errors.trim().split('\n').at(-1) || `compression exited with ${code}`));
    });
  });
  child.stdin.end(JSON.stringify({ dir: path.resolve(dir), files }));
  const signal = (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
  };
  return { pid: child.pid ?? 0, done, pause: () => signal('SIGSTOP'), resume: () => signal('SIGCONT') };
}

async function main(): Promise<void> {
  // Before any zlib thread exists: the threads started later inherit the priority.
  setPriority(constants.priority.PRIORITY_LOW);
  let input = '';
  for await (const chunk of process.stdin) input += chunk;
  const { dir, files } = JSON.parse(input) as { dir: string; files: string[] };
  await compressFiles(dir, files);
}

if (process.argv[1] === SELF) {
  main().catch((error: unknown) => {
    console.error(`[publisher] compression failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
