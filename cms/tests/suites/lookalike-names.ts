// Names compared as people read them (packages/domain names.ts): a category or rate name that
// differs from another only by letter case in any script, fullwidth letters, composition (NFC or
// NFD), invisible characters or spaces is the same name, refused with 409; names, translated names
// and banner texts are stored normalised; look-alikes written at once leave exactly one (the
// database's unique index on the name's key); names in scripts without case stay distinct when
// they differ. A product still finds its rate by a look-alike of its name. Its own CMS, so the
// other suites' names are not in the way.
import type { Banner, Category, Product, Rate } from '@suvarna/domain';
import { nameKey } from '@suvarna/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, type Database, startCms, type TestCms } from '../support/cms';
import { lookalikeOf } from '../support/fuzz';
import { asBlob, png } from '../support/images';

type Label = 'category' | 'rate';

/** Each look-alike of the security issue: what it is, the name stored first, the look-alike, and how the refusal names it. */
const LOOKALIKES: Array<[string, string, string, string]> = [
  ['a capital Ä', 'Äbc', 'äbc', 'äbc'],
  ['fullwidth letters', 'Abc', 'Ａbc', 'Ａbc'],
  ['a decomposed é (NFD)', 'Café', 'Cafe\u0301', 'Café'],
  ['a zero-width space', 'Ring', 'Ring\u200B', 'Ring'],
  ['a soft hyphen', 'Band', 'Ba\u00ADnd', 'Band'],
  ['a right-to-left override', 'Kada', '\u202EKada', 'Kada'],
  ['a double space', 'Gold Chain', 'Gold  Chain', 'Gold Chain'],
  ['a Devanagari nukta typed apart', '\u0958लम', '\u0915\u093Cलम', '\u0915\u093Cलम'],
  ['a Gujarati zero-width joiner', 'વીંટી', 'વીં\u200Dટી', 'વીંટી'],
];

/** One name written eight ways that read the same. */
const SAME_NAME = (name: string) => [
  name,
  name.toLowerCase(),
  name.toUpperCase(),
  `\u202E${name}`,
  name.replace(' ', '\u200B '),
  name.replace(' ', '  '),
  name.replace(/[A-Z]/g, (letter) => String.fromCodePoint((letter.codePointAt(0) ?? 0) + 0xfee0)),
  `${name.slice(0, 3)}\u00AD${name.slice(3)}`,
];

