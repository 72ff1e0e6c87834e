// Visitors' enquiries: stored before anything else happens to them (the shop's email is sent after,
// and retried: services/notification.ts), read and answered by shop admins only, and deleted once
// answered or archived for ENQUIRY_RETENTION_DAYS (personal data kept no longer than needed).
import { randomInt } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { Enquiry, EnquiryList, EnquiryStatus } from '@suvarna/domain';
import {
  checkEnquiry,
  checkVisitBooking,
  describeEnquiryIssues,
  ENQUIRIES_PER_PAGE,
  ENQUIRY_MESSAGES,
  type EnquiryFields,
  enquiryAlert,
  enquiryListQuerySchema,
  enquiryStatusSchema,
  fieldIssues,
  HONEYPOT_FIELD,
  indiaDate,
  instalmentFits,
  rupeesToPaise,
  SAVINGS_PLAN_MESSAGES,
  savingsPlanInterestMessage,
} from '@suvarna/domain';
import { invalidFields, notFound, ShopError } from '../../../lib/http';
import { asRow } from '../../../lib/rows';
import { typedService } from '../../../lib/services';
import { enquiryLimiter } from '../../../lib/shared-limits';
import { shopConfig } from '../../../lib/shop-config';
import { historyService } from '../../history/services/history';
import { productService } from '../../product/services/product';
import { pushService } from '../../push/services/push';
import { savingsPlanService } from '../../savings-plan/services/savings-plan';
import { shopSettingsService } from '../../shop/services/shop-settings';
import { ENQUIRY_UID, type EnquiryRow, toEnquiry } from '../stored-enquiry';
import { storeVisit } from '../visits';
import { enquiryNotificationService } from './notification';

export const ENQUIRY_NOT_FOUND = 'Enquiry not found';
const DAY_MS = 24 * 60 * 60 * 1000;
/** How often answered and archived enquiries past their retention are looked for. */
const RETENTION_SWEEP_MS = 6 * 60 * 60 * 1000;

/** A honeypot counts as filled whatever it holds but nothing. */
const honeypotFilled = (body: Record<string, unknown>) => {
  const value = body[HONEYPOT_FIELD];
  return value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');
};

