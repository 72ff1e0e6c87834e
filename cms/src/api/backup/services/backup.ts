// The backups the CMS takes itself: on its schedule (BACKUP_SCHEDULE, Strapi's cron) and on
// 'Back up now'. One instance at a time (the backup advisory lock on PostgreSQL; one process's
// own guard on SQLite), each slot of the schedule once among the instances, each archive verified
// before the retention rule may remove an older one, and kept in BACKUP_DIR or the upload bucket
// (lib/backup/store.ts). Every attempt is recorded in the database (Strapi's store), where the
// status route and every instance read it.
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Core } from '@strapi/strapi';
import type { BackupDownloadLink, BackupRun, BackupStatus } from '@suvarna/domain';
import { BACKUP_DOWNLOAD_MESSAGES } from '@suvarna/domain';
import { Cron } from 'croner';
import { asOnlyBackupTaker } from '../../../lib/advisory-locks';
import { ArchiveError, verifyArchive, writeArchive } from '../../../lib/backup/archive';
import { DOWNLOAD_LINK_SECONDS, readDownload, signDownload } from '../../../lib/backup/download-token';
import { archiveName, archivesToRemove, scheduleKeepsCopiesFor } from '../../../lib/backup/retention';
import { archiveStore } from '../../../lib/backup/store';
import { notFound, ShopError } from '../../../lib/http';
import { typedService } from '../../../lib/services';
import { shopConfig } from '../../../lib/shop-config';
import { authService } from '../../auth/services/auth';
import { historyService } from '../../history/services/history';
import { backupAlerts } from './alerts';

type BackupResult = BackupRun['result'];

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Enough history for the back office; older attempts are forgotten. */
const RUNS_KEPT = 50;
const JOB = 'suvarna-backup';
const OVERDUE_JOB = 'suvarna-backup-overdue';

let underWay = false;

