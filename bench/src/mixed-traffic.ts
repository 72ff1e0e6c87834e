// The traffic of the mixed read/write load (docs/performance.md) and the ledger that checks its writes.
// 90 % product-list reads with filters the catalogue can answer, 5 % product pages, 5 % admin
// writes: half a rate moved by 1 %, half one field of a product changed. Each connection draws from
// its own seeded generator, so every run of the bench sends the same requests.
// Writes to one value (a rate's price, a product's discount, a product's making charge) are sent one
// at a time, so the last acknowledged one is what the store must hold afterwards; writes to
// different fields of one product may overlap, as two admins' edits of one piece would.
import {
  type Gender,
  maxDiscount,
  PAGE_SIZE,
  type Product,
  type Rate,
  rupeesToPaise,
  SORT_VALUES,
} from '@suvarna/domain';
import type { Random } from './support/random.ts';

export type RequestKind = 'list' | 'product' | 'rate' | 'patch';

/** Percent of the requests of each kind. */
export const MIX: Readonly<Record<RequestKind, number>> = { list: 90, product: 5, rate: 2.5, patch: 2.5 };

/** The product fields a patch changes: money the admin types, which any value of keeps a product valid. */
export const PATCHED_FIELDS = ['discount', 'laber'] as const;
type PatchedField = (typeof PATCHED_FIELDS)[number];

/** Rupees a patch adds to a field, and takes off again with the next patch of it. */
const PATCH_STEP = 100;
/** A rate moves by 1 % up, then back, so prices stay where they started. */
const RATE_STEP = 0.01;
/** Records tried before a write gives way to a read because every one tried is being written. */
const WRITE_ATTEMPTS = 8;

/** What the drawn requests may ask for: values the catalogue holds, so that filters find products. */
export interface CatalogueFacts {
  productIds: readonly number[];
  metals: readonly string[];
  genders: readonly Gender[];
  categories: ReadonlyArray<{ id: number; name: string }>;
  /** Words of product names, SKUs and category names, lower case; a search sends the start of one. */
  words: readonly string[];
  /** Pages of the unfiltered list. */
  pages: number;
  rates: ReadonlyArray<{ id: number; name: string; price: number }>;
  fields: ReadonlyMap<number, Readonly<Record<PatchedField, number>>>;
  /** The fields of each product a patch may step: see `steppable`. */
  patchable: ReadonlyMap<number, readonly PatchedField[]>;
}

/**
 * The fields of a product that can take a step and stay valid, so that every write the load sends
 * is one the CMS must accept: the making charge always; the discount only when it is flat and a
 * step more is still within metal + making + stones + hallmarking (the CMS refuses more, docs/api.md).
 * That sum never falls below today's during the load: rates and the making charge only step up
 * from where they started, and back.
 */
function steppable(product: Product, rates: readonly Rate[]): PatchedField[] {
  const discountCanStep =
    product.discountType !== 'percent' && rupeesToPaise(product.discount + PATCH_STEP) <= maxDiscount(product, rates);
  return PATCHED_FIELDS.filter((field) => field !== 'discount' || discountCanStep);
}

const distinct = <T>(values: Iterable<T>) => [...new Set(values)].sort();

export function catalogueFacts(products: readonly Product[], rates: readonly Rate[]): CatalogueFacts {
  if (products.length === 0) throw new Error('the catalogue has no products to load');
  if (rates.length === 0) throw new Error('the CMS has no rates to write');
  const categories = new Map(products.map((product) => [product.category_id, product.category]));
  const words = products
    .flatMap((product) => [product.name, product.sku, product.category])
    .flatMap((text) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u))
    .filter((word) => word.length >= 2 && /\p{L}/u.test(word));
  return {
    productIds: products.map((product) => product.id).sort((a, b) => a - b),
    metals: distinct(products.map((product) => product.metal)),
    genders: distinct(products.map((product) => product.gender)),
    categories: [...categories].sort(([a], [b]) => a - b).map(([id, name]) => ({ id, name })),
    words: distinct(words),
    pages: Math.ceil(products.length / PAGE_SIZE),
    rates: rates.map(({ id, name, price }) => ({ id, name, price })),
    fields: new Map(products.map((product) => [product.id, { discount: product.discount, laber: product.laber }])),
    patchable: new Map(products.map((product) => [product.id, steppable(product, rates)])),
  };
}

