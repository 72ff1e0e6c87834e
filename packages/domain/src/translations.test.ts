import { describe, expect, it } from 'vitest';
import { categoryInLanguage, inLanguage, PRODUCT_TRANSLATION_FIELDS, translatedField } from './translations.js';

describe('inLanguage: a text in a language, falling back to English', () => {
  const ring = { name: 'Solitaire Ring', nameGu: 'સોલિટેર વીંટી', nameHi: '  ', description: 'A ring' };

  it.each([
    ['en', 'Solitaire Ring'],
    ['gu', 'સોલિટેર વીંટી'],
    // A blank translation is no translation.
    ['hi', 'Solitaire Ring'],
  ] as const)('%s: %s', (language, expected) => {
    expect(inLanguage(ring, 'name', language)).toBe(expected);
  });

  it('falls back for a field with no translation at all', () => {
    expect(inLanguage(ring, 'description', 'gu')).toBe('A ring');
  });
});

describe('the translation fields', () => {
  it('are named after the field and the language', () => {
    expect(translatedField('details', 'hi')).toBe('detailsHi');
    expect(PRODUCT_TRANSLATION_FIELDS).toEqual([
      'nameGu',
      'descriptionGu',
      'detailsGu',
      'nameHi',
      'descriptionHi',
      'detailsHi',
    ]);
  });
});

describe('categoryInLanguage: the category a product carries, in a language', () => {
  const product = { category: 'Mangalsutra', categoryGu: 'મંગળસૂત્ર', categoryHi: '' };
  it.each([
    ['en', 'Mangalsutra'],
    ['gu', 'મંગળસૂત્ર'],
    ['hi', 'Mangalsutra'],
  ] as const)('%s: %s', (language, expected) => {
    expect(categoryInLanguage(product, language)).toBe(expected);
  });
});
