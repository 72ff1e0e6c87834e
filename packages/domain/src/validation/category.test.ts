import { fieldMessages } from '@suvarna/testkit';
import { describe, expect, it } from 'vitest';
import { categorySchema } from './category.js';

describe('category: name required, no comma (names travel comma-separated in the product-list address)', () => {
  it.each([
    [{ name: 'Mangalsutra' }, {}],
    [{ name: '' }, { name: 'required!' }],
    [{ name: 'Rings, Bands' }, { name: 'Category name cannot contain a comma' }],
    [{ name: 'x'.repeat(61) }, { name: 'Category name must be at most 60 characters' }],
    [{ name: 'Ring\u001bs' }, { name: 'Category name cannot contain control characters' }],
    [{ name: 'Rings\u007f' }, { name: 'Category name cannot contain control characters' }],
    // Translated names are shown, never in addresses: a comma is fine there.
    [{ name: 'Ring', nameGu: 'વીંટી, બેન્ડ', nameHi: 'अंगूठी' }, {}],
    [{ name: 'Ring', nameGu: 'વ'.repeat(61) }, { nameGu: 'Category name (Gujarati) must be at most 60 characters' }],
    [{ name: 'Ring', nameHi: 42 }, { nameHi: 'Category name (Hindi) must be text' }],
  ])('%j gives %j', (input, expected) => {
    expect(fieldMessages(categorySchema, input)).toEqual(expected);
  });

  it('stores the names as people read them (normaliseName)', () => {
    expect(
      categorySchema.parse({ name: '\u202ETest  Ri\u00ADng\u200B', nameGu: 'વીં\u200Bટી', nameHi: 'क़\u00A0लम' }),
    ).toEqual({
      name: 'Test Ring',
      nameGu: 'વીંટી',
      nameHi: '\u0915\u093C लम',
    });
  });

  it.each([
    [{ name: '\u200B\u00AD' }, { name: 'required!' }],
    // The limit counts what is kept.
    [{ name: `${'x'.repeat(60)}\u200B` }, {}],
    [{ name: 'Ring\u200B\t' }, {}],
    [{ name: 'Ri\tng' }, { name: 'Category name cannot contain control characters' }],
  ])('%j gives %j once normalised', (input, expected) => {
    expect(fieldMessages(categorySchema, input)).toEqual(expected);
  });

  it('keeps the translated names, blank when not given', () => {
    expect(categorySchema.parse({ name: 'Ring', nameGu: ' વીંટી ' })).toEqual({
      name: 'Ring',
      nameGu: 'વીંટી',
      nameHi: '',
    });
  });
});