export function drawKind(random: Random): RequestKind {
  let below = random.next() * 100;
  for (const [kind, percent] of Object.entries(MIX) as Array<[RequestKind, number]>) {
    below -= percent;
    if (below < 0) return kind;
  }
  return 'list';
}

/** A product-list query as a visitor's filters make it: each filter present or not, page 1 most often. */
export function listPath(random: Random, facts: CatalogueFacts): string {
  const params = new URLSearchParams();
  params.set('page', String(facts.pages < 2 || random.chance(60) ? 1 : random.whole(2, facts.pages)));
  if (random.chance(40)) params.set('metal', random.pick(facts.metals));
  if (random.chance(30)) params.set('gender', random.pick(facts.genders));
  if (random.chance(25)) {
    const count = random.whole(1, Math.min(3, facts.categories.length));
    const chosen = new Set(Array.from({ length: count }, () => random.pick(facts.categories)));
    // The site sends names; the API takes ids too.
    const byName = random.chance(50);
    params.set('categories', [...chosen].map((category) => (byName ? category.name : category.id)).join(','));
  }
  if (random.chance(20) && facts.words.length > 0) {
    const word = random.pick(facts.words);
    params.set('searchParams', word.slice(0, random.whole(2, Math.min(5, word.length))));
  }
  if (random.chance(70)) params.set('sort', random.pick(SORT_VALUES));
  return `/api/user/product-list?${params}`;
}

export const rateKey = (id: number) => `rate ${id}`;
export const fieldKey = (id: number, field: PatchedField) => `product ${id} ${field}`;
/** The record a value belongs to (`product 7` for `product 7 discount`): writes to it may race. */
export const recordOf = (key: string) => key.split(' ').slice(0, 2).join(' ');

/** Rupees, compared to the paisa. */
const paise = (rupees: number) => Math.round(rupees * 100);
const sameMoney = (a: number, b: number) => paise(a) === paise(b);

export type WriteOutcome = 'acknowledged' | 'refused' | 'unknown';

interface LedgerEntry {
  start: number;
  moved: number;
  /** What the store must hold: the last acknowledged value (or what it held when last checked). */
  expected: number;
  /** Values whose write got no answer since the last check: the store may hold one of them instead. */
  unanswered: number[];
  acknowledgedSinceCheck: number;
  inFlight: boolean;
}

/** A value the store does not hold as it should: `stored` undefined when the record is gone. */
export interface WrongValue {
  key: string;
  expected: number;
  stored: number | undefined;
}

export interface WriteCheck {
  /** Values written at least once, read back. */
  checked: number;
  /** Values whose last acknowledged write is not what the store holds. */
  lost: WrongValue[];
  /** Values changed although no write of them was acknowledged (a refused write that took effect). */
  stray: WrongValue[];
  /** Values holding a write that got no answer (a timeout): neither lost nor kept for sure. */
  unsure: number;
}

/**
 * Every write's value and fate, per value written. A value is written by one request at a time
 * (claim, then settle), alternating between where it started and one step away, so each write
 * changes what is stored and a lost one shows.
 */
export class WriteLedger {
  private readonly entries = new Map<string, LedgerEntry>();

