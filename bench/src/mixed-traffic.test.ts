import { EMPTY_QUERY, type Product, parseCatalogueQuery, type Rate } from '@suvarna/domain';
import { describe, expect, it } from 'vitest';
import {
  type CatalogueFacts,
  catalogueFacts,
  drawKind,
  drawRequest,
  fieldKey,
  listPath,
  MIX,
  type RequestKind,
  rateKey,
  storedValues,
  WriteLedger,
} from './mixed-traffic.ts';
import { seededRandom } from './support/random.ts';

const product = (id: number, fields: Partial<Product> = {}): Product => ({
  id,
  name: `Lotus Ring No. ${id}`,
  sku: `SYN-${id}`,
  laber: 2500,
  metal: 'Gold',
  gender: 'female',
  status: 'active',
  purity: '22K',
  weight: 4.2,
  color: 'Yellow',
  details: '',
  description: '',
  category_id: 1,
  category: 'Rings',
  discount: 0,
  size: 16,
  images: [],
  metalAndPurityPrice: 0,
  gst: 0,
  totalPrice: 0,
  discountPrice: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});
const rate = (id: number, name: string, price: number): Rate => ({ id, name, price, modified: '' });

const products = [
  ...Array.from({ length: 30 }, (_, index) => product(index + 1)),
  product(31, { name: 'Peacock Chain', metal: 'Silver', gender: 'male', category_id: 2, category: 'Chains' }),
  product(32, { name: 'Temple Bangle', metal: 'Diamond', category_id: 3, category: 'Bangles', discount: 400 }),
];
const rates = [rate(1, '22K', 6890.5), rate(2, 'Silver 999', 92)];
const facts = catalogueFacts(products, rates);

describe('the facts requests are drawn from', () => {
  it('holds only values the catalogue has, each once', () => {
    expect(facts.metals).toEqual(['Diamond', 'Gold', 'Silver']);
    expect(facts.genders).toEqual(['female', 'male']);
    expect(facts.categories).toEqual([
      { id: 1, name: 'Rings' },
      { id: 2, name: 'Chains' },
      { id: 3, name: 'Bangles' },
    ]);
    expect(facts.pages).toBe(3);
    expect(facts.productIds).toHaveLength(32);
    expect(facts.fields.get(32)).toEqual({ discount: 400, laber: 2500 });
  });

  it('searches words of names, SKUs and categories, never bare numbers', () => {
    expect(facts.words).toEqual(expect.arrayContaining(['lotus', 'ring', 'rings', 'syn', 'peacock', 'bangles']));
    expect(facts.words.some((word) => /^\d+$/.test(word))).toBe(false);
  });

  it('refuses a catalogue without products or rates', () => {
    expect(() => catalogueFacts([], rates)).toThrow('no products');
    expect(() => catalogueFacts(products, [])).toThrow('no rates');
  });
});

