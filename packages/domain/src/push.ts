// Alerts on the shop admins' phones (Web Push): what a notification carries, and where it opens
// the back office. Shared by the CMS, which sends them, and the back office's service worker, which
// shows them. Without zod: the service worker and the back office import these in the browser.

/** The JSON a push carries, encrypted end to end (RFC 8291): only what the notification shows. */
export interface PushAlert {
  title: string;
  body: string;
  /** A path of the back office, on the site's own origin: the notification opens it. */
  url: string;
  /** Notifications with the same tag replace each other (one per enquiry, one for publishing). */
  tag: string;
}

/** The Enquiries page's query parameter that opens one enquiry (a notification's link). */
export const ENQUIRY_LINK_PARAM = 'enquiry';

/** The back office's address of one enquiry: the Enquiries page with that enquiry open. */
export const enquiryPath = (id: number) => `/admin/enquiries?${ENQUIRY_LINK_PARAM}=${id}`;

/** Where the back office's service worker lives and what it controls: the back office only. */
export const BACK_OFFICE_WORKER = { url: '/admin/sw.js', scope: '/admin/' } as const;

/** Devices one admin may have alerts on; subscribing another drops that admin's oldest. */
export const MAX_PUSH_DEVICES_PER_ADMIN = 10;
/** A push service keeps an alert this long for a phone that is off, then drops it. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

export const PUSH_MESSAGES = {
  subscribed: 'Alerts are on for this device',
  unsubscribed: 'Alerts are off for this device',
} as const;

/** The alert of a new enquiry: the visitor's name and the piece's SKU, never their phone, email or message. */
export function enquiryAlert(enquiry: { id: number; name: string; productSku?: string | null }): PushAlert {
  return {
    title: 'New enquiry',
    body: `From ${enquiry.name}${enquiry.productSku ? ` about ${enquiry.productSku}` : ''}`,
    url: enquiryPath(enquiry.id),
    tag: `enquiry-${enquiry.id}`,
  };
}

/** The alert of a publish that failed after its tries: the site does not show the latest changes. */
export const PUBLISH_FAILED_ALERT: PushAlert = {
  title: 'Publishing failed',
  body: 'The site was not rebuilt: it does not show the latest changes yet. Open Publish to try again.',
  url: '/admin/publish',
  tag: 'publish-failed',
};

/** The alert of a backup that failed (its writing or its verification): the owner's only copy may be old. */
export const BACKUP_FAILED_ALERT: PushAlert = {
  title: 'Backup failed',
  body: 'The last backup could not be written or verified. Open Backups to see why and back up now.',
  url: '/admin/backups',
  tag: 'backup-failed',
};

/** The alert of no verified backup for `hours`: sent once an episode, not every time it is checked. */
export const backupOverdueAlert = (hours: number): PushAlert => ({
  title: 'No recent backup',
  body: `There has been no verified backup for more than ${hours} hours. Open Backups to back up now.`,
  url: '/admin/backups',
  tag: 'backup-overdue',
});