const createBackupService = ({ strapi }: { strapi: Core.Strapi }) => {
  const store = () => strapi.store({ type: 'core', name: 'suvarna', key: 'backup-runs' });
  const readRuns = async (): Promise<BackupRun[]> => ((await store().get({})) as BackupRun[] | null) ?? [];
  const config = () => shopConfig(strapi);
  const whereKept = () => archiveStore(config().backup, config().bucket);
  // Read once: the schedule and the counts are the process's settings, and a year of the schedule's
  // runs takes a few hundred calls.
  let copiesFor: number | null | undefined;
  /** The most days a copy of what was deleted or erased stays in the backups; null with none scheduled. */
  const copiesKeptForDays = () => {
    if (copiesFor === undefined) {
      const { backup } = config();
      copiesFor = backup.schedule ? scheduleKeepsCopiesFor(backup.schedule, backup.timeZone, backup) : null;
    }
    return copiesFor;
  };

  /** Takes and verifies one archive; then, and only then, removes what the retention rule lets go. */
  async function take(trigger: BackupRun['trigger'], slot: Date | null): Promise<BackupRun> {
    const startedAt = new Date();
    const { backup, database, bucket, publicDir } = config();
    const run = (result: BackupResult, fields: Partial<BackupRun> = {}): BackupRun => ({
      slot: slot?.toISOString() ?? null,
      trigger,
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      result,
      archive: null,
      size: null,
      message: null,
      instance: `${hostname()}:${process.pid}`,
      removed: [],
      ...fields,
    });
    const archives = whereKept();
    const name = archiveName(startedAt);
    const target = path.join(backup.dir, name);
    try {
      // In the try: a folder that cannot be made (no permission, a full disk) is a failed attempt,
      // recorded and shown, not an error lost in the scheduler's log.
      mkdirSync(backup.dir, { recursive: true });
      await writeArchive({
        database:
          database.client === 'postgres'
            ? { client: 'postgres', url: database.url, schema: database.schema }
            : { client: 'sqlite', filename: database.filename },
        uploadsDir: path.join(publicDir, 'uploads'),
        bucket,
        target,
        appVersion: strapi.config.get('info.version', '0.0.0') as string,
      });
      await verifyArchive(target);
    } catch (error) {
      return failed(error);
    }
    const { size } = statSync(target);
    try {
      await archives.keep(target, name);
    } catch (error) {
      // Sound, but not kept where it should be (the bucket refused it): a failure, and the local
      // copy is kept under a name nothing counts, for someone to upload by hand.
      return failed(new Error(`verified, but not kept in ${archives.where}: ${messageOf(error)}`));
    }
    // Older archives go only now that this one is verified and kept; never this one.
    let removed: string[] = [];
    let message: string | null = null;
    try {
      removed = archivesToRemove(await archives.list(), { keepDaily: backup.keepDaily, keepWeekly: backup.keepWeekly })
        .filter((archive) => archive.name !== name)
        .map((archive) => archive.name);
      await archives.remove(removed);
    } catch (error) {
      // This backup is sound and kept; the older ones simply stay until the next succeeds.
      message = `Older backups were not removed: ${messageOf(error)}`;
      strapi.log.warn(`Backup ${name}: ${message}`);
    }
    const exposed = await archives.readableByAnyone(name);
    if (exposed) {
      // Kept (a backup is still better than none) but said plainly, on the Backups page and in the log.
      message = `Anyone can download this backup at ${exposed}: the bucket's policy must not make ${config().backup.prefix} public (docs/deployment.md).${message ? ` ${message}` : ''}`;
      strapi.log.error(`Backup ${name}: ${message}`);
    }
    strapi.log.info(
      `Backup ${name}: verified, ${size} bytes, kept in ${archives.where}${removed.length ? `; removed ${removed.join(', ')}` : ''}`,
    );
    return run('verified', { archive: name, key: archives.keyOf(name), size, removed, message });

    function failed(error: unknown): BackupRun {
      // A failed archive keeps no name the retention rule or a restore would count as sound, and
      // a half-written one (a full disk) is not left to fill it further.
      try {
        if (existsSync(target)) renameSync(target, `${target}.failed`);
        rmSync(`${target}.partial`, { force: true });
      } catch {
        // The folder itself is unusable: nothing was left in it.
      }
      const message = error instanceof ArchiveError ? `failed its verification: ${error.message}` : String(error);
      strapi.log.error(`Backup ${name}: ${message}`);
      return run('failed', { archive: existsSync(`${target}.failed`) ? `${name}.failed` : null, message });
    }
  }

  // The users-permissions secret every instance shares (the shop's config leaves secrets out).
  const downloadSecret = () => strapi.config.get('plugin::users-permissions.jwtSecret') as string;

  async function record(run: BackupRun): Promise<void> {
    await store().set({ value: [run, ...(await readRuns())].slice(0, RUNS_KEPT) });
  }

  return {
    /**
     * One backup, unless another is under way ('busy'), or, for a slot of the schedule, another
     * instance has taken that slot already ('taken elsewhere').
     */
    async run(
      trigger: BackupRun['trigger'],
      slot: Date | null = null,
    ): Promise<BackupRun | 'busy' | 'taken elsewhere'> {
      if (underWay) return 'busy';
      underWay = true;
      try {
        return await asOnlyBackupTaker(strapi, async () => {
          if (slot && (await readRuns()).some((run) => run.slot === slot.toISOString())) return 'taken elsewhere';
          const run = await take(trigger, slot);
          await record(run);
          await backupAlerts(strapi).afterRun(run);
          // 'Back up now' is someone's doing (the request's owner); a scheduled backup is no one's.
          if (trigger === 'now')
            await historyService(strapi).record({
              action: 'created',
              kind: 'backup',
              name: run.archive ?? `Backup ${run.result}`,
            });
          return run;
        });
      } finally {
        underWay = false;
      }
    },

    copiesKeptForDays,

    async status(now = new Date()): Promise<BackupStatus> {
      const { backup } = config();
      const runs = await readRuns();
      const newest = runs.find((run) => run.result === 'verified');
      return {
        schedule: backup.schedule
          ? {
              rule: backup.schedule,
              timeZone: backup.timeZone,
              next:
                new Cron(backup.schedule, { paused: true, timezone: backup.timeZone }).nextRun()?.toISOString() ?? null,
              copiesForDays: copiesKeptForDays(),
            }
          : null,
        keep: { daily: backup.keepDaily, weekly: backup.keepWeekly },
        runs: runs.slice(0, 20),
        newestVerified: newest
          ? {
              at: newest.startedAt,
              archive: newest.archive,
              size: newest.size,
              ageHours: Math.round(((now.getTime() - Date.parse(newest.startedAt)) / 3_600_000) * 10) / 10,
            }
          : null,
      };
    },

    /**
     * A link to a verified archive that is still kept (the newest, unless one is named), for the
     * owner asking: signed for their account and its sessions, valid DOWNLOAD_LINK_SECONDS.
     */
    async downloadLink(
      owner: { id: number; tokenVersion: number | null },
      archive?: string,
      now = Date.now(),
    ): Promise<BackupDownloadLink> {
      const verified = (await readRuns()).filter((run) => run.result === 'verified' && run.archive);
      const name = archive ?? verified[0]?.archive;
      if (!name) throw notFound(BACKUP_DOWNLOAD_MESSAGES.none);
      // The name must be one the CMS gives (no path of its own: the store checks) and still kept.
      const kept = verified.some((run) => run.archive === name) ? await whereKept().open(name) : null;
      if (!kept) throw notFound(BACKUP_DOWNLOAD_MESSAGES.gone);
      const expiresAt = now + DOWNLOAD_LINK_SECONDS * 1000;
      const token = signDownload(downloadSecret(), {
        archive: name,
        userId: owner.id,
        tokenVersion: owner.tokenVersion ?? 0,
        expiresAt,
      });
      // The archive holds the shop's personal data: who took it away is on record.
      await historyService(strapi).record({ action: 'downloaded', kind: 'backup', name });
      return {
        url: `/api/admin/backups/download/${token}`,
        archive: name,
        size: kept.size,
        expiresAt: new Date(expiresAt).toISOString(),
      };
    },

    /** The archive a download link names, if the link is sound, unexpired and its owner's sessions live. */
    async openDownload(
      token: string,
      now = Date.now(),
    ): Promise<{ name: string; size: number; stream: () => Promise<Readable> }> {
      const grant = readDownload(downloadSecret(), token);
      if (grant === 'forged') throw new ShopError(403, BACKUP_DOWNLOAD_MESSAGES.invalid);
      if (grant.expiresAt <= now) throw new ShopError(410, BACKUP_DOWNLOAD_MESSAGES.expired);
      if (!(await authService(strapi).ownerSessionLive(grant.userId, grant.tokenVersion))) {
        throw new ShopError(403, BACKUP_DOWNLOAD_MESSAGES.invalid);
      }
      const kept = await whereKept().open(grant.archive);
      if (!kept) throw notFound(BACKUP_DOWNLOAD_MESSAGES.gone);
      // The archive holds the shop's personal data: who took a copy is worth a line in the log.
      strapi.log.info(`Backup ${grant.archive}: downloaded by account ${grant.userId}`);
      return { name: grant.archive, ...kept };
    },

    /**
     * Where backups go and when the next (or, before any, the first) runs, in one line: what
     * `npm start` prints. The time is the shop's (BACKUP_SCHEDULE is in India time).
     */
    async plan(now = new Date()): Promise<string> {
      const { backup } = config();
      const where = whereKept().where;
      if (!backup.schedule) return `off (BACKUP_SCHEDULE=off); 'Back up now' writes to ${where}`;
      const next = new Cron(backup.schedule, { paused: true, timezone: backup.timeZone }).nextRun(now);
      const when = next
        ? `${next.toLocaleString('en-IN', { timeZone: backup.timeZone, dateStyle: 'medium', timeStyle: 'short' })} (${backup.timeZone})`
        : 'never (the schedule has no next time)';
      const first = !(await readRuns()).some((run) => run.result === 'verified');
      return `to ${where}, the ${first ? 'first' : 'next'} at ${when}`;
    },

    /** Alerts the owner once when no backup has been verified for BACKUP_OVERDUE_HOURS. */
    async checkOverdue(now = new Date()): Promise<boolean> {
      return backupAlerts(strapi).checkOverdue(await readRuns(), now);
    },

    /**
     * Adds the schedule to Strapi's cron (started with the server), and the hourly overdue check;
     * nothing when BACKUP_SCHEDULE=off (the owner backs up otherwise; the Backups page says it is off).
     */
    schedule(): void {
      const { backup } = config();
      if (!backup.schedule) return;
      strapi.cron.add({
        [OVERDUE_JOB]: {
          task: () =>
            this.checkOverdue().catch((error: unknown) =>
              strapi.log.error(
                `Backup overdue check failed: ${error instanceof Error ? error.message : String(error)}`,
              ),
            ),
          options: { rule: '17 * * * *' },
        },
        [JOB]: {
          task: async (_context: unknown, ...args: unknown[]) => {
            // Strapi passes the time the job was due for: the slot instances agree on.
            const fireDate = args[0] instanceof Date ? args[0] : new Date();
            const done = await this.run('schedule', fireDate);
            if (done === 'busy' || done === 'taken elsewhere') {
              strapi.log.info(
                `Backup for ${fireDate.toISOString()}: ${done === 'busy' ? 'another is under way' : 'taken by another instance'}`,
              );
            }
          },
          options: { rule: backup.schedule, tz: backup.timeZone },
        },
      });
    },
  };
};

export default createBackupService;

export const backupService = typedService<typeof createBackupService>('api::backup.backup');