describe('the request mix', () => {
  it('draws each kind in its share: 90 % lists, 5 % product pages, 2.5 % rate and product writes', () => {
    const random = seededRandom(1);
    const counts: Record<RequestKind, number> = { list: 0, product: 0, rate: 0, patch: 0 };
    const draws = 100_000;
    for (let index = 0; index < draws; index += 1) counts[drawKind(random)] += 1;
    for (const kind of Object.keys(MIX) as RequestKind[]) {
      expect(Math.abs((counts[kind] / draws) * 100 - MIX[kind])).toBeLessThan(0.4);
    }
  });

  it('draws the same requests from the same seed', () => {
    const draw = (seed: number) => {
      const random = seededRandom(seed);
      const ledger = new WriteLedger();
      return Array.from({ length: 200 }, () => {
        const request = drawRequest(random, facts, ledger);
        if (request.write) ledger.settle(request.write.key, request.write.value, 'acknowledged');
        return request;
      });
    };
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
  });

  it('sends product-list queries the API accepts, with values from the catalogue', () => {
    const random = seededRandom(3);
    const filters = { metal: 0, gender: 0, categories: 0, search: 0, sort: 0, laterPage: 0 };
    for (let index = 0; index < 2000; index += 1) {
      const path = listPath(random, facts);
      expect(path.startsWith('/api/user/product-list?')).toBe(true);
      const params = new URL(path, 'http://cms').searchParams;
      const { query, issues } = parseCatalogueQuery(params);
      expect(issues).toEqual([]);
      expect(query.page).toBeGreaterThanOrEqual(1);
      expect(query.page).toBeLessThanOrEqual(facts.pages);
      expect(query.limit).toBe(EMPTY_QUERY.limit);
      if (query.metal) expect(facts.metals).toContain(query.metal);
      if (query.gender) expect(facts.genders).toContain(query.gender);
      for (const category of query.categories) {
        expect(facts.categories.some(({ id, name }) => category === name || category === String(id))).toBe(true);
      }
      if (query.search) expect(facts.words.some((word) => word.startsWith(query.search))).toBe(true);
      filters.metal += query.metal ? 1 : 0;
      filters.gender += query.gender ? 1 : 0;
      filters.categories += query.categories.length > 0 ? 1 : 0;
      filters.search += query.search ? 1 : 0;
      filters.sort += query.sort ? 1 : 0;
      filters.laterPage += query.page > 1 ? 1 : 0;
    }
    // Every filter is used, and none always: the load varies as visitors' clicks do.
    for (const count of Object.values(filters)) {
      expect(count).toBeGreaterThan(100);
      expect(count).toBeLessThan(1900);
    }
  });

  it('writes a rate by name with confirm, moved 1 % from where it started, then back', () => {
    const ledger = new WriteLedger();
    const random = seededRandom(11);
    const rateWrites = [];
    while (rateWrites.length < 40) {
      const request = drawRequest(random, facts, ledger);
      if (request.write) ledger.settle(request.write.key, request.write.value, 'acknowledged');
      if (request.kind === 'rate') rateWrites.push(request);
    }
    for (const request of rateWrites) {
      expect(request).toMatchObject({ method: 'PUT', path: '/api/admin/update-price' });
      const body = request.body as { id: number; name: string; price: number; confirm: boolean };
      const start = rates.find((candidate) => candidate.id === body.id) as Rate;
      expect(body.name).toBe(start.name);
      expect(body.confirm).toBe(true);
      expect([start.price, Math.round(start.price * 101) / 100]).toContain(body.price);
    }
    const pricesOfFirst = rateWrites.filter((request) => request.body?.id === 1).map((request) => request.body?.price);
    expect(pricesOfFirst.slice(0, 4)).toEqual([6959.41, 6890.5, 6959.41, 6890.5]);
  });

  it('patches one field of a product with a value a step away', () => {
    const ledger = new WriteLedger();
    const random = seededRandom(5);
    let patch = drawRequest(random, facts, ledger);
    while (patch.kind !== 'patch') patch = drawRequest(random, facts, ledger);
    expect(patch).toMatchObject({ method: 'PUT', path: '/api/admin/update-product' });
    const { id, ...changed } = patch.body as Record<string, number>;
    const [field, value] = Object.entries(changed)[0] as [string, number];
    expect(Object.keys(changed)).toHaveLength(1);
    expect(['discount', 'laber']).toContain(field);
    expect(value).toBe((facts.fields.get(id as number)?.[field as 'discount' | 'laber'] ?? 0) + 100);
    expect(patch.write).toEqual({ key: fieldKey(id as number, field as 'discount'), value });
  });

  it('steps a discount only where the CMS would take a step more, and the making charge always', () => {
    // A 1 g silver coin without making is worth ₹92: a ₹100 discount is more than the piece (a 400).
    const coin = product(40, { metal: 'Silver', purity: 'Silver 999', weight: 1, laber: 0 });
    const percentOff = product(41, { discount: 10, discountType: 'percent' });
    const cheap = catalogueFacts([...products, coin, percentOff], rates);
    expect(cheap.patchable.get(40)).toEqual(['laber']);
    expect(cheap.patchable.get(41)).toEqual(['laber']);
    expect(cheap.patchable.get(1)).toEqual(['discount', 'laber']);

    const onlyCoin: CatalogueFacts = { ...cheap, productIds: [40] };
    const ledger = new WriteLedger();
    const random = seededRandom(9);
    const patched = new Set<string>();
    for (let drawn = 0; patched.size < 1 || drawn < 2000; drawn += 1) {
      const request = drawRequest(random, onlyCoin, ledger);
      if (request.kind !== 'patch' || !request.write) continue;
      ledger.settle(request.write.key, request.write.value, 'acknowledged');
      for (const field of Object.keys(request.body ?? {})) if (field !== 'id') patched.add(field);
    }
    expect([...patched]).toEqual(['laber']);
  });

  it('sends a read instead of a write while every record it tries is being written', () => {
    const oneRate: CatalogueFacts = { ...facts, rates: [{ id: 1, name: '22K', price: 100 }] };
    const ledger = new WriteLedger();
    ledger.claim(rateKey(1), 100, 101);
    const random = seededRandom(2);
    for (let index = 0; index < 500; index += 1) {
      const request = drawRequest(random, oneRate, ledger);
      expect(request.kind).not.toBe('rate');
      if (request.write) ledger.settle(request.write.key, request.write.value, 'acknowledged');
    }
  });
});

