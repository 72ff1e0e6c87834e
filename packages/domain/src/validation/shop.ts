// The shop's details and its enquiry email's SMTP server, as the back office's Shop settings form
// and PUT /api/admin/shop-settings write them. Every field is optional (a PUT sends what it
// changes); null puts a detail back to the site's own setting. Each message names its field, list
// entries by their place ("Phone 2 …"), so a message reads alone in a toast or an API answer.
import { z } from 'zod';
import { normalizePhone } from '../enquiry.js';
import { normaliseName } from '../names.js';
import {
  MAP_ORIGINS,
  type OpeningHours,
  SOCIAL_HOSTS,
  SOCIAL_NETWORKS,
  type SocialNetwork,
  WEEKDAYS,
  type Weekday,
} from '../shop.js';
import type { FieldIssue } from '../types.js';
import { isCalendarDate, MAX_CLOSED_DATES, VISIT_CAPACITY_LIMITS } from '../visits.js';
import { MAILBOX } from './enquiry.js';
import { exchangeDeductionsSchema } from './exchange.js';
import { hasNoControlCharacters } from './fields.js';

export const SHOP_LIMITS = {
  name: 80,
  phones: 5,
  phone: 30,
  addressLines: 6,
  addressLine: 100,
  email: 254,
  url: 500,
  smtpHost: 253,
  smtpUser: 254,
  smtpPassword: 256,
} as const;

/** What each social link is called in its messages and on the form. */
export const SOCIAL_LABELS: Readonly<Record<SocialNetwork, string>> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  youtube: 'YouTube',
  whatsappChannel: 'WhatsApp channel',
};

/** How the form and the messages name each field. */
export const SHOP_FIELD_LABELS = {
  name: 'Shop name',
  phones: 'Phones',
  whatsapp: 'WhatsApp number',
  email: 'Shop email',
  address: 'Address',
  mapUrl: 'Map link',
  openingHours: 'Opening hours',
  social: 'Social links',
  smtp: 'Enquiry email',
  smtpHost: 'SMTP server',
  smtpPort: 'SMTP port',
  smtpSecure: 'SMTP TLS',
  smtpUser: 'SMTP user',
  smtpPassword: 'SMTP password',
  smtpFrom: 'Sender address',
  smtpTo: 'Enquiries go to',
  visitCapacity: 'Visits per slot',
  closedDates: 'Closed dates',
  grievanceContact: 'Grievance contact',
  grievanceName: 'Grievance contact name',
  grievanceEmail: 'Grievance contact email',
  grievancePhone: 'Grievance contact phone',
} as const;

export const phoneLabel = (index: number) => `Phone ${index + 1}`;
export const addressLineLabel = (index: number) => `Address line ${index + 1}`;
const hoursLabel = (index: number) => `Opening hours row ${index + 1}`;

/** One line of text as admin texts are stored (normaliseName): no control characters, at most `max`. */
const line = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .overwrite(normaliseName)
    .min(1, { error: `${label} is required`, abort: true })
    .max(max, { error: `${label} must be at most ${max} characters` })
    .refine((value) => hasNoControlCharacters(value), { error: `${label} cannot contain control characters` });

/** A phone as people write it, kept as written but tidied; it must be a number normalizePhone takes. */
const phone = (label: string) =>
  line(label, SHOP_LIMITS.phone).refine((value) => normalizePhone(value) !== null, {
    error: `${label} must be a phone number: an Indian number, or one abroad with its country code (+44 …)`,
  });

/**
 * A list whose entries are checked one by one, each named by its place: zod's own array check
 * would not know "Phone 2". `min` entries at least (a list cannot be emptied: null resets it).
 */
const listOf = <T>(label: string, entry: (index: number) => z.ZodType<T>, min: number, max: number) =>
  z
    .array(z.unknown(), { error: `${label} must be a list` })
    .min(min, { error: `${label} needs at least ${min === 1 ? 'one entry' : `${min} entries`}` })
    .max(max, { error: `${label} can have at most ${max} entries` })
    .transform((items, context) =>
      items.map((item, index) => {
        const parsed = entry(index).safeParse(item);
        if (parsed.success) return parsed.data;
        for (const issue of parsed.error.issues)
          context.addIssue({ code: 'custom', path: [index, ...issue.path], message: issue.message });
        return z.NEVER;
      }),
    );

/** An https address on one of `hosts`, with no credentials or port: it becomes a link or a frame on every page. */
const httpsUrl = (label: string, hosts: readonly string[], rule: string, path?: RegExp) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(SHOP_LIMITS.url, { error: `${label} must be at most ${SHOP_LIMITS.url} characters` })
    .refine(
      (value) => {
        if (!URL.canParse(value)) return false;
        const url = new URL(value);
        return (
          url.protocol === 'https:' &&
          !url.username &&
          !url.password &&
          !url.port &&
          hosts.includes(url.hostname) &&
          (!path || path.test(url.pathname))
        );
      },
      { error: `${label} must be ${rule}` },
    );

