import { describe, expect, it } from 'vitest';
import { GENDER_LABELS, PRODUCT_TYPES, SORT_OPTIONS, SORT_VALUES, STATUS_LABELS } from './constants.js';

describe('fixed lists carry the spec’s values, with its visible typos corrected (docs/differences.md)', () => {
  it('product types read "Plated" and "Idol", not "Platted" and "idel"', () => {
    expect(PRODUCT_TYPES).toContain('1gm Plated Jewellery');
    expect(PRODUCT_TYPES).toContain('Idol');
    expect(PRODUCT_TYPES.join(' ')).not.toMatch(/Platted|idel/);
    expect(PRODUCT_TYPES).toHaveLength(11);
  });

  it('the sort select offers Recommended and the four orders, sending the spec’s values', () => {
    expect(SORT_OPTIONS.map((option) => [option.label, option.value])).toEqual([
      ['Recommended', ''],
      ['Name (A-Z)', 'name_asc'],
      ['Name (Z-A)', 'name_desc'],
      ['Price (Low to High)', 'price_asc'],
      ['Price (High to Low)', 'price_desc'],
    ]);
    expect(SORT_OPTIONS.slice(1).map((option) => option.value)).toEqual([...SORT_VALUES]);
  });

  it('genders show as Men and Women, statuses as In Stock and Out Of Stock', () => {
    expect(GENDER_LABELS).toEqual({ male: 'Men', female: 'Women' });
    expect(STATUS_LABELS).toEqual({ active: 'In Stock', inactive: 'Out Of Stock', sold: 'Sold' });
  });
});
