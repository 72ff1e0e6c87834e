import { fieldMessages } from '@suvarna/testkit';
import { describe, expect, it } from 'vitest';
import { bannerTextsSchema } from './banner.js';

describe('banner texts: what the picture says, in each language, each optional', () => {
  it.each([
    [{}, {}],
    [{ alt: 'Diwali offer: 20% off making', altGu: 'દિવાળી ઓફર', altHi: 'दिवाली ऑफ़र' }, {}],
    [{ alt: 'x'.repeat(201) }, { alt: 'Alt text must be at most 200 characters' }],
    [{ altGu: 42 }, { altGu: 'Alt text (Gujarati) must be text' }],
    [{ altHi: 'दिवाली\u0000' }, { altHi: 'Alt text (Hindi) cannot contain control characters' }],
  ])('%j gives %j', (input, expected) => {
    expect(fieldMessages(bannerTextsSchema, input)).toEqual(expected);
  });

  it('stores the texts as people read them (normaliseName)', () => {
    expect(bannerTextsSchema.parse({ alt: 'Diwali\u200B  offer', altGu: '\u202Eદિવાળી', altHi: '\u00AD' })).toEqual({
      alt: 'Diwali offer',
      altGu: 'દિવાળી',
      altHi: '',
    });
  });

  it('keeps the texts trimmed, blank when not written', () => {
    expect(bannerTextsSchema.parse({ alt: ' Diwali offer ' })).toEqual({ alt: 'Diwali offer', altGu: '', altHi: '' });
  });
});
