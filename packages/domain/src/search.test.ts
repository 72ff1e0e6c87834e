import { describe, expect, it } from 'vitest';
import { type CatalogueItem, EMPTY_QUERY, queryCatalogue } from './catalogue.js';
import { CatalogueIndex } from './catalogue-index.js';
import { withinOneTypo } from './search.js';
import type { CatalogueQuery } from './types.js';

// Pieces as the demo catalogue names them (packages/demo-catalogue), with its categories' Gujarati
// and Hindi names and one piece written out in both languages.
const CATEGORIES: Record<string, [id: number, gu: string, hi: string]> = {
  Mangalsutra: [1, 'મંગળસૂત્ર', 'मंगलसूत्र'],
  Ring: [2, 'વીંટી', 'अंगूठी'],
  Chain: [3, 'ચેઇન', 'चेन'],
  Necklace: [4, 'હાર', 'हार'],
  Earrings: [5, 'કાનની બુટ્ટી', 'कान की बालियाँ'],
  Bangle: [6, 'બંગડી', 'चूड़ी'],
  Anklet: [9, 'ઝાંઝર', 'पायल'],
  'Nose Pin': [10, 'નાકની ચૂંક', 'लौंग'],
};

type Piece = CatalogueItem & { purity: string };

const piece = (
  id: number,
  name: string,
  sku: string,
  category: string,
  metal: string,
  purity: string,
  more: Partial<CatalogueItem> = {},
): Piece => {
  const [category_id, categoryGu, categoryHi] = CATEGORIES[category] as [number, string, string];
  return {
    id,
    name,
    sku,
    category,
    category_id,
    categoryGu,
    categoryHi,
    metal,
    purity,
    gender: 'female',
    status: 'active',
    totalPrice: 100_000 - id * 1000,
    createdAt: `2026-01-${String(id).padStart(2, '0')}T00:00:00.000Z`,
    ...more,
  };
};

const PIECES: Piece[] = [
  piece(1, 'Black Bead Mangalsutra', 'SJ-MS-1001', 'Mangalsutra', 'Gold', '22K', {
    nameGu: 'કાળા મણકાનું મંગળસૂત્ર',
    nameHi: 'काले मोतियों का मंगलसूत्र',
  }),
  piece(2, 'Solitaire Engagement Ring', 'SJ-RG-2001', 'Ring', 'Diamond', '18K'),
  piece(3, 'Antique Nakshi Ring', 'SJ-RG-2006', 'Ring', 'Gold', '22K'),
  piece(4, 'Sterling Silver Flower Ring', 'SJ-RG-2015', 'Ring', '92.5 Sterling', 'Silver 925'),
  piece(5, 'Classic Cable Chain', 'SJ-CH-3002', 'Chain', 'Gold', '22K'),
  piece(6, 'Sterling Silver Ball Chain', 'SJ-CH-3007', 'Chain', '92.5 Sterling', 'Silver 925'),
  piece(7, 'Rani Haar', 'SJ-NK-4004', 'Necklace', 'Gold', '22K'),
  piece(8, 'Diamond Drop Necklace', 'SJ-NK-4005', 'Necklace', 'Diamond', '18K'),
  piece(9, 'Antique Jhumka Earrings', 'SJ-ER-5001', 'Earrings', 'Gold', '22K'),
  piece(10, 'Gold Bali Hoops', 'SJ-ER-5006', 'Earrings', 'Gold', '22K'),
  piece(11, 'Gents Gold Kada', 'SJ-BG-6002', 'Bangle', 'Gold', '22K'),
  piece(12, 'Bridal Bangles Pair', 'SJ-BG-6001', 'Bangle', 'Gold', '22K'),
  piece(13, 'Silver Ghungroo Payal', 'SJ-AN-9001', 'Anklet', 'Silver', 'Silver 999'),
  piece(14, 'Gold Anklet', 'SJ-AN-9004', 'Anklet', 'Gold', '22K'),
  piece(15, 'Diamond Nose Pin', 'SJ-NP-1101', 'Nose Pin', 'Diamond', '18K'),
  piece(16, 'Ruby Chandbali Earrings', 'SJ-ER-5007', 'Earrings', 'Gold', '22K'),
  piece(17, 'Rose Gold Cable Chain', 'SJ-CH-3009', 'Chain', 'Gold', '18K'),
  piece(18, 'Nakashi Temple Bangle', 'SJ-BG-6010', 'Bangle', 'Gold', '22K'),
];

const RINGS = [2, 3, 4];
const EARRINGS = [9, 10, 16];
const BANGLES = [11, 12, 18];

const query = (search: string, more: Partial<CatalogueQuery> = {}): CatalogueQuery => ({
  ...EMPTY_QUERY,
  limit: 48,
  search,
  ...more,
});
const found = (search: string) =>
  queryCatalogue(PIECES, query(search))
    .products.map((item) => item.id)
    .sort((a, b) => a - b);

