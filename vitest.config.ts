import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Relative imports in a file's text: `from './x'`, `import('./x')`. */
const RELATIVE_IMPORT = /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.mjs', '.js'];
/** Test code: what a test file runs (suites, support), not the product code it tests. */
const isTestCode = (file: string) => /[/\\](tests|e2e)[/\\]|test-support\.[cm]?[jt]sx?$/.test(file);

function resolveImport(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [...EXTENSIONS.map((extension) => base + extension), base.replace(/\.js$/, '.ts')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this spelling
    }
  }
  return undefined;
}

/**
 * A file's size with the test code it runs: a one-line file such as cms/tests/api.sqlite.test.ts
 * runs every API suite, and a fresh clone, which has no durations, must start it first.
 */
function testCodeSize(file: string): number {
  const seen = new Set<string>();
  const pending = [file];
  let size = 0;
  while (pending.length > 0) {
    const next = pending.pop() as string;
    if (seen.has(next)) continue;
    seen.add(next);
    const text = readFileSync(next, 'utf8');
    size += text.length;
    for (const [, specifier] of text.matchAll(RELATIVE_IMPORT)) {
      const imported = resolveImport(next, specifier as string);
      if (imported && isTestCode(imported)) pending.push(imported);
    }
  }
  return size;
}

/**
 * The longest files first, whatever their project: Vitest's own order runs the projects one after
 * another, so the site's long build tests began when the CMS's had ended and ran alone at the end.
 * A file's last duration when Vitest has it (a developer's second run), else the size of the test
 * code it runs.
 */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const known = files.every((spec) => this.ctx.cache.getTestSpecificationResult(spec));
    const weight = new Map(
      files.map((spec) => [
        spec,
        known ? (this.ctx.cache.getTestSpecificationResult(spec)?.duration ?? 0) : testCodeSize(spec.moduleId),
      ]),
    );
    return [...files].sort((a, b) => (weight.get(b) ?? 0) - (weight.get(a) ?? 0));
  }
}

// One Vitest run for the whole workspace: every package with a vitest.config.ts is a project.
export default defineConfig({
  test: {
    projects: [
      '{packages/*,cms,site,bench,scripts}/vitest.config.{ts,mts,mjs}',
      'site/vitest.build.config.ts',
      'cms/vitest.unit.config.mts',
    ],
    sequence: { sequencer: LongestFirst },
  },
});
