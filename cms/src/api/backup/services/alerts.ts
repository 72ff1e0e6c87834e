// Telling the owner about backups that went wrong: a failed backup at once, and no verified backup
// for BACKUP_OVERDUE_HOURS once an episode (checked hourly; the episode ends when a newer backup is
// verified). To the owners' devices (Web Push) and by email when SMTP is configured (the Shop
// settings' server, else the environment's). Never throws: an alert that fails is only logged.
import type { Core } from '@strapi/strapi';
import {
  BACKUP_FAILED_ALERT,
  BACKUP_OVERDUE_HOURS,
  type BackupRun,
  backupOverdueAlert,
  type PushAlert,
} from '@suvarna/domain';
import { shopConfig } from '../../../lib/shop-config';
import { pushService } from '../../push/services/push';
import { shopSettingsService } from '../../shop/services/shop-settings';

/** What the overdue check remembers: which newest backup it watches, since when, whether it has alerted. */
interface OverdueEpisode {
  newest: string | null;
  since: string;
  alerted: boolean;
}

export function backupAlerts(strapi: Core.Strapi) {
  const store = () => strapi.store({ type: 'core', name: 'suvarna', key: 'backup-overdue' });

  async function send(alert: PushAlert, detail: string): Promise<void> {
    pushService(strapi).notify(alert, 'owners');
    try {
      const mailer = await shopSettingsService(strapi).mailer();
      if (!mailer) return;
      await mailer.send({
        subject: alert.title,
        text: `${alert.body}\n\n${detail}\n\n${shopConfig(strapi).siteUrl}${alert.url}`,
      });
    } catch (error) {
      strapi.log.error(`Backup alert email failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  return {
    /** After every recorded attempt: a failed one alerts. */
    async afterRun(run: BackupRun): Promise<void> {
      if (run.result === 'failed') await send(BACKUP_FAILED_ALERT, `Backup of ${run.startedAt}: ${run.message ?? ''}`);
    },

    /**
     * Alerts once when the newest verified backup (or, with none, the first check that saw none)
     * is older than BACKUP_OVERDUE_HOURS; again only after a newer backup was verified and aged.
     */
    async checkOverdue(runs: BackupRun[], now = new Date()): Promise<boolean> {
      const newest = runs.find((run) => run.result === 'verified')?.startedAt ?? null;
      const stored = (await store().get({})) as OverdueEpisode | null;
      const episode: OverdueEpisode =
        stored && stored.newest === newest ? stored : { newest, since: newest ?? now.toISOString(), alerted: false };
      const overdue = now.getTime() - Date.parse(episode.since) > BACKUP_OVERDUE_HOURS * 3_600_000;
      const alert = overdue && !episode.alerted;
      if (alert) episode.alerted = true;
      if (alert || episode !== stored) await store().set({ value: episode });
      if (alert) {
        await send(
          backupOverdueAlert(BACKUP_OVERDUE_HOURS),
          newest ? `The newest verified backup was taken at ${newest}.` : 'No backup has been verified yet.',
        );
      }
      return alert;
    },
  };
}
