import { describe, expect, it } from 'vitest';
import { type CatalogueItem, searchableTexts, searchKey } from './catalogue.js';
import { MatchGrade, type SearchText, searchMatcher } from './search.js';
import { SearchIndex } from './search-index.js';

// The index must grade every product as searchMatcher grades it alone (the CMS's way): a catalogue
// drawn from words that exercise each rule (word starts, synonyms, typos, SKUs with punctuation,
// Gujarati and Hindi, a name with an emoji), searched with words drawn from the same.
const WORDS = [
  'Gold',
  'Golden',
  'Ring',
  'Rings',
  'Earrings',
  'Necklace',
  'Neckpiece',
  'Haar',
  'Bangle',
  'Bangles',
  'Kada',
  'Chain',
  'Chandbali',
  'Chand',
  'Nakshi',
  'Nakashi',
  'Nose',
  'Pin',
  'Nath',
  'Silver',
  '22K',
  '18K',
  '925',
  'મંગળસૂત્ર',
  'વીંટી',
  'हार',
  'चूड़ी',
  'सोना',
  'Lotus',
  'Peacock',
  'Temple',
  'Mango',
  'Jhumka',
  'Bali',
  'No.',
  '💍',
  'Rose',
  'Sterling',
  'Polki',
  'Kundan',
];
const SEARCHES = [
  'gold ring',
  'ring',
  'rings',
  'earring',
  'neckalce',
  'neck',
  'haar',
  'necklace',
  'kada',
  'bangel',
  'nakshi',
  'chain',
  'chand',
  'chaain',
  'nose pin',
  'nath',
  'silvr',
  '22k',
  '22k gold neckalce',
  'sj-',
  'rg-2',
  '-20',
  '💍',
  'ring💍',
  'વીંટી',
  'ંટી',
  'सोना अंगूठी',
  'हार',
  'templ',
  'tempel',
  'mango lotus',
  'golden',
  'gol',
  'peacok',
  'polki kundan',
  '925 sterlng',
  'no.',
  'no',
  '   ',
  'zzzzz',
];

/** A number from 0 to 1, the same on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state / 2 ** 32;
  };
}

function catalogue(count: number): CatalogueItem[] {
  const next = random(7);
  const pick = () => WORDS[Math.floor(next() * WORDS.length)] as string;
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: Array.from({ length: 2 + Math.floor(next() * 3) }, pick).join(next() < 0.2 ? '-' : ' '),
    sku: `SJ-${['RG', 'NK', 'CH'][index % 3]}-${2000 + index}`,
    category: pick(),
    category_id: 1,
    metal: next() < 0.5 ? 'Gold' : 'Silver',
    gender: 'female',
    status: 'active',
    totalPrice: 1000,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...(next() < 0.3 ? { nameGu: `${pick()} ${pick()}`, nameHi: pick() } : {}),
  }));
}

describe('the search index grades each product as the search matcher does', () => {
  const items = catalogue(600);
  const texts = (): SearchText[] => items.map((item) => ({ key: searchKey(searchableTexts(item)) }));
  const index = new SearchIndex(texts());
  const alone = texts();

  it.each(SEARCHES)('"%s"', (search) => {
    const matcher = searchMatcher(search);
    const grades = index.grades(search);
    if (!matcher) {
      expect(grades).toBeNull();
      return;
    }
    const expected = alone.map((text) => matcher(text));
    expect(Array.from(grades ?? [])).toEqual(expected);
  });

  it('the drawn searches find exact and typo matches alike (the comparison is not empty)', () => {
    const counts = { exact: 0, typo: 0 };
    for (const search of SEARCHES) {
      for (const grade of index.grades(search) ?? []) {
        if (grade === MatchGrade.exact) counts.exact += 1;
        if (grade === MatchGrade.typo) counts.typo += 1;
      }
    }
    expect(counts.exact).toBeGreaterThan(1000);
    expect(counts.typo).toBeGreaterThan(100);
  });

  it('a product whose name holds an emoji is found by the word after it', () => {
    const odd = new SearchIndex([{ key: searchKey(['💍Ring Lotus']) }, { key: searchKey(['Ring']) }]);
    expect(Array.from(odd.grades('ring') ?? [])).toEqual([MatchGrade.exact, MatchGrade.exact]);
    expect(Array.from(odd.grades('lotus') ?? [])).toEqual([MatchGrade.exact, MatchGrade.none]);
  });
});
