// How a history entry reads to people: its action in words, its fields by the names the forms give
// them (FIELD_LABELS) and its values as text. The CMS sends wire names and raw values.
import {
  FIELD_LABELS,
  HISTORY_KIND_LABELS,
  type HistoryAction,
  type HistoryChange,
  type HistoryEntry,
  type HistoryValue,
} from '@suvarna/domain';

/** Each action as a few words after the kind: "Product updated", "Account sign-in failed". */
export const HISTORY_ACTION_WORDS: Readonly<Record<HistoryAction, string>> = {
  created: 'created',
  updated: 'updated',
  deleted: 'deleted',
  'bulk-edited': 'bulk edited',
  imported: 'imported',
  published: 'published',
  invited: 'invited',
  'invite-accepted': 'invite accepted',
  'role-changed': 'role changed',
  disabled: 'disabled',
  enabled: 'enabled',
  removed: 'removed',
  'reset-link-made': 'reset link made',
  'signed-in': 'signed in',
  'sign-in-failed': 'sign-in failed',
  'signed-out-everywhere': 'signed out everywhere',
  'password-changed': 'password changed',
  'password-reset': 'password reset',
  'two-step-on': 'two-step sign-in turned on',
  'two-step-off': 'two-step sign-in turned off',
  downloaded: 'downloaded',
  erased: 'erased',
};

/** "Product updated": what was done to what kind of record (an action the CMS added since shows as sent). */
export const whatWasDone = (entry: Pick<HistoryEntry, 'kind' | 'action'>): string =>
  `${HISTORY_KIND_LABELS[entry.kind] ?? entry.kind} ${HISTORY_ACTION_WORDS[entry.action] ?? entry.action}`;

const LABELS: Readonly<Record<string, string>> = FIELD_LABELS;

/** A field by its form's name; a field the labels do not know, as the CMS named it. */
export const fieldName = (field: string): string => (Object.hasOwn(LABELS, field) ? (LABELS[field] ?? field) : field);

/** A value as text: lists joined with commas, nothing as "—", yes/no for a boolean. */
export function valueText(value: HistoryValue): string {
  if (value === null || value === '') return '—';
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

/** "Name: Kada Bangle → Kada Bangle 22K". */
export const changeText = (change: HistoryChange): string =>
  `${fieldName(change.field)}: ${valueText(change.from)} → ${valueText(change.to)}`;
