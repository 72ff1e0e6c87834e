// Strapi's generated types (types/generated) are what the services are typed with (src/lib/rows.ts):
// they must match the content types as Strapi loads them. After changing a schema, regenerate them
// with `pnpm --filter @suvarna/cms exec strapi ts:generate-types` and commit the result.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { CMS_DIR, startCms, type TestCms } from './support/cms';

const require = createRequire(import.meta.url);
const { generators } = require('@strapi/typescript-utils') as {
  generators: { generate(config: Record<string, unknown>): Promise<unknown> };
};

let cms: TestCms;
const out = mkdtempSync(path.join(tmpdir(), 'suvarna-types-'));

beforeAll(async () => {
  cms = await startCms('sqlite');
});
afterAll(async () => {
  await cms?.stop();
  rmSync(out, { recursive: true, force: true });
});

test('the committed generated types match the content types Strapi loads', async () => {
  await generators.generate({
    strapi: cms.strapi,
    pwd: out,
    rootDir: 'types',
    artifacts: { contentTypes: true, components: true },
    logger: { silent: true },
  });
  for (const file of ['contentTypes.d.ts', 'components.d.ts']) {
    const committed = readFileSync(path.join(CMS_DIR, 'types', 'generated', file), 'utf8');
    const current = readFileSync(path.join(out, 'types', 'generated', file), 'utf8');
    expect(current, `types/generated/${file} is out of date: regenerate it (see this file's header)`).toBe(committed);
  }
});