describe('the write ledger', () => {
  const key = rateKey(1);

  it('alternates a value between its start and one step away, from the last acknowledged write', () => {
    const ledger = new WriteLedger();
    expect(ledger.claim(key, 100, 101)).toBe(101);
    ledger.settle(key, 101, 'acknowledged');
    expect(ledger.claim(key, 100, 101)).toBe(100);
    // Refused: the store keeps 101, so the next write tries 100 again.
    ledger.settle(key, 100, 'refused');
    expect(ledger.claim(key, 100, 101)).toBe(100);
  });

  it('lets one write of a value be in flight at a time', () => {
    const ledger = new WriteLedger();
    expect(ledger.claim(key, 100, 101)).toBe(101);
    expect(ledger.claim(key, 100, 101)).toBeUndefined();
    expect(ledger.claim(rateKey(2), 50, 50.5)).toBe(50.5);
    ledger.settle(key, 101, 'unknown');
    expect(ledger.claim(key, 100, 101)).toBe(101);
    expect(() => ledger.settle(rateKey(3), 1, 'acknowledged')).toThrow('without being claimed');
  });

  it('finds the store holding what was acknowledged last: nothing lost', () => {
    const ledger = new WriteLedger();
    ledger.claim(key, 100, 101);
    ledger.settle(key, 101, 'acknowledged');
    ledger.claim(key, 100, 101);
    ledger.settle(key, 100, 'acknowledged');
    expect(ledger.check(new Map([[key, 100]]))).toEqual({ checked: 1, lost: [], stray: [], unsure: 0 });
  });

  it('counts an acknowledged write the store does not hold as lost, once', () => {
    const ledger = new WriteLedger();
    const discount = fieldKey(9, 'discount');
    ledger.claim(discount, 0, 100);
    ledger.settle(discount, 100, 'acknowledged');
    expect(ledger.check(new Map([[discount, 0]])).lost).toEqual([{ key: discount, expected: 100, stored: 0 }]);
    // Not written since: the same loss is not counted again.
    expect(ledger.check(new Map([[discount, 0]])).lost).toEqual([]);
  });

  it('counts a record that is gone as lost', () => {
    const ledger = new WriteLedger();
    ledger.claim(key, 100, 101);
    ledger.settle(key, 101, 'acknowledged');
    expect(ledger.check(new Map()).lost).toEqual([{ key, expected: 101, stored: undefined }]);
  });

  it('accepts a write that got no answer as possibly stored, but not a refused one', () => {
    const ledger = new WriteLedger();
    ledger.claim(key, 100, 101);
    ledger.settle(key, 101, 'unknown');
    expect(ledger.check(new Map([[key, 101]]))).toMatchObject({ lost: [], stray: [], unsure: 1 });
    ledger.claim(key, 100, 101);
    ledger.settle(key, 100, 'refused');
    expect(ledger.check(new Map([[key, 100]]))).toMatchObject({
      lost: [],
      stray: [{ key, expected: 101, stored: 100 }],
      unsure: 0,
    });
  });

  it('compares money to the paisa', () => {
    const ledger = new WriteLedger();
    ledger.claim(key, 6890.5, 6959.41);
    ledger.settle(key, 6959.41, 'acknowledged');
    expect(ledger.check(new Map([[key, 6959.409999999]])).lost).toEqual([]);
  });

  it('refuses to check while a write is in flight', () => {
    const ledger = new WriteLedger();
    ledger.claim(key, 100, 101);
    expect(() => ledger.check(new Map([[key, 100]]))).toThrow('still being written');
  });

  it('reads the stored values under the same keys as the writes', () => {
    const stored = storedValues(rates, [products[31] as Product]);
    expect(stored.get(rateKey(1))).toBe(6890.5);
    expect(stored.get(fieldKey(32, 'discount'))).toBe(400);
    expect(stored.get(fieldKey(32, 'laber'))).toBe(2500);
    expect(stored.size).toBe(4);
  });
});
