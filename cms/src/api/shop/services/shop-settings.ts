// The shop's details and its enquiry email's SMTP server, as the back office's Shop settings store
// them (one row, the shop-setting single type). A change of a public detail is written through the
// Document Service, whose middleware (src/index.ts) republishes the whole site: every page's footer
// shows them. A change of the SMTP server alone is not public and publishes nothing. The SMTP
// password is kept encrypted (src/lib/secret-box.ts) and never leaves the CMS.
import { isDeepStrictEqual } from 'node:util';
import type { Core } from '@strapi/strapi';
import {
  type AdminShopSettings,
  describeShopSettingsIssues,
  EMPTY_SHOP_DETAILS,
  type ExchangeDeductions,
  type GrievanceContact,
  type OpeningHours,
  type ShopDetails,
  type SmtpSettingsView,
  type SocialLinks,
  shopSettingsIssues,
  shopSettingsSchema,
  type TestEmailResult,
  VISIT_CAPACITY_LIMITS,
  type VisitCalendarSettings,
} from '@suvarna/domain';
import { ShopError } from '../../../lib/http';
import { type Mailer, smtpMailer } from '../../../lib/mailer';
import { decryptSecret, encryptSecret } from '../../../lib/secret-box';
import { typedService } from '../../../lib/services';
import { shopConfig } from '../../../lib/shop-config';
import { changesBetween, historyService } from '../../history/services/history';

export const SHOP_SETTINGS_UID = 'api::shop.shop-setting';
/** What the SMTP password's key is derived for: no other secret is sealed with the same key. */
const SMTP_PASSWORD_PURPOSE = 'smtp-password';

/** The SMTP server as stored: the password sealed, or null when the server takes none. */
interface StoredSmtp {
  host: string;
  port: number;
  secure: boolean;
  user: string | null;
  password: string | null;
  from: string | null;
  to: string;
}

type DetailField = Exclude<keyof ShopDetails, 'social' | 'openingHours' | 'exchangeDeductions' | 'grievanceContact'>;

interface ShopSettingsRow extends Record<DetailField, unknown> {
  id: number;
  documentId: string;
  openingHours: OpeningHours[] | null;
  social: Partial<SocialLinks> | null;
  grievanceContact: GrievanceContact | null;
  smtp: StoredSmtp | null;
  staffMayEditRates: boolean | null;
  exchangeDeductions: ExchangeDeductions | null;
  visitCapacity: number | null;
  closedDates: string[] | null;
}

const toDetails = (row: ShopSettingsRow | null): ShopDetails => {
  if (!row) return EMPTY_SHOP_DETAILS;
  return {
    name: (row.name as string | null) ?? null,
    phones: (row.phones as string[] | null) ?? null,
    whatsapp: (row.whatsapp as string | null) ?? null,
    email: (row.email as string | null) ?? null,
    address: (row.address as string[] | null) ?? null,
    mapUrl: (row.mapUrl as string | null) ?? null,
    openingHours: row.openingHours ?? [],
    social: { ...EMPTY_SHOP_DETAILS.social, ...row.social },
    exchangeDeductions: row.exchangeDeductions ?? {},
    grievanceContact: row.grievanceContact ?? null,
  };
};

const toSmtpView = (smtp: StoredSmtp | null): SmtpSettingsView | null =>
  smtp && {
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    user: smtp.user,
    passwordSet: smtp.password !== null,
    from: smtp.from,
    to: smtp.to,
  };

