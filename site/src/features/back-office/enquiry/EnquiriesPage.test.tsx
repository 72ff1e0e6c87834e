import { createApiClient } from '@suvarna/api-client';
import type { Enquiry, EnquiryList } from '@suvarna/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeCms } from '../data/fake-cms';
import { ALERT_TEXTS } from '../push/NotifyControl';
import { BackOfficeRoot } from '../shell/BackOfficeRoot';
import { EMAIL_OFF_NOTICE, EnquiriesPage } from './EnquiriesPage';

type FakeCms = Awaited<ReturnType<typeof startFakeCms>>;

const enquiry = (id: number, fields: Partial<Enquiry> = {}): Enquiry => ({
  id,
  kind: 'message',
  visit: null,
  name: `Visitor ${id}`,
  email: `visitor${id}@example.in`,
  phone: null,
  message: `Message ${id}`,
  product: null,
  savingsPlan: null,
  status: 'new',
  createdAt: new Date(Date.UTC(2026, 10, 20, 6, id)).toISOString(),
  statusChangedAt: new Date(Date.UTC(2026, 10, 20, 6, id)).toISOString(),
  emailStatus: 'sent',
  consentAt: new Date(Date.UTC(2026, 10, 20, 6, id)).toISOString(),
  ...fields,
});

/** The CMS's enquiries in memory, answering the enquiry routes as the real one does. */
function createEnquiryCms(initial: Enquiry[], emailConfigured = true) {
  const state = { enquiries: initial.map((found) => ({ ...found })) };
  const handler = (request: { method?: string | undefined; url?: string | undefined }, body: string) => {
    const url = new URL(request.url ?? '/', 'http://cms.test');
    if (request.method === 'GET' && url.pathname === '/api/admin/enquiries') {
      const status = url.searchParams.get('status');
      const search = url.searchParams.get('search')?.toLowerCase() ?? '';
      const page = Number(url.searchParams.get('page') ?? 1);
      const matching = state.enquiries
        .filter((found) => !status || found.status === status)
        .filter((found) => !search || JSON.stringify(found).toLowerCase().includes(search))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      const data: EnquiryList = {
        enquiries: matching.slice((page - 1) * 20, page * 20),
        total: matching.length,
        new: state.enquiries.filter((found) => found.status === 'new').length,
        emailConfigured,
      };
      return { status: 200, body: { success: true, data } };
    }
    const addressed = /^\/api\/admin\/enquiry\/(\d+)$/.exec(url.pathname);
    const id = Number(addressed?.[1]);
    const found = state.enquiries.find((entry) => entry.id === id);
    if (!found) return { status: 404, body: { success: false, message: 'Enquiry not found' } };
    if (request.method === 'GET') return { status: 200, body: { success: true, data: found } };
    if (request.method === 'PUT') {
      found.status = (JSON.parse(body) as { status: Enquiry['status'] }).status;
      return { status: 200, body: { success: true, message: 'Enquiry updated', data: found } };
    }
    if (request.method === 'DELETE') {
      state.enquiries = state.enquiries.filter((entry) => entry.id !== id);
      return { status: 200, body: { success: true, message: 'Deleted Successfully', data: null } };
    }
    return { status: 404, body: { success: false, message: `No route ${request.method} ${url.pathname}` } };
  };
  return { state, handler };
}

const KADA = enquiry(30, {
  name: 'Asha <b>Patel</b>',
  phone: '+919825012345',
  email: 'asha@example.in',
  message: 'Is the kada available in 22K?\nI can visit on Saturday.',
  product: { id: 7, name: 'Kada Bangle', sku: 'KB-22', price: 91_250 },
});

