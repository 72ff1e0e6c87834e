// The history of every change (docs/api.md#history): who did what to which record, and when. The
// CMS writes an entry for every admin write; the back office's History page and a product's History
// tab read them. Entries are never changed or deleted through the API, only pruned after
// AUDIT_RETENTION_DAYS.
import { z } from 'zod';

// No generated code (as in validation/fields.ts): the site's Content-Security-Policy forbids eval, and
// zod's probe for it, run when this module's schema is made before that module's setting, would be
// reported as a violation on every back-office page (the History page parses its address with it).
z.config({ jitless: true });

/** The shop's content: what staff may change, and so may read the history of. */
const CONTENT_KINDS = ['product', 'category', 'rate', 'banner', 'enquiry', 'import', 'publish'] as const;

/** What an entry is about. Staff see the content kinds only (STAFF_HISTORY_KINDS). */
export const HISTORY_KINDS = [
  ...CONTENT_KINDS,
  'team',
  'account',
  'shop-settings',
  'savings-plan',
  'backup',
  'erasure-request',
] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

export const STAFF_HISTORY_KINDS: readonly HistoryKind[] = CONTENT_KINDS;

/** How the back office names each kind. */
export const HISTORY_KIND_LABELS: Readonly<Record<HistoryKind, string>> = {
  product: 'Product',
  category: 'Category',
  rate: 'Rate',
  banner: 'Banner',
  enquiry: 'Enquiry',
  import: 'Stock sheet',
  publish: 'Publish',
  team: 'Team',
  account: 'Account',
  'shop-settings': 'Shop settings',
  'savings-plan': 'Savings plan',
  backup: 'Backup',
  'erasure-request': 'Erasure request',
};

/** What was done; the back office shows these words as they are. */
export const HISTORY_ACTIONS = [
  'created',
  'updated',
  'deleted',
  'bulk-edited',
  'imported',
  'published',
  'invited',
  'invite-accepted',
  'role-changed',
  'disabled',
  'enabled',
  'removed',
  'reset-link-made',
  'signed-in',
  'sign-in-failed',
  'signed-out-everywhere',
  'password-changed',
  'password-reset',
  'two-step-on',
  'two-step-off',
  'downloaded',
  'erased',
] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/** A scalar as it was and became: text, a number, a yes/no, a list of names, or nothing. */
export type HistoryValue = string | number | boolean | null | readonly string[];

export interface HistoryChange {
  /** The field's name on the wire (FIELD_LABELS names it for people). */
  field: string;
  from: HistoryValue;
  to: HistoryValue;
}

/** Who did it, as they were named then: the account may since be renamed or removed. */
export interface HistoryActor {
  id: number | null;
  name: string;
  email: string;
}

export interface HistoryEntry {
  /** ISO time. */
  at: string;
  who: HistoryActor;
  action: HistoryAction;
  kind: HistoryKind;
  /** The record's id (a product's, a member's…); null when the entry is about no one record. */
  id: number | null;
  /** The record's name at the time ("Kada Bangle (KB-22)", "22K", a member's name). */
  name: string;
  /** For an update: each changed field, old and new. Empty otherwise. */
  changes: HistoryChange[];
}

/** GET /api/admin/history: a page of entries, newest first, and how many match in all. */
export interface HistoryPage {
  entries: HistoryEntry[];
  total: number;
}

export const HISTORY_PAGE_SIZE = 50;
export const MAX_HISTORY_SEARCH_LENGTH = 100;

const single = (message: string) => z.string({ error: message });
const wholeNumber = (name: string, min: number) =>
  single(`${name} must be a whole number`)
    .regex(/^\s*\d{1,9}\s*$/, { error: `${name} must be a whole number` })
    .transform(Number)
    .pipe(z.number().min(min, { error: `${name} must be at least ${min}` }));
const day = (name: string) =>
  single(`${name} must be a date (YYYY-MM-DD)`)
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${name} must be a date (YYYY-MM-DD)` })
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
      error: `${name} must be a date (YYYY-MM-DD)`,
    });
const blankAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/**
 * GET /api/admin/history's query: `who` (an account id), `kind`, `id` (a record's id, with kind),
 * `from` and `to` (days, inclusive, in India time), `search` (in names and emails), `page` (from 1).
 * Empty parameters are as if absent; a repeated one (an array) is refused.
 */
export const historyQuerySchema = z
  .object({
    who: z.preprocess(blankAsMissing, wholeNumber('Who', 1).optional()),
    kind: z.preprocess(
      blankAsMissing,
      z.enum(HISTORY_KINDS, { error: `Kind must be one of ${HISTORY_KINDS.join(', ')}` }).optional(),
    ),
    id: z.preprocess(blankAsMissing, wholeNumber('Id', 1).optional()),
    from: z.preprocess(blankAsMissing, day('From').optional()),
    to: z.preprocess(blankAsMissing, day('To').optional()),
    search: z.preprocess(
      blankAsMissing,
      single('Search must be text')
        .transform((value) => value.trim())
        .pipe(
          z.string().max(MAX_HISTORY_SEARCH_LENGTH, {
            error: `Search must be at most ${MAX_HISTORY_SEARCH_LENGTH} characters`,
          }),
        )
        .optional(),
    ),
    page: z.preprocess(blankAsMissing, wholeNumber('Page', 1).optional()),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: 'From must not be after To',
    path: ['to'],
  });
export type HistoryQuery = z.infer<typeof historyQuerySchema>;
