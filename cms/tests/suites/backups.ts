// The backups the CMS takes itself (docs/api.md#backups): each time of the schedule taken once,
// however many schedulers come for it (two instances, or one slow to finish), 'Back up now' at any
// time, every attempt recorded and shown. On PostgreSQL the attempt says the backup is not built.

import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { BACK_UP_NOW_REFUSED } from '@suvarna/domain';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { POSTGRES_URL, type TestCms } from '../support/cms';

/** The backup advisory lock's key (cms/src/lib/advisory-locks.ts): 'SvBk'. */
const BACKUP_LOCK = 0x5376_426b;

interface BackupRun {
  slot: string | null;
  trigger: string;
  result: string;
  archive: string | null;
}
interface BackupService {
  run(trigger: 'schedule' | 'now', slot?: Date | null): Promise<BackupRun | 'busy' | 'taken elsewhere'>;
}

export function backupsSuite(cms: () => TestCms) {
  let token: string;
  beforeAll(async () => {
    token = await cms().login();
  });

  describe('backups', () => {
    it('takes each time of the schedule once, and Back up now whenever asked, recording every attempt', async () => {
      const onSqlite = cms().strapi.config.get('database.connection.client') === 'sqlite';
      const result = onSqlite ? 'verified' : 'unsupported';
      // What Strapi's cron calls at each time of BACKUP_SCHEDULE (off in the tests' CMSes).
      const service = cms().strapi.service('api::backup.backup') as unknown as BackupService;
      const slot = new Date(Date.UTC(2026, 10, 28, 21, 0, 0));
      const first = await service.run('schedule', slot);
      expect(first).toMatchObject({ slot: slot.toISOString(), trigger: 'schedule', result });
      // Another scheduler for the same time, once the first has finished: nothing more.
      expect(await service.run('schedule', slot)).toBe('taken elsewhere');

      const now = await cms().call<BackupRun>('POST', '/api/admin/backups', { token });
      expect(now.status).toBe(200);
      expect(now.body.data).toMatchObject({ slot: null, trigger: 'now', result });
      const status = await cms().call<{ schedule: unknown; runs: BackupRun[] }>('GET', '/api/admin/backups', { token });
      expect(status.status).toBe(200);
      expect(status.body.data?.schedule).toBeNull();
      expect(status.body.data?.runs.slice(0, 2)).toEqual([now.body.data, first]);

      // Pressed while a backup is being taken (on PostgreSQL, by another instance: it holds the
      // backup lock): refused, not queued.
      const refused = { status: 409, body: { success: false, message: BACK_UP_NOW_REFUSED } };
      if (onSqlite) {
        const underWay = service.run('now');
        expect(await cms().call('POST', '/api/admin/backups', { token })).toMatchObject(refused);
        expect(await underWay).toMatchObject({ trigger: 'now', result });

        // A backup folder that cannot be made (here: under a file): a failed attempt, recorded.
        const settings = cms().strapi.config.get('shop') as { backup: { dir: string } };
        const dir = settings.backup.dir;
        const file = path.join(path.dirname(dir), 'not-a-folder');
        writeFileSync(file, '');
        settings.backup.dir = path.join(file, 'backups');
        try {
          const failed = await cms().call<BackupRun>('POST', '/api/admin/backups', { token });
          expect(failed.status).toBe(200);
          expect(failed.body.data).toMatchObject({
            result: 'failed',
            archive: null,
            message: expect.stringMatching(/ENOTDIR/),
          });
          const after = await cms().call<{ runs: BackupRun[]; newestVerified: { archive: string } }>(
            'GET',
            '/api/admin/backups',
            { token },
          );
          expect(after.body.data?.runs[0]).toEqual(failed.body.data);
          // The newest verified backup is still the last good one.
          expect(after.body.data?.newestVerified.archive).toBe(((await underWay) as BackupRun).archive);
        } finally {
          settings.backup.dir = dir;
        }
      } else {
        const other = new pg.Client({ connectionString: POSTGRES_URL });
        await other.connect();
        try {
          await other.query('select pg_advisory_lock($1)', [BACKUP_LOCK]);
          expect(await cms().call('POST', '/api/admin/backups', { token })).toMatchObject(refused);
        } finally {
          await other.end();
        }
      }
    });
  });
}