const MAP_HOSTS = MAP_ORIGINS.map((origin) => new URL(origin).hostname);

/** Social links: a blank one is no link (the site shows no icon). */
const socialLink = (network: SocialNetwork) => {
  const label = `${SOCIAL_LABELS[network]} link`;
  const hosts = SOCIAL_HOSTS[network];
  const rule =
    network === 'whatsappChannel'
      ? 'an https link to a WhatsApp channel (https://whatsapp.com/channel/…)'
      : `an https link on ${hosts[0]}`;
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    httpsUrl(label, hosts, rule, network === 'whatsappChannel' ? /^\/channel\/[\w-]+\/?$/ : /^\/./).nullable(),
  );
};

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const openingHours = (index: number) => {
  const label = hoursLabel(index);
  return z
    .object(
      {
        day: z.enum(WEEKDAYS, { error: `${label}: the day must be one of ${WEEKDAYS.join(', ')}` }),
        opens: z
          .string({ error: `${label}: the opening time must be HH:MM` })
          .regex(TIME, { error: `${label}: the opening time must be HH:MM (24-hour, e.g. 10:30)` }),
        closes: z
          .string({ error: `${label}: the closing time must be HH:MM` })
          .regex(TIME, { error: `${label}: the closing time must be HH:MM (24-hour, e.g. 20:30)` }),
      },
      { error: `${label} must be a day with its opening and closing times` },
    )
    .strict()
    .refine((hours) => hours.closes > hours.opens, {
      path: ['closes'],
      error: `${label}: the closing time must be after the opening time`,
    });
};

const label = SHOP_FIELD_LABELS;

