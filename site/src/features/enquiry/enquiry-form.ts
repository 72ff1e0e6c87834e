// Sends an enquiry form in place where scripts run: a busy state, then a thank-you where the form
// was; the CMS's message under each field it refused; and when the shop cannot be reached, the
// text stays in the fields with a one-tap WhatsApp message carrying it. Everything shown is set as
// text, never as HTML. Plain DOM and fetch: the Contact page ships no framework.
import { ENQUIRY_MESSAGES, type FieldIssue, whatsappHref } from '@suvarna/domain';

export const ENQUIRY_FORM_TEXTS = {
  sending: 'Sending…',
  thanksTitle: 'Message sent',
  checkFields: 'Your message was not sent: please check the fields marked below.',
  unreachable: 'Your message was not sent: the shop could not be reached just now.',
  keptText: 'Your message is still here: try again, or send it on WhatsApp.',
  whatsappLink: 'Send on WhatsApp instead',
} as const;

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

/** The CMS's message under each field it refused; the first such field takes the focus. */
function showFieldIssues(form: HTMLFormElement, status: HTMLElement, issues: FieldIssue[]) {
  const unplaced: string[] = [];
  let first: HTMLElement | null = null;
  for (const issue of issues) {
    const message = form.querySelector<HTMLElement>(`[data-error-for="${CSS.escape(issue.field)}"]`);
    const input = form.elements.namedItem(issue.field);
    if (!message || !(input instanceof HTMLElement)) {
      unplaced.push(issue.message);
      continue;
    }
    message.textContent = issue.message;
    input.setAttribute('aria-invalid', 'true');
    first ??= input;
  }
  status.append(
    element('p', 'text-sm font-semibold text-maroon', [ENQUIRY_FORM_TEXTS.checkFields, ...unplaced].join(' ')),
  );
  first?.focus();
}

/** Not sent: the reason, the text kept in the fields, and WhatsApp with that text. */
function showNotSent(form: HTMLFormElement, status: HTMLElement, reason: string | undefined) {
  const fields = new FormData(form);
  const text = [fields.get('name'), fields.get('message')].filter(Boolean).join(': ');
  const link = element('a', 'btn btn-outline mt-3', ENQUIRY_FORM_TEXTS.whatsappLink);
  link.href = whatsappHref(form.dataset.whatsapp ?? '', text);
  link.target = '_blank';
  link.rel = 'noopener';
  const notice = element('div', 'border-l-4 border-maroon bg-maroon/5 px-4 py-3 text-sm');
  notice.append(
    element('p', 'font-semibold text-maroon', reason ?? ENQUIRY_FORM_TEXTS.unreachable),
    element('p', 'mt-1 text-charcoal', ENQUIRY_FORM_TEXTS.keptText),
    link,
  );
  status.append(notice);
}

/** Sent: a thank-you in the form's place, which takes the focus so a screen reader reads it. */
function showThanks(form: HTMLFormElement, message: string) {
  const thanks = element('div', 'border border-gold-light bg-sand px-6 py-8');
  thanks.setAttribute('role', 'status');
  thanks.tabIndex = -1;
  thanks.append(element('h3', 'text-2xl', ENQUIRY_FORM_TEXTS.thanksTitle), element('p', 'mt-2 text-charcoal', message));
  form.replaceWith(thanks);
  thanks.focus();
}

async function send(form: HTMLFormElement, status: HTMLElement) {
  const answer = await fetch(form.action, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(Object.fromEntries(new FormData(form))),
  });
  const body = (await answer.json().catch(() => null)) as Answer | null;
  const message = typeof body?.message === 'string' ? body.message : undefined;
  if (answer.ok && body?.success === true) return showThanks(form, message ?? ENQUIRY_MESSAGES.sent);
  const issues = Array.isArray(body?.errors) ? body.errors.filter(isFieldIssue) : [];
  if (answer.status === 400 && issues.length > 0) return showFieldIssues(form, status, issues);
  // Too many messages (429) says why; anything else is the shop's trouble, not the visitor's.
  showNotSent(form, status, answer.status === 429 ? message : undefined);
}

function enhance(form: HTMLFormElement) {
  const status = form.querySelector<HTMLElement>('[data-enquiry-status]');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!status || !button) return;
  // The CMS's messages, under each field, rather than the browser's bubbles.
  form.noValidate = true;
  const label = button.textContent ?? '';
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (form.getAttribute('aria-busy') === 'true') return;
    clearMessages(form, status);
    form.setAttribute('aria-busy', 'true');
    button.disabled = true;
    button.textContent = ENQUIRY_FORM_TEXTS.sending;
    try {
      await send(form, status);
    } catch {
      showNotSent(form, status, undefined);
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
