import { ENQUIRY_MESSAGES, enquiryThrottledMessage } from '@suvarna/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enquiry as en } from '../../i18n/messages/en/enquiry';
import { enquiry as gu } from '../../i18n/messages/gu/enquiry';
import { enhanceEnquiryForms, issueText, readTexts, throttledText } from './enquiry-form';
import { enquiryFormTexts } from './enquiry-texts';

const TEXTS = enquiryFormTexts('en', en);
const GU_TEXTS = enquiryFormTexts('gu', gu);

/** The form as EnquiryForm.astro renders it, in short (its `data-texts` set by `render`). */
const FORM = `
  <form method="post" action="https://cms.example/api/user/enquiry" data-enquiry-form data-whatsapp="919825012345">
    <label for="n">Your Name</label><input id="n" name="name" aria-describedby="n-error" required />
    <p id="n-error" data-error-for="name"></p>
    <label for="e">Email Address</label><input id="e" name="email" type="email" aria-describedby="e-error" />
    <p id="e-error" data-error-for="email"></p>
    <label for="p">Phone / WhatsApp</label><input id="p" name="phone" aria-describedby="p-error" />
    <p id="p-error" data-error-for="phone"></p>
    <label for="m">Your Message</label><textarea id="m" name="message" aria-describedby="m-error"></textarea>
    <p id="m-error" data-error-for="message"></p>
    <input id="c" name="consent" type="checkbox" value="yes" required aria-describedby="c-error" />
    <label for="c">I agree, as the privacy notice explains.</label>
    <p id="c-error" data-error-for="consent"></p>
    <input type="hidden" name="productId" value="42" />
    <input name="website" tabindex="-1" />
    <div role="status" data-enquiry-status></div>
    <button type="submit">Send Message</button>
  </form>`;

const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

function render(texts: unknown = TEXTS) {
  document.body.innerHTML = FORM;
  const form = document.querySelector('form') as HTMLFormElement;
  form.dataset.texts = typeof texts === 'string' ? texts : JSON.stringify(texts);
  enhanceEnquiryForms(document);
}

describe('the enquiry form, sent in place', () => {
  const fetch = vi.fn<typeof globalThis.fetch>();
  beforeEach(() => {
    render();
    vi.stubGlobal('fetch', fetch);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetch.mockReset();
  });

  const fill = async () => {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Your Name'), 'Asha');
    await user.type(screen.getByLabelText('Your Message'), 'Is it <b>22K</b>?');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    return user;
  };

  it('refuses to send without the consent box, saying so under it, and sends once it is ticked', async () => {
    fetch.mockImplementation(() => json(200, { success: true, message: ENQUIRY_MESSAGES.sent, data: { id: 9 } }));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Your Name'), 'Asha');
    await user.type(screen.getByLabelText('Your Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const consent = screen.getByRole('checkbox', { name: /I agree/ });
    expect(consent).toHaveAttribute('aria-invalid', 'true');
    expect(consent).toHaveAccessibleDescription(ENQUIRY_MESSAGES.consentRequired);
    expect(consent).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
    await user.click(consent);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByText(ENQUIRY_MESSAGES.sent);
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toMatchObject({ consent: 'yes' });
  });

  it('posts the fields as JSON, says it is sending, then thanks the visitor in the form’s place', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetch.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const user = await fill();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('button', { name: TEXTS.sending })).toBeDisabled();
    expect(document.querySelector('form')).toHaveAttribute('aria-busy', 'true');
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('https://cms.example/api/user/enquiry');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Asha',
      email: '',
      phone: '',
      message: 'Is it <b>22K</b>?',
      consent: 'yes',
      productId: '42',
      website: '',
    });
    answer(new Response(JSON.stringify({ success: true, message: ENQUIRY_MESSAGES.sent, data: { id: 7 } })));
    const thanks = (await screen.findByText(ENQUIRY_MESSAGES.sent)).closest('[role="status"]');
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(thanks).toHaveTextContent(`${TEXTS.sentTitle}${ENQUIRY_MESSAGES.sent}`);
    expect(document.querySelector('form')).toBeNull();
  });

  it('shows each refused field’s message under it, marks it invalid and focuses the first', async () => {
    fetch.mockImplementation(() =>
      json(400, {
        success: false,
        message: 'Please give a phone number or an email address.',
        errors: [{ field: 'phone', code: 'contact_required', message: ENQUIRY_MESSAGES.contactRequired }],
      }),
    );
    const user = await fill();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const phone = screen.getByLabelText('Phone / WhatsApp');
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    expect(phone).toHaveAccessibleDescription(ENQUIRY_MESSAGES.contactRequired);
    expect(phone).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(TEXTS.checkFields);
    expect(screen.getByLabelText('Your Message')).toHaveValue('Is it <b>22K</b>?');
    // Sent again, the old messages go.
    fetch.mockImplementation(() => json(200, { success: true, message: ENQUIRY_MESSAGES.sent, data: { id: 8 } }));
    await user.type(phone, '9825012345');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(ENQUIRY_MESSAGES.sent)).toBeInTheDocument();
  });

  it.each([
    ['the network fails', () => Promise.reject(new TypeError('Failed to fetch')), TEXTS.unreachable],
    ['the CMS fails', () => json(500, { success: false, message: 'Internal error' }), TEXTS.unreachable],
    [
      'too many were sent',
      () =>
        json(429, {
          success: false,
          message: 'Too many messages from this connection. Please try again in 12 minutes.',
        }),
      'Too many messages from this connection. Please try again in 12 minutes.',
    ],
  ])('when %s, keeps the text and offers WhatsApp with it', async (_, answer, reason) => {
    fetch.mockImplementation(answer as () => Promise<Response>);
    const user = await fill();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.getByText(TEXTS.keptText)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: TEXTS.whatsappInstead });
    expect(link).toHaveAttribute(
      'href',
      `https://wa.me/919825012345?text=${encodeURIComponent('Asha: Is it <b>22K</b>?')}`,
    );
    expect(screen.getByLabelText('Your Message')).toHaveValue('Is it <b>22K</b>?');
    expect(document.querySelector('[data-enquiry-status] b')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });
});