const createShopSettingsService = ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = () => strapi.db.query(SHOP_SETTINGS_UID);
  const encryptionKey = () => strapi.config.get('admin.secrets.encryptionKey') as string;

  const stored = async () => (await rows().findOne({})) as ShopSettingsRow | null;

  /** The one row, made empty at start (under the start lock, so several instances make one). */
  const ensureRow = async (): Promise<ShopSettingsRow> =>
    (await stored()) ?? ((await rows().create({ data: {} })) as ShopSettingsRow);

  /** The SMTP server the back office stored, as a mailer; null when none is stored. */
  const storedMailer = (smtp: StoredSmtp): Mailer => {
    const password =
      smtp.password === null ? null : decryptSecret(smtp.password, encryptionKey(), SMTP_PASSWORD_PURPOSE);
    if (smtp.password !== null && password === null)
      strapi.log.warn(
        'The SMTP password of the Shop settings cannot be read with this ENCRYPTION_KEY: enter it again in the back office',
      );
    return smtpMailer(
      {
        host: smtp.host,
        port: smtp.port,
        secure: smtp.secure,
        ...(smtp.user ? { auth: { user: smtp.user, pass: password ?? '' } } : {}),
      },
      smtp.to,
      smtp.from ?? smtp.to,
    );
  };

  return {
    ensureRow,

    /** The public details (GET /api/user/shop): never the SMTP server. */
    async details(): Promise<ShopDetails> {
      return toDetails(await stored());
    },

    /** GET /api/admin/shop-settings: the SMTP password only as whether one is stored. */
    async adminView(): Promise<AdminShopSettings> {
      const row = await stored();
      return {
        ...toDetails(row),
        smtp: toSmtpView(row?.smtp ?? null),
        staffMayEditRates: row?.staffMayEditRates === true,
        visitCapacity: row?.visitCapacity ?? VISIT_CAPACITY_LIMITS.default,
        closedDates: row?.closedDates ?? [],
      };
    },

    /** What the visit slots are made of: the opening hours, closed dates and visits per slot. */
    async visitCalendar(): Promise<VisitCalendarSettings> {
      const row = await stored();
      return {
        openingHours: row?.openingHours ?? [],
        closedDates: row?.closedDates ?? [],
        capacity: row?.visitCapacity ?? VISIT_CAPACITY_LIMITS.default,
      };
    },

    /** Whether staff accounts may change the rates (src/policies/may-edit-rates.ts). */
    async staffMayEditRates(): Promise<boolean> {
      return (await stored())?.staffMayEditRates === true;
    },

    /** PUT /api/admin/shop-settings: the fields sent, checked; a public change republishes the site. */
    async update(body: Record<string, unknown>): Promise<AdminShopSettings> {
      const parsed = shopSettingsSchema.safeParse(body);
      if (!parsed.success) {
        const errors = shopSettingsIssues(parsed.error);
        throw new ShopError(400, describeShopSettingsIssues(errors), { errors });
      }
      const { smtp, social, staffMayEditRates, visitCapacity, closedDates, ...fields } = parsed.data;
      const before = await this.adminView();
      const row = await ensureRow();
      const current = toDetails(row);

      const publicData: Partial<ShopDetails> = {};
      for (const [field, value] of Object.entries(fields))
        if (value !== undefined) Object.assign(publicData, { [field]: value });
      if (social) {
        const given = Object.fromEntries(Object.entries(social).filter(([, link]) => link !== undefined));
        publicData.social = { ...current.social, ...given };
      }
      const publicChanged = Object.entries(publicData).some(
        ([field, value]) => !isDeepStrictEqual(value, current[field as keyof ShopDetails]),
      );

      let smtpData: StoredSmtp | null | undefined;
      if (smtp === null) smtpData = null;
      else if (smtp) {
        const { password, ...server } = smtp;
        smtpData = {
          ...server,
          // Left out, the stored password stays; '' removes it.
          password:
            password === undefined
              ? (row.smtp?.password ?? null)
              : password === ''
                ? null
                : encryptSecret(password, encryptionKey(), SMTP_PASSWORD_PURPOSE),
        };
      }

      // Who may change rates is not public either: like the SMTP server, it publishes nothing. Nor
      // do the visits per slot and closed dates: the Book a visit page asks the CMS for its slots.
      const privateData = {
        ...(smtpData === undefined ? {} : { smtp: smtpData }),
        ...(staffMayEditRates === undefined ? {} : { staffMayEditRates }),
        ...(visitCapacity === undefined ? {} : { visitCapacity }),
        ...(closedDates === undefined ? {} : { closedDates }),
      };
      const data = { ...publicData, ...privateData };
      if (publicChanged) {
        await strapi.documents(SHOP_SETTINGS_UID).update({ documentId: row.documentId, data: data as never });
      } else if (Object.keys(privateData).length > 0) {
        await rows().update({ where: { id: row.id }, data: privateData });
      }
      const after = await this.adminView();
      // The SMTP password is never written into the history: only that it changed.
      const changes = [
        ...changesBetween(before, after),
        ...(smtp?.password === undefined
          ? []
          : [{ field: 'smtpPassword', from: null, to: smtp.password === '' ? 'removed' : 'changed' }]),
      ];
      if (changes.length > 0)
        await historyService(strapi).record({
          action: 'updated',
          kind: 'shop-settings',
          name: 'Shop settings',
          changes,
        });
      return after;
    },

    /**
     * How the shop is emailed about enquiries: through the SMTP server of the Shop settings when one
     * is stored, else the environment's (SMTP_HOST, SHOP_NOTIFY_EMAIL); null when neither is.
     */
    async mailer(): Promise<Mailer | null> {
      const smtp = (await stored())?.smtp ?? null;
      if (smtp) return storedMailer(smtp);
      const mail = shopConfig(strapi).mail;
      if (!mail) return null;
      return {
        to: mail.to,
        from: mail.from,
        send: (message) =>
          strapi
            .plugin('email')
            .service('email')
            .send({ to: mail.to, from: mail.from, ...message }),
      };
    },

    async emailConfigured(): Promise<boolean> {
      return Boolean((await stored())?.smtp) || shopConfig(strapi).mail !== null;
    },

    /** 'Send a test email': through the server enquiries' emails use, to where they go. */
    async sendTestEmail(): Promise<TestEmailResult> {
      const mailer = await this.mailer();
      if (!mailer)
        throw new ShopError(409, 'No SMTP server is set: enter one under Enquiry email and save before testing it');
      try {
        await mailer.send({
          subject: 'Test email from your shop website',
          text: "This is a test email from the back office's Shop settings. Enquiries from the website will be emailed here.",
        });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new ShopError(502, `The test email could not be sent: ${reason}`);
      }
      return { to: mailer.to };
    },
  };
};

export default createShopSettingsService;

export const shopSettingsService = typedService<typeof createShopSettingsService>('api::shop.shop-settings');
