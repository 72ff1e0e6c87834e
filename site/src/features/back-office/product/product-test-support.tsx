// What the Product page's tests share: a CMS stand-in holding products in memory (a real local HTTP
// server, with the multipart bodies it received), the page rendered against it, and the steps of
// filling in the form.
import { createApiClient } from '@suvarna/api-client';
import {
  type BulkEditRequest,
  EMPTY_SHOP_DETAILS,
  type HistoryEntry,
  type Product,
  type Rate,
  type ShopSettings,
} from '@suvarna/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { type Answer, answerHistory, multipartSafeFetch, parseMultipart, startFakeCms } from '../data/fake-cms';
import { renderListPage, type User } from '../ui/list-page-test-support';
import { ProductPage } from './ProductPage';

export const RATES: Rate[] = [
  { id: 1, name: '22K', price: 7000, unit: 'g', modified: '2026-11-20T10:00:00.000Z' },
  { id: 2, name: 'Silver 925', price: 95, unit: 'g', modified: '2026-11-20T10:00:00.000Z' },
  { id: 3, name: 'Diamond VVS', price: 64500, unit: 'ct', modified: '2026-11-20T10:00:00.000Z' },
];
export const CATEGORIES = [
  { id: 1, name: 'Rings' },
  { id: 2, name: 'Chains' },
];
export const SHOP_SETTINGS: ShopSettings = {
  gstRate: 0.03,
  hallmarkFeeDefault: 45,
  rateGuardPercent: 5,
  uploadTimeoutMs: 120_000,
  enquiryRetentionDays: 365,
  backupRetentionDays: null,
  ...EMPTY_SHOP_DETAILS,
};