describe('the enquiry form on a Gujarati page', () => {
  const fetch = vi.fn<typeof globalThis.fetch>();
  beforeEach(() => {
    render(GU_TEXTS);
    vi.stubGlobal('fetch', fetch);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetch.mockReset();
  });

  const send = async () => {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Your Name'), 'Asha');
    await user.type(screen.getByLabelText('Your Message'), 'Is it 22K?');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
  };

  it('says it is sending and thanks the visitor in Gujarati, whatever the CMS says in English', async () => {
    fetch.mockImplementation(() => json(200, { success: true, message: ENQUIRY_MESSAGES.sent, data: { id: 7 } }));
    await send();
    const thanks = (await screen.findByText(gu.sent)).closest('[role="status"]');
    expect(thanks).toHaveTextContent(`${gu.sentTitle}${gu.sent}`);
    expect(screen.queryByText(ENQUIRY_MESSAGES.sent)).toBeNull();
  });

  it('tells each refused field by its code, not by the CMS’s English message', async () => {
    fetch.mockImplementation(() =>
      json(400, {
        success: false,
        message: 'Please give a phone number or an email address. Email address is not valid.',
        errors: [
          { field: 'phone', code: 'contact_required', message: ENQUIRY_MESSAGES.contactRequired },
          { field: 'email', code: 'invalid', message: ENQUIRY_MESSAGES.emailInvalid },
          { field: 'productId', code: 'invalid', message: ENQUIRY_MESSAGES.productInvalid },
        ],
      }),
    );
    await send();
    const phone = screen.getByLabelText('Phone / WhatsApp');
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    expect(phone).toHaveAccessibleDescription(gu.issues['phone-contact_required']);
    expect(screen.getByLabelText('Email Address')).toHaveAccessibleDescription(gu.issues['email-invalid']);
    // The piece has no message line of its own: its refusal joins the summary.
    expect(screen.getByRole('status')).toHaveTextContent(`${gu.checkFields} ${gu.issues['productId-invalid']}`);
    expect(document.body).not.toHaveTextContent(ENQUIRY_MESSAGES.contactRequired);
  });

  it('says the shop could not be reached, and how long to wait when throttled, in Gujarati', async () => {
    fetch.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    await send();
    expect(await screen.findByText(gu.unreachable)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: gu.whatsappInstead })).toBeInTheDocument();
    fetch.mockImplementation(() =>
      json(429, { success: false, message: 'Too many messages from this connection. Please try again in 12 minutes.' }),
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(gu.throttledIn.other.replace('{minutes}', '12'))).toBeInTheDocument();
    expect(screen.getByText(gu.keptText)).toBeInTheDocument();
  });
});

describe('a form without its texts', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['none', ''],
    ['broken', '{"sending":'],
    ['not texts', '{"a":1}'],
  ])('(%s) is left a plain form post', async (_, texts) => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    vi.stubGlobal('fetch', fetch);
    render(texts);
    const form = document.querySelector('form') as HTMLFormElement;
    expect(readTexts(form)).toBeNull();
    expect(form.noValidate).toBe(false);
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send Message' }));
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('a refusal’s text', () => {
  it('is chosen by field and code; one not listed shows the CMS’s text on an English page, a general one else', () => {
    const odd = { field: 'name', code: 'strange', message: 'Name is strange' };
    expect(issueText(TEXTS, { field: 'name', code: 'required', message: 'whatever' })).toBe(en.issues['name-required']);
    expect(issueText(TEXTS, odd)).toBe('Name is strange');
    expect(issueText(GU_TEXTS, odd)).toBe(gu.checkField);
    expect(issueText(GU_TEXTS, { field: 'constructor', code: '', message: 'x' })).toBe(gu.checkField);
  });

  it('names the minutes to wait in the page’s language, or none when the CMS’s answer names none', () => {
    const english = enquiryThrottledMessage;
    expect(throttledText(TEXTS, english(1))).toBe(english(1));
    expect(throttledText(TEXTS, english(12))).toBe(english(12));
    expect(throttledText(GU_TEXTS, english(1))).toBe(gu.throttledIn.one.replace('{minutes}', '1'));
    expect(throttledText(GU_TEXTS, 'Too many requests, please try again later')).toBe(gu.throttled);
    expect(throttledText(GU_TEXTS, undefined)).toBe(gu.throttled);
  });
});
