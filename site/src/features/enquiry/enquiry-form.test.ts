import { ENQUIRY_MESSAGES } from '@suvarna/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENQUIRY_FORM_TEXTS, enhanceEnquiryForms } from './enquiry-form';

/** The form as EnquiryForm.astro renders it, in short. */
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
    <input type="hidden" name="productId" value="42" />
    <input name="website" tabindex="-1" />
    <div role="status" data-enquiry-status></div>
    <button type="submit">Send Message</button>
  </form>`;

const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

describe('the enquiry form, sent in place', () => {
  const fetch = vi.fn<typeof globalThis.fetch>();
  beforeEach(() => {
    document.body.innerHTML = FORM;
    vi.stubGlobal('fetch', fetch);
    enhanceEnquiryForms(document);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetch.mockReset();
  });

  const fill = async () => {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Your Name'), 'Asha');
    await user.type(screen.getByLabelText('Your Message'), 'Is it <b>22K</b>?');
    return user;
  };

  it('posts the fields as JSON, says it is sending, then thanks the visitor in the form’s place', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetch.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const user = await fill();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('button', { name: ENQUIRY_FORM_TEXTS.sending })).toBeDisabled();
    expect(document.querySelector('form')).toHaveAttribute('aria-busy', 'true');
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('https://cms.example/api/user/enquiry');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Asha',
      email: '',
      phone: '',
      message: 'Is it <b>22K</b>?',
      productId: '42',
      website: '',
    });
    answer(new Response(JSON.stringify({ success: true, message: ENQUIRY_MESSAGES.sent, data: { id: 7 } })));
    const thanks = (await screen.findByText(ENQUIRY_MESSAGES.sent)).closest('[role="status"]');
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(thanks).toHaveTextContent(`${ENQUIRY_FORM_TEXTS.thanksTitle}${ENQUIRY_MESSAGES.sent}`);
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
    expect(screen.getByRole('status')).toHaveTextContent(ENQUIRY_FORM_TEXTS.checkFields);
    expect(screen.getByLabelText('Your Message')).toHaveValue('Is it <b>22K</b>?');
    // Sent again, the old messages go.
    fetch.mockImplementation(() => json(200, { success: true, message: ENQUIRY_MESSAGES.sent, data: { id: 8 } }));
    await user.type(phone, '9825012345');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(ENQUIRY_MESSAGES.sent)).toBeInTheDocument();
  });

  it.each([
    ['the network fails', () => Promise.reject(new TypeError('Failed to fetch')), ENQUIRY_FORM_TEXTS.unreachable],
    ['the CMS fails', () => json(500, { success: false, message: 'Internal error' }), ENQUIRY_FORM_TEXTS.unreachable],
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
    expect(screen.getByText(ENQUIRY_FORM_TEXTS.keptText)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: ENQUIRY_FORM_TEXTS.whatsappLink });
    expect(link).toHaveAttribute(
      'href',
      `https://wa.me/919825012345?text=${encodeURIComponent('Asha: Is it <b>22K</b>?')}`,
    );
    expect(screen.getByLabelText('Your Message')).toHaveValue('Is it <b>22K</b>?');
    expect(document.querySelector('[data-enquiry-status] b')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });
});
