// @vitest-environment node
// The installed astro carries each of the four parts of the repository's astro patch
// (patches/astro@<version>.patch, declared in pnpm-workspace.yaml). An Astro upgrade that drops it,
// or a part of it, fails here by the part's name instead of only making builds slower; how to carry
// the patch over is in docs/performance.md.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repoDir = path.resolve(import.meta.dirname, '../..');
const astroDir = path.dirname(createRequire(import.meta.url).resolve('astro/package.json'));
const astroVersion: string = JSON.parse(readFileSync(path.join(astroDir, 'package.json'), 'utf8')).version;
const HOW = 'docs/performance.md, "Carrying the astro patch to a new Astro version"';

interface Part {
  what: string;
  /** Lines the part adds, by the file of astro's they are in (compared without indentation). */
  lines: Record<string, string[]>;
}

const PARTS: Part[] = [
  {
    what: 'a reused page is hard-linked from the cache, not copied; a cached copy is replaced by a rename',
    lines: {
      'dist/core/build/incremental.js': [
        'fs.linkSync(cachedOutputFile, destination);',
        'if (error.code === "EEXIST") return "exists";',
        'await fs.promises.rename(aside, cachedOutputFile);',
      ],
      'dist/core/build/generate.js': [
        'const restoredOrExisting = await cache.restoreOutputFile(options.settings, relativeOutFile, outFile);',
      ],
    },
  },
  {
    what: 'a re-rendered page is written once, to the cache, and linked into the build',
    lines: {
      'dist/core/build/generate.js': [
        'const linked = await cache.restoreOutputFile(options.settings, relativeOutFile, result.outFile);',
        'if (linked === "exists") await nodeFs.promises.rm(result.outFile, { force: true });',
      ],
    },
  },
  {
    what: 'a rendered page goes on as its bytes, not read back through a Response',
    lines: {
      'dist/runtime/server/render/page.js': [
        'if (renderedBytes !== void 0) response[Symbol.for("astro.renderedBytes")] = renderedBytes;',
      ],
      'dist/core/app/prerender.js': ['if (rendered[Symbol.for("astro.renderedBytes")] !== void 0) return rendered;'],
      'dist/core/build/generate.js': [
        'body = response[Symbol.for("astro.renderedBytes")] ?? Buffer.from(await response.arrayBuffer());',
      ],
    },
  },
  {
    what: 'each CSP digest is computed once, not on every page',
    lines: {
      'dist/core/encryption.js': ['const cspDigests = new Map();', 'digest = computeCspDigest(data, algorithm);'],
    },
  },
];

/** A file of astro's as its lines without indentation; none when astro has no such file. */
const linesOf = (file: string) =>
  existsSync(path.join(astroDir, file))
    ? new Set(
        readFileSync(path.join(astroDir, file), 'utf8')
          .split('\n')
          .map((line) => line.trim()),
      )
    : new Set<string>();

describe(`the astro patch in astro ${astroVersion}`, () => {
  it('is declared for the installed astro, and its file is in its four commented parts', () => {
    const patch = `patches/astro@${astroVersion}.patch`;
    const patches = readdirSync(path.join(repoDir, 'patches')).filter((file) => file.startsWith('astro@'));
    expect(patches, `astro ${astroVersion} is installed: the patch to carry over is ${patches} (${HOW})`).toEqual([
      `astro@${astroVersion}.patch`,
    ]);
    const workspace = readFileSync(path.join(repoDir, 'pnpm-workspace.yaml'), 'utf8');
    expect(workspace, `pnpm-workspace.yaml's patchedDependencies does not apply ${patch} (${HOW})`).toMatch(
      new RegExp(`^\\s+"?astro@${astroVersion.replaceAll('.', '\\.')}"?: ${patch}$`, 'm'),
    );
    const headers = readFileSync(path.join(repoDir, patch), 'utf8').match(/^# Part \d of \d:/gm);
    expect(headers, `${patch} lost its "# Part" headers (pnpm patch-commit drops them: ${HOW})`).toEqual(
      PARTS.map((_, index) => `# Part ${index + 1} of ${PARTS.length}:`),
    );
  });

  it.each(PARTS.map((part, index) => ({ ...part, name: `Part ${index + 1} of ${PARTS.length}` })))(
    '$name: $what',
    ({ name, what, lines }) => {
      for (const [file, expected] of Object.entries(lines)) {
        const found = linesOf(file);
        const missing = expected.filter((line) => !found.has(line));
        expect(
          missing,
          `astro ${astroVersion}'s ${file} lacks ${name} of the astro patch (${what}): carry it over (${HOW})`,
        ).toEqual([]);
      }
    },
  );
});
