// On PostgreSQL, where several instances may share one database: picture replacements racing in one
// instance leave no orphan (suites/picture-replacements.ts), and two instances never change one
// record's pictures at the same time (the advisory lock each takes, in a session of its own).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changingPictures } from '../src/lib/uploads';
import { pictureReplacementsSuite } from './suites/picture-replacements';
import { POSTGRES_URL, postgresAvailable, startCms, type TestCms } from './support/cms';

/** What the lock reads of an instance: its database settings. Each has its own sessions, as separate processes do. */
const instance = () =>
  ({
    config: {
      get: (key: string) =>
        ({
          'database.connection.client': 'postgres',
          'database.connection.connection': { connectionString: POSTGRES_URL },
        })[key],
    },
  }) as unknown as Parameters<typeof changingPictures>[0];

describe.skipIf(!(await postgresAvailable('the photo tests')))('on PostgreSQL', () => {
  let cms: TestCms;
  beforeAll(async () => {
    cms = await startCms('postgres');
  });
  afterAll(() => cms?.stop());

  pictureReplacementsSuite(() => cms);

  it('two instances take turns changing one record’s pictures, and change two records’ at once', async () => {
    const [first, second] = [instance(), instance()];
    const running = new Set<string>();
    const overlaps: string[][] = [];
    const change = (who: string) => async () => {
      running.add(who);
      overlaps.push([...running].sort());
      await new Promise((resolve) => setTimeout(resolve, 150));
      running.delete(who);
    };
    // A record id no other test uses: the lock is per database, not per schema.
    const id = 2_000_000_000 + (process.pid % 100_000);
    await Promise.all([
      changingPictures(first, 'banner', id, change('first, banner')),
      changingPictures(second, 'banner', id, change('second, banner')),
      changingPictures(second, 'product', id, change('second, product')),
    ]);
    expect(overlaps.filter((names) => names.includes('first, banner') && names.includes('second, banner'))).toEqual([]);
    expect(overlaps.some((names) => names.includes('second, product') && names.length > 1)).toBe(true);
  });
});