describe('search: every word starts a word of the name, SKU, category, metal or purity, in any language', () => {
  it.each<[string, string, number[]]>([
    // Several words, each anywhere in the texts.
    ['a metal and a piece', 'gold ring', [3]],
    ['the words in any order', 'ring gold', [3]],
    ['a purity and a piece', '22k chain', [5]],
    ['a piece and a purity', 'ring 18k', [2]],
    ['a metal name with a purity', 'silver 925', [4, 6]],
    ['a purity no piece has', '24k', []],
    ['a word no piece has, with one that many have', 'gold tiara', []],
    // Word starts only.
    ['rings, not earrings', 'ring', RINGS],
    ['earrings, not rings', 'earring', EARRINGS],
    ['not the middle of a word', 'kshi', []],
    // SKUs.
    ['a whole SKU', 'SJ-RG-2001', [2]],
    ['the start of a SKU’s code', 'rg-20', RINGS],
    ['a SKU’s number', '6002', [11]],
    // One typo in a word of five letters or more.
    ['two letters swapped', 'bangel', BANGLES],
    ['a word not finished', 'mangalsutr', [1]],
    ['two letters swapped inside', 'neckalce', [7, 8]],
    ['a letter left out', 'silvr', [4, 6, 13]],
    ['a letter too many', 'chaain', [5, 6, 17]],
    ['a typo and an exact word', 'gold neckalce', [7]],
    ['no typo forgiven under five letters', 'rng', []],
    ['no typo forgiven in a purity', '23k', []],
    ['a last letter typed otherwise is another word begun (not Chandbali)', 'chain', [5, 6, 17]],
    ['the start of that other word', 'chand', [16]],
    // Trade and Hinglish names, and the English, find the same pieces.
    ['haar', 'haar', [7, 8]],
    ['necklace', 'necklace', [7, 8]],
    ['kada', 'kada', BANGLES],
    ['bangle', 'bangle', BANGLES],
    ['jhumka', 'jhumka', EARRINGS],
    ['earrings', 'earrings', EARRINGS],
    ['bali', 'bali', EARRINGS],
    ['nath', 'nath', [15]],
    ['nose pin', 'nose pin', [15]],
    ['payal', 'payal', [13, 14]],
    ['anklet', 'anklet', [13, 14]],
    ['vinti', 'vinti', RINGS],
    ['anguthi', 'anguthi', RINGS],
    ['a trade name with a metal', 'sona anguthi', [3]],
    // Gujarati and Hindi: categories, pieces, synonyms.
    ['a Gujarati category', 'વીંટી', RINGS],
    ['a Hindi category', 'अंगूठी', RINGS],
    ['a Gujarati piece name', 'કાળા', [1]],
    ['a Hindi piece name', 'काले मंगलसूत्र', [1]],
    ['gold and ring in Hindi', 'सोना अंगूठी', [3]],
    ['a Gujarati synonym (kada)', 'કડા', BANGLES],
    ['necklace in Gujarati', 'હાર', [7, 8]],
    ['not the middle of a Gujarati word', 'ંટી', []],
    ['a blank search', '   ', PIECES.map((item) => item.id)],
  ])('%s: "%s" finds %j', (_what, search, expected) => {
    expect(found(search)).toEqual(expected);
  });
});

describe('search: exact matches before typo matches', () => {
  it('with the Recommended order, every exact match comes before the typo matches', () => {
    // 18 (Nakashi) is newer than 3 (Nakshi), but only a typo away.
    const answer = queryCatalogue(PIECES, query('nakshi'));
    expect(answer.products.map((item) => item.id)).toEqual([3, 18]);
  });

  it('a sort the visitor chose orders every match alike', () => {
    // Prices fall as ids rise: the Nakashi bangle is the cheaper.
    const answer = queryCatalogue(PIECES, query('nakshi', { sort: 'price_asc' }));
    expect(answer.products.map((item) => item.id)).toEqual([18, 3]);
  });

  it('pages and counts the ranked list as one', () => {
    expect(queryCatalogue(PIECES, query('nakshi', { limit: 1, page: 2 }))).toEqual({
      products: [PIECES[17]],
      total: 2,
    });
  });
});

describe('the catalogue index answers searches as queryCatalogue does', () => {
  const index = new CatalogueIndex(PIECES);
  it.each(['gold ring', 'bangel', 'nakshi', 'neckalce gold', 'anguthi', 'सोना अंगूठी', 'rg-20', '-2001', 'chand'])(
    '"%s"',
    (search) => {
      for (const sort of ['', 'price_asc', 'name_desc'] as const) {
        for (const page of [1, 2]) {
          const wanted = query(search, { sort, page, limit: 2 });
          expect(index.query(wanted)).toEqual(queryCatalogue(PIECES, wanted));
        }
      }
    },
  );
});

describe('withinOneTypo: one edit from the word, or from the start of a longer word', () => {
  it.each<[string, string, boolean]>([
    ['bangel', 'bangle', true],
    ['bangel', 'bangles', true],
    ['neckalce', 'necklace', true],
    ['rings', 'ring', true],
    ['silvr', 'silver', true],
    ['chaain', 'chain', true],
    ['chain', 'chandbali', false],
    ['chain', 'chand', false],
    ['chain', 'chan', true],
    ['bangle', 'bang', false],
    ['bangle', 'bungalow', false],
    ['mangalsutra', 'mangalsutra', true],
  ])('"%s" and "%s": %s', (word, text, expected) => {
    expect(withinOneTypo(word, text)).toBe(expected);
  });
});
