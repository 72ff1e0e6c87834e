// Small process helpers shared by the task scripts (they run after the bootstrap, on Node >= 22.12).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = dirname(dirname(dirname(fileURLToPath(import.meta.url))));

/**
 * The bootstrap starts every task with an IPC channel, and the channel closes when the bootstrap
 * exits, even when it is killed with SIGKILL and cannot pass a signal on: the task then stops as
 * the bootstrap would have stopped it, with SIGTERM (the supervisor of start and dev stops its
 * children on it: shop.mjs). Without such a channel (a task run directly) nothing changes. The
 * channel does not keep a task running that has finished its work.
 */
export function stopWithParent() {
  if (!process.channel) return;
  process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
  process.channel.unref();
}
// Every task imports this module: here is the one place where each one stops with the bootstrap.
stopWithParent();

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

/** The newest (or oldest) modification time of the files under `paths`, in ms; null when there are none. */
function modified(paths, pick) {
  const times = paths
    .filter((path) => existsSync(path))
    .flatMap((path) =>
      statSync(path).isDirectory()
        ? readdirSync(path, { recursive: true, withFileTypes: true })
            .filter((entry) => entry.isFile())
            .map((entry) => statSync(join(entry.parentPath, entry.name)).mtimeMs)
        : [statSync(path).mtimeMs],
    );
  return times.length > 0 ? pick(...times) : null;
}

/** Is a shared package's dist/ missing, or older than its sources, its package.json or its tsconfigs? */
function packageStale(dir) {
  const built = modified([join(dir, 'dist')], Math.min);
  const configs = readdirSync(dir).filter((name) => /^tsconfig.*\.json$/.test(name));
  const sources = modified(
    [join(dir, 'src'), join(dir, 'package.json'), ...configs.map((name) => join(dir, name))],
    Math.max,
  );
  return built === null || (sources ?? 0) > built;
}

/**
 * Builds the shared packages (packages/*) the CMS, the site and the scripts import, unless every
 * one is up to date: a second `npm start` starts at once, and a task started while others run
 * (a test of npm start) never rewrites the files they are reading. Returns the exit status.
 */
export function buildSharedPackages(task, options = {}) {
  const packages = join(root, 'packages');
  const stale = readdirSync(packages).some((name) => packageStale(join(packages, name)));
  if (!stale) {
    step(task, 'shared packages up to date');
    return 0;
  }
  step(task, 'building shared packages');
  return run('pnpm', ['--filter', './packages/*', 'run', 'build'], options);
}
