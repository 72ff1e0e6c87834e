// Erasure requests (the privacy notice's 'Erase my data'): a visitor's phone or email, kept until an
// owner erases, in one action, every enquiry sent with it (whatever its kind: messages, visits,
// savings-plan interest). The request then keeps only when and how many: the history records the
// count and the request's number, never the erased data. Throttled and honeypotted like enquiries.
import { randomInt } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import {
  checkErasureRequest,
  ERASURE_MESSAGES,
  type ErasureRequest,
  type ErasureRequestList,
  type ErasureResult,
  type ErasureStatus,
  erasedMessage,
  erasureDueBy,
  HONEYPOT_FIELD,
} from '@suvarna/domain';
import { type CarriedErasure, carriedDone, readCarried } from '../../../lib/backup/carried-erasures';
import { conflict, notFound, ShopError } from '../../../lib/http';
import { typedService } from '../../../lib/services';
import { enquiryLimiter } from '../../../lib/shared-limits';
import { shopConfig } from '../../../lib/shop-config';
import { ENQUIRY_UID } from '../../enquiry/stored-enquiry';
import { historyService } from '../../history/services/history';

export const ERASURE_REQUEST_UID = 'api::erasure-request.erasure-request';

/** The newest requests the back office lists (open ones are few; answered ones are kept as a record). */
const LISTED = 200;
/** Enquiries deleted in one statement, well under the databases' limits on bound values. */
const DELETED_AT_ONCE = 500;

interface ErasureRequestRow {
  id: number;
  phone: string | null;
  email: string | null;
  status: ErasureStatus;
  dueBy: string | Date;
  doneAt: string | Date | null;
  erased: number | null;
  createdAt: string | Date;
}

const iso = (value: string | Date) => new Date(value).toISOString();

const toErasureRequest = (row: ErasureRequestRow): ErasureRequest => ({
  id: row.id,
  phone: row.phone ?? null,
  email: row.email ?? null,
  status: row.status,
  createdAt: iso(row.createdAt),
  dueBy: iso(row.dueBy),
  doneAt: row.doneAt ? iso(row.doneAt) : null,
  erased: row.erased ?? null,
});

const honeypotFilled = (body: Record<string, unknown>) => {
  const value = body[HONEYPOT_FIELD];
  return value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');
};

