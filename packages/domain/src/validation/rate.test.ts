import { fieldMessages } from '@suvarna/testkit';
import { describe, expect, it } from 'vitest';
import { rateEntrySchema, rateSchema } from './rate.js';

describe('rate (price form): name and price required ("Please fill all fields"), price positive', () => {
  it.each([
    [{ name: '22K', price: '6850.50' }, {}],
    [{ name: '22K', price: 6850.5 }, {}],
    [{ name: '', price: '6850' }, { name: 'Please fill all fields' }],
    [{ name: '22K', price: '' }, { price: 'Please fill all fields' }],
    [{ name: '22K' }, { price: 'Please fill all fields' }],
    [{ name: '22K', price: 'abc' }, { price: 'Price must be a number' }],
    [{ name: '22K', price: '0' }, { price: 'Price must be more than 0' }],
    [{ name: '22K', price: '-5' }, { price: 'Price cannot be negative' }],
    [{ name: '22K', price: '10.555' }, { price: 'Price can have at most 2 decimals' }],
    [{ name: '22K', price: '10000000' }, {}],
    [{ name: '22K', price: '10000000.01' }, { price: 'Price cannot be more than ₹1,00,00,000.00' }],
    // Text numbers are plain decimals: Number() would read these as 16, 1000, 7000 and Infinity.
    [{ name: '22K', price: '0x10' }, { price: 'Price must be a number' }],
    [{ name: '22K', price: '1e3' }, { price: 'Price must be a number' }],
    [{ name: '22K', price: '7 000' }, { price: 'Price must be a number' }],
    [{ name: '22K', price: 'Infinity' }, { price: 'Price must be a number' }],
    [{ name: '22K', price: '.5' }, { price: 'Price must be a number' }],
    [{ name: '22K', price: ' 6850.5 ' }, {}],
    [{ name: 'x'.repeat(61), price: '6850' }, { name: 'Rate name must be at most 60 characters' }],
    [{ name: '22\u0000K', price: '6850' }, { name: 'Rate name cannot contain control characters' }],
  ])('%j gives %j', (input, expected) => {
    expect(fieldMessages(rateSchema, input)).toEqual(expected);
  });

  it('stores the name as people read it (normaliseName)', () => {
    expect(rateSchema.parse({ name: 'Cafe\u0301 \u2003 22K\u200B', price: '1' }).name).toBe('Café 22K');
    expect(fieldMessages(rateSchema, { name: '\u200B', price: '1' })).toEqual({ name: 'Please fill all fields' });
  });

  it('turns form text into a number of rupees', () => {
    expect(rateSchema.parse({ name: ' 22K ', price: '6850.50' })).toEqual({ name: '22K', price: 6850.5 });
  });
});

describe('rate: a unit, g (per gram) or ct (per carat), may be given', () => {
  it.each([
    [{ name: 'Diamond VVS', price: '64500', unit: 'ct' }, {}],
    [{ name: '22K', price: '7290', unit: 'g' }, {}],
    [{ name: '22K', price: '7290', unit: '' }, {}],
    [{ name: '22K', price: '7290', unit: 'kg' }, { unit: 'Unit must be g (per gram) or ct (per carat)' }],
    [{ name: '22K', price: '7290', confirm: 'yes' }, { confirm: 'Confirm must be true or false' }],
  ])('%j gives %j', (input, expected) => {
    expect(fieldMessages(rateSchema, input)).toEqual(expected);
  });

  it('leaves a blank unit out', () => {
    expect(rateSchema.parse({ name: 'Diamond VVS', price: '64500', unit: ' ct ' })).toEqual({
      name: 'Diamond VVS',
      price: 64500,
      unit: 'ct',
    });
    expect(rateSchema.parse({ name: '22K', price: '7290', unit: '' })).toEqual({ name: '22K', price: 7290 });
  });
});

describe('rate: a quoted price in its quote unit, instead of the price per gram', () => {
  it.each([
    [{ name: '22K', quotedPrice: '72830', quoteUnit: '10g' }, {}],
    [{ name: '22K', quotedPrice: '72830', quoteUnit: '10g', unit: 'g' }, {}],
    [{ name: 'Silver 999', quotedPrice: 98_500, quoteUnit: 'kg' }, {}],
    [{ name: '22K', price: '7283', quoteUnit: 'g' }, {}],
    [{ name: '22K', quotedPrice: '72830' }, { quoteUnit: 'Quote unit must be given with a quoted price' }],
    [
      { name: '22K', price: '7283', quotedPrice: '72830', quoteUnit: '10g' },
      { quotedPrice: 'Quoted price cannot be given with a price: give one or the other' },
    ],
    [{ name: '22K', quoteUnit: '10g' }, { price: 'Please fill all fields' }],
    [{ name: '22K', quotedPrice: '0', quoteUnit: '10g' }, { quotedPrice: 'Quoted price must be more than 0' }],
    [
      { name: '22K', quotedPrice: '1.234', quoteUnit: '10g' },
      { quotedPrice: 'Quoted price can have at most 2 decimals' },
    ],
    [
      { name: '22K', quotedPrice: '0.04', quoteUnit: 'kg' },
      { quotedPrice: 'Quoted price must come to at least ₹0.01 per gram' },
    ],
    [{ name: '22K', price: '7283', quoteUnit: 'oz' }, { quoteUnit: 'Quote unit must be 10g, kg, g or ct' }],
    [
      { name: 'Diamond VVS', quotedPrice: '64500', quoteUnit: '10g', unit: 'ct' },
      { quoteUnit: 'Quote unit 10g (per 10 g) cannot quote a rate per carat' },
    ],
    [
      { name: '22K', price: '7283', quoteUnit: 'ct', unit: 'g' },
      { quoteUnit: 'Quote unit ct (per carat) cannot quote a rate per gram' },
    ],
  ])('%j gives %j', (input, expected) => {
    expect(fieldMessages(rateSchema, input)).toEqual(expected);
  });

  it('keeps the quote as typed: the CMS stores it per gram (rate-quote.ts)', () => {
    expect(rateSchema.parse({ name: '22K', quotedPrice: '72835.55', quoteUnit: '10g' })).toEqual({
      name: '22K',
      quotedPrice: 72835.55,
      quoteUnit: '10g',
    });
  });
});

describe('rate entry (the back office form): the price in a quote unit', () => {
  it.each([
    [{ name: '22K', price: '72830', quoteUnit: '10g' }, {}],
    [
      { name: '', price: '', quoteUnit: '10g' },
      { name: 'Please fill all fields', price: 'Please fill all fields' },
    ],
    [{ name: '22K', price: '0', quoteUnit: 'kg' }, { price: 'Price must be more than 0' }],
    [{ name: '22K', price: '72830', quoteUnit: '' }, { quoteUnit: 'Quote unit must be 10g, kg, g or ct' }],
  ])('%j gives %j', (input, expected) => {
    expect(fieldMessages(rateEntrySchema, input)).toEqual(expected);
  });

  it('reads 72,830 as 72830', () => {
    expect(rateEntrySchema.parse({ name: '22K', price: '72,830', quoteUnit: '10g' }).price).toBe(72_830);
  });
});
