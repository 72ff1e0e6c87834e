// The backups the CMS takes itself (docs/api.md#backups): each time of the schedule taken once,
// however many schedulers come for it (two instances, or one slow to finish), 'Back up now' at any
// time, every attempt recorded and shown, on SQLite (the file) and PostgreSQL (pg_dump) alike.

import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BACK_UP_NOW_REFUSED, BACKUP_DOWNLOAD_MESSAGES, OWNER_ONLY_BACKUPS_MESSAGE } from '@suvarna/domain';
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
  downloadLink(owner: { id: number; tokenVersion: number | null }, archive?: string, now?: number): Promise<Link>;
}
interface Link {
  url: string;
  archive: string;
  size: number;
  expiresAt: string;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export function backupsSuite(cms: () => TestCms) {
  let token: string;
  beforeAll(async () => {
    token = await cms().login();
  });

  describe('backups', () => {
    it('takes each time of the schedule once, and Back up now whenever asked, recording every attempt', async () => {
      const onSqlite = cms().strapi.config.get('database.connection.client') === 'sqlite';
      const result = 'verified';
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

    it('hands an owner a short-lived download link to a kept archive, which dies with their sessions', async () => {
      const service = cms().strapi.service('api::backup.backup') as unknown as BackupService;
      const download = (url: string) => fetch(`${cms().base}${url}`);
      const refusal = async (answer: Response) => ({ status: answer.status, body: await answer.json() });
      // An owner of its own: demoting them at the end ends their sessions, not the suite's admin's.
      const email = `backup-owner-${Date.now()}@suvarna.test`;
      await cms().addShopAdmin(email, 'Owner@12345');
      const ownerToken = await cms().login(email, 'Owner@12345');

      const taken = await cms().call<BackupRun>('POST', '/api/admin/backups', { token: ownerToken });
      const archive = taken.body.data?.archive as string;
      const linked = await cms().call<Link>('POST', '/api/admin/backups/download-link', { token: ownerToken });
      expect(linked.status).toBe(200);
      const link = linked.body.data as Link;
      expect(link).toMatchObject({
        archive,
        url: expect.stringMatching(/^\/api\/admin\/backups\/download\/[\w-]+\.[\w-]+$/),
      });
      const minutes = (Date.parse(link.expiresAt) - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(4);
      expect(minutes).toBeLessThanOrEqual(5);

      // Opened without any token (a browser's plain download): the archive's very bytes.
      const file = path.join((cms().strapi.config.get('shop') as { backup: { dir: string } }).backup.dir, archive);
      const answer = await download(link.url);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/zip');
      expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="${archive}"`);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(sha256(new Uint8Array(await answer.arrayBuffer()))).toBe(sha256(readFileSync(file)));

      // A forged, tampered or expired link, or one for an archive not kept: refused, plainly.
      const [payload, signature] = link.url.split('/').pop()?.split('.') ?? [];
      const otherArchive = Buffer.from(
        JSON.stringify({
          ...JSON.parse(Buffer.from(payload as string, 'base64url').toString()),
          a: 'suvarna-2020-01-01T00-00-00-000Z.zip',
        }),
      ).toString('base64url');
      const invalid = { status: 403, body: { success: false, message: BACKUP_DOWNLOAD_MESSAGES.invalid } };
      for (const forged of [
        `${otherArchive}.${signature}`,
        `${payload}.${signature?.slice(0, -2)}xx`,
        'abc',
        `${payload}.`,
      ]) {
        expect(await refusal(await download(`/api/admin/backups/download/${forged}`))).toEqual(invalid);
      }
      const me = (await cms()
        .strapi.db.query('plugin::users-permissions.user')
        .findOne({ where: { email }, select: ['id', 'tokenVersion'] })) as { id: number; tokenVersion: number | null };
      const expired = await service.downloadLink(me, undefined, Date.now() - 6 * 60_000);
      expect(await refusal(await download(expired.url))).toEqual({
        status: 410,
        body: { success: false, message: BACKUP_DOWNLOAD_MESSAGES.expired },
      });
      for (const name of ['../../../etc/passwd', 'suvarna-2020-01-01T00-00-00-000Z.zip']) {
        expect(
          await cms().call('POST', '/api/admin/backups/download-link', { token: ownerToken, body: { archive: name } }),
        ).toEqual({ status: 404, body: { success: false, message: BACKUP_DOWNLOAD_MESSAGES.gone } });
      }
      expect(
        (await cms().call('POST', '/api/admin/backups/download-link', { token: ownerToken, body: { archive: 7 } }))
          .status,
      ).toBe(400);

      // Staff may not have one; and an owner demoted (or disabled) takes their links with them.
      const staffEmail = `backup-staff-${Date.now()}@suvarna.test`;
      await cms().addShopAdmin(staffEmail, 'Staff@12345', 'staff');
      expect(
        await cms().call('POST', '/api/admin/backups/download-link', {
          token: await cms().login(staffEmail, 'Staff@12345'),
        }),
      ).toEqual({ status: 403, body: { success: false, message: OWNER_ONLY_BACKUPS_MESSAGE } });
      const demoted = await cms().call('PUT', `/api/admin/team/${me.id}`, { token, body: { role: 'staff' } });
      expect(demoted.status).toBe(200);
      expect(await refusal(await download(link.url))).toEqual(invalid);
    });
  });
}
