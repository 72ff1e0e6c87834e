import { GENDER_LABELS, PRODUCT_TYPES, SORT_OPTIONS, STATUS_LABELS } from '@suvarna/domain';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';
import { metalLabel, productListMessages, sortLabel } from './product-list-messages';

describe('the product list’s texts', () => {
  const en = productListMessages('en');

  it('keep the specification’s English labels of metals, genders, sorts and stock', () => {
    expect(Object.keys(en.metals)).toEqual([...PRODUCT_TYPES]);
    for (const metal of PRODUCT_TYPES) expect(metalLabel(en, metal)).toBe(metal);
    expect(en.genders).toEqual(GENDER_LABELS);
    expect(SORT_OPTIONS.map((option) => sortLabel(en, option.value))).toEqual(
      SORT_OPTIONS.map((option) => option.label),
    );
    expect(en.card.outOfStock).toBe(STATUS_LABELS.inactive);
  });

  it('name every metal type in every language, and an unknown one as it is', () => {
    for (const locale of LOCALES) {
      const t = productListMessages(locale);
      for (const metal of PRODUCT_TYPES) expect(metalLabel(t, metal), `${locale} ${metal}`).not.toBe('');
      expect(metalLabel(t, 'Rose Gold')).toBe('Rose Gold');
      expect(metalLabel(t, 'toString')).toBe('toString');
    }
    expect(metalLabel(productListMessages('gu'), 'Gold')).toBe('સોનું');
    expect(metalLabel(productListMessages('hi'), 'Silver')).toBe('चाँदी');
  });

  it('count in each language', () => {
    expect(en.showing(12, 30)).toBe('Showing 12 of 30 products');
    expect(productListMessages('gu').showing(1, 1)).toBe('કુલ 1માંથી 1 ઘરેણું');
    expect(productListMessages('hi').showing(12, 30)).toBe('कुल 30 में से 12 आभूषण');
  });
});