// The Query Engine throughout: the request's claim is a conditional update, the erasure a bulk
// delete, and neither has a Document Service form; no public page shows either.
const createErasureRequestService = ({ strapi }: { strapi: Core.Strapi }) => {
  const throttle = enquiryLimiter(strapi, shopConfig(strapi).enquiries.maxPerHour, 'erasure');
  const rows = () => strapi.db.query(ERASURE_REQUEST_UID);

  /** Deletes the enquiries of these document ids, a few hundred at a time; answers how many went. */
  const deleteEnquiries = async (documentIds: readonly string[]) => {
    let deleted = 0;
    for (let start = 0; start < documentIds.length; start += DELETED_AT_ONCE) {
      const { count } = (await strapi.db
        .query(ENQUIRY_UID)
        .deleteMany({ where: { documentId: { $in: documentIds.slice(start, start + DELETED_AT_ONCE) } } })) as {
        count: number;
      };
      deleted += count;
    }
    return deleted;
  };

  const find = async (id: number) => {
    const row = (await rows().findOne({ where: { id } })) as ErasureRequestRow | null;
    if (!row) throw notFound(ERASURE_MESSAGES.notFound);
    return row;
  };

  return {
    /** Stores a visitor's request; a bot's (the honeypot) is answered alike and dropped. */
    async receive(body: Record<string, unknown>, address: string): Promise<{ id: number; dueBy: string }> {
      const now = new Date();
      const dueBy = erasureDueBy(now).toISOString();
      if (honeypotFilled(body)) return { id: randomInt(1_000_000, 2 ** 31 - 1), dueBy };
      const checked = checkErasureRequest(body);
      if (!checked.ok)
        throw new ShopError(400, checked.issues.map((issue) => `${issue.message}.`).join(' '), {
          errors: checked.issues,
        });
      const slot = await throttle.reserve(address);
      try {
        const stored = (await rows().create({
          data: { ...checked.request, status: 'open', dueBy },
        })) as ErasureRequestRow;
        await slot.stored();
        strapi.log.info(`Erasure request #${stored.id} received, due by ${dueBy}`);
        return { id: stored.id, dueBy };
      } catch (error) {
        await slot.released();
        throw error;
      }
    },

    /** Open requests first, the oldest due first; then answered ones, the latest first. */
    async list(): Promise<ErasureRequestList> {
      const [open, done] = await Promise.all([
        rows().findMany({ where: { status: 'open' }, orderBy: [{ dueBy: 'asc' }, { id: 'asc' }], limit: LISTED }),
        rows().findMany({ where: { status: 'done' }, orderBy: [{ doneAt: 'desc' }, { id: 'desc' }], limit: LISTED }),
      ]);
      const openCount = await rows().count({ where: { status: 'open' } });
      return {
        requests: [...(open as ErasureRequestRow[]), ...(done as ErasureRequestRow[])].map(toErasureRequest),
        open: openCount,
      };
    },

    /**
     * Erases every enquiry whose phone or email is the request's (the email whatever its case), and
     * answers the request, in one transaction: the request is claimed first, so two owners' clicks
     * erase once and the second is told it is done.
     */
    async erase(id: number): Promise<ErasureResult> {
      const request = await find(id);
      if (request.status !== 'open') throw conflict(ERASURE_MESSAGES.alreadyDone);
      const matching = [
        ...(request.phone ? [{ phone: request.phone }] : []),
        ...(request.email ? [{ email: { $eqi: request.email } }] : []),
      ];
      // Never an empty $or, which would match every enquiry: an open request always names one.
      if (matching.length === 0) throw conflict(ERASURE_MESSAGES.alreadyDone);
      const erased = await strapi.db.transaction(async () => {
        const doneAt = new Date().toISOString();
        const { count: claimed } = (await rows().updateMany({
          where: { id, status: 'open' },
          data: { status: 'done', doneAt, phone: null, email: null },
        })) as { count: number };
        if (claimed === 0) throw conflict(ERASURE_MESSAGES.alreadyDone);
        // Their document ids stay with the request, so a restore of an older backup erases them again.
        const found = (await strapi.db
          .query(ENQUIRY_UID)
          .findMany({ where: { $or: matching }, select: ['documentId'] })) as Array<{ documentId: string }>;
        const erasedEnquiries = found.map((enquiry) => enquiry.documentId);
        const count = await deleteEnquiries(erasedEnquiries);
        await rows().update({ where: { id }, data: { erased: count, erasedEnquiries } });
        return count;
      });
      // Only the request's number and the count: what was erased stays erased.
      await historyService(strapi).record({
        action: 'erased',
        kind: 'erasure-request',
        id,
        name: erasedMessage(erased, id),
      });
      return { request: toErasureRequest(await find(id)), erased };
    },

    /**
     * At start, after a restore (lib/backup/carried-erasures.ts), in one transaction: the requests
     * the restored database lacks are put back, and each done in the database it replaced is done
     * here too, its enquiries erased again by their document ids. One erased before those ids were
     * kept cannot be: open here, it stays open for an owner to erase again. The file goes once
     * carried; a damaged one, or a failure, is logged and kept for the next start to try again.
     */
    async carryAcrossRestore(): Promise<void> {
      const { dir } = shopConfig(strapi).backup;
      let carried: CarriedErasure[];
      try {
        carried = readCarried(dir);
      } catch (error) {
        strapi.log.error(`Cannot read the erasure requests a restore left in ${dir}: ${(error as Error).message}`);
        return;
      }
      if (carried.length === 0) return;
      try {
        const done = await strapi.db.transaction(async () => {
          const tally = { added: 0, done: 0, erased: 0, notAgain: 0 };
          for (const request of carried) {
            const row = (await rows().findOne({
              where: { documentId: request.documentId },
            })) as ErasureRequestRow | null;
            const { erasedEnquiries, ...fields } = request;
            if (!row) {
              await rows().create({ data: { ...fields, erasedEnquiries } });
              tally.added += 1;
            } else if (request.status === 'done' && row.status === 'open' && erasedEnquiries) {
              const { doneAt, erased } = request;
              await rows().update({
                where: { id: row.id },
                data: { status: 'done', doneAt, erased, erasedEnquiries, phone: null, email: null },
              });
              tally.done += 1;
            } else if (request.status === 'done' && row.status === 'open') {
              tally.notAgain += 1;
            }
            if (request.status === 'done' && erasedEnquiries) tally.erased += await deleteEnquiries(erasedEnquiries);
          }
          return tally;
        });
        carriedDone(dir);
        strapi.log.info(
          `Carried ${carried.length} erasure requests across the restore: ${done.added} put back, ${done.done} done again, ${done.erased} enquiries erased again`,
        );
        if (done.notAgain > 0)
          strapi.log.warn(
            `${done.notAgain} erasure requests done before this release are open again after the restore: erase them again on the Erasure requests page`,
          );
      } catch (error) {
        strapi.log.error(`Cannot carry the erasure requests across the restore: ${(error as Error).message}`);
      }
    },
  };
};

export default createErasureRequestService;

export const erasureRequestService = typedService<typeof createErasureRequestService>(ERASURE_REQUEST_UID);