/** A product as the CMS lists it, saved before trade pricing unless the overrides say otherwise. */
export function product(id: number, overrides: Partial<Product> = {}): Product {
  return {
    id,
    name: `Ring ${id}`,
    sku: `RG-${String(id).padStart(3, '0')}`,
    laber: 1500,
    metal: 'Gold',
    gender: 'female',
    status: 'active',
    purity: '22K',
    weight: 2.5,
    color: 'Yellow',
    details: 'Hallmarked',
    description: 'A ring',
    category_id: 1,
    category: 'Rings',
    discount: 0,
    size: 16,
    images: [],
    metalAndPurityPrice: 17500,
    gst: 570,
    totalPrice: 19570,
    discountPrice: 0,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export const envelope = (data: unknown, message?: string): Answer => ({
  status: 200,
  body: { success: true, message, data },
});

export interface SentProduct {
  method: string;
  url: string;
  /** The multipart form's text fields, as sent. */
  fields: Record<string, string>;
  files: string[];
  existingImages: number[];
  /** The order of kept and new images sent (`imageOrder`), if any. */
  imageOrder?: unknown;
}

/** A CMS stand-in holding products in memory, and their history; `answerWrite` can refuse or delay writes. */
export async function startProductCms(initial: Product[], history: readonly HistoryEntry[] = []) {
  const state = {
    products: [...initial],
    history,
    sent: [] as SentProduct[],
    deleted: [] as number[],
    bulkEdits: [] as BulkEditRequest[],
  };
  const control: { answerWrite?: () => Answer | Promise<Answer> } = {};
  const cms = await startFakeCms(async (request, body) => {
    const url = request.url ?? '';
    if (url === '/api/admin/get-price') return envelope(RATES);
    if (url === '/api/admin/get-category') return envelope(CATEGORIES);
    if (url === '/api/admin/get-product') return envelope(state.products);
    if (url.startsWith('/api/admin/history?') && request.method === 'GET') return answerHistory(url, state.history);
    if (url === '/api/admin/update-product' && request.method === 'PUT') {
      const { id, ...changes } = JSON.parse(body) as Partial<Product> & { id: number };
      const found = state.products.find((item) => item.id === id);
      if (!found) return { status: 404, body: { success: false, message: `No product with id ${id}` } };
      const saved = { ...found, ...changes };
      state.products = state.products.map((item) => (item.id === id ? saved : item));
      return envelope(saved, 'Product updated successfully');
    }
    if (url === '/api/admin/products' && request.method === 'PUT') {
      const edit = JSON.parse(body) as BulkEditRequest;
      state.bulkEdits.push(edit);
      if (control.answerWrite) return control.answerWrite();
      const ids = new Set(edit.ids);
      if ('delete' in edit) {
        state.products = state.products.filter((item) => !ids.has(item.id));
        return envelope({ deleted: ids.size }, `${ids.size} deleted`);
      }
      state.products = state.products.map((item) => (ids.has(item.id) ? ({ ...item, ...edit.set } as Product) : item));
      return envelope({ changed: ids.size }, `${ids.size} pieces changed`);
    }
    const deleted = url.match(/^\/api\/admin\/product\/(\d+)$/);
    if (request.method === 'DELETE' && deleted) {
      if (control.answerWrite) return control.answerWrite();
      state.deleted.push(Number(deleted[1]));
      state.products = state.products.filter((item) => item.id !== Number(deleted[1]));
      return envelope(null, 'Product deleted');
    }
    if (url === '/api/admin/add-product' || (request.method === 'PUT' && deleted)) {
      const parts = parseMultipart(body, request.headers['content-type']);
      const fields: Record<string, string> = {};
      const files: string[] = [];
      let existingImages: number[] = [];
      let imageOrder: unknown;
      for (const part of parts) {
        if (part.name === 'images') files.push(part.filename ?? '');
        else if (part.name === 'existingImages') existingImages = JSON.parse(part.value);
        else if (part.name === 'imageOrder') imageOrder = JSON.parse(part.value);
        else fields[part.name] = part.value;
      }
      state.sent.push({ method: request.method ?? '', url, fields, files, existingImages, imageOrder });
      if (control.answerWrite) return control.answerWrite();
      const saved = product(deleted ? Number(deleted[1]) : 900 + state.sent.length, {
        name: fields.name ?? '',
        status: (fields.status ?? 'active') as Product['status'],
      });
      state.products = [saved, ...state.products.filter((item) => item.id !== saved.id)];
      return envelope(saved, deleted ? 'Product updated' : 'Product added');
    }
    return { status: 404, body: { success: false, message: 'Not found' } };
  });
  return { cms, state, control };
}

export type ProductCms = Awaited<ReturnType<typeof startProductCms>>;

/** The Product page against a fresh stand-in CMS holding `initial`; stop it with `cms.close`. */
export async function renderProductPage(
  initial: Product[],
  shopSettings: ShopSettings = SHOP_SETTINGS,
  history: readonly HistoryEntry[] = [],
) {
  const fake = await startProductCms(initial, history);
  // Uploads by fetch, as before they reported progress: the page's flows, not the upload's (which
  // ProductForm.test.tsx sends by jsdom's XMLHttpRequest), are tested here.
  const api = createApiClient({
    baseUrl: fake.cms.url,
    getToken: () => 'jwt-1',
    fetch: multipartSafeFetch,
    XMLHttpRequest: undefined,
  });
  const user = renderListPage(<ProductPage api={api} cmsUrl={fake.cms.url} shopSettings={shopSettings} />);
  return { ...fake, user };
}

/** Opens the Add Product form (enabled once the products, rates and categories have arrived). */
export async function openAddForm(user: User): Promise<HTMLElement> {
  await screen.findByRole('table', { name: 'Products' });
  await user.click(screen.getByRole('button', { name: 'Add Product' }));
  return screen.getByRole('dialog', { name: 'Add Product' });
}

/** Fills in every required field: a 2.5 g 22K gold chain with ₹1,500 flat labour. */
export async function fillRequiredFields(user: User, dialog: HTMLElement) {
  const form = within(dialog);
  await user.type(form.getByLabelText('Product Name *'), 'Lotus Ring');
  await user.type(form.getByLabelText('SKU *'), 'LT-001');
  await user.selectOptions(form.getByLabelText('Metal *'), 'Gold');
  await user.selectOptions(form.getByLabelText('Purity *'), '22K');
  await user.selectOptions(form.getByLabelText('Category *'), 'Chains');
  await user.selectOptions(form.getByLabelText('Gender *'), 'female');
  await user.type(form.getByLabelText('Net weight (grams) *'), '2.5');
  await user.type(form.getByLabelText('Labour (₹) *'), '1500');
}

export const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])], name, {
    type: 'image/png',
  });

/**
 * For a block of the product page's and form's tests: object URLs for the picker's previews (jsdom
 * has none; the picker only needs a distinct address per file), and the stand-in CMS a test
 * started (`stopAfter(page.cms.close)`) closed after it.
 */
export function usePreviewsAndStandIn() {
  let stop: (() => Promise<void>) | undefined;
  beforeEach(() => {
    stop = undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => `blob:${(file as File).name}`);
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await stop?.();
  });
  return {
    /** Closes the stand-in after the test; undefined when the test closed it itself. */
    stopAfter: (close: (() => Promise<void>) | undefined) => {
      stop = close;
    },
  };
}
