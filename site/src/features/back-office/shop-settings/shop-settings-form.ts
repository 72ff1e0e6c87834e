// The Shop settings form's values and the API's: the form shows what the site shows (a detail the
// CMS has not stored is the build's own setting), and a save sends only the groups the admin
// changed, checked with the domain's shopSettingsSchema (the CMS checks with the same one).
import {
  type AdminShopSettings,
  type ShopSettingsInput,
  SOCIAL_NETWORKS,
  type SocialNetwork,
  shopSettingsSchema,
  WEEKDAYS,
  type Weekday,
} from '@suvarna/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { ShopConfig } from '../../../config/shop';
import { exchangeDeductionValues, typedDeductions } from './ExchangeDeductionsFields';

export interface DayHours {
  open: boolean;
  opens: string;
  closes: string;
}

export interface ShopSettingsFormValues {
  name: string;
  /** Objects, as react-hook-form's field arrays keep them. */
  phones: Array<{ value: string }>;
  whatsapp: string;
  email: string;
  address: Array<{ value: string }>;
  mapUrl: string;
  hours: Record<Weekday, DayHours>;
  social: Record<SocialNetwork, string>;
  smtp: {
    /** Enquiry emails go through this server rather than the CMS's environment's. */
    enabled: boolean;
    host: string;
    port: string;
    secure: boolean;
    user: string;
    /** Write-only: blank keeps the stored password. */
    password: string;
    from: string;
    to: string;
  };
  /** Staff accounts may change the rates (owners always may). */
  staffMayEditRates: boolean;
  /** The old-gold exchange's deduction per purity, in percent, as typed (ExchangeDeductionsFields). */
  exchangeDeductions: Record<string, string>;
  /** Visits one slot takes, as typed. */
  visitCapacity: string;
  /** Days the shop takes no visits (YYYY-MM-DD, as a date field gives them). */
  closedDates: Array<{ value: string }>;
  /** The privacy notice's contact; all blank: the shop's own name, email and phone. */
  grievanceContact: { name: string; email: string; phone: string };
}

/** A day the shop opens gets these times when the admin ticks it. */
export const DEFAULT_HOURS = { opens: '10:00', closes: '20:00' } as const;

