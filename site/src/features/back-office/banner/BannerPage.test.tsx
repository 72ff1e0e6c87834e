import { resolveObjectURL } from 'node:buffer';
import type { IncomingMessage } from 'node:http';
import { createApiClient } from '@suvarna/api-client';
import {
  BANNER_REQUIRED_MESSAGE,
  type Banner,
  IMAGE_TYPE_MESSAGE,
  MESSAGES,
  PHONE_BANNER_REQUIRED_MESSAGE,
} from '@suvarna/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { multipartSafeFetch, startFakeCms } from '../data/fake-cms';
import { openDialog, renderListPage, type User, type UserOptions } from '../ui/list-page-test-support';
import { BannerPage } from './BannerPage';

/** Whether a preview's blob: URL still holds its file (the dialog must release it). */
const isHeld = (url: string | null) => url !== null && resolveObjectURL(url) !== undefined;

type FakeCms = Awaited<ReturnType<typeof startFakeCms>>;

const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, { type: 'image/png' });

describe('banner management', () => {
  let cms: FakeCms;
  let banners: Banner[];
  /** What the next list request answers instead of the list, if anything. */
  let listFailure: string | null;
  /** What the next upload answers instead of storing the banner, if anything. */
  let uploadFailure: { status: number; message: string } | null;
  const uploads: Array<{ contentType: string | undefined; body: string }> = [];

  const handle = (request: IncomingMessage, body: string) => {
    const { method, url = '' } = request;
    if (method === 'GET' && url === '/api/admin/banner-images') {
      if (listFailure) return { status: 500, body: { success: false, message: listFailure } };
      return { status: 200, body: { success: true, data: banners } };
    }
    if (method === 'POST' && url === '/api/admin/add-banner-image') {
      uploads.push({ contentType: request.headers['content-type'], body });
      if (uploadFailure)
        return { status: uploadFailure.status, body: { success: false, message: uploadFailure.message } };
      const phone = body.includes('name="mobileImage"') ? `phone_${banners.length + 1}.png` : null;
      const banner = {
        id: 40 + banners.length,
        url: `/uploads/banner_${banners.length + 1}.png`,
        thumbnailUrl: `/uploads/thumbnail_banner_${banners.length + 1}.png`,
        mobileUrl: phone && `/uploads/${phone}`,
        mobileThumbnailUrl: phone && `/uploads/thumbnail_${phone}`,
      };
      banners = [...banners, banner];
      return { status: 200, body: { success: true, message: 'Banner uploaded successfully', data: banner } };
    }
    const described = /^\/api\/admin\/banner\/(\d+)\/texts$/.exec(url);
    if (method === 'PUT' && described) {
      uploads.push({ contentType: request.headers['content-type'], body });
      const id = Number(described[1]);
      const texts = JSON.parse(body) as Pick<Banner, 'alt' | 'altGu' | 'altHi'>;
      banners = banners.map((banner) => (banner.id === id ? { ...banner, ...texts } : banner));
      const banner = banners.find((each) => each.id === id);
      return { status: 200, body: { success: true, message: 'Banner texts saved successfully', data: banner } };
    }
    const pictured = /^\/api\/admin\/banner\/(\d+)$/.exec(url);
    if (method === 'PUT' && pictured) {
      uploads.push({ contentType: request.headers['content-type'], body });
      const id = Number(pictured[1]);
      banners = banners.map((banner) =>
        banner.id === id
          ? {
              ...banner,
              mobileUrl: `/uploads/phone_${id}_new.png`,
              mobileThumbnailUrl: `/uploads/thumbnail_phone_${id}_new.png`,
            }
          : banner,
      );
      const banner = banners.find((each) => each.id === id);
      return { status: 200, body: { success: true, message: 'Phone picture uploaded successfully', data: banner } };
    }
    const deleted = /^\/api\/admin\/delete-banner-image\/(\d+)$/.exec(url);
    if (method === 'DELETE' && deleted) {
      const id = Number(deleted[1]);
      if (!banners.some((banner) => banner.id === id))
        return { status: 404, body: { success: false, message: `No banner with id ${id}` } };
      banners = banners.filter((banner) => banner.id !== id);
      return { status: 200, body: { success: true, message: 'Banner deleted successfully', data: null } };
    }
    return { status: 404, body: { success: false, message: `No route ${method} ${url}` } };
  };

  beforeEach(async () => {
    banners = [
      {
        id: 11,
        url: '/uploads/diwali.png',
        thumbnailUrl: '/uploads/thumbnail_diwali.png',
        mobileUrl: null,
        mobileThumbnailUrl: null,
      },
      {
        id: 12,
        url: '/uploads/wedding.png',
        thumbnailUrl: '/uploads/thumbnail_wedding.png',
        mobileUrl: '/uploads/wedding-phone.png',
        mobileThumbnailUrl: '/uploads/thumbnail_wedding-phone.png',
      },
    ];
    listFailure = null;
    uploadFailure = null;
    uploads.length = 0;
    cms = await startFakeCms(handle);
  });
  afterEach(() => cms.close());

  const renderPage = (options?: UserOptions) => {
    const api = createApiClient({ baseUrl: cms.url, getToken: () => 'jwt-1', fetch: multipartSafeFetch });
    return renderListPage(
      <BannerPage api={api} cmsUrl={cms.url} shopSettings={{ uploadTimeoutMs: 120_000 }} />,
      options,
    );
  };

  const cards = () => within(screen.getByRole('list', { name: 'Banners' })).getAllByRole('listitem');
  const openAddDialog = (user: User) => openDialog(user, 'Add New Banner');

  it('shows Loading... and then a card per banner with its thumbnail from the CMS, never the upload itself', async () => {
    renderPage();
    expect(screen.getByText('Loading...')).toBeInTheDocument();

    expect(await screen.findByRole('img', { name: 'Banner 1' })).toHaveAttribute(
      'src',
      `${cms.url}/uploads/thumbnail_diwali.png`,
    );
    expect(screen.getByRole('img', { name: 'Banner 2' })).toHaveAttribute(
      'src',
      `${cms.url}/uploads/thumbnail_wedding.png`,
    );
    expect(cards()).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Delete banner 2' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('says on each card which picture phones show, with the button to add or replace it', async () => {
    renderPage();
    const [first, second] = await waitFor(() => cards());
    expect(first).toHaveTextContent('No phone picture: phones show the wide banner.');
    expect(within(first as HTMLElement).getByRole('button', { name: 'Add phone picture of banner 1' })).toBeVisible();
    expect(within(second as HTMLElement).getByRole('img', { name: 'Banner 2 on phones' })).toHaveAttribute(
      'src',
      `${cms.url}/uploads/thumbnail_wedding-phone.png`,
    );
    expect(
      within(second as HTMLElement).getByRole('button', { name: 'Replace phone picture of banner 2' }),
    ).toBeVisible();
  });

  it('uploads a picture for phones with a new banner, under the multipart field mobileImage', async () => {
    const user = renderPage();
    const dialog = await openAddDialog(user);
    await user.upload(within(dialog).getByLabelText('Banner image'), png('wide.png'));
    const phoneInput = within(dialog).getByLabelText('Picture for phones (optional)');
    expect(phoneInput).toHaveAccessibleDescription(expect.stringContaining('1080 × 1080 pixels'));
    await user.upload(phoneInput, png('tall.png'));
    expect(within(dialog).getByRole('img', { name: 'Preview of tall.png' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Upload Banner' }));
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(uploads[0]?.body).toContain('name="image"; filename="wide.png"');
    expect(uploads[0]?.body).toContain('name="mobileImage"; filename="tall.png"');
    expect(within(cards()[2] as HTMLElement).getByRole('img', { name: 'Banner 3 on phones' })).toBeInTheDocument();
  });

  it('refuses a phone picture that is not an image when it is chosen, and sends nothing', async () => {
    const user = renderPage({ applyAccept: false });
    const dialog = await openAddDialog(user);
    await user.upload(within(dialog).getByLabelText('Banner image'), png('wide.png'));
    const phoneInput = within(dialog).getByLabelText('Picture for phones (optional)');
    await user.upload(phoneInput, new File(['%PDF-1.7'], 'offer.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(phoneInput).toHaveAccessibleDescription(expect.stringContaining(IMAGE_TYPE_MESSAGE)));

    await user.click(within(dialog).getByRole('button', { name: 'Upload Banner' }));
    expect(phoneInput).toHaveFocus();
    expect(uploads).toHaveLength(0);
  });

  it('adds a phone picture to an existing banner, asking for one when none is chosen', async () => {
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add phone picture of banner 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Phone Picture for Banner 1' });
    await user.click(within(dialog).getByRole('button', { name: 'Upload Picture' }));
    const input = within(dialog).getByLabelText('Picture for phones');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(PHONE_BANNER_REQUIRED_MESSAGE));
    expect(uploads).toHaveLength(0);

    await user.upload(input, png('diwali-phone.png'));
    await user.click(within(dialog).getByRole('button', { name: 'Upload Picture' }));
    expect(await screen.findByText('Phone picture uploaded successfully')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Banner 1 on phones' })).toHaveAttribute(
      'src',
      `${cms.url}/uploads/thumbnail_phone_11_new.png`,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cms.requests.filter((request) => request.method === 'PUT').map((request) => request.url)).toEqual([
      '/api/admin/banner/11',
    ]);
    expect(uploads[0]?.body).toContain('name="mobileImage"; filename="diwali-phone.png"');
    expect(uploads[0]?.body).not.toContain('name="image"');
  });

  it('writes what a banner says in English, Gujarati and Hindi, checked as typed, and shows it on its card', async () => {
    const user = renderPage();
    const [first] = await waitFor(() => cards());
    expect(first).toHaveTextContent('No alt text: the site says which offer it is.');
    await user.click(within(first as HTMLElement).getByRole('button', { name: 'Alt text of banner 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Alt text of Banner 1' });
    await user.type(within(dialog).getByLabelText('Alt text (English)'), 'Diwali offer');
    await user.type(within(dialog).getByLabelText('Alt text (Gujarati)'), 'દ'.repeat(201));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Alt text (Gujarati)')).toHaveAccessibleDescription(
        'Alt text (Gujarati) must be at most 200 characters',
      ),
    );
    expect(uploads).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Alt text (Gujarati)'));
    await user.type(within(dialog).getByLabelText('Alt text (Gujarati)'), 'દિવાળી ઓફર');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Banner texts saved successfully')).toBeInTheDocument();
    expect(JSON.parse(uploads[0]?.body ?? '')).toEqual({ alt: 'Diwali offer', altGu: 'દિવાળી ઓફર', altHi: '' });
    await waitFor(() => expect(cards()[0]).toHaveTextContent('Alt text: Diwali offer'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("says 'No records available' when there are no banners", async () => {
    banners = [];
    renderPage();
    expect(await screen.findByText(MESSAGES.noRecords)).toBeInTheDocument();
  });

  it("shows 'Error: {message}' when the list fails, and Retry loads it", async () => {
    listFailure = 'Database is unavailable';
    const user = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Database is unavailable');

    listFailure = null;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('img', { name: 'Banner 2' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/Error:/)).not.toBeInTheDocument());
  });

  it('uploads the chosen image as the multipart field image, then closes, toasts and lists it', async () => {
    const user = renderPage();
    const dialog = await openAddDialog(user);
    const input = within(dialog).getByLabelText('Banner image');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    expect(input).not.toHaveAttribute('multiple');

    await user.upload(input, png('festive.png'));
    const preview = within(dialog).getByRole('img', { name: 'Preview of festive.png' }).getAttribute('src');
    expect(isHeld(preview)).toBe(true);

    await user.click(within(dialog).getByRole('button', { name: 'Upload Banner' }));
    expect(await screen.findByText('Banner uploaded successfully')).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(screen.getByRole('img', { name: 'Banner 3' })).toHaveAttribute(
      'src',
      `${cms.url}/uploads/thumbnail_banner_3.png`,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(isHeld(preview)).toBe(false);

    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(uploads[0]?.body).toContain('Content-Disposition: form-data; name="image"; filename="festive.png"');
    expect(uploads[0]?.body).toContain('Content-Type: image/png');

    // Opened again, the dialog starts empty.
    const reopened = await openAddDialog(user);
    expect((within(reopened).getByLabelText('Banner image') as HTMLInputElement).files).toHaveLength(0);
    expect(within(reopened).queryByRole('img')).not.toBeInTheDocument();
  });

  it('replaces the preview when another image is chosen, releasing the old one', async () => {
    const user = renderPage();
    const dialog = await openAddDialog(user);
    const input = within(dialog).getByLabelText('Banner image');
    await user.upload(input, png('first.png'));
    const first = within(dialog).getByRole('img', { name: 'Preview of first.png' }).getAttribute('src');
    await user.upload(input, png('second.png'));
    const second = within(dialog).getByRole('img', { name: 'Preview of second.png' }).getAttribute('src');
    expect([isHeld(first), isHeld(second)]).toEqual([false, true]);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(isHeld(second)).toBe(false);
    expect(uploads).toHaveLength(0);
  });

  it('explains that a file that is not an image cannot be uploaded, and sends nothing', async () => {
    // The file picker's "All files" choice gets past the input's accept list, as here.
    const user = renderPage({ applyAccept: false });
    const dialog = await openAddDialog(user);
    const input = within(dialog).getByLabelText('Banner image');
    await user.upload(input, new File(['opening hours'], 'notes.txt', { type: 'text/plain' }));

    await waitFor(() => expect(input).toHaveAccessibleDescription(expect.stringContaining(IMAGE_TYPE_MESSAGE)));
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() => expect(within(dialog).queryByRole('img')).not.toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: 'Upload Banner' }));
    expect(within(dialog).getByText(IMAGE_TYPE_MESSAGE)).toBeInTheDocument();
    expect(uploads).toHaveLength(0);
  });

  it('asks for an image when Upload Banner is pressed with none chosen', async () => {
    const user = renderPage();
    const dialog = await openAddDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Upload Banner' }));

    const input = within(dialog).getByLabelText('Banner image');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(BANNER_REQUIRED_MESSAGE));
    expect(input).toHaveFocus();
    expect(uploads).toHaveLength(0);
  });

  it("keeps the dialog and the chosen file when the upload fails, showing the server's message", async () => {
    uploadFailure = { status: 413, message: 'Each image must be at most 5 MB' };
    const user = renderPage();
    const dialog = await openAddDialog(user);
    const input = within(dialog).getByLabelText('Banner image') as HTMLInputElement;
    await user.upload(input, png('huge.png'));
    await user.click(within(dialog).getByRole('button', { name: 'Upload Banner' }));

    expect(await screen.findByText('Each image must be at most 5 MB')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add New Banner' })).toBeInTheDocument();
    expect(input.files?.[0]?.name).toBe('huge.png');
    expect(within(dialog).getByRole('img', { name: 'Preview of huge.png' })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Upload Banner' })).toBeEnabled());
    expect(cards()).toHaveLength(2);

    // The same file goes again without being chosen again.
    uploadFailure = null;
    await user.click(within(dialog).getByRole('button', { name: 'Upload Banner' }));
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(uploads.map((upload) => upload.body.includes('filename="huge.png"'))).toEqual([true, true]);
  });

  it('deletes a banner only after the exact confirmation, and Cancel keeps it', async () => {
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete banner 1' }));
    let dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to delete this banner? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cards()).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Delete banner 1' }));
    dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Banner deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.getByRole('img', { name: 'Banner 1' })).toHaveAttribute(
      'src',
      `${cms.url}/uploads/thumbnail_wedding.png`,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cms.requests.filter((request) => request.method === 'DELETE').map((request) => request.url)).toEqual([
      '/api/admin/delete-banner-image/11',
    ]);
  });

  it("shows the server's message when a delete fails, and lists what is really there", async () => {
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete banner 1' }));
    // Someone else removed it meanwhile.
    banners = banners.filter((banner) => banner.id !== 11);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('No banner with id 11')).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(1));
  });
});
