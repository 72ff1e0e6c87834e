// What the Price page's tests share: a CMS stand-in (a real local HTTP server) answering the price
// routes as the real one does, the rate guard and the rate history included, and the page rendered
// against it.
import { createApiClient } from '@suvarna/api-client';
import {
  countPricedBy,
  defaultQuoteUnit,
  exceedsRateGuard,
  type Product,
  type QuoteUnit,
  quoteToPrice,
  type Rate,
  type RateChange,
  type RateInput,
  type RateUnit,
  rateChangePercent,
  rateGuardMessage,
  rateSchema,
} from '@suvarna/domain';
import { type Answer, startFakeCms } from '../data/fake-cms';
import { renderListPage } from '../ui/list-page-test-support';
import { PricePage, type RateApi } from './PricePage';

// Noon UTC: the 22nd in every time zone the shop's admins could be in.
export const MODIFIED = '2026-11-22T12:00:00.000Z';
export const ADMIN_EMAIL = 'owner@shop.in';
export const GUARD_PERCENT = 5;

export const DEMO_RATES: Rate[] = [
  { id: 1, name: '24K', price: 7945, unit: 'g', quoteUnit: '10g', modified: MODIFIED },
  { id: 2, name: '22K', price: 7283, unit: 'g', quoteUnit: '10g', modified: MODIFIED },
  { id: 3, name: 'Silver 925', price: 91.5, unit: 'g', quoteUnit: 'kg', modified: MODIFIED },
  { id: 4, name: 'Diamond VVS', price: 64500, unit: 'ct', quoteUnit: 'ct', modified: MODIFIED },
];

/** Only what the rate guard counts by: a product's purity and its stones' rates. */
export type PricedProduct = Pick<Product, 'id' | 'purity' | 'stones'>;

/** Three 22K pieces (one set with diamonds), one in 24K and one in silver. */
export const DEMO_PRODUCTS: PricedProduct[] = [
  { id: 1, purity: '22K' },
  { id: 2, purity: '22K' },
  { id: 3, purity: '22K', stones: [{ name: 'Diamond', count: 6, carats: 0.3, rate: 'Diamond VVS' }] },
  { id: 4, purity: '24K' },
  { id: 5, purity: 'Silver 925' },
];

const refused = (status: number, message: string): Answer => ({ status, body: { success: false, message } });

/**
 * A rate write as the CMS reads it: checked by the domain's rateSchema (a write the CMS would refuse
 * fails the test), its price per gram from `price` or from `quotedPrice` (rate-quote.ts).
 */
function readRateWrite(body: string) {
  const input = rateSchema.parse(JSON.parse(body));
  const { quotedPrice, quoteUnit, price, ...rest } = input;
  const stored = quotedPrice !== undefined && quoteUnit ? quoteToPrice(quotedPrice, quoteUnit) : (price ?? 0);
  const id = (JSON.parse(body) as { id?: number }).id ?? 0;
  return { ...rest, id, price: stored, quoteUnit };
}

