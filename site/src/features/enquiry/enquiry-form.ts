// Sends an enquiry form in place where scripts run: a busy state, then a thank-you where the form
// was; a message under each field the CMS refused; and when the shop cannot be reached, the text
// stays in the fields with a one-tap WhatsApp message carrying it. Everything shown is set as
// text, never as HTML. Plain DOM and fetch: the Contact page ships no framework.
//
// The texts are the page's language, from the form's `data-texts` (enquiry-texts.ts writes them):
// the CMS answers in English, so a refusal is told by its field and code, a throttle by its status.
import { CONSENT_FIELD, type FieldIssue, whatsappHref } from '@suvarna/domain';

/** Said on a form whose enquiry the CMS refused as a conflict (409: a visit's time was taken). */
export const ENQUIRY_CONFLICT_EVENT = 'suvarna:enquiry-conflict';

/** What the script shows, in the page's language. */
export interface EnquiryFormTexts {
  /** The page's language (`gu-IN`), for the plural of a number of minutes. */
  lang: string;
  sending: string;
  sentTitle: string;
  sent: string;
  checkFields: string;
  unreachable: string;
  keptText: string;
  whatsappInstead: string;
  /** Under a refused field, by the CMS's field and code: `phone-invalid`. */
  issues: Record<string, string>;
  /** For a field and code not in `issues`; null shows the CMS's own message (English pages). */
  otherIssue: string | null;
  /** Too many enquiries (429) when the CMS names no wait. */
  throttled: string;
  /** The same with the minutes the CMS named: `{minutes}`, by the number's plural category. */
  throttledIn: { one: string; other: string };
}

/** The form's texts, or null when they are missing or broken: the form then posts as a plain form. */
export function readTexts(form: HTMLFormElement): EnquiryFormTexts | null {
  try {
    const texts = JSON.parse(form.dataset.texts ?? '') as Partial<EnquiryFormTexts> | null;
    const complete =
      typeof texts?.sending === 'string' &&
      typeof texts.issues === 'object' &&
      texts.issues !== null &&
      texts.throttledIn;
    return complete ? (texts as EnquiryFormTexts) : null;
  } catch {
    return null;
  }
}

/** A refused field's message in the page's language, chosen by its field and code. */
export function issueText(texts: EnquiryFormTexts, issue: FieldIssue): string {
  const key = `${issue.field}-${issue.code}`;
  const known = Object.hasOwn(texts.issues, key) ? texts.issues[key] : undefined;
  return known ?? texts.otherIssue ?? issue.message;
}

/** Too many enquiries: the wait the CMS's message names (its one number), in the page's language. */
export function throttledText(texts: EnquiryFormTexts, message: string | undefined): string {
  const minutes = Number(/\d+/.exec(message ?? '')?.[0]);
  if (!Number.isSafeInteger(minutes) || minutes < 1) return texts.throttled;
  const plural = new Intl.PluralRules(texts.lang).select(minutes);
  return (plural === 'one' ? texts.throttledIn.one : texts.throttledIn.other).replace('{minutes}', String(minutes));
}

interface Answer {
  success?: unknown;
  message?: unknown;
  errors?: unknown;
}

const isFieldIssue = (value: unknown): value is FieldIssue =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FieldIssue).field === 'string' &&
  typeof (value as FieldIssue).message === 'string';

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) {
  const created = document.createElement(tag);
  created.className = className;
  if (text !== undefined) created.textContent = text;
  return created;
}

function clearMessages(form: HTMLFormElement, status: HTMLElement) {
  status.replaceChildren();
  for (const message of form.querySelectorAll<HTMLElement>('[data-error-for]')) message.textContent = '';
  for (const input of form.querySelectorAll('[aria-invalid]')) input.removeAttribute('aria-invalid');
}

/** A message under each field the CMS refused; the first such field takes the focus. */
function showFieldIssues(form: HTMLFormElement, status: HTMLElement, texts: EnquiryFormTexts, issues: FieldIssue[]) {
  const unplaced: string[] = [];
  let first: HTMLElement | null = null;
  for (const issue of issues) {
    const message = form.querySelector<HTMLElement>(`[data-error-for="${CSS.escape(issue.field)}"]`);
    const input = form.elements.namedItem(issue.field);
    if (!message || !(input instanceof HTMLElement)) {
      unplaced.push(issueText(texts, issue));
      continue;
    }
    message.textContent = issueText(texts, issue);
    input.setAttribute('aria-invalid', 'true');
    first ??= input;
  }
  status.append(element('p', 'text-sm font-semibold text-maroon', [texts.checkFields, ...unplaced].join(' ')));
  first?.focus();
}