/** The form as the site shows the shop: each detail stored in the CMS, else the build's own. */
export function formValues(
  stored: AdminShopSettings,
  defaults: ShopConfig,
  exchangePurities: readonly string[] = [],
): ShopSettingsFormValues {
  const hours = Object.fromEntries(
    WEEKDAYS.map((day) => {
      const found = (stored.openingHours.length > 0 ? stored.openingHours : defaults.openingHours).find(
        (entry) => entry.day === day,
      );
      return [
        day,
        found ? { open: true, opens: found.opens, closes: found.closes } : { open: false, ...DEFAULT_HOURS },
      ];
    }),
  ) as Record<Weekday, DayHours>;
  const social = Object.fromEntries(
    SOCIAL_NETWORKS.map((network) => [network, stored.social[network] ?? defaults.social[network] ?? '']),
  ) as Record<SocialNetwork, string>;
  const { smtp } = stored;
  return {
    name: stored.name ?? defaults.name,
    phones: (stored.phones ?? defaults.phones).map((value) => ({ value })),
    whatsapp: stored.whatsapp ?? defaults.whatsapp,
    email: stored.email ?? defaults.email,
    address: (stored.address ?? defaults.address).map((value) => ({ value })),
    mapUrl: stored.mapUrl ?? defaults.mapUrl,
    hours,
    social,
    smtp: {
      enabled: smtp !== null,
      host: smtp?.host ?? '',
      port: String(smtp?.port ?? 587),
      secure: smtp?.secure ?? false,
      user: smtp?.user ?? '',
      password: '',
      from: smtp?.from ?? '',
      to: smtp?.to ?? '',
    },
    staffMayEditRates: stored.staffMayEditRates,
    exchangeDeductions: exchangeDeductionValues(exchangePurities, stored.exchangeDeductions),
    visitCapacity: String(stored.visitCapacity),
    closedDates: stored.closedDates.map((value) => ({ value })),
    grievanceContact: stored.grievanceContact ?? { name: '', email: '', phone: '' },
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What a save sends: each group the admin changed from `initial`, whole, and nothing else. */
export function changes(values: ShopSettingsFormValues, initial: ShopSettingsFormValues): ShopSettingsInput {
  const input: ShopSettingsInput = {};
  const changed = (key: keyof ShopSettingsFormValues) => !same(values[key], initial[key]);
  if (changed('name')) input.name = values.name;
  if (changed('phones')) input.phones = values.phones.map(({ value }) => value);
  if (changed('whatsapp')) input.whatsapp = values.whatsapp;
  if (changed('email')) input.email = values.email;
  if (changed('address')) input.address = values.address.map(({ value }) => value);
  if (changed('mapUrl')) input.mapUrl = values.mapUrl;
  if (changed('hours'))
    input.openingHours = WEEKDAYS.filter((day) => values.hours[day].open).map((day) => ({
      day,
      opens: values.hours[day].opens,
      closes: values.hours[day].closes,
    }));
  if (changed('social')) input.social = { ...values.social };
  if (changed('smtp')) {
    const { enabled, password, ...server } = values.smtp;
    input.smtp = enabled ? { ...server, ...(password ? { password } : {}) } : null;
  }
  if (changed('staffMayEditRates')) input.staffMayEditRates = values.staffMayEditRates;
  if (changed('exchangeDeductions')) input.exchangeDeductions = typedDeductions(values.exchangeDeductions);
  // Typed text: a blank or a word is not a number, and the schema says so under the field.
  if (changed('visitCapacity'))
    input.visitCapacity = values.visitCapacity.trim() === '' ? Number.NaN : Number(values.visitCapacity);
  // A date field left empty is no date.
  if (changed('closedDates')) input.closedDates = values.closedDates.map(({ value }) => value).filter(Boolean);
  if (changed('grievanceContact')) {
    const contact = values.grievanceContact;
    input.grievanceContact = Object.values(contact).every((value) => value.trim() === '') ? null : { ...contact };
  }
  return input;
}

/** Where a field of the API's input is on the form. */
function formField(path: readonly PropertyKey[], values: ShopSettingsFormValues): string {
  const [group, index, field] = path.map(String);
  if (!group) return 'root';
  if ((group === 'phones' || group === 'address' || group === 'closedDates') && index !== undefined)
    return `${group}.${index}.value`;
  if (group === 'phones' || group === 'address' || group === 'closedDates') return `${group}.root`;
  if (group === 'openingHours') {
    const day = WEEKDAYS.filter((weekday) => values.hours[weekday].open)[Number(index)];
    return day && field ? `hours.${day}.${field}` : 'hours.root';
  }
  return path.map(String).join('.');
}

/** Sets `message` at a dotted path of the errors, the first message of a field winning. */
function setError(errors: Record<string, unknown>, path: string, type: string, message: string) {
  const keys = path.split('.');
  let node = errors;
  for (const key of keys.slice(0, -1)) {
    node[key] ??= {};
    node = node[key] as Record<string, unknown>;
  }
  const last = keys[keys.length - 1] as string;
  node[last] ??= { type, message };
}

/**
 * react-hook-form's resolver: the changed groups checked with the domain's schema, each message
 * under its own field. Unchanged details are the site's as they are, and are not sent.
 */
export const shopSettingsResolver =
  (initial: () => ShopSettingsFormValues): Resolver<ShopSettingsFormValues> =>
  async (values) => {
    const parsed = shopSettingsSchema.safeParse(changes(values, initial()));
    if (parsed.success) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of parsed.error.issues) setError(errors, formField(issue.path, values), issue.code, issue.message);
    return { values: {}, errors: errors as FieldErrors<ShopSettingsFormValues> };
  };