export function lookalikeNamesSuite(database: Database) {
  let cms: TestCms;
  let token: string;
  beforeAll(async () => {
    cms = await startCms(database);
    token = await cms.login();
  });
  afterAll(() => cms?.stop());

  const writes: Record<
    Label,
    {
      add(name: string): Promise<Answer<{ id: number; name: string }>>;
      rename(id: number, name: string): Promise<Answer<{ id: number; name: string }>>;
      names(): Promise<string[]>;
    }
  > = {
    category: {
      add: (name) => cms.call('POST', '/api/admin/add-category', { token, body: { name } }),
      rename: (id, name) => cms.call('PUT', `/api/admin/category/${id}`, { token, body: { name } }),
      names: async () =>
        ((await cms.call<Category[]>('POST', '/api/admin/get-category')).body.data ?? []).map(({ name }) => name),
    },
    rate: {
      add: (name) => cms.call('POST', '/api/admin/add-price', { token, body: { name, price: 100 } }),
      rename: (id, name) => cms.call('PUT', '/api/admin/update-price', { token, body: { id, name, price: 100 } }),
      names: async () =>
        ((await cms.call<Rate[]>('GET', '/api/admin/get-price')).body.data ?? []).map(({ name }) => name),
    },
  };

  describe.each(['category', 'rate'] as const)('%s names', (label) => {
    const write = () => writes[label];
    const added = async (name: string) => {
      const answer = await write().add(name);
      expect(answer.status, answer.body.message).toBe(200);
      return answer.body.data as { id: number; name: string };
    };
    const taken = (name: string) => ({
      status: 409,
      body: { success: false, message: `A ${label} named "${name}" already exists` },
    });
    /** The stored names that read as `name` does. */
    const readingAs = async (name: string) =>
      (await write().names()).filter((stored) => nameKey(stored) === nameKey(name));

    it.each(LOOKALIKES)(
      'refuses a look-alike by %s (%j, then %j) with 409 and changes nothing',
      async (_what, first, second, shown) => {
        await added(first);
        const before = await write().names();
        expect(await write().add(second)).toEqual(taken(shown));
        expect(await write().names()).toEqual(before);
      },
    );

    it('refuses renaming one to a look-alike of another; renaming one to a look-alike of itself is a tidy-up', async () => {
      const anklet = await added('LA Anklet');
      const spare = await added('LA Spare');
      expect(await write().rename(spare.id, 'ＬＡ ａｎｋｌｅｔ\u200B')).toEqual(taken('ＬＡ ａｎｋｌｅｔ'));
      const renamed = await write().rename(anklet.id, ' LA  ANKLET\u00AD');
      expect(renamed.status, renamed.body.message).toBe(200);
      expect(renamed.body.data).toMatchObject({ id: anklet.id, name: 'LA ANKLET' });
    });

    it('stores the name as people read it, and answers it so', async () => {
      const stored = await added('\u202ELA\u00A0 Toe Ri\u00ADng\u200B \u2003');
      expect(stored.name).toBe('LA Toe Ring');
      expect(await write().names()).toContain('LA Toe Ring');
      expect(await readingAs('LA Toe Ring')).toEqual(['LA Toe Ring']);
    });

    it('keeps exactly one of eight look-alikes written at once', async () => {
      const answers = await Promise.all(SAME_NAME('LA Parallel Ring').map((name) => write().add(name)));
      expect(answers.map(({ status }) => status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
      expect(await readingAs('LA Parallel Ring')).toHaveLength(1);
    });

    it('keeps exactly one of names differing only by letter case written at once', async () => {
      const answers = await Promise.all(
        ['LA Race', 'la race', 'LA RACE', 'La Race', 'lA rACE', 'La race'].map((name) => write().add(name)),
      );
      expect(answers.map(({ status }) => status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
      expect(await readingAs('LA Race')).toHaveLength(1);
    });

    it('has the database refuse a second row of a key, whatever the check before a write said', async () => {
      const rows = cms.strapi.db.query(label === 'category' ? 'api::category.category' : 'api::rate.rate');
      const row = (name: string) => ({
        name,
        nameKey: nameKey(name),
        ...(label === 'rate' ? { pricePaise: 100 } : {}),
      });
      await rows.create({ data: row('LA Index') });
      await expect(rows.create({ data: row('LA INDEX') })).rejects.toThrow(/unique|duplicate key/i);
    });

    it('keeps Devanagari and Gujarati names that differ apart', async () => {
      for (const name of ['कंगन', 'कंगना', 'કડું', 'કડા', 'अंगूठी', 'અંગૂઠી']) await added(name);
      const names = await write().names();
      for (const name of ['कंगन', 'कंगना', 'કડું', 'કડા', 'अंगूठी', 'અંગૂઠી']) expect(names).toContain(name);
    });

    it('refuses every look-alike the fuzz makes of a stored name', async () => {
      await added('LA Fuzz Bangle');
      await fc.assert(
        fc.asyncProperty(lookalikeOf('LA Fuzz Bangle'), async (name) => {
          expect((await write().add(name)).status).toBe(409);
        }),
        { numRuns: 40 },
      );
      expect(await readingAs('LA Fuzz Bangle')).toEqual(['LA Fuzz Bangle']);
    });
  });

  describe('texts that are not unique, stored as people read them', () => {
    it('a category’s Gujarati and Hindi names', async () => {
      const answer = await cms.call<Category>('POST', '/api/admin/add-category', {
        token,
        body: { name: 'LA Vinti', nameGu: ' વીં\u200Bટી ', nameHi: 'अंगूठी\u00AD\u202E' },
      });
      expect(answer.body.data).toMatchObject({ name: 'LA Vinti', nameGu: 'વીંટી', nameHi: 'अंगूठी' });
    });

    it('a banner’s texts, as uploaded and as changed', async () => {
      const form = new FormData();
      form.append('alt', '\u202EDiwali  offer\u200B');
      form.append('image', asBlob(await png('#6b1f2a'), 'image/png'), 'banner.png');
      const uploaded = await cms.call<Banner>('POST', '/api/admin/add-banner-image', { token, form });
      expect(uploaded.body.data).toMatchObject({ alt: 'Diwali offer' });
      const changed = await cms.call<Banner>('PUT', `/api/admin/banner/${uploaded.body.data?.id}/texts`, {
        token,
        body: { alt: 'Cafe\u0301\u00A0sale', altGu: 'દિવાળી\u200D', altHi: '\u2066दिवाली\u2069' },
      });
      expect(changed.body.data).toMatchObject({ alt: 'Café sale', altGu: 'દિવાળી', altHi: 'दिवाली' });
    });
  });

  it('a product finds its rates by a look-alike of their names', async () => {
    await writes.rate.add('LA 22K');
    await cms.call('POST', '/api/admin/add-price', { token, body: { name: 'LA Diamond', price: 50_000, unit: 'ct' } });
    const category = (await writes.category.add('LA Products')).body.data;
    const form = new FormData();
    for (const [field, value] of Object.entries({
      name: 'LA Ring',
      sku: 'LA-1',
      metal: 'Gold',
      purity: 'LA 22K\u200B',
      category_id: String(category?.id),
      laber: '100',
      gender: 'female',
      status: 'active',
      weight: '2',
      stones: JSON.stringify([{ name: 'Diamond', count: 1, carats: 0.1, rate: '\u202ELA  Diamond' }]),
    }))
      form.append(field, value);
    const answer = await cms.call<Product>('POST', '/api/admin/add-product', { token, form });
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.data).toMatchObject({
      purity: 'LA 22K',
      stones: [expect.objectContaining({ rate: 'LA Diamond' })],
    });
  });
}
