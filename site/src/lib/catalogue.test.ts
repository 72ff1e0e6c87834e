// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Product } from '@suvarna/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { fetchCatalogue } from './catalogue';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

const servers: Server[] = [];

async function serve(handler: Handler): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const rate = { id: 1, name: '22K', price: 7000, modified: '2026-01-01T00:00:00.000Z' };

const product = (id: number): Product => ({
  id,
  name: `Ring ${id}`,
  sku: `SJ-${id}`,
  laber: 500,
  metal: 'Gold',
  gender: 'female',
  status: 'active',
  purity: '22K',
  weight: 2,
  color: 'Yellow',
  details: 'A ring',
  description: 'A ring',
  category_id: 1,
  category: 'Ring',
  discount: 0,
  size: 0,
  images: [
    {
      id: id * 10,
      url: `/uploads/ring_${id}.png`,
      thumbnailUrl: `/uploads/thumbnail_ring_${id}.png`,
      width: 1200,
      height: 900,
    },
  ],
  // 7000 × 2 + 500 = 14,500; GST 3 % = 435
  metalAndPurityPrice: 14000,
  gst: 435,
  totalPrice: 14935,
  discountPrice: 0,
  createdAt: `2026-01-01T00:00:${String(id % 60).padStart(2, '0')}.000Z`,
  updatedAt: '2026-01-01T00:00:00.000Z',
});

/** A CMS that answers the public routes with `count` products, priced with `gstRate`. */
function fakeCms(count: number, gstRate = 0.03): Handler {
  const products = Array.from({ length: count }, (_, index) => product(index + 1));
  return (request, response) => {
    const url = new URL(request.url ?? '/', 'http://cms');
    const send = (data: unknown) => {
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify({ success: true, data }));
    };
    switch (url.pathname) {
      case '/api/user/shop':
        return send({ gstRate, hallmarkFeeDefault: 45, rateGuardPercent: 5, uploadTimeoutMs: 120_000 });
      case '/api/user/rate-history':
        return send([{ name: '22K', price: 6900, at: '2025-12-20T04:45:00.000Z' }]);
      case '/api/admin/get-price':
        return send([rate]);
      case '/api/admin/get-category':
        return send([{ id: 1, name: 'Ring' }]);
      case '/api/admin/banner-images':
        return send([
          {
            id: 1,
            url: '/uploads/banner.png',
            thumbnailUrl: '/uploads/thumbnail_banner.png',
            mobileUrl: null,
            mobileThumbnailUrl: null,
          },
          {
            id: 2,
            url: '/uploads/wide.png',
            thumbnailUrl: '/uploads/thumbnail_wide.png',
            mobileUrl: '/uploads/tall.png',
            mobileThumbnailUrl: '/uploads/thumbnail_tall.png',
          },
        ]);
      case '/api/user/get-new-arrivals':
        return send(products.slice(0, 2));
      case '/api/user/product-list': {
        const page = Number(url.searchParams.get('page'));
        const limit = Number(url.searchParams.get('limit'));
        return send({ products: products.slice((page - 1) * limit, page * limit), total: products.length });
      }
      default:
        response.statusCode = 404;
        return send(null);
    }
  };
}

describe('fetchCatalogue', () => {
  it('fails naming the URL and the status when the CMS answers 500', async () => {
    const cmsUrl = await serve((_request, response) => {
      response.statusCode = 500;
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify({ success: false, message: 'Some internal server error' }));
    });

    await expect(fetchCatalogue({ cmsUrl })).rejects.toThrow(
      new RegExp(`Cannot build the site from the CMS at ${cmsUrl}: Some internal server error`),
    );
  });

  it('fails naming the URL when nothing listens there', async () => {
    // Take a free port, then close it so nothing listens on it.
    const cmsUrl = await serve(() => {});
    await new Promise((resolve) => servers.pop()?.close(resolve));

    const error: Error = await fetchCatalogue({ cmsUrl, timeoutMs: 5000 }).then(
      () => new Error('resolved'),
      (rejection: Error) => rejection,
    );
    expect(error.message).toContain(`Cannot build the site from the CMS at ${cmsUrl}`);
    expect(error.message).toContain(`Cannot reach the shop's server at ${cmsUrl}/api/`);
    expect(error.message).toMatch(/ECONNREFUSED/);
  });

  it('fails when the answer is not the shop API', async () => {
    const cmsUrl = await serve((_request, response) => response.end('<html>gateway</html>'));
    await expect(fetchCatalogue({ cmsUrl })).rejects.toThrow(/Unexpected answer from http:\/\/127\.0\.0\.1:\d+\/api\//);
  });

  it('refuses an empty catalogue, and tells a new shop how to publish its first piece', async () => {
    const cmsUrl = await serve(fakeCms(0));
    const refused = fetchCatalogue({ cmsUrl });
    await expect(refused).rejects.toThrow(`CMS at ${cmsUrl}: the catalogue has no products a visitor may see`);
    await expect(refused).rejects.toThrow(
      /publish a piece first, .*for a new shop, through the API \(docs\/deployment\.md/,
    );
  });

  it('takes the GST rate from the CMS (GET /api/user/shop), the one its prices carry', async () => {
    const cmsUrl = await serve(fakeCms(1, 0.05));
    const catalogue = await fetchCatalogue({ cmsUrl });
    expect(catalogue.gstRate).toBe(0.05);
    expect(catalogue.shopSettings).toEqual({
      gstRate: 0.05,
      hallmarkFeeDefault: 45,
      rateGuardPercent: 5,
      uploadTimeoutMs: 120_000,
    });
  });

  it("reads the rates' recent history for the home page's chart", async () => {
    const cmsUrl = await serve(fakeCms(1));
    expect((await fetchCatalogue({ cmsUrl })).rateHistory).toEqual([
      { name: '22K', price: 6900, at: '2025-12-20T04:45:00.000Z' },
    ]);
  });

  it('reads every page of products and resolves image URLs against the CMS', async () => {
    const cmsUrl = await serve(fakeCms(100));

    const catalogue = await fetchCatalogue({ cmsUrl });

    expect(catalogue.products).toHaveLength(100);
    expect(new Set(catalogue.products.map((item) => item.id)).size).toBe(100);
    expect(catalogue.products[0]?.images[0]?.url).toBe(`${cmsUrl}/uploads/ring_1.png`);
    expect(catalogue.products[0]?.images[0]?.thumbnailUrl).toBe(`${cmsUrl}/uploads/thumbnail_ring_1.png`);
    expect(catalogue.newArrivals[1]?.images[0]?.url).toBe(`${cmsUrl}/uploads/ring_2.png`);
    expect(catalogue.banners).toEqual([
      {
        id: 1,
        url: `${cmsUrl}/uploads/banner.png`,
        thumbnailUrl: `${cmsUrl}/uploads/thumbnail_banner.png`,
        mobileUrl: null,
        mobileThumbnailUrl: null,
      },
      {
        id: 2,
        url: `${cmsUrl}/uploads/wide.png`,
        thumbnailUrl: `${cmsUrl}/uploads/thumbnail_wide.png`,
        mobileUrl: `${cmsUrl}/uploads/tall.png`,
        mobileThumbnailUrl: `${cmsUrl}/uploads/thumbnail_tall.png`,
      },
    ]);
    expect(catalogue.rates).toEqual([rate]);
    expect(catalogue.categories).toEqual([{ id: 1, name: 'Ring' }]);
  });
});
