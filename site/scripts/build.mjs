// `pnpm build [--outDir dir]`: builds the site into a fresh folder and swaps it in only when the
// build succeeded, so a failed build (an unreachable CMS above all) leaves the previous site as it was.
import { spawnSync } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

const siteDir = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const outIndex = args.indexOf('--outDir');
const outDir = path.resolve(siteDir, outIndex >= 0 ? (args[outIndex + 1] ?? 'dist') : 'dist');
const next = `${outDir}.next`;
const previous = `${outDir}.previous`;

rmSync(next, { recursive: true, force: true });
const astro = path.join(siteDir, 'node_modules', 'astro', 'bin', 'astro.mjs');
const build = spawnSync(process.execPath, [astro, 'build', '--outDir', next], { cwd: siteDir, stdio: 'inherit' });
if (build.status !== 0) {
  rmSync(next, { recursive: true, force: true });
  console.error(`[site] build failed: ${path.relative(siteDir, outDir) || outDir} is unchanged`);
  process.exit(build.status ?? 1);
}
rmSync(previous, { recursive: true, force: true });
if (existsSync(outDir)) renameSync(outDir, previous);
renameSync(next, outDir);
rmSync(previous, { recursive: true, force: true });
console.log(`[site] built into ${outDir}`);