  /** The value to write to `key` next, or undefined while an earlier write of it is unanswered. */
  claim(key: string, start: number, moved: number): number | undefined {
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { start, moved, expected: start, unanswered: [], acknowledgedSinceCheck: 0, inFlight: false };
      this.entries.set(key, entry);
    }
    if (entry.inFlight) return undefined;
    entry.inFlight = true;
    return sameMoney(entry.expected, entry.start) ? entry.moved : entry.start;
  }

  settle(key: string, value: number, outcome: WriteOutcome): void {
    const entry = this.entries.get(key);
    if (!entry?.inFlight) throw new Error(`${key} was settled without being claimed`);
    entry.inFlight = false;
    if (outcome === 'acknowledged') {
      entry.expected = value;
      entry.unanswered = [];
      entry.acknowledgedSinceCheck += 1;
    } else if (outcome === 'unknown') entry.unanswered.push(value);
  }

  /**
   * Compares the store with the ledger, once no write is in flight; then takes what is stored as the
   * starting point of the next check, so that a loss is counted once.
   */
  check(stored: ReadonlyMap<string, number>): WriteCheck {
    const result: WriteCheck = { checked: 0, lost: [], stray: [], unsure: 0 };
    for (const [key, entry] of this.entries) {
      if (entry.inFlight) throw new Error(`${key} is still being written: check after the load`);
      const value = stored.get(key);
      result.checked += 1;
      if (value !== undefined && sameMoney(value, entry.expected)) {
        // as expected
      } else if (value !== undefined && entry.unanswered.some((candidate) => sameMoney(candidate, value))) {
        result.unsure += 1;
      } else if (entry.acknowledgedSinceCheck > 0) {
        result.lost.push({ key, expected: entry.expected, stored: value });
      } else result.stray.push({ key, expected: entry.expected, stored: value });
      if (value !== undefined) entry.expected = value;
      entry.unanswered = [];
      entry.acknowledgedSinceCheck = 0;
    }
    return result;
  }
}

/** The written values as the CMS reports them, under the ledger's keys. */
export function storedValues(rates: readonly Rate[], products: readonly Product[]): Map<string, number> {
  const values = new Map<string, number>();
  for (const rate of rates) values.set(rateKey(rate.id), rate.price);
  for (const product of products)
    for (const field of PATCHED_FIELDS) values.set(fieldKey(product.id, field), product[field]);
  return values;
}

export interface PlannedRequest {
  kind: RequestKind;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: Record<string, unknown>;
  /** An admin write: the value it writes, for the ledger once it is answered. */
  write?: { key: string; value: number };
}

const moneyStep = (rupees: number, factor: number) => paise(rupees * factor) / 100;

function rateWrite(random: Random, facts: CatalogueFacts, ledger: WriteLedger): PlannedRequest | undefined {
  for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt += 1) {
    const rate = random.pick(facts.rates);
    const key = rateKey(rate.id);
    const price = ledger.claim(key, rate.price, moneyStep(rate.price, 1 + RATE_STEP));
    if (price === undefined) continue;
    return {
      kind: 'rate',
      method: 'PUT',
      path: '/api/admin/update-price',
      // `confirm` answers the rate guard (docs/api.md) where there is one; a 1 % move is within it anyway.
      body: { id: rate.id, name: rate.name, price, confirm: true },
      write: { key, value: price },
    };
  }
  return undefined;
}

function productWrite(random: Random, facts: CatalogueFacts, ledger: WriteLedger): PlannedRequest | undefined {
  for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt += 1) {
    const id = random.pick(facts.productIds);
    const field = random.pick(facts.patchable.get(id) ?? (['laber'] as const));
    const start = facts.fields.get(id)?.[field] ?? 0;
    const key = fieldKey(id, field);
    const value = ledger.claim(key, start, start + PATCH_STEP);
    if (value === undefined) continue;
    return {
      kind: 'patch',
      method: 'PUT',
      path: '/api/admin/update-product',
      body: { id, [field]: value },
      write: { key, value },
    };
  }
  return undefined;
}

/** The next request of a connection; a write whose records are all being written becomes a read. */
export function drawRequest(random: Random, facts: CatalogueFacts, ledger: WriteLedger): PlannedRequest {
  const kind = drawKind(random);
  if (kind === 'product') {
    return { kind, method: 'POST', path: '/api/user/get-product', body: { id: random.pick(facts.productIds) } };
  }
  const write =
    kind === 'rate'
      ? rateWrite(random, facts, ledger)
      : kind === 'patch'
        ? productWrite(random, facts, ledger)
        : undefined;
  return write ?? { kind: 'list', method: 'GET', path: listPath(random, facts) };
}