/** The CMS's rates, products and rate history in memory. */
function createPriceCms(initial: Rate[], products: PricedProduct[]) {
  const state = {
    rates: initial.map((rate) => ({ ...rate })),
    products,
    history: [] as RateChange[],
    /** Rates that products use: deleting one is refused. */
    usedRateIds: new Set<number>(),
    readsFail: false,
    /** Rate updates refused with this answer, by the rate's name. */
    failingUpdates: new Map<string, Answer>(),
  };
  let nextId = Math.max(0, ...initial.map((rate) => rate.id)) + 1;
  let clock = Date.parse(MODIFIED);

  const nameTaken = (name: string, exceptId?: number) =>
    state.rates.some((rate) => rate.id !== exceptId && rate.name.toLowerCase() === name.toLowerCase());
  const record = (name: string, oldPrice: number | null, newPrice: number) => {
    clock += 60_000;
    state.history.unshift({
      name,
      oldPrice,
      newPrice,
      changedAt: new Date(clock).toISOString(),
      changedBy: ADMIN_EMAIL,
    });
  };

  const handler = (request: { method?: string | undefined; url?: string | undefined }, body: string): Answer => {
    const url = new URL(request.url ?? '', 'http://cms');
    const route = `${request.method} ${url.pathname}`;
    if (route === 'GET /api/admin/get-price') {
      return state.readsFail
        ? refused(500, 'The database is not answering')
        : { status: 200, body: { success: true, data: state.rates } };
    }
    if (route === 'POST /api/admin/get-product') return { status: 200, body: { success: true, data: state.products } };
    if (route === 'GET /api/admin/rate-history') {
      const name = url.searchParams.get('name');
      const changes = state.history.filter((change) => name === null || change.name === name);
      return { status: 200, body: { success: true, data: changes } };
    }
    if (route === 'POST /api/admin/add-price') {
      const { confirm: _confirm, id: _id, ...input } = readRateWrite(body);
      if (nameTaken(input.name)) return refused(409, `A rate named "${input.name}" already exists`);
      const unit: RateUnit = input.unit ?? 'g';
      const quoteUnit: QuoteUnit = input.quoteUnit ?? defaultQuoteUnit({ name: input.name, unit });
      const rate = { id: nextId++, ...input, unit, quoteUnit, modified: MODIFIED };
      state.rates.push(rate);
      record(rate.name, null, rate.price);
      const saved = { ...rate, repricedProducts: countPricedBy(state.products, rate.name) };
      return { status: 200, body: { success: true, message: `Rate ${input.name} added`, data: saved } };
    }
    if (route === 'PUT /api/admin/update-price') {
      const input = readRateWrite(body);
      if (nameTaken(input.name, input.id)) return refused(409, `A rate named "${input.name}" already exists`);
      const failure = state.failingUpdates.get(input.name);
      if (failure) return failure;
      const before = state.rates.find((rate) => rate.id === input.id);
      if (!before) return refused(404, 'No such rate');
      const products = countPricedBy(state.products, before.name);
      if (!input.confirm && exceedsRateGuard(before.price, input.price, GUARD_PERCENT)) {
        const data = {
          oldPrice: before.price,
          newPrice: input.price,
          percent: rateChangePercent(before.price, input.price),
          products,
        };
        return { status: 409, body: { success: false, message: rateGuardMessage(before.name, data), data } };
      }
      const { confirm: _confirm, quoteUnit, ...fields } = input;
      const rate = { ...before, ...fields, ...(quoteUnit ? { quoteUnit } : {}), modified: MODIFIED };
      state.rates = state.rates.map((existing) => (existing.id === input.id ? rate : existing));
      if (before.price !== rate.price) record(rate.name, before.price, rate.price);
      // No message: the page falls back to the spec's text.
      return { status: 200, body: { success: true, data: { ...rate, repricedProducts: products } } };
    }
    const deleted = /^DELETE \/api\/admin\/delete-price\/(\d+)$/.exec(route);
    if (deleted) {
      const id = Number(deleted[1]);
      const used = state.rates.find((rate) => rate.id === id && state.usedRateIds.has(id));
      if (used) {
        return refused(409, `The rate "${used.name}" is used by 3 products: change their purity before deleting it`);
      }
      state.rates = state.rates.filter((rate) => rate.id !== id);
      return { status: 200, body: { success: true, message: 'Deleted Successfully', data: null } };
    }
    return refused(404, `No route ${route}`);
  };
  return { state, handler };
}

export type FakeCms = Awaited<ReturnType<typeof startFakeCms>>;

/** The Price page against a fresh stand-in CMS; stop it with `close`. */
export async function renderPricePage({
  rates = DEMO_RATES,
  products = DEMO_PRODUCTS,
  readsFail = false,
  wrapApi = (api) => api,
}: {
  rates?: Rate[];
  products?: PricedProduct[];
  readsFail?: boolean;
  wrapApi?: (api: RateApi) => RateApi;
} = {}) {
  const fake = createPriceCms(rates, products);
  fake.state.readsFail = readsFail;
  const cms = await startFakeCms(fake.handler);
  const api = createApiClient({ baseUrl: cms.url, getToken: () => 'jwt-1' });
  const user = renderListPage(<PricePage api={wrapApi(api)} shopSettings={{ rateGuardPercent: GUARD_PERCENT }} />);
  return { state: fake.state, requests: cms.requests, close: cms.close, user };
}

/** The writes the CMS received, in order (the product list is read with a POST, as the spec has it). */
export const writes = (requests: FakeCms['requests']) =>
  requests.filter((request) => request.method !== 'GET' && request.url !== '/api/admin/get-product');

/** The rate updates the CMS received, as their JSON bodies, ordered by rate id (they are sent together). */
export const rateUpdates = (requests: FakeCms['requests']) =>
  requests
    .filter((request) => request.url === '/api/admin/update-price')
    .map((request) => JSON.parse(request.body) as RateInput & { id: number })
    .sort((a, b) => a.id - b.id);