// Writes go through the Document Service. Reads, the retention's bulk delete and the email's
// claims (conditional updates: services/notification.ts) use the Query Engine: lookups are by
// numeric id, and a conditional or bulk write has no Document Service form.
const createEnquiryService = ({ strapi }: { strapi: Core.Strapi }) => {
  const config = shopConfig(strapi);
  const throttle = enquiryLimiter(strapi, config.enquiries.maxPerHour);
  const rows = () => strapi.db.query(ENQUIRY_UID);
  let retentionTimer: NodeJS.Timeout | undefined;

  const find = async (id: number): Promise<EnquiryRow> => {
    const row = (await rows().findOne({ where: { id } })) as EnquiryRow | null;
    if (!row) throw notFound(ENQUIRY_NOT_FOUND);
    return row;
  };

  /** The product asked about, as it is priced now: its name, SKU and price stay with the enquiry. */
  const productAskedAbout = async (productId: number | null) => {
    const product = productId === null ? null : await productService(strapi).find(productId);
    if (!product) return {};
    return {
      productId: product.id,
      productName: product.name,
      productSku: product.sku,
      productPricePaise: rupeesToPaise(product.totalPrice),
    };
  };

  /**
   * The savings plan a visitor is interested in, checked: it exists and takes the instalment. Its
   * name stays with the enquiry (a plan may be renamed or removed later).
   */
  const savingsPlanAskedAbout = async (asked: EnquiryFields['savingsPlan']) => {
    if (!asked) return null;
    const plan = await savingsPlanService(strapi).find(asked.id);
    const refuse = (field: string, message: string) =>
      new ShopError(400, `${message}.`, { errors: [{ field, code: 'invalid', message }] });
    if (!plan) throw refuse('savingsPlanId', SAVINGS_PLAN_MESSAGES.planUnknown);
    if (!instalmentFits(plan, asked.instalment))
      throw refuse('instalment', SAVINGS_PLAN_MESSAGES.instalmentOutOfRange(plan));
    return { plan, instalment: asked.instalment };
  };

  /**
   * A message's fields (the Contact form, a piece's enquiry, a savings plan's interest), checked; a
   * savings plan's interest keeps the plan's name and the instalment.
   */
  const messageFields = async (body: Record<string, unknown>) => {
    const checked = checkEnquiry(body);
    if (!checked.ok) throw new ShopError(400, describeEnquiryIssues(checked.issues), { errors: checked.issues });
    const { kind, productId, name, email, phone } = checked.enquiry;
    // A visit is booked by visitFields' rules only (receive sends it there).
    if (kind === 'visit')
      throw invalidFields([{ field: 'kind', code: 'invalid', message: ENQUIRY_MESSAGES.kindInvalid }]);
    const interest = await savingsPlanAskedAbout(checked.enquiry.savingsPlan);
    return {
      kind,
      name,
      message: checked.enquiry.message || (interest ? savingsPlanInterestMessage(interest) : ''),
      ...(email ? { email } : {}),
      ...(phone ? { phone } : {}),
      ...(await productAskedAbout(productId)),
      ...(interest
        ? {
            savingsPlanId: interest.plan.id,
            savingsPlanName: interest.plan.name,
            instalmentPaise: rupeesToPaise(interest.instalment),
          }
        : {}),
    };
  };

  /**
   * A visit's fields, checked, its pieces named as they are now (a piece the visitor cannot see is
   * refused); its message says the visit, so the shop's email and a search read it.
   */
  const visitFields = async (body: Record<string, unknown>) => {
    const checked = checkVisitBooking(body);
    if (!checked.ok) throw new ShopError(400, describeEnquiryIssues(checked.issues), { errors: checked.issues });
    const { name, email, phone, note, visitDate, visitTime, visitMode, pieceIds } = checked.booking;
    const found = await Promise.all(pieceIds.map((id) => productService(strapi).find(id)));
    if (found.some((product) => product === null))
      throw new ShopError(400, `${ENQUIRY_MESSAGES.piecesInvalid}.`, {
        errors: [{ field: 'pieces', code: 'invalid', message: ENQUIRY_MESSAGES.piecesInvalid }],
      });
    const pieces = found.flatMap((product) =>
      product ? [{ id: product.id, name: product.name, sku: product.sku }] : [],
    );
    const summary = `Visit ${visitMode === 'shop' ? 'in the shop' : 'by video call'} on ${visitDate} at ${visitTime}`;
    return {
      kind: 'visit' as const,
      name,
      phone,
      ...(email ? { email } : {}),
      message: note ? `${summary}. ${note}` : summary,
      visitDate,
      visitTime,
      visitMode,
      pieces,
    };
  };

  /** Deletes answered and archived enquiries whose last change is older than the retention. */
  const deleteExpired = async (now = new Date()): Promise<number> => {
    const before = new Date(now.getTime() - config.enquiries.retentionDays * DAY_MS);
    const { count } = await rows().deleteMany({
      where: { status: { $in: ['answered', 'archived'] }, statusChangedAt: { $lt: before.toISOString() } },
    });
    if (count > 0) strapi.log.info(`Deleted ${count} enquiries answered or archived before ${before.toISOString()}`);
    return count;
  };

  return {
    /**
     * Stores a visitor's enquiry or booked visit and has the shop emailed and its admins' devices
     * alerted; a bot's (the honeypot) is answered alike and dropped.
     */
    async receive(body: Record<string, unknown>, address: string): Promise<{ id: number }> {
      // An id drawn at random, not the next one: the answer tells a bot nothing of the enquiries.
      if (honeypotFilled(body)) return { id: randomInt(1_000_000, 2 ** 31 - 1) };
      const fields = body.kind === 'visit' ? await visitFields(body) : await messageFields(body);
      const slot = await throttle.reserve(address);
      try {
        const now = new Date();
        const emailed = await shopSettingsService(strapi).emailConfigured();
        const data = {
          ...fields,
          status: 'new' as const,
          statusChangedAt: now.toISOString(),
          emailStatus: emailed ? ('pending' as const) : ('off' as const),
          emailAttempts: 0,
          // The check let it through: the visitor ticked the consent box.
          consentAt: now.toISOString(),
        };
        const create = async (extra: { visitPlace?: string } = {}) =>
          asRow<EnquiryRow>(await strapi.documents(ENQUIRY_UID).create({ data: { ...data, ...extra } }));
        const stored =
          fields.kind === 'visit'
            ? await storeVisit(strapi, fields, now, (visitPlace) => create({ visitPlace }))
            : await create();
        await slot.stored();
        if (emailed) enquiryNotificationService(strapi).deliver(stored.id);
        pushService(strapi).notify(enquiryAlert({ id: stored.id, name: stored.name, productSku: stored.productSku }));
        return { id: stored.id };
      } catch (error) {
        await slot.released();
        throw error;
      }
    },

    /** A page of enquiries, newest first, with the count of new ones (the back office's badge). */
    async list(query: Record<string, unknown>): Promise<EnquiryList> {
      const parsed = enquiryListQuerySchema.safeParse(query);
      if (!parsed.success) throw invalidFields(fieldIssues(parsed.error));
      const { status, search, page = 1 } = parsed.data;
      const digits = search?.replace(/\D/g, '') ?? '';
      const matching = search
        ? {
            $or: [
              ...['name', 'email', 'message', 'productName', 'productSku'].map((field) => ({
                [field]: { $containsi: search },
              })),
              // Phones are stored as +91…: "98250 12345" finds them by their digits.
              { phone: { $contains: digits.length >= 3 ? digits : search } },
            ],
          }
        : {};
      const where = { ...(status ? { status } : {}), ...matching };
      // Visits from today (India) on come first, soonest first; then the rest, newest first. A
      // page is a slice of that one list.
      const today = indiaDate(new Date());
      const upcomingWhere = { $and: [where, { kind: 'visit', visitDate: { $gte: today } }] };
      // Spelt out rather than $not: a row from before kinds holds nulls, which $not would drop.
      const notUpcoming = {
        $or: [
          { kind: { $ne: 'visit' } },
          { kind: { $null: true } },
          { visitDate: { $lt: today } },
          { visitDate: { $null: true } },
        ],
      };
      const restWhere = { $and: [where, notUpcoming] };
      const start = (page - 1) * ENQUIRIES_PER_PAGE;
      const [upcomingCount, restCount, fresh, emailConfigured] = await Promise.all([
        rows().count({ where: upcomingWhere }),
        rows().count({ where: restWhere }),
        rows().count({ where: { status: 'new' } }),
        shopSettingsService(strapi).emailConfigured(),
      ]);
      const upcoming =
        start < upcomingCount
          ? ((await rows().findMany({
              where: upcomingWhere,
              orderBy: [{ visitDate: 'asc' }, { visitTime: 'asc' }, { id: 'asc' }],
              offset: start,
              limit: ENQUIRIES_PER_PAGE,
            })) as EnquiryRow[])
          : [];
      const restLimit = ENQUIRIES_PER_PAGE - upcoming.length;
      const rest =
        restLimit > 0
          ? ((await rows().findMany({
              where: restWhere,
              orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
              offset: Math.max(0, start - upcomingCount),
              limit: restLimit,
            })) as EnquiryRow[])
          : [];
      const found = [...upcoming, ...rest];
      const total = upcomingCount + restCount;
      return { enquiries: found.map(toEnquiry), total, new: fresh, emailConfigured };
    },

    async get(id: number): Promise<Enquiry> {
      return toEnquiry(await find(id));
    },

    /** New, answered or archived; the retention counts from the last change. */
    async setStatus(id: number, body: Record<string, unknown>): Promise<Enquiry> {
      const parsed = enquiryStatusSchema.safeParse(body);
      if (!parsed.success) throw invalidFields(fieldIssues(parsed.error));
      const row = await find(id);
      const status: EnquiryStatus = parsed.data.status;
      if (row.status === status) return toEnquiry(row);
      const updated = await strapi.documents(ENQUIRY_UID).update({
        documentId: row.documentId,
        data: { status, statusChangedAt: new Date().toISOString() },
      });
      // Deleted between the read and the write.
      if (!updated) throw notFound(ENQUIRY_NOT_FOUND);
      await historyService(strapi).record({
        action: 'updated',
        kind: 'enquiry',
        id,
        name: row.name,
        changes: [{ field: 'status', from: row.status, to: status }],
      });
      return toEnquiry(asRow<EnquiryRow>(updated));
    },

    async remove(id: number): Promise<void> {
      const row = await find(id);
      await strapi.documents(ENQUIRY_UID).delete({ documentId: row.documentId });
      await historyService(strapi).record({ action: 'deleted', kind: 'enquiry', id, name: row.name });
    },

    deleteExpired,

    /**
     * The retention now and every few hours, and the emails that were due while the CMS was down
     * (in the background: a slow SMTP server must not hold up the start).
     */
    async startHousekeeping(): Promise<void> {
      const sweep = () =>
        deleteExpired().catch((error: unknown) =>
          strapi.log.error(`Deleting expired enquiries failed: ${error instanceof Error ? error.message : error}`),
        );
      await sweep();
      retentionTimer = setInterval(sweep, RETENTION_SWEEP_MS);
      retentionTimer.unref();
      if (await shopSettingsService(strapi).emailConfigured()) void enquiryNotificationService(strapi).resume();
    },

    stopHousekeeping(): void {
      clearInterval(retentionTimer);
      enquiryNotificationService(strapi).stop();
    },
  };
};

export default createEnquiryService;

export const enquiryService = typedService<typeof createEnquiryService>('api::enquiry.enquiry');
