import { stat } from 'node:fs/promises';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The longest files first, whatever their project: Vitest's own order runs the projects one after
 * another, so the site's long build tests began when the CMS's had ended and ran alone at the end.
 * A file's last duration when Vitest has it (a developer's second run), else its size.
 */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const weight = new Map<TestSpecification, number>();
    const known = files.every((spec) => this.ctx.cache.getTestSpecificationResult(spec));
    await Promise.all(
      files.map(async (spec) => {
        const result = this.ctx.cache.getTestSpecificationResult(spec);
        weight.set(spec, known ? (result?.duration ?? 0) : (await stat(spec.moduleId)).size);
      }),
    );
    return [...files].sort((a, b) => (weight.get(b) ?? 0) - (weight.get(a) ?? 0));
  }
}

// One Vitest run for the whole workspace: every package with a vitest.config.ts is a project.
export default defineConfig({
  test: {
    projects: ['{packages/*,cms,site,bench,scripts}/vitest.config.{ts,mts,mjs}', 'site/vitest.build.config.ts'],
    sequence: { sequencer: LongestFirst },
  },
});
