// Emailing the shop about each new enquiry (through the SMTP server of the back office's Shop
// settings, else SHOP_NOTIFY_EMAIL through Strapi's email plugin; both with its nodemailer provider). The enquiry is stored first; its email is then sent, and while the SMTP
// server fails it is tried again later, with the next try's time in the enquiry's row, so tries
// survive a restart. Each try first claims the row with one conditional UPDATE, so two CMS
// instances never send the same enquiry twice.
import type { Core } from '@strapi/strapi';
import { formatRupees } from '@suvarna/domain';
import { textAsHtml } from '../../../lib/mailer';
import { typedService } from '../../../lib/services';
import { shopConfig } from '../../../lib/shop-config';
import { shopSettingsService } from '../../shop/services/shop-settings';
import { ENQUIRY_UID, type EnquiryRow, toEnquiry } from '../stored-enquiry';

/** Tries before an email counts as failed: about six hours with the default EMAIL_RETRY_MS (1 minute). */
export const MAX_EMAIL_TRIES = 12;
/** The wait doubles after each failure, up to this many times the first wait (an hour by default). */
const MAX_BACKOFF_FACTOR = 60;
/** A claimed email not sent in this time (the CMS died while sending) may be claimed again. */
const CLAIM_MS = 2 * 60 * 1000;
/** Emails sent in one round; the next round follows at once while more are due. */
const ROUND_SIZE = 20;

/** The email about one enquiry: plain text, and the same text as HTML with everything a visitor typed escaped. */
export function enquiryEmail(row: EnquiryRow, backOfficeUrl: string) {
  const enquiry = toEnquiry(row);
  const when = new Intl.DateTimeFormat('en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(enquiry.createdAt));
  const piece = enquiry.product
    ? `${enquiry.product.name} (SKU ${enquiry.product.sku}), ${formatRupees(enquiry.product.price)} when asked`
    : null;
  const lines = [
    `${enquiry.name} sent an enquiry on ${when}.`,
    '',
    ...(enquiry.phone ? [`Phone / WhatsApp: ${enquiry.phone}`] : []),
    ...(enquiry.email ? [`Email: ${enquiry.email}`] : []),
    ...(piece ? [`Piece: ${piece}`] : []),
    '',
    'Message:',
    enquiry.message,
    '',
    `Reply from the back office: ${backOfficeUrl}`,
  ];
  const text = lines.join('\n');
  return {
    subject: `New enquiry from ${enquiry.name}${enquiry.product ? ` about ${enquiry.product.sku}` : ''}`,
    text,
    // A visitor's "<b>" stays text.
    html: textAsHtml(text),
    replyTo: enquiry.email ?? undefined,
  };
}

const createEnquiryNotificationService = ({ strapi }: { strapi: Core.Strapi }) => {
  const config = shopConfig(strapi);
  const rows = () => strapi.db.query(ENQUIRY_UID);
  let timer: NodeJS.Timeout | undefined;
  let timerAt = Number.POSITIVE_INFINITY;
  let stopped = false;
  let round: Promise<void> | undefined;

  const waitAfter = (tries: number, retryMs: number) =>
    retryMs * Math.min(2 ** Math.max(0, tries - 1), MAX_BACKOFF_FACTOR);

  /** Takes the enquiry's email for this process if it is due and nobody else is sending it. */
  const claim = async (id: number, now: Date): Promise<EnquiryRow | null> => {
    const { count } = await rows().updateMany({
      where: { id, emailStatus: 'pending', $or: [{ emailDueAt: null }, { emailDueAt: { $lte: now.toISOString() } }] },
      data: { emailDueAt: new Date(now.getTime() + CLAIM_MS).toISOString() },
    });
    return count === 1 ? ((await rows().findOne({ where: { id } })) as EnquiryRow | null) : null;
  };

  const send = async (id: number): Promise<void> => {
    if (stopped) return;
    const mailer = await shopSettingsService(strapi).mailer();
    if (!mailer) return;
    const row = await claim(id, new Date());
    if (!row) return;
    try {
      await mailer.send(enquiryEmail(row, `${config.siteUrl}/admin/enquiries/`));
      await rows().update({ where: { id }, data: { emailStatus: 'sent', emailDueAt: null } });
    } catch (error) {
      const tries = row.emailAttempts + 1;
      const reason = error instanceof Error ? error.message : String(error);
      if (tries >= MAX_EMAIL_TRIES) {
        strapi.log.error(
          `Enquiry ${id}: the shop was not emailed after ${tries} tries (${reason}). It is in the back office.`,
        );
        await rows().update({ where: { id }, data: { emailStatus: 'failed', emailAttempts: tries, emailDueAt: null } });
        return;
      }
      const waitMs = waitAfter(tries, config.emailRetryMs);
      strapi.log.warn(
        `Enquiry ${id}: emailing the shop failed (${reason}); try ${tries + 1} of ${MAX_EMAIL_TRIES} in ${Math.ceil(waitMs / 1000)} s`,
      );
      await rows().update({
        where: { id },
        data: { emailAttempts: tries, emailDueAt: new Date(Date.now() + waitMs).toISOString() },
      });
      schedule(waitMs);
    }
  };

  /** Sends every email that is due, then waits for the next one. */
  const sendDue = async (): Promise<void> => {
    for (;;) {
      if (stopped) return;
      const now = new Date().toISOString();
      const due = (await rows().findMany({
        select: ['id'],
        where: { emailStatus: 'pending', $or: [{ emailDueAt: null }, { emailDueAt: { $lte: now } }] },
        orderBy: { id: 'asc' },
        limit: ROUND_SIZE,
      })) as Array<{ id: number }>;
      for (const { id } of due) await send(id);
      if (due.length < ROUND_SIZE) break;
    }
    const next = (await rows().findOne({
      select: ['emailDueAt'],
      where: { emailStatus: 'pending', emailDueAt: { $notNull: true } },
      orderBy: { emailDueAt: 'asc' },
    })) as { emailDueAt: string } | null;
    if (next) schedule(new Date(next.emailDueAt).getTime() - Date.now());
  };

  const runRound = (): Promise<void> => {
    round ??= sendDue()
      .catch((error: unknown) => {
        strapi.log.error(`Emailing the shop about enquiries failed: ${error instanceof Error ? error.message : error}`);
      })
      .finally(() => {
        round = undefined;
      });
    return round;
  };

  /** Wakes up for the earliest email due; a later one is found by that round. */
  function schedule(delayMs: number) {
    const at = Date.now() + Math.max(0, delayMs);
    if (stopped || (timer && at >= timerAt)) return;
    clearTimeout(timer);
    timerAt = at;
    timer = setTimeout(() => {
      timer = undefined;
      timerAt = Number.POSITIVE_INFINITY;
      void runRound();
    }, at - Date.now());
    timer.unref();
  }

  return {
    /** Emails the shop about a stored enquiry, in the background: the visitor's answer never waits for SMTP. */
    deliver(id: number): void {
      send(id).catch((error: unknown) =>
        strapi.log.error(`Enquiry ${id}: emailing the shop failed: ${error instanceof Error ? error.message : error}`),
      );
    },
    /** At start: the emails that were due while the CMS was down, then each in its time. */
    resume(): Promise<void> {
      return runRound();
    },
    stop(): void {
      stopped = true;
      clearTimeout(timer);
    },
  };
};

export default createEnquiryNotificationService;

export const enquiryNotificationService =
  typedService<typeof createEnquiryNotificationService>('api::enquiry.notification');