describe('the Enquiries section', () => {
  let cms: FakeCms | undefined;
  afterEach(() => cms?.close());

  async function renderPage(enquiries: Enquiry[], emailConfigured = true) {
    const fake = createEnquiryCms(enquiries, emailConfigured);
    cms = await startFakeCms(fake.handler);
    render(
      <BackOfficeRoot>
        <EnquiriesPage api={createApiClient({ baseUrl: cms.url, getToken: () => 'jwt-1' })} shopName="Suvarna" />
      </BackOfficeRoot>,
    );
    return { state: fake.state, user: userEvent.setup() };
  }

  const rows = () => within(screen.getByRole('list', { name: 'Enquiries' })).getAllByRole('button');

  it('lists the newest first, 20 a page, and pages on', async () => {
    const { user } = await renderPage(Array.from({ length: 23 }, (_, index) => enquiry(index + 1)));
    expect(await screen.findByText('23 enquiries, 23 new in all')).toBeInTheDocument();
    expect(rows()).toHaveLength(20);
    expect(rows()[0]).toHaveTextContent('Visitor 23');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    await waitFor(() =>
      expect(rows().map((row) => row.textContent?.split('20 Nov')[0])).toEqual(['Visitor 3', 'Visitor 2', 'Visitor 1']),
    );
    expect(screen.queryByText(EMAIL_OFF_NOTICE)).toBeNull();
  });

  it('filters by status and finds by any detail', async () => {
    const { user } = await renderPage([KADA, enquiry(2, { status: 'answered' }), enquiry(3, { status: 'archived' })]);
    await screen.findByText('3 enquiries, 1 new in all');
    await user.selectOptions(screen.getByLabelText('Status'), 'Answered');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('Visitor 2');
    await user.selectOptions(screen.getByLabelText('Status'), 'All');
    await user.type(screen.getByLabelText('Search enquiries'), 'KB-22{Enter}');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('Asha <b>Patel</b>');
  });

  it('opens an enquiry with its message as written, how to reach the visitor and the piece with its price then', async () => {
    const { user } = await renderPage([KADA]);
    await user.click(await screen.findByRole('button', { name: /Asha/ }));
    const view = screen.getByRole('dialog', { name: 'Enquiry from Asha <b>Patel</b>' });
    expect(within(view).getByText(/Is the kada available in 22K\?\s+I can visit on Saturday\./)).toBeInTheDocument();
    expect(view.querySelector('b')).toBeNull();
    expect(within(view).getByRole('link', { name: '+919825012345' })).toHaveAttribute('href', 'tel:+919825012345');
    expect(within(view).getByRole('link', { name: 'Kada Bangle (KB-22)' })).toHaveAttribute(
      'href',
      '/product-preview/7',
    );
    expect(view).toHaveTextContent('₹91,250.00 when asked');
    expect(view).toHaveTextContent('Emailed to the shop');
    expect(view).toHaveTextContent(/Agreed to the privacy notice \d/);
    const whatsapp = new URL(within(view).getByRole('link', { name: 'Reply on WhatsApp' }).getAttribute('href') ?? '');
    expect(whatsapp.pathname).toBe('/919825012345');
    expect(whatsapp.searchParams.get('text')).toMatch(
      /^Namaste Asha <b>Patel<\/b>, thank you .* about Kada Bangle \(SKU KB-22\)/,
    );
    expect(within(view).getByRole('link', { name: 'Reply by email' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:asha@example\.in\?subject=/),
    );
  });

  it("shows a visit's day, time, mode and pieces, with Confirm on WhatsApp", async () => {
    const visit = enquiry(31, {
      kind: 'visit',
      name: 'Meera Shah',
      phone: '+919825012345',
      email: null,
      message: 'Visit by video call on 2026-12-01 at 10:30',
      visit: {
        date: '2026-12-01',
        time: '10:30',
        mode: 'video',
        pieces: [{ id: 7, name: 'Kada Bangle', sku: 'KB-22' }],
      },
    });
    const { user } = await renderPage([visit]);
    const row = await screen.findByRole('button', { name: /Meera Shah/ });
    expect(row).toHaveTextContent('Visit · Tuesday, 1 December 2026 at 10:30 · Video call');
    expect(row).toHaveTextContent('SKU KB-22');
    await user.click(row);
    const view = screen.getByRole('dialog', { name: 'Visit from Meera Shah' });
    expect(view).toHaveTextContent('Tuesday, 1 December 2026 at 10:30 · Video call');
    expect(within(view).getByRole('link', { name: 'Kada Bangle (KB-22)' })).toHaveAttribute(
      'href',
      '/product-preview/7',
    );
    const confirm = new URL(within(view).getByRole('link', { name: 'Confirm on WhatsApp' }).getAttribute('href') ?? '');
    expect(confirm.searchParams.get('text')).toBe(
      'Namaste Meera Shah, your video call with Suvarna Jewellers is confirmed for Tuesday, 1 December 2026 at 10:30. We will have ready: Kada Bangle (SKU KB-22).',
    );
    expect(within(view).queryByRole('link', { name: 'Reply on WhatsApp' })).toBeNull();
  });

  it('marks an enquiry answered, archives it, and deletes it after a confirmation', async () => {
    const { user, state } = await renderPage([KADA, enquiry(2)]);
    await user.click(await screen.findByRole('button', { name: /Asha/ }));
    await user.click(screen.getByRole('button', { name: 'Mark answered' }));
    expect(await screen.findByText('Enquiry updated')).toBeInTheDocument();
    expect(state.enquiries[0]?.status).toBe('answered');
    expect(await screen.findByText('2 enquiries, 1 new in all')).toBeInTheDocument();
    // Still open, now without 'Mark answered'.
    const view = screen.getByRole('dialog', { name: /Enquiry from Asha/ });
    expect(within(view).queryByRole('button', { name: 'Mark answered' })).toBeNull();
    await user.click(within(view).getByRole('button', { name: 'Archive' }));
    // Saved once the view shows it, and its buttons are back.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Archive' })).toBeNull());
    expect(state.enquiries[0]?.status).toBe('archived');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled());

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Enquiry' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(state.enquiries).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete Enquiry' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Deleted Successfully')).toBeInTheDocument();
    expect(state.enquiries.map((found) => found.id)).toEqual([2]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the enquiry a notification links to, even past the first page, and forgets the link once closed', async () => {
    window.history.replaceState(null, '', '/admin/enquiries?enquiry=30');
    const { user } = await renderPage([KADA, ...Array.from({ length: 25 }, (_, index) => enquiry(index + 100))]);
    const view = await screen.findByRole('dialog', { name: 'Enquiry from Asha <b>Patel</b>' });
    expect(view).toHaveTextContent('Is the kada available in 22K?');
    await user.click(within(view).getByRole('button', { name: 'Close' }));
    expect(window.location.search).toBe('');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so when the linked enquiry is gone', async () => {
    window.history.replaceState(null, '', '/admin/enquiries?enquiry=999');
    await renderPage([KADA]);
    expect(await screen.findByText('Enquiry not found')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    window.history.replaceState(null, '', '/admin/enquiries');
  });

  it('says when this browser cannot show notifications', async () => {
    await renderPage([KADA]);
    expect(await screen.findByText(ALERT_TEXTS.unsupported)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Notify me on this device' })).toBeNull();
  });

  it('says when email notifications are off, and when there is nothing', async () => {
    await renderPage([], false);
    expect(await screen.findByText(EMAIL_OFF_NOTICE)).toBeInTheDocument();
    expect(screen.getByText('No enquiries here.')).toBeInTheDocument();
  });
});