/**
 * The consent box left unticked: refused here, as the browser's own check would, with the CMS's
 * message for it in the page's language, and nothing sent.
 */
function consentMissing(form: HTMLFormElement, status: HTMLElement, texts: EnquiryFormTexts): boolean {
  const box = form.elements.namedItem(CONSENT_FIELD);
  if (!(box instanceof HTMLInputElement) || !box.validity.valueMissing) return false;
  showFieldIssues(form, status, texts, [
    { field: CONSENT_FIELD, code: 'required', message: texts.issues[`${CONSENT_FIELD}-required`] ?? '' },
  ]);
  return true;
}

/** Not sent: the reason, the text kept in the fields, and WhatsApp with that text. */
function showNotSent(form: HTMLFormElement, status: HTMLElement, texts: EnquiryFormTexts, reason: string | undefined) {
  const fields = new FormData(form);
  const text = [fields.get('name'), fields.get('message')].filter(Boolean).join(': ');
  const link = element('a', 'btn btn-outline mt-3', texts.whatsappInstead);
  link.href = whatsappHref(form.dataset.whatsapp ?? '', text);
  link.target = '_blank';
  link.rel = 'noopener';
  const notice = element('div', 'border-l-4 border-maroon bg-maroon/5 px-4 py-3 text-sm');
  notice.append(
    element('p', 'font-semibold text-maroon', reason ?? texts.unreachable),
    element('p', 'mt-1 text-charcoal', texts.keptText),
    link,
  );
  status.append(notice);
}

/** Sent: a thank-you in the form's place, which takes the focus so a screen reader reads it. */
function showThanks(form: HTMLFormElement, texts: EnquiryFormTexts) {
  const thanks = element('div', 'border border-gold-light bg-sand px-6 py-8');
  thanks.setAttribute('role', 'status');
  thanks.tabIndex = -1;
  thanks.append(element('h3', 'text-2xl', texts.sentTitle), element('p', 'mt-2 text-charcoal', texts.sent));
  form.replaceWith(thanks);
  thanks.focus();
}

async function send(form: HTMLFormElement, status: HTMLElement, texts: EnquiryFormTexts) {
  const answer = await fetch(form.action, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(Object.fromEntries(new FormData(form))),
  });
  const body = (await answer.json().catch(() => null)) as Answer | null;
  const message = typeof body?.message === 'string' ? body.message : undefined;
  if (answer.ok && body?.success === true) return showThanks(form, texts);
  const issues = Array.isArray(body?.errors) ? body.errors.filter(isFieldIssue) : [];
  if (answer.status === 400 && issues.length > 0) return showFieldIssues(form, status, texts, issues);
  // A visit's time taken since the list was read: said under the time, and the list read again.
  if (answer.status === 409 && issues.length > 0) {
    showFieldIssues(form, status, texts, issues);
    form.dispatchEvent(new CustomEvent(ENQUIRY_CONFLICT_EVENT));
    return;
  }
  // Too many messages (429) says why; anything else is the shop's trouble, not the visitor's.
  showNotSent(form, status, texts, answer.status === 429 ? throttledText(texts, message) : undefined);
}

function enhance(form: HTMLFormElement) {
  const status = form.querySelector<HTMLElement>('[data-enquiry-status]');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const texts = readTexts(form);
  if (!status || !button || !texts) return;
  // The refusals' messages under each field, rather than the browser's bubbles.
  form.noValidate = true;
  const label = button.textContent ?? '';
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (form.getAttribute('aria-busy') === 'true') return;
    clearMessages(form, status);
    if (consentMissing(form, status, texts)) return;
    form.setAttribute('aria-busy', 'true');
    button.disabled = true;
    button.textContent = texts.sending;
    try {
      await send(form, status, texts);
    } catch {
      showNotSent(form, status, texts, undefined);
    } finally {
      form.removeAttribute('aria-busy');
      button.disabled = false;
      button.textContent = label;
    }
  });
}

export function enhanceEnquiryForms(root: ParentNode) {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-enquiry-form]')) enhance(form);
}
