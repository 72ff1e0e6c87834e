import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { priceBreakup, priceProduct, pricingIssues } from './pricing.js';
import type { Rate } from './types.js';
import {
  categorySchema,
  describeFieldIssues,
  describeIssues,
  fieldIssues,
  fieldLabel,
  loginSchema,
  productSchema,
  rateSchema,
  registerSchema,
  setPasswordSchema,
  stoneLineSchema,
  tradeProductSchema,
} from './validation.js';

/** The first message for each failing field, as a form shows them. */
function messages(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const found: Record<string, string> = {};
  for (const issue of result.error.issues) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('login: email required and address-shaped, password 8 to 16 characters, no required rule', () => {
  it.each([
    [{ email: '', password: 'secret123' }, { email: 'required!' }],
    [{ email: '   ', password: 'secret123' }, { email: 'required!' }],
    [{ email: 'owner', password: 'secret123' }, { email: 'Invalid email' }],
    [{ email: 'owner@shop', password: 'secret123' }, { email: 'Invalid email' }],
    [{ email: 'owner@suvarna.in', password: 'short' }, { password: 'minimum 8 character' }],
    [{ email: 'owner@suvarna.in', password: '' }, { password: 'minimum 8 character' }],
    [{ email: 'owner@suvarna.in', password: 'a'.repeat(17) }, { password: 'maximum 16 character' }],
    [{ email: 'owner@suvarna.in', password: 'a'.repeat(8) }, {}],
    [{ email: 'owner@suvarna.in', password: 'a'.repeat(16) }, {}],
  ])('%j gives %j', (input, expected) => {
    expect(messages(loginSchema, input)).toEqual(expected);
  });
});

describe('register: names required, email "Invalid Email Address", password 8 to 16', () => {
  const valid = { firstName: 'Asha', LastName: 'Mehta', email: 'asha@example.in', password: 'goldgold1' };
  it.each([
    [valid, {}],
    [{ ...valid, firstName: '' }, { firstName: 'required!' }],
    [{ ...valid, LastName: ' ' }, { LastName: 'required!' }],
    [{ ...valid, email: '' }, { email: 'required!' }],
    [{ ...valid, email: 'asha.example.in' }, { email: 'Invalid Email Address' }],
    [{ ...valid, password: '1234567' }, { password: 'minimum 8 character' }],
    [{ ...valid, password: '12345678901234567' }, { password: 'maximum 16 character' }],
  ])('%j gives %j', (input, expected) => {
    expect(messages(registerSchema, input)).toEqual(expected);
  });
});

describe('set password: current password required; new one 8 to 16, typable, and they must really match', () => {
  const current = { currentPassword: 'Gold@22Karat' };
  it.each([
    [
      { password: '', confirmPassword: '' },
      { currentPassword: 'required!', password: 'required!', confirmPassword: 'required!' },
    ],
    [
      { ...current, password: 'short', confirmPassword: 'short' },
      { password: 'minimum 8 character', confirmPassword: 'minimum 8 character' },
    ],
    [
      { ...current, password: 'a'.repeat(17), confirmPassword: 'a'.repeat(17) },
      { password: 'maximum 16 character', confirmPassword: 'maximum 16 character' },
    ],
    [
      { ...current, password: ' '.repeat(10), confirmPassword: ' '.repeat(10) },
      {
        password: 'Password cannot be blank or contain control characters',
        confirmPassword: 'Password cannot be blank or contain control characters',
      },
    ],
    [
      { ...current, password: 'newpass\u0000123', confirmPassword: 'newpass\u0000123' },
      {
        password: 'Password cannot be blank or contain control characters',
        confirmPassword: 'Password cannot be blank or contain control characters',
      },
    ],
    [
      { ...current, password: 'new\tpass123', confirmPassword: 'new\tpass123' },
      {
        password: 'Password cannot be blank or contain control characters',
        confirmPassword: 'Password cannot be blank or contain control characters',
      },
    ],
    [
      { ...current, password: 'newpass123', confirmPassword: 'newpass124' },
      { confirmPassword: 'both password must be same' },
    ],
    [{ ...current, password: 'new pass 12', confirmPassword: 'new pass 12' }, {}],
    [{ ...current, password: 'newpass123', confirmPassword: 'newpass123' }, {}],
  ])('%j gives %j', (input, expected) => {
    expect(messages(setPasswordSchema, input)).toEqual(expected);
  });

  it('describeIssues does not name the field twice', () => {
    const result = setPasswordSchema.safeParse({ ...current, password: '         ', confirmPassword: '         ' });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(describeIssues(result.error)).toBe(
        'Password cannot be blank or contain control characters; Confirm password: Password cannot be blank or contain control characters',
      );
  });
});

describe('rate (price form): name and price required ("Please fill all fields"), price positive', () => {
  it.each([
    [{ name: '22K', price: '6850.50' }, {}],
    [{ name: '22K', price: 6850.5 }, {}],
    [{ name: '', price: '6850' }, { name: 'Please fill all fields' }],
    [{ name: '22K', price: '' }, { price: 'Please fill all fields' }],
    [{ name: '22K' }, { price: 'Please fill all fields' }],
    [{ name: '22K', price: 'abc' }, { price: 'must be a number' }],
    [{ name: '22K', price: '0' }, { price: 'Price must be more than 0' }],
    [{ name: '22K', price: '-5' }, { price: 'must not be negative' }],
    [{ name: '22K', price: '10.555' }, { price: 'must have at most 2 decimals' }],
    // Text numbers are plain decimals: Number() would read these as 16, 1000, 7000 and Infinity.
    [{ name: '22K', price: '0x10' }, { price: 'must be a number' }],
    [{ name: '22K', price: '1e3' }, { price: 'must be a number' }],
    [{ name: '22K', price: '7 000' }, { price: 'must be a number' }],
    [{ name: '22K', price: 'Infinity' }, { price: 'must be a number' }],
    [{ name: '22K', price: '.5' }, { price: 'must be a number' }],
    [{ name: '22K', price: ' 6850.5 ' }, {}],
    [{ name: '22\u0000K', price: '6850' }, { name: 'must not contain control characters' }],
  ])('%j gives %j', (input, expected) => {
    expect(messages(rateSchema, input)).toEqual(expected);
  });

  it('turns form text into a number of rupees', () => {
    expect(rateSchema.parse({ name: ' 22K ', price: '6850.50' })).toEqual({ name: '22K', price: 6850.5 });
  });
});

describe('category: name required, no comma (names travel comma-separated in the product-list address)', () => {
  it.each([
    [{ name: 'Mangalsutra' }, {}],
    [{ name: '' }, { name: 'required!' }],
    [{ name: 'Rings, Bands' }, { name: 'Category name cannot contain a comma' }],
    [{ name: 'x'.repeat(61) }, { name: 'Category name must be at most 60 characters' }],
    [{ name: 'Ring\u001bs' }, { name: 'must not contain control characters' }],
    [{ name: 'Rings\u007f' }, { name: 'must not contain control characters' }],
  ])('%j gives %j', (input, expected) => {
    expect(messages(categorySchema, input)).toEqual(expected);
  });
});

describe('product: metal, purity, category, labour, name, SKU and status required; amounts in rupees', () => {
  const form = {
    name: 'Temple Necklace',
    sku: 'NK-01',
    metal: 'Gold',
    purity: '22K',
    category_id: '4',
    laber: '5000',
    discount: '',
    gender: 'female',
    status: 'active',
    weight: '24.5',
    size: '',
    color: 'Yellow',
    details: 'Handmade',
    description: '',
  };

  it('parses a filled form, with blank optional amounts as 0', () => {
    expect(productSchema.parse(form)).toEqual({
      ...form,
      category_id: 4,
      laber: 5000,
      discount: 0,
      weight: 24.5,
      size: 0,
    });
  });

  it('names every missing required field with "required!"', () => {
    const blank = Object.fromEntries(Object.keys(form).map((key) => [key, '']));
    expect(messages(productSchema, blank)).toEqual({
      name: 'required!',
      sku: 'required!',
      metal: 'required!',
      purity: 'required!',
      category_id: 'required!',
      laber: 'required!',
      gender: 'required!',
      status: 'required!',
      weight: 'required!',
    });
  });

  it.each([
    [{ metal: 'Copper' }, { metal: 'must be one of the metal types' }],
    [{ gender: 'unisex' }, { gender: 'must be male or female' }],
    [{ status: 'sold' }, { status: 'must be active or inactive' }],
    [{ laber: '-1' }, { laber: 'must not be negative' }],
    [{ discount: '12.345' }, { discount: 'must have at most 2 decimals' }],
    [{ weight: '0' }, { weight: 'must be more than 0' }],
    [{ weight: '1.2345' }, { weight: 'must have at most 3 decimals' }],
    [{ weight: 'heavy' }, { weight: 'must be a number' }],
    [{ category_id: '2.5' }, { category_id: 'required!' }],
    [{ sku: 'NK 01' }, { sku: 'can only hold letters, digits and . - _ /' }],
    [{ name: 'x'.repeat(121) }, { name: 'must be at most 120 characters' }],
    [{ name: 'Temple\u0000Necklace' }, { name: 'must not contain control characters' }],
    [{ color: 'Yellow\nGold' }, { color: 'must not contain control characters' }],
    [{ details: 'Handmade\u0007' }, { details: 'must not contain control characters' }],
    [{ weight: '0x10' }, { weight: 'must be a number' }],
    [{ laber: '1e3' }, { laber: 'must be a number' }],
    [{ category_id: '0x4' }, { category_id: 'must be a number' }],
  ])('%j gives %j', (change, expected) => {
    expect(messages(productSchema, { ...form, ...change })).toEqual(expected);
  });

  it('keeps line breaks and tabs in details and description', () => {
    const text = 'Handmade in Surat\r\n\tTemple work';
    expect(productSchema.parse({ ...form, details: text, description: text })).toMatchObject({
      details: text,
      description: text,
    });
  });

  it('describeIssues names each failing field for an API message', () => {
    const result = productSchema.safeParse({ ...form, sku: '', weight: '0' });
    expect(result.success).toBe(false);
    if (!result.success) expect(describeIssues(result.error)).toBe('SKU: required!; Weight: must be more than 0');
  });
});

describe('rate: a unit, g (per gram) or ct (per carat), may be given', () => {
  it.each([
    [{ name: 'Diamond VVS', price: '64500', unit: 'ct' }, {}],
    [{ name: '22K', price: '7290', unit: 'g' }, {}],
    [{ name: '22K', price: '7290', unit: '' }, {}],
    [{ name: '22K', price: '7290', unit: 'kg' }, { unit: 'must be g (per gram) or ct (per carat)' }],
  ])('%j gives %j', (input, expected) => {
    expect(messages(rateSchema, input)).toEqual(expected);
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

describe('trade product: making charge type and value, stones, HUID, hallmarking fee, discount type', () => {
  const form = {
    name: 'Solitaire Ring',
    sku: 'RG-18',
    metal: 'Diamond',
    purity: '18K',
    category_id: '2',
    laber: '3500',
    discount: '',
    gender: 'female',
    status: 'active',
    weight: '3.245',
    size: '',
    color: 'Yellow',
    details: '',
    description: '',
  };
  const parsedForm = {
    ...form,
    category_id: 2,
    laber: 3500,
    discount: 0,
    weight: 3.245,
    size: 0,
  };

  it('takes a write without makingChargeType as flat making from laber, with no stones, no fee, a flat discount', () => {
    expect(tradeProductSchema.parse(form)).toEqual({
      ...parsedForm,
      makingChargeType: 'flat',
      makingChargeValue: 3500,
      stones: [],
      hallmarkFee: 0,
      discountType: 'flat',
    });
  });

  it('does not read makingChargeValue without a type', () => {
    expect(tradeProductSchema.parse({ ...form, makingChargeValue: 'anything' })).toMatchObject({
      makingChargeType: 'flat',
      makingChargeValue: 3500,
    });
  });

  it('names every missing required field as the product form does ("required!", labour included)', () => {
    const blank = Object.fromEntries(Object.keys(form).map((key) => [key, '']));
    expect(messages(tradeProductSchema, blank)).toEqual(messages(productSchema, blank));
    expect(messages(tradeProductSchema, {})).toEqual({
      name: 'required!',
      sku: 'required!',
      metal: 'required!',
      purity: 'required!',
      category_id: 'required!',
      laber: 'required!',
      gender: 'required!',
      status: 'required!',
      weight: 'required!',
    });
  });

  it.each([
    [{ makingChargeType: 'per_gram', makingChargeValue: '950', laber: '' }, 'per_gram', 950, 0],
    [{ makingChargeType: 'percent', makingChargeValue: '12.5' }, 'percent', 12.5, 3500],
    [{ makingChargeType: 'flat', makingChargeValue: '4000', laber: '' }, 'flat', 4000, 4000],
    [{ makingChargeType: 'flat', makingChargeValue: '4000', laber: '3500' }, 'flat', 4000, 4000],
  ])('%j is %s making of %d (laber %d)', (change, type, value, laber) => {
    expect(tradeProductSchema.parse({ ...form, ...change })).toMatchObject({
      makingChargeType: type,
      makingChargeValue: value,
      laber,
    });
  });

  it.each([
    [
      { makingChargeType: 'hourly' },
      { makingChargeType: 'must be flat, per_gram or percent', makingChargeValue: 'required!' },
    ],
    [{ makingChargeType: 'per_gram' }, { makingChargeValue: 'required!' }],
    [{ makingChargeType: 'per_gram', makingChargeValue: '', laber: '' }, { makingChargeValue: 'required!' }],
    [{ makingChargeType: 'per_gram', makingChargeValue: '-1' }, { makingChargeValue: 'must not be negative' }],
    [{ makingChargeType: 'flat', makingChargeValue: '10.555' }, { makingChargeValue: 'must have at most 2 decimals' }],
    [{ makingChargeType: 'percent', makingChargeValue: '100.01' }, { makingChargeValue: 'must be at most 100 %' }],
    [{ makingChargeType: 'percent', makingChargeValue: '100' }, {}],
    [{ grossWeight: '3.244' }, { grossWeight: 'must be at least the net weight' }],
    [{ grossWeight: '3.245' }, {}],
    [{ grossWeight: '3.4' }, {}],
    [{ grossWeight: '0' }, { grossWeight: 'must be more than 0' }],
    [{ grossWeight: '3.2455' }, { grossWeight: 'must have at most 3 decimals' }],
    [{ grossWeight: 'heavy' }, { grossWeight: 'must be a number' }],
    [{ huid: 'AB12C' }, { huid: 'must be 6 letters or digits (A-Z, 0-9)' }],
    [{ huid: 'AB12CDE' }, { huid: 'must be 6 letters or digits (A-Z, 0-9)' }],
    [{ huid: 'AB-12C' }, { huid: 'must be 6 letters or digits (A-Z, 0-9)' }],
    [{ huid: 'ab12cd' }, {}],
    [{ huid: '' }, {}],
    [{ huid: 123456 }, { huid: 'must be text' }],
    [{ hallmarkFee: '1000' }, {}],
    [{ hallmarkFee: '1000.01' }, { hallmarkFee: 'must be at most ₹1,000' }],
    [{ hallmarkFee: '-1' }, { hallmarkFee: 'must not be negative' }],
    [{ hallmarkFee: '45.555' }, { hallmarkFee: 'must have at most 2 decimals' }],
    [{ discountType: 'bogus' }, { discountType: 'must be flat or percent' }],
    [{ discountType: 'percent', discount: '100' }, {}],
    [{ discountType: 'percent', discount: '100.5' }, { discount: 'must be at most 100 % (of the making charge)' }],
    // a discount in rupees is checked against the piece's value with the rates: see pricingIssues
    [{ discountType: 'flat', discount: '100000' }, {}],
  ])('%j gives %j', (change, expected) => {
    expect(messages(tradeProductSchema, { ...form, ...change })).toEqual(expected);
  });

  it('stores the HUID upper-case, and an empty one as none', () => {
    expect(tradeProductSchema.parse({ ...form, huid: ' ab12cd ' }).huid).toBe('AB12CD');
    expect(tradeProductSchema.parse({ ...form, huid: '' }).huid).toBeUndefined();
    expect(tradeProductSchema.parse({ ...form, huid: null }).huid).toBeUndefined();
  });

  it('shows every message at once, the cross-field ones included', () => {
    expect(
      messages(tradeProductSchema, {
        ...form,
        weight: '5',
        grossWeight: '4',
        makingChargeType: 'percent',
        makingChargeValue: '150',
        hallmarkFee: '2000',
        discountType: 'percent',
        discount: '101',
        huid: 'X',
      }),
    ).toEqual({
      grossWeight: 'must be at least the net weight',
      makingChargeValue: 'must be at most 100 %',
      hallmarkFee: 'must be at most ₹1,000',
      discount: 'must be at most 100 % (of the making charge)',
      huid: 'must be 6 letters or digits (A-Z, 0-9)',
    });
  });
});

describe('trade product: stone lines, a JSON list (or its text, in multipart), at most 20', () => {
  const form = {
    name: 'Solitaire Ring',
    sku: 'RG-18',
    metal: 'Diamond',
    purity: '18K',
    category_id: 2,
    laber: 3500,
    gender: 'female',
    status: 'active',
    weight: 3.245,
  };
  const solitaire = { name: 'Solitaire', count: 1, carats: 0.5, rate: 'Diamond VVS' };
  const small = { name: 'Diamond', count: 18, carats: 0.235, pricePerCarat: 45000 };

  it('reads a list, or its JSON text; the computed value is not read', () => {
    const stones = [{ ...solitaire, certificate: { lab: 'IGI', number: 'LG12345678' }, value: 32250 }, small];
    const expected = [{ ...solitaire, certificate: { lab: 'IGI', number: 'LG12345678' } }, small];
    expect(tradeProductSchema.parse({ ...form, stones }).stones).toEqual(expected);
    expect(tradeProductSchema.parse({ ...form, stones: JSON.stringify(stones) }).stones).toEqual(expected);
  });

  it.each([undefined, null, '', '  ', '[]', []])('takes %j as no stones', (stones) => {
    expect(tradeProductSchema.parse({ ...form, stones }).stones).toEqual([]);
  });

  it('takes form text for numbers and a blank certificate as none', () => {
    expect(
      stoneLineSchema.parse({
        name: ' Ruby ',
        count: '3',
        carats: '1.25',
        rate: '',
        pricePerCarat: '12000',
        certificate: { lab: '', number: ' ' },
      }),
    ).toEqual({ name: 'Ruby', count: 3, carats: 1.25, pricePerCarat: 12000 });
  });

  it.each([
    ['not JSON', { stones: 'Diamond, 0.5 ct' }, { stones: 'must be a list of stone lines' }],
    ['an object', { stones: { name: 'Diamond' } }, { stones: 'must be a list of stone lines' }],
    ['21 lines', { stones: Array.from({ length: 21 }, () => small) }, { stones: 'must be at most 20 lines' }],
    ['20 lines', { stones: Array.from({ length: 20 }, () => small) }, {}],
    [
      'a line that is not an object',
      { stones: ['Diamond'] },
      { 'stones.0': 'must be a stone line (name, count, carats and a rate or a price per carat)' },
    ],
    ['no name', { stones: [{ ...small, name: ' ' }] }, { 'stones.0.name': 'required!' }],
    [
      'a long name',
      { stones: [{ ...small, name: 'x'.repeat(61) }] },
      { 'stones.0.name': 'must be at most 60 characters' },
    ],
    ['no count', { stones: [{ ...small, count: '' }] }, { 'stones.0.count': 'required!' }],
    ['count 0', { stones: [{ ...small, count: 0 }] }, { 'stones.0.count': 'must be at least 1' }],
    ['count 9,999', { stones: [{ ...small, count: 9999 }] }, {}],
    ['count 10,000', { stones: [{ ...small, count: 10000 }] }, { 'stones.0.count': 'must be at most 9,999' }],
    ['count 1.5', { stones: [{ ...small, count: 1.5 }] }, { 'stones.0.count': 'must be a whole number' }],
    ['no carats', { stones: [{ ...small, carats: undefined }] }, { 'stones.0.carats': 'required!' }],
    ['0.001 ct', { stones: [{ ...small, carats: 0.001 }] }, {}],
    ['100 ct', { stones: [{ ...small, carats: 100 }] }, {}],
    ['0 ct', { stones: [{ ...small, carats: 0 }] }, { 'stones.0.carats': 'must be at least 0.001' }],
    ['100.001 ct', { stones: [{ ...small, carats: 100.001 }] }, { 'stones.0.carats': 'must be at most 100' }],
    ['1.2345 ct', { stones: [{ ...small, carats: 1.2345 }] }, { 'stones.0.carats': 'must have at most 3 decimals' }],
    [
      'neither price',
      { stones: [{ name: 'Diamond', count: 1, carats: 0.5 }] },
      { 'stones.0.rate': 'give the name of a per-carat rate or a price per carat' },
    ],
    [
      'both prices',
      { stones: [{ ...solitaire, pricePerCarat: 60000 }] },
      { 'stones.0.pricePerCarat': 'give either a rate or a price per carat, not both' },
    ],
    ['a price of 0', { stones: [{ ...small, pricePerCarat: 0 }] }, { 'stones.0.pricePerCarat': 'must be more than 0' }],
    [
      'a price with 3 decimals',
      { stones: [{ ...small, pricePerCarat: 1.005 }] },
      { 'stones.0.pricePerCarat': 'must have at most 2 decimals' },
    ],
    [
      'a certificate without its number',
      { stones: [{ ...solitaire, certificate: { lab: 'GIA' } }] },
      { 'stones.0.certificate.number': 'required!' },
    ],
    [
      'a certificate that is text',
      { stones: [{ ...solitaire, certificate: 'GIA 1234' }] },
      { 'stones.0.certificate': 'must have a lab and a number' },
    ],
    [
      'the price rule with a count that is not whole and a certificate without its number',
      { stones: [{ name: 'Ruby', count: 1.5, carats: 0.3, certificate: { lab: 'GIA', number: '' } }] },
      {
        'stones.0.count': 'must be a whole number',
        'stones.0.certificate.number': 'required!',
        'stones.0.rate': 'give the name of a per-carat rate or a price per carat',
      },
    ],
    [
      'every problem of a line at once',
      { stones: [small, { name: '', count: 0, carats: 0 }] },
      {
        'stones.1.name': 'required!',
        'stones.1.count': 'must be at least 1',
        'stones.1.carats': 'must be at least 0.001',
        'stones.1.rate': 'give the name of a per-carat rate or a price per carat',
      },
    ],
  ])('%s', (_name, change, expected) => {
    expect(messages(tradeProductSchema, { ...form, ...change })).toEqual(expected);
  });

  it('describeIssues names a stone line by its place', () => {
    const result = tradeProductSchema.safeParse({
      ...form,
      stones: [solitaire, { ...small, carats: 150 }, { name: 'Ruby', count: 1, carats: 1 }],
    });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(describeIssues(result.error)).toBe(
        'Stone 2 carats: must be at most 100; Stone 3 rate: give the name of a per-carat rate or a price per carat',
      );
      expect(fieldIssues(result.error)).toEqual([
        { field: 'stones.1.carats', code: 'too_big', message: 'must be at most 100' },
        { field: 'stones.2.rate', code: 'custom', message: 'give the name of a per-carat rate or a price per carat' },
      ]);
    }
  });

  it.each([
    ['laber', 'Labour'],
    ['makingChargeValue', 'Making charge'],
    ['hallmarkFee', 'Hallmarking fee'],
    ['huid', 'HUID'],
    ['stones', 'Stones'],
    ['stones.0', 'Stone 1'],
    ['stones.11.pricePerCarat', 'Stone 12 price per carat'],
    ['stones.0.certificate.lab', 'Stone 1 certificate lab'],
    ['somethingElse', 'somethingElse'],
  ])('fieldLabel(%s) is %s', (field, label) => {
    expect(fieldLabel(field)).toBe(label);
  });
});

describe('trade product with the rates: parsed, checked for the save and priced', () => {
  const at = '2026-11-22T05:00:00.000Z';
  const rates: Rate[] = [
    { id: 1, name: '18K', price: 5959, modified: at, unit: 'g' },
    { id: 2, name: 'Diamond VVS', price: 64500, modified: at, unit: 'ct' },
  ];
  const form = {
    name: 'Solitaire Ring',
    sku: 'RG-18',
    metal: 'Diamond',
    purity: '18K',
    category_id: '2',
    laber: '3500',
    discount: '60000',
    gender: 'female',
    status: 'active',
    weight: '3.245',
    hallmarkFee: '45',
    stones: JSON.stringify([
      { name: 'Solitaire', count: 1, carats: 0.5, rate: 'Diamond VVS' },
      { name: 'Emerald', count: 2, carats: 1, rate: 'Emerald AAA' },
    ]),
  };

  it('refuses a save naming a missing stone rate, then a discount above the most allowed', () => {
    const parsed = tradeProductSchema.parse(form);
    expect(describeFieldIssues(pricingIssues(parsed, rates))).toBe('Stone 2 rate: no rate is named "Emerald AAA"');
    const fixed = tradeProductSchema.parse({ ...form, stones: JSON.stringify([JSON.parse(form.stones)[0]]) });
    // 19,336.96 + 3,500.00 + 32,250.00 + 45.00 = 55,131.96
    expect(describeFieldIssues(pricingIssues(fixed, rates))).toBe(
      'Discount: must be at most ₹55,131.96 (metal + making + stones + hallmarking)',
    );
    expect(pricingIssues({ ...fixed, discount: 55131.96 }, rates)).toEqual([]);
  });

  it('prices a product written as today (labour and a discount in rupees) exactly as before', () => {
    const today = { ...form, discount: '500', hallmarkFee: undefined, stones: undefined };
    const legacy = priceBreakup(productSchema.parse(today), rates, 0.03);
    const trade = priceProduct(tradeProductSchema.parse(today), rates, 0.03);
    expect([trade.metal.amount, trade.making.amount, trade.discount.amount, trade.gst, trade.netPayable]).toEqual([
      legacy.metalAndPurityPrice,
      legacy.labour,
      legacy.discount,
      legacy.gst,
      legacy.netPayable,
    ]);
  });
});