const smtpSchema = z
  .object(
    {
      host: z
        .string({ error: `${label.smtpHost} must be text` })
        .trim()
        .min(1, { error: `${label.smtpHost} is required`, abort: true })
        .max(SHOP_LIMITS.smtpHost, { error: `${label.smtpHost} must be at most ${SHOP_LIMITS.smtpHost} characters` })
        .regex(/^[a-z\d](?:[a-z\d-]*[a-z\d])?(?:\.[a-z\d](?:[a-z\d-]*[a-z\d])?)*$/i, {
          error: `${label.smtpHost} must be a host name (smtp.example.com) or an IPv4 address`,
        }),
      port: z.preprocess(
        (value) => (typeof value === 'string' && /^\d{1,5}$/.test(value.trim()) ? Number(value) : value),
        z
          .number({ error: `${label.smtpPort} must be a whole number from 1 to 65535` })
          .int({ error: `${label.smtpPort} must be a whole number from 1 to 65535` })
          .min(1, { error: `${label.smtpPort} must be a whole number from 1 to 65535` })
          .max(65_535, { error: `${label.smtpPort} must be a whole number from 1 to 65535` })
          .default(587),
      ),
      secure: z.boolean({ error: `${label.smtpSecure} must be true or false` }).default(false),
      user: z.preprocess(
        (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
        line(label.smtpUser, SHOP_LIMITS.smtpUser).nullable().default(null),
      ),
      // Not trimmed: a password's spaces are its own. Left out, the stored one stays; '' removes it.
      password: z
        .string({ error: `${label.smtpPassword} must be text` })
        .max(SHOP_LIMITS.smtpPassword, {
          error: `${label.smtpPassword} must be at most ${SHOP_LIMITS.smtpPassword} characters`,
        })
        .refine((value) => hasNoControlCharacters(value), {
          error: `${label.smtpPassword} cannot contain control characters`,
        })
        .optional(),
      from: z.preprocess(
        (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
        mailbox(label.smtpFrom).nullable().default(null),
      ),
      to: mailbox(label.smtpTo),
    },
    { error: `${label.smtp} must be an object with host, port, secure, user, password, from and to, or null` },
  )
  .strict();

function mailbox(name: string) {
  return z
    .string({ error: `${name} must be an email address` })
    .trim()
    .max(SHOP_LIMITS.email, { error: `${name} must be at most ${SHOP_LIMITS.email} characters` })
    .regex(MAILBOX, { error: `${name} must be an email address (e.g. desk@shop.in)` });
}

const grievanceContactSchema = z
  .object(
    {
      name: line(label.grievanceName, SHOP_LIMITS.name),
      email: mailbox(label.grievanceEmail),
      phone: phone(label.grievancePhone),
    },
    { error: `${label.grievanceContact} must be an object with name, email and phone, or null` },
  )
  .strict();

const socialSchema = z
  .object(
    {
      instagram: socialLink('instagram').optional(),
      facebook: socialLink('facebook').optional(),
      youtube: socialLink('youtube').optional(),
      whatsappChannel: socialLink('whatsappChannel').optional(),
    },
    { error: `${label.social} must be an object of ${SOCIAL_NETWORKS.join(', ')}` },
  )
  .strict();

const { min: fewestVisits, max: mostVisits } = VISIT_CAPACITY_LIMITS;
const visitCapacity = z
  .number({ error: `${label.visitCapacity} must be a whole number from ${fewestVisits} to ${mostVisits}` })
  .int({ error: `${label.visitCapacity} must be a whole number from ${fewestVisits} to ${mostVisits}` })
  .min(fewestVisits, { error: `${label.visitCapacity} must be a whole number from ${fewestVisits} to ${mostVisits}` })
  .max(mostVisits, { error: `${label.visitCapacity} must be a whole number from ${fewestVisits} to ${mostVisits}` });

/** Days the shop takes no visits: real dates, each once, stored in order. */
const closedDates = listOf(
  label.closedDates,
  (index) =>
    z
      .string({ error: `Closed date ${index + 1} must be a date (YYYY-MM-DD)` })
      .trim()
      .refine(isCalendarDate, { error: `Closed date ${index + 1} must be a date (YYYY-MM-DD, e.g. 2026-11-08)` }),
  0,
  MAX_CLOSED_DATES,
).transform((dates: string[]) => [...new Set(dates)].sort());

/** PUT /api/admin/shop-settings: each field optional, null for "the site's own setting" (or no SMTP server of its own). */
export const shopSettingsSchema = z
  .object(
    {
      name: line(label.name, SHOP_LIMITS.name).nullable().optional(),
      phones: listOf(label.phones, (index) => phone(phoneLabel(index)), 1, SHOP_LIMITS.phones)
        .nullable()
        .optional(),
      whatsapp: z
        .string({ error: `${label.whatsapp} must be text` })
        // Kept as wa.me wants it: the digits only (+91 98250 12345 is 919825012345).
        .transform((value) => value.replace(/[\s\-.()+]/g, ''))
        .refine((value) => /^[1-9]\d{7,14}$/.test(value), {
          error: `${label.whatsapp} must be 8 to 15 digits starting with the country code (91 98250 12345)`,
        })
        .nullable()
        .optional(),
      email: mailbox(label.email).nullable().optional(),
      address: listOf(
        label.address,
        (index) => line(addressLineLabel(index), SHOP_LIMITS.addressLine),
        1,
        SHOP_LIMITS.addressLines,
      )
        .nullable()
        .optional(),
      mapUrl: httpsUrl(
        label.mapUrl,
        MAP_HOSTS,
        'an https Google Maps link (https://www.google.com/maps?…&output=embed)',
        /^\/maps(\/|$)/,
      )
        .nullable()
        .optional(),
      openingHours: listOf(label.openingHours, openingHours, 0, WEEKDAYS.length)
        .superRefine((rows, context) => {
          const seen = new Set<Weekday>();
          rows.forEach((row, index) => {
            if (seen.has(row.day))
              context.addIssue({
                code: 'custom',
                path: [index, 'day'],
                message: `${hoursLabel(index)}: ${row.day} is given twice`,
              });
            seen.add(row.day);
          });
        })
        // Stored and shown in weekday order.
        .transform((rows: OpeningHours[]) =>
          [...rows].sort((a, b) => WEEKDAYS.indexOf(a.day) - WEEKDAYS.indexOf(b.day)),
        )
        .optional(),
      social: socialSchema.optional(),
      smtp: smtpSchema.nullable().optional(),
      staffMayEditRates: z.boolean({ error: 'Staff may change rates must be true or false' }).optional(),
      exchangeDeductions: exchangeDeductionsSchema.optional(),
      visitCapacity: visitCapacity.optional(),
      closedDates: closedDates.optional(),
      grievanceContact: grievanceContactSchema.nullable().optional(),
    },
    { error: 'The shop settings must be a JSON object' },
  )
  .strict();

export type ShopSettingsInput = z.input<typeof shopSettingsSchema>;
export type ShopSettingsUpdate = z.output<typeof shopSettingsSchema>;
export type SmtpSettingsUpdate = NonNullable<ShopSettingsUpdate['smtp']>;

/**
 * A failed check's problems, each message naming its field. A field zod names itself (an unknown
 * one) is told as such.
 */
export function shopSettingsIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => {
    const field = issue.path.map(String).join('.');
    const message =
      issue.code === 'unrecognized_keys'
        ? `Unknown shop setting: ${issue.keys.map((key) => (field ? `${field}.${key}` : key)).join(', ')}`
        : issue.message;
    return { field, code: issue.code, message };
  });
}

/** The first problem of each field, in one sentence: the messages name their fields already. */
export const describeShopSettingsIssues = (issues: readonly FieldIssue[]) =>
  issues
    .filter((issue, index) => issues.findIndex((other) => other.field === issue.field) === index)
    .map((issue) => issue.message)
    .join('; ');
