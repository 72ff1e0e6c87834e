import { createApiClient } from '@suvarna/api-client';
import type { Product, PublishStatus } from '@suvarna/domain';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { googleMerchantFeed, localInventoryFeed, metaCatalogueFeed } from '../../feeds/feed-files';
import { feedItems } from '../../feeds/feed-items';
import { FEED_PATHS } from '../../feeds/feed-types';
import { startFakeCms } from '../data/fake-cms';
import { envelope, product } from '../product/product-test-support';
import { BackOfficeRoot } from '../shell/BackOfficeRoot';
import { CHANNELS_MESSAGES, ChannelsPage } from './ChannelsPage';

type FakeCms = Awaited<ReturnType<typeof startFakeCms>>;

const picture = (id: number) => ({
  id,
  url: `https://cms.suvarna.example/uploads/ring_${id}.jpg`,
  thumbnailUrl: '',
  width: 1600,
  height: 1600,
  focus: { x: 0.5, y: 0.5 },
});
const PUBLISHED_AT = '2026-11-22T08:30:00.000Z';
const STATUS: PublishStatus = {
  lastTrigger: PUBLISHED_AT,
  lastResult: 'ok',
  pending: false,
  waiting: [],
  waitingCount: 0,
  lastPublishedAt: PUBLISHED_AT,
  publishesThisMonth: 4,
};

// What the last publish wrote: three pieces, one named to trip a line-by-line count of the CSV.
const PUBLISHED: Product[] = [
  product(1, { name: 'Kada "Bangle",\nલગ્ન કડા', images: [picture(1)] }),
  product(2, { images: [picture(2)], status: 'sold' }),
  product(3, { images: [picture(3)] }),
];
// The admin's list now: the published three, and five more left out each for its reason.
const PRODUCTS: Product[] = [
  ...PUBLISHED,
  product(4, { name: 'Draft ring', status: 'draft', images: [picture(4)] }),
  product(5, { name: 'Hidden ring', status: 'hidden', images: [picture(5)] }),
  product(6, { name: 'Ring without a picture' }),
  product(7, { name: 'Ring at no price', images: [picture(7)], totalPrice: 0 }),
  product(8, { name: 'New ring', images: [picture(8)] }),
];

function publishedFiles(storeCode: string | null): Record<string, string> {
  const { items } = feedItems(PUBLISHED, { siteUrl: 'https://www.suvarna.example', brand: 'Suvarna' });
  const shop = { name: 'Suvarna', siteUrl: 'https://www.suvarna.example' };
  return {
    [FEED_PATHS.googleMerchant]: googleMerchantFeed(items, shop),
    [FEED_PATHS.metaCatalogue]: metaCatalogueFeed(items),
    ...(storeCode ? { [FEED_PATHS.localInventory]: localInventoryFeed(items, storeCode) } : {}),
  };
}

/** The site's own files answer fetch on its origin; the CMS stand-in's calls go through. */
function stubSiteFiles(files: Record<string, string>, headers: Record<string, string> = {}) {
  const realFetch = globalThis.fetch;
  const reads: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input);
    if (url.origin !== window.location.origin) return realFetch(input, init);
    reads.push(url.pathname);
    const text = files[url.pathname];
    return text === undefined
      ? new Response('Not found', { status: 404 })
      : new Response(text, { status: 200, headers });
  });
  return reads;
}

