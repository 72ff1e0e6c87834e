// How the fields are named in their messages: under the form's field, in an API error and in a
// toast. Without zod, so the site's pages that show prices and their messages do not ship it.
import type { FieldIssue } from './types.js';

/** How each field is named in its messages, under the form's field, in an API error and in a toast. */
export const FIELD_LABELS = {
  name: 'Name',
  sku: 'SKU',
  metal: 'Metal',
  purity: 'Purity',
  category_id: 'Category',
  laber: 'Labour',
  discount: 'Discount',
  gender: 'Gender',
  status: 'Status',
  weight: 'Net weight',
  size: 'Size',
  color: 'Colour',
  details: 'Details',
  description: 'Description',
  nameGu: 'Name (Gujarati)',
  nameHi: 'Name (Hindi)',
  descriptionGu: 'Description (Gujarati)',
  descriptionHi: 'Description (Hindi)',
  detailsGu: 'Details (Gujarati)',
  detailsHi: 'Details (Hindi)',
  alt: 'Alt text',
  altGu: 'Alt text (Gujarati)',
  altHi: 'Alt text (Hindi)',
  grossWeight: 'Gross weight',
  makingChargeType: 'Labour type',
  // The back office's "Labour" field: the making charge, by its type.
  makingChargeValue: 'Labour',
  stones: 'Stones',
  // A piece's pictures, as the history counts them ('3 pictures').
  images: 'Pictures',
  huid: 'HUID',
  hallmarkFee: 'Hallmarking fee',
  discountType: 'Discount type',
  price: 'Price',
  quotedPrice: 'Quoted price',
  unit: 'Unit',
  quoteUnit: 'Quote unit',
  confirm: 'Confirm',
  days: 'Days',
  email: 'Email',
  firstName: 'First name',
  LastName: 'Last name',
  currentPassword: 'Current password',
  password: 'Password',
  confirmPassword: 'Confirm password',
  // A savings plan's (validation/savings-plan.ts), as the History names its changes.
  months: 'Months',
  minInstalment: 'Smallest instalment',
  maxInstalment: 'Largest instalment',
  benefit: 'Benefit',
} as const satisfies Readonly<Record<string, string>>;

/** What the spec's rate and category forms call their `name` ("Rate name must be at most 60 characters"). */
export const RATE_NAME_LABEL = 'Rate name';
export const CATEGORY_NAME_LABEL = 'Category name';
/** "Category name (Gujarati)": a category's translated name, in its messages. */
export const categoryNameIn = (language: 'gu' | 'hi') =>
  `${CATEGORY_NAME_LABEL} (${language === 'gu' ? 'Gujarati' : 'Hindi'})`;

/** Other names a field goes by in its messages. */
const OTHER_LABELS: Readonly<Record<string, readonly string[]>> = {
  name: [RATE_NAME_LABEL, CATEGORY_NAME_LABEL],
  nameGu: [categoryNameIn('gu')],
  nameHi: [categoryNameIn('hi')],
};

/**
 * How a stone line's fields are named in their messages ("Carats must be at most 100"): a line's
 * schema does not know its place, which "Stone 2" gives before it.
 */
export const STONE_FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'Name',
  count: 'Count',
  carats: 'Carats',
  rate: 'Rate',
  pricePerCarat: 'Price per carat',
  certificate: 'Certificate',
  'certificate.lab': 'Certificate lab',
  'certificate.number': 'Certificate number',
};
/** A stone line as a whole, in its own messages ("Stone line must have…"); "Stone 2" in a description. */
export const STONE_LINE_LABEL = 'Stone line';

const LABELS: Readonly<Record<string, string | undefined>> = FIELD_LABELS;
export const label = (field: string) => LABELS[field] ?? field;
export const stoneLabel = (field: string) => STONE_FIELD_LABELS[field] ?? field;

/** A stone line's field, by its place and its name within the line: `stones.1.carats`. */
const STONE_FIELD = /^stones\.(\d+)(?:\.(.+))?$/;

/** A field's name in a message: "SKU", "Stone 2 carats". */
export function fieldLabel(field: string): string {
  const stone = STONE_FIELD.exec(field);
  if (stone) {
    const [, index, rest] = stone;
    const line = `Stone ${Number(index) + 1}`;
    return rest ? `${line} ${stoneLabel(rest).toLowerCase()}` : line;
  }
  return label(field);
}

/**
 * How the messages about a field name it, at their start: its label, and a stone line's field by
 * its name within the line ("Carats"), as its schema does not know the line's place.
 */
export function messageLabel(field: string): string {
  const stone = STONE_FIELD.exec(field);
  if (stone) return stone[2] ? stoneLabel(stone[2]) : STONE_LINE_LABEL;
  return label(field);
}

/** Does the message start with the name (a whole word: "Name must…", not "Names…")? */
const startsWithName = (message: string, name: string) =>
  message.startsWith(name) && !/^[\p{L}\p{N}_]/u.test(message.slice(name.length));

/**
 * A field's message in a sentence that names the field once: as it is when it names its field
 * ("Net weight must be more than 0 g"), with the stone line's place before a stone line's field's
 * ("Stone 2: Carats must be at most 100"), and after the field's name otherwise ("SKU: required!").
 */
function describeFieldIssue({ field, message }: FieldIssue): string {
  if (!field) return message;
  const stone = STONE_FIELD.exec(field);
  if (stone) {
    const [, index, rest] = stone;
    const line = `Stone ${Number(index) + 1}`;
    if (!startsWithName(message, messageLabel(field))) return `${fieldLabel(field)}: ${message}`;
    return rest ? `${line}: ${message}` : `${line}${message.slice(STONE_LINE_LABEL.length)}`;
  }
  const names = [messageLabel(field), ...(OTHER_LABELS[field] ?? [])];
  return names.some((name) => startsWithName(message, name)) ? message : `${fieldLabel(field)}: ${message}`;
}

/**
 * The first problem of each field in one text, each naming its field once, e.g.
 * "SKU: required!; Net weight must be more than 0 g; Stone 2: Carats must be at most 100".
 */
export function describeFieldIssues(issues: readonly FieldIssue[]): string {
  const seen = new Set<string>();
  const parts: string[] = [];
  for (const issue of issues) {
    if (seen.has(issue.field)) continue;
    seen.add(issue.field);
    parts.push(describeFieldIssue(issue));
  }
  return parts.join('; ');
}