describe('the Channels page', () => {
  let cms: FakeCms | undefined;
  afterEach(() => {
    cms?.close();
    vi.unstubAllGlobals();
  });

  async function renderPage({
    storeCode = 'SUV-01' as string | null,
    status = STATUS,
    headers = {} as Record<string, string>,
  } = {}) {
    const reads = stubSiteFiles(publishedFiles(storeCode), headers);
    cms = await startFakeCms((request) => {
      const route = `${request.method} ${request.url}`;
      if (route === 'GET /api/admin/publish-status') return envelope(status);
      if (route === 'POST /api/admin/get-product') return envelope(PRODUCTS);
      return { status: 404, body: { success: false, message: `No route ${route}` } };
    });
    render(
      <BackOfficeRoot>
        <ChannelsPage api={createApiClient({ baseUrl: cms.url, getToken: () => 'jwt-1' })} />
      </BackOfficeRoot>,
    );
    return { reads, user: userEvent.setup() };
  }

  const feedCard = (name: string) => screen.getByRole('article', { name: new RegExp(`^${name}`) });

  it("gives each feed's full address, its items and when it was published, read from the published files", async () => {
    const { reads } = await renderPage();
    const google = feedCard('Google Merchant Center');
    expect(within(google).getByRole('textbox', { name: 'Address' })).toHaveValue(
      `${window.location.origin}/feeds/google-merchant.xml`,
    );
    expect(await within(google).findByText('3')).toBeInTheDocument();
    expect(await within(google).findByText(/^22 Nov, /)).toBeInTheDocument();
    const meta = feedCard('Meta Commerce Manager');
    expect(within(meta).getByRole('textbox', { name: 'Address' })).toHaveValue(
      `${window.location.origin}/feeds/meta-catalogue.csv`,
    );
    // The quoted line break in the first name is not a row of its own.
    expect(within(meta).getByText('3')).toBeInTheDocument();
    const local = feedCard('Google local inventory');
    expect(within(local).getByRole('textbox', { name: 'Address' })).toHaveValue(
      `${window.location.origin}/feeds/google-local-inventory.tsv`,
    );
    expect(within(local).getByText('3')).toBeInTheDocument();
    expect(reads.sort()).toEqual(Object.values(FEED_PATHS).sort());
  });

  it("dates the files by the site's own word when the CMS recorded no publish (a new shop's first build)", async () => {
    await renderPage({
      status: { ...STATUS, lastPublishedAt: null, lastTrigger: null },
      headers: { 'Last-Modified': 'Sat, 21 Nov 2026 05:00:00 GMT' },
    });
    expect(await within(feedCard('Meta Commerce Manager')).findByText(/^21 Nov, /)).toBeInTheDocument();
    cleanup();
    cms?.close();
    vi.unstubAllGlobals();
    await renderPage({ status: { ...STATUS, lastPublishedAt: null, lastTrigger: null } });
    expect(await within(feedCard('Meta Commerce Manager')).findByText('no publish recorded')).toBeInTheDocument();
  });

  it('copies an address with its Copy button', async () => {
    const { user } = await renderPage();
    const meta = feedCard('Meta Commerce Manager');
    await user.click(within(meta).getByRole('button', { name: 'Copy' }));
    expect(await within(meta).findByText(CHANNELS_MESSAGES.copied)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/feeds/meta-catalogue.csv`);
  });

  it('says plainly why there is no local inventory file without a store code', async () => {
    await renderPage({ storeCode: null });
    const local = feedCard('Google local inventory');
    expect(await within(local).findByText(CHANNELS_MESSAGES.noStoreCode)).toBeInTheDocument();
    expect(within(local).queryByText('Items')).not.toBeInTheDocument();
    expect(await within(feedCard('Google Merchant Center')).findByText('3')).toBeInTheDocument();
  });

  it('lists every piece not in the published feed with its reason', async () => {
    await renderPage();
    const list = await screen.findByRole('list', { name: 'Pieces left out' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Draft ring (RG-004)draft',
      'Hidden ring (RG-005)hidden',
      'Ring without a picture (RG-006)no picture',
      'Ring at no price (RG-007)no price',
      'New ring (RG-008)changed since the last publish',
    ]);
    expect(
      screen.getByText(
        '5 pieces are not in the feeds (draft: 1, hidden: 1, no picture: 1, no price: 1, changed since the last publish: 1).',
      ),
    ).toBeInTheDocument();
  });

  it('lists the first 200 pieces left out and counts the rest', async () => {
    const drafts = Array.from({ length: 230 }, (_, index) => product(100 + index, { status: 'draft' }));
    stubSiteFiles(publishedFiles(null));
    cms = await startFakeCms((request) =>
      request.url === '/api/admin/get-product' ? envelope([...PUBLISHED, ...drafts]) : envelope(STATUS),
    );
    render(
      <BackOfficeRoot>
        <ChannelsPage api={createApiClient({ baseUrl: cms.url, getToken: () => 'jwt-1' })} />
      </BackOfficeRoot>,
    );
    const list = await screen.findByRole('list', { name: 'Pieces left out' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(200);
    expect(screen.getByText('230 pieces are not in the feeds (draft: 230).')).toBeInTheDocument();
    expect(screen.getByText('and 30 more')).toBeInTheDocument();
  });

  it('says when every piece is in the feeds, and what waits to be published', async () => {
    const reads = stubSiteFiles({
      ...publishedFiles('SUV-01'),
      [FEED_PATHS.googleMerchant]: googleMerchantFeed(
        feedItems(PRODUCTS, { siteUrl: 'https://www.suvarna.example', brand: 'Suvarna' }).items,
        { name: 'Suvarna', siteUrl: 'https://www.suvarna.example' },
      ),
    });
    cms = await startFakeCms((request) =>
      request.url === '/api/admin/get-product'
        ? envelope(PRODUCTS.filter((piece) => piece.id !== 4 && piece.id !== 5 && piece.id !== 6 && piece.id !== 7))
        : envelope({ ...STATUS, waitingCount: 2 }),
    );
    render(
      <BackOfficeRoot>
        <ChannelsPage api={createApiClient({ baseUrl: cms.url, getToken: () => 'jwt-1' })} />
      </BackOfficeRoot>,
    );
    expect(await screen.findByText(CHANNELS_MESSAGES.allListed)).toBeInTheDocument();
    expect(screen.getByText(/^2 changes wait to be published/)).toBeInTheDocument();
    expect(reads).toContain(FEED_PATHS.googleMerchant);
  });

  it('tells how to connect Google Merchant Center, Google Business Profile and Meta Commerce Manager', async () => {
    await renderPage();
    const connect = screen.getByRole('region', { name: 'Connecting the channels' });
    expect(
      within(connect)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Google Merchant Center', 'Google Business Profile', 'Meta Commerce Manager']);
    expect(connect).toHaveTextContent(/without an online checkout/);
    expect(connect).toHaveTextContent(/SHOP_STORE_CODE/);
    expect(connect).toHaveTextContent(/named by its SKU/);
  });
});
