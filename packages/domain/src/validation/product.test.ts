import { fieldMessages } from '@suvarna/testkit';
import { describe, expect, it } from 'vitest';
import { describeFieldIssues, FIELD_LABELS, fieldLabel, messageLabel } from '../field-labels.js';
import { MESSAGES } from '../messages.js';
import { priceBreakup, priceProduct, pricingIssues } from '../pricing.js';
import type { Rate } from '../types.js';
import { describeIssues, fieldIssues } from './issues.js';
import { productSchema, stoneLineSchema, tradeProductSchema } from './product.js';
import { rateSchema } from './rate.js';

/** A diamond ring as the product form sends it (text fields, blanks for the optional ones). */
const SOLITAIRE_FORM = {
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

  it('parses a filled form, with blank optional amounts as 0 and no translations as blank', () => {
    expect(productSchema.parse(form)).toEqual({
      ...form,
      category_id: 4,
      laber: 5000,
      discount: 0,
      weight: 24.5,
      size: 0,
      nameGu: '',
      nameHi: '',
      descriptionGu: '',
      descriptionHi: '',
      detailsGu: '',
      detailsHi: '',
    });
  });

  it('keeps the Gujarati and Hindi texts, line breaks included', () => {
    const translations = {
      nameGu: 'મંદિર હાર',
      nameHi: 'मंदिर हार',
      descriptionGu: 'હાથબનાવટ\nસુરતમાં',
      descriptionHi: 'हस्तनिर्मित',
      detailsGu: '22K સોનું',
      detailsHi: '22K सोना',
    };
    expect(productSchema.parse({ ...form, ...translations })).toMatchObject(translations);
  });

  it('names every missing required field with "required!"', () => {
    const blank = Object.fromEntries(Object.keys(form).map((key) => [key, '']));
    expect(fieldMessages(productSchema, blank)).toEqual({
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
    [{ metal: 'Copper' }, { metal: 'Metal must be one of the metal types' }],
    [{ gender: 'unisex' }, { gender: 'Gender must be male or female' }],
    [{ status: 'gone' }, { status: 'Status must be one of active, inactive, draft, hidden, sold' }],
    [{ laber: '-1' }, { laber: 'Labour cannot be negative' }],
    [{ laber: '10000000' }, {}],
    [{ laber: '10000001' }, { laber: 'Labour cannot be more than ₹1,00,00,000.00' }],
    [{ laber: '12.345' }, { laber: 'Labour can have at most 2 decimals' }],
    [{ discount: '12.345' }, { discount: 'Discount can have at most 2 decimals' }],
    [{ discount: 'ten' }, { discount: 'Discount must be a number' }],
    [{ weight: '0' }, { weight: 'Net weight must be more than 0 g' }],
    [{ weight: '100000' }, {}],
    [{ weight: '100000.001' }, { weight: 'Net weight cannot be more than 1,00,000 g' }],
    [{ weight: '1.2345' }, { weight: 'Net weight can have at most 3 decimals' }],
    [{ weight: 'heavy' }, { weight: 'Net weight must be a number' }],
    [{ size: '-1' }, { size: 'Size cannot be negative' }],
    [{ size: '1001' }, { size: 'Size cannot be more than 1,000 mm' }],
    [{ category_id: '2.5' }, { category_id: 'required!' }],
    [{ sku: 'NK 01' }, { sku: 'SKU can only hold letters, digits and . - _ /' }],
    [{ sku: 'N'.repeat(41) }, { sku: 'SKU must be at most 40 characters' }],
    [{ purity: 'K'.repeat(61) }, { purity: 'Purity must be at most 60 characters' }],
    [{ name: 'x'.repeat(121) }, { name: 'Name must be at most 120 characters' }],
    [{ description: 'x'.repeat(5001) }, { description: 'Description must be at most 5,000 characters' }],
    [{ nameGu: 'ન'.repeat(121) }, { nameGu: 'Name (Gujarati) must be at most 120 characters' }],
    [{ detailsHi: 'हस्त\u0007' }, { detailsHi: 'Details (Hindi) cannot contain control characters' }],
    [{ descriptionHi: ['x'] }, { descriptionHi: 'Description (Hindi) must be text' }],
    [{ name: 'Temple\u0000Necklace' }, { name: 'Name cannot contain control characters' }],
    [{ color: 'Yellow\nGold' }, { color: 'Colour cannot contain control characters' }],
    [{ color: 42 }, { color: 'Colour must be text' }],
    [{ details: 'Handmade\u0007' }, { details: 'Details cannot contain control characters' }],
    [{ weight: '0x10' }, { weight: 'Net weight must be a number' }],
    [{ laber: '1e3' }, { laber: 'Labour must be a number' }],
    [{ category_id: '0x4' }, { category_id: 'Category must be a number' }],
  ])('%j gives %j', (change, expected) => {
    expect(fieldMessages(productSchema, { ...form, ...change })).toEqual(expected);
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
    if (!result.success) expect(describeIssues(result.error)).toBe('SKU: required!; Net weight must be more than 0 g');
  });
});

describe('trade product: making charge type and value, stones, HUID, hallmarking fee, discount type', () => {
  const form = SOLITAIRE_FORM;
  const parsedForm = {
    ...form,
    category_id: 2,
    laber: 3500,
    discount: 0,
    weight: 3.245,
    size: 0,
    nameGu: '',
    nameHi: '',
    descriptionGu: '',
    descriptionHi: '',
    detailsGu: '',
    detailsHi: '',
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
    expect(fieldMessages(tradeProductSchema, blank)).toEqual(fieldMessages(productSchema, blank));
    expect(fieldMessages(tradeProductSchema, {})).toEqual({
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
      { makingChargeType: 'Labour type must be flat, per_gram or percent', makingChargeValue: 'required!' },
    ],
    [{ makingChargeType: 'per_gram' }, { makingChargeValue: 'required!' }],
    [{ makingChargeType: 'per_gram', makingChargeValue: '', laber: '' }, { makingChargeValue: 'required!' }],
    [{ makingChargeType: 'per_gram', makingChargeValue: '-1' }, { makingChargeValue: 'Labour cannot be negative' }],
    [{ makingChargeType: 'per_gram', makingChargeValue: 'lots' }, { makingChargeValue: 'Labour must be a number' }],
    [
      { makingChargeType: 'flat', makingChargeValue: '10000000.01' },
      { makingChargeValue: 'Labour cannot be more than ₹1,00,00,000.00' },
    ],
    [
      { makingChargeType: 'flat', makingChargeValue: '10.555' },
      { makingChargeValue: 'Labour can have at most 2 decimals' },
    ],
    [
      { makingChargeType: 'percent', makingChargeValue: '100.01' },
      { makingChargeValue: 'Labour cannot be more than 100 % of the metal' },
    ],
    [{ makingChargeType: 'percent', makingChargeValue: '100' }, {}],
    [{ grossWeight: '3.244' }, { grossWeight: 'Gross weight must be at least the net weight (3.245 g)' }],
    [{ grossWeight: '3.245' }, {}],
    [{ grossWeight: '3.4' }, {}],
    [{ grossWeight: '0' }, { grossWeight: 'Gross weight must be more than 0 g' }],
    [{ grossWeight: '100001' }, { grossWeight: 'Gross weight cannot be more than 1,00,000 g' }],
    [{ grossWeight: '3.2455' }, { grossWeight: 'Gross weight can have at most 3 decimals' }],
    [{ grossWeight: 'heavy' }, { grossWeight: 'Gross weight must be a number' }],
    [{ huid: 'AB12C' }, { huid: 'HUID must be 6 letters or digits (A-Z, 0-9)' }],
    [{ huid: 'AB12CDE' }, { huid: 'HUID must be 6 letters or digits (A-Z, 0-9)' }],
    [{ huid: 'AB-12C' }, { huid: 'HUID must be 6 letters or digits (A-Z, 0-9)' }],
    [{ huid: 'ab12cd' }, {}],
    [{ huid: '' }, {}],
    [{ huid: 123456 }, { huid: 'HUID must be text' }],
    [{ hallmarkFee: '1000' }, {}],
    [{ hallmarkFee: '1000.01' }, { hallmarkFee: 'Hallmarking fee cannot be more than ₹1,000.00' }],
    [{ hallmarkFee: '-1' }, { hallmarkFee: 'Hallmarking fee cannot be negative' }],
    [{ hallmarkFee: '45.555' }, { hallmarkFee: 'Hallmarking fee can have at most 2 decimals' }],
    [{ hallmarkFee: 'free' }, { hallmarkFee: 'Hallmarking fee must be a number' }],
    [{ discountType: 'bogus' }, { discountType: 'Discount type must be flat or percent' }],
    [{ discountType: 'percent', discount: '100' }, {}],
    [{ discountType: 'percent', discount: '100.5' }, { discount: 'Discount cannot be more than 100 % of the labour' }],
    // a discount in rupees is checked against the piece's value with the rates: see pricingIssues
    [{ discountType: 'flat', discount: '100000' }, {}],
  ])('%j gives %j', (change, expected) => {
    expect(fieldMessages(tradeProductSchema, { ...form, ...change })).toEqual(expected);
  });

  it('stores the HUID upper-case, and an empty one as none', () => {
    expect(tradeProductSchema.parse({ ...form, huid: ' ab12cd ' }).huid).toBe('AB12CD');
    expect(tradeProductSchema.parse({ ...form, huid: '' }).huid).toBeUndefined();
    expect(tradeProductSchema.parse({ ...form, huid: null }).huid).toBeUndefined();
  });

  it('shows every message at once, the cross-field ones included', () => {
    expect(
      fieldMessages(tradeProductSchema, {
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
      grossWeight: 'Gross weight must be at least the net weight (5 g)',
      makingChargeValue: 'Labour cannot be more than 100 % of the metal',
      hallmarkFee: 'Hallmarking fee cannot be more than ₹1,000.00',
      discount: 'Discount cannot be more than 100 % of the labour',
      huid: 'HUID must be 6 letters or digits (A-Z, 0-9)',
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

  it('names the rates of its purity and stone lines as the rates store their names (normaliseName)', () => {
    const parsed = tradeProductSchema.parse({
      ...form,
      purity: '18K\u200B',
      stones: [
        { ...solitaire, rate: '\u202EDiamond  VVS' },
        { ...small, rate: '\u200B' },
      ],
    });
    expect(parsed.purity).toBe('18K');
    expect(parsed.stones.map((line) => line.rate)).toEqual(['Diamond VVS', undefined]);
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
    ['not JSON', { stones: 'Diamond, 0.5 ct' }, { stones: 'Stones must be a list of stone lines' }],
    ['an object', { stones: { name: 'Diamond' } }, { stones: 'Stones must be a list of stone lines' }],
    ['21 lines', { stones: Array.from({ length: 21 }, () => small) }, { stones: 'Stones can have at most 20 lines' }],
    ['20 lines', { stones: Array.from({ length: 20 }, () => small) }, {}],
    [
      'a line that is not an object',
      { stones: ['Diamond'] },
      { 'stones.0': 'Stone line must have a name, a count, carats and a rate or a price per carat' },
    ],
    ['no name', { stones: [{ ...small, name: ' ' }] }, { 'stones.0.name': 'required!' }],
    [
      'a long name',
      { stones: [{ ...small, name: 'x'.repeat(61) }] },
      { 'stones.0.name': 'Name must be at most 60 characters' },
    ],
    [
      'a name with a tab',
      { stones: [{ ...small, name: 'Dia\tmond' }] },
      { 'stones.0.name': 'Name cannot contain control characters' },
    ],
    ['no count', { stones: [{ ...small, count: '' }] }, { 'stones.0.count': 'required!' }],
    ['count 0', { stones: [{ ...small, count: 0 }] }, { 'stones.0.count': 'Count must be at least 1' }],
    ['count 9,999', { stones: [{ ...small, count: 9999 }] }, {}],
    ['count 10,000', { stones: [{ ...small, count: 10000 }] }, { 'stones.0.count': 'Count must be at most 9,999' }],
    ['count 1.5', { stones: [{ ...small, count: 1.5 }] }, { 'stones.0.count': 'Count must be a whole number' }],
    ['count "many"', { stones: [{ ...small, count: 'many' }] }, { 'stones.0.count': 'Count must be a number' }],
    ['no carats', { stones: [{ ...small, carats: undefined }] }, { 'stones.0.carats': 'required!' }],
    ['0.001 ct', { stones: [{ ...small, carats: 0.001 }] }, {}],
    ['100 ct', { stones: [{ ...small, carats: 100 }] }, {}],
    ['0 ct', { stones: [{ ...small, carats: 0 }] }, { 'stones.0.carats': 'Carats must be at least 0.001' }],
    ['100.001 ct', { stones: [{ ...small, carats: 100.001 }] }, { 'stones.0.carats': 'Carats must be at most 100' }],
    [
      '1.2345 ct',
      { stones: [{ ...small, carats: 1.2345 }] },
      { 'stones.0.carats': 'Carats can have at most 3 decimals' },
    ],
    [
      'neither price',
      { stones: [{ name: 'Diamond', count: 1, carats: 0.5 }] },
      { 'stones.0.rate': 'Rate or price per carat must be given' },
    ],
    [
      'both prices',
      { stones: [{ ...solitaire, pricePerCarat: 60000 }] },
      { 'stones.0.pricePerCarat': 'Price per carat cannot be given with a rate: give one or the other' },
    ],
    [
      'a rate that is not text',
      { stones: [{ ...small, pricePerCarat: undefined, rate: 7 }] },
      { 'stones.0.rate': 'Rate must be the name of a rate' },
    ],
    [
      'a price of 0',
      { stones: [{ ...small, pricePerCarat: 0 }] },
      { 'stones.0.pricePerCarat': 'Price per carat must be more than 0' },
    ],
    [
      'a price with 3 decimals',
      { stones: [{ ...small, pricePerCarat: 1.005 }] },
      { 'stones.0.pricePerCarat': 'Price per carat can have at most 2 decimals' },
    ],
    [
      'a certificate without its number',
      { stones: [{ ...solitaire, certificate: { lab: 'GIA' } }] },
      { 'stones.0.certificate.number': 'required!' },
    ],
    [
      'a certificate that is text',
      { stones: [{ ...solitaire, certificate: 'GIA 1234' }] },
      { 'stones.0.certificate': 'Certificate must have a lab and a number' },
    ],
    [
      'the price rule with a count that is not whole and a certificate without its number',
      { stones: [{ name: 'Ruby', count: 1.5, carats: 0.3, certificate: { lab: 'GIA', number: '' } }] },
      {
        'stones.0.count': 'Count must be a whole number',
        'stones.0.certificate.number': 'required!',
        'stones.0.rate': 'Rate or price per carat must be given',
      },
    ],
    [
      'every problem of a line at once',
      { stones: [small, { name: '', count: 0, carats: 0 }] },
      {
        'stones.1.name': 'required!',
        'stones.1.count': 'Count must be at least 1',
        'stones.1.carats': 'Carats must be at least 0.001',
        'stones.1.rate': 'Rate or price per carat must be given',
      },
    ],
  ])('%s', (_name, change, expected) => {
    expect(fieldMessages(tradeProductSchema, { ...form, ...change })).toEqual(expected);
  });

  it('describeIssues names a stone line by its place', () => {
    const result = tradeProductSchema.safeParse({
      ...form,
      stones: [solitaire, { ...small, carats: 150 }, { name: 'Ruby', count: 1, carats: 1 }],
    });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(describeIssues(result.error)).toBe(
        'Stone 2: Carats must be at most 100; Stone 3: Rate or price per carat must be given',
      );
      expect(fieldIssues(result.error)).toEqual([
        { field: 'stones.1.carats', code: 'too_big', message: 'Carats must be at most 100' },
        { field: 'stones.2.rate', code: 'custom', message: 'Rate or price per carat must be given' },
      ]);
    }
  });

  it.each([
    ['laber', 'Labour'],
    ['weight', 'Net weight'],
    ['makingChargeValue', 'Labour'],
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
    expect(describeFieldIssues(pricingIssues(parsed, rates))).toBe(
      'Stone 2: Rate "Emerald AAA" is not one of the rates',
    );
    const fixed = tradeProductSchema.parse({ ...form, stones: JSON.stringify([JSON.parse(form.stones)[0]]) });
    // 19,336.96 + 3,500.00 + 32,250.00 + 45.00 = 55,131.96
    expect(describeFieldIssues(pricingIssues(fixed, rates))).toBe(
      'Discount cannot be more than ₹55,131.96 (metal + labour + stones + hallmarking)',
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

describe('no message of the product, trade-product and rate schemas is a fragment', () => {
  const product = SOLITAIRE_FORM;
  const line = { name: 'Diamond', count: 2, carats: 0.2, pricePerCarat: 45000 };
  const stones = (change: Record<string, unknown>) => ({ stones: [line, { ...line, ...change }] });
  const rate = { name: '22K', price: '7290' };
  const fixed: readonly string[] = Object.values(MESSAGES);
  const seen = new Set<string>();

  const productChanges: Record<string, unknown>[] = [
    { name: 'x'.repeat(121), sku: 'R G', metal: 'Copper', purity: 'K'.repeat(61), category_id: 'four' },
    { name: 'Ring\u0000', sku: 'R'.repeat(41), purity: '18\u0007K', category_id: 4.5, gender: 'unisex' },
    { laber: 'lots', discount: '-1', status: 'gone', weight: '0', size: '-1' },
    { laber: '-1', discount: '10000001', weight: '100001', size: '1001', color: 'x'.repeat(41) },
    { laber: '10000001', discount: '1.234', weight: '1.2345', size: 'big', color: 42 },
    { laber: '1.234', discount: 'ten', weight: 'heavy', color: 'Red\nGold' },
    { details: 'x'.repeat(5001), description: 'Hand\u0000made' },
    { details: 'Hand\u0000made', description: 'x'.repeat(5001) },
    { details: 42, description: 42 },
    { nameGu: 'ન'.repeat(121), nameHi: 'अं\u0000', descriptionGu: 42, descriptionHi: 'x'.repeat(5001) },
    { nameGu: 42, nameHi: 'न'.repeat(121), detailsGu: 'x'.repeat(5001), detailsHi: 'हस्त\u0007' },
    { detailsGu: 'હાથ\u0000', detailsHi: 42, descriptionGu: 'x'.repeat(5001), descriptionHi: 'हाथ\u0000' },
  ];
  const tradeChanges: Record<string, unknown>[] = [
    { grossWeight: '3', makingChargeType: 'hourly', huid: 'AB', hallmarkFee: '-1', discountType: 'bogus' },
    { grossWeight: '0', makingChargeType: 'per_gram', makingChargeValue: '-1', huid: 123456, hallmarkFee: '1001' },
    { grossWeight: 'heavy', makingChargeType: 'flat', makingChargeValue: 'lots', hallmarkFee: 'free' },
    { grossWeight: '100001', makingChargeType: 'flat', makingChargeValue: '10000001', hallmarkFee: '1.234' },
    { grossWeight: '3.2455', makingChargeType: 'flat', makingChargeValue: '1.234' },
    { makingChargeType: 'percent', makingChargeValue: '101', discountType: 'percent', discount: '101' },
    { stones: 'Diamond, 0.5 ct' },
    { stones: Array.from({ length: 21 }, () => line) },
    { stones: [line, 'Diamond'] },
    stones({ name: 'x'.repeat(61), count: 1.5, carats: 0, pricePerCarat: 0 }),
    stones({ name: 'Dia\u0000mond', count: 0, carats: 100.001, pricePerCarat: -1 }),
    stones({ count: 10000, carats: 1.2345, pricePerCarat: 1.005 }),
    stones({ count: 'many', carats: 'heavy', pricePerCarat: 'dear' }),
    stones({ pricePerCarat: 10000001, certificate: 'GIA 1234' }),
    stones({ pricePerCarat: undefined }),
    stones({ rate: 'Diamond VVS' }),
    stones({ pricePerCarat: undefined, rate: 7 }),
    stones({ pricePerCarat: undefined, rate: 'x'.repeat(61) }),
    stones({ pricePerCarat: undefined, rate: 'Diamond\u0000VVS' }),
    stones({ certificate: { lab: 'x'.repeat(41), number: 'LG\u00001' } }),
    stones({ certificate: { lab: 'IGI\u0000', number: 'x'.repeat(41) } }),
  ];
  const rateChanges: Record<string, unknown>[] = [
    { name: 'x'.repeat(61), price: 'lots', unit: 'kg', confirm: 'yes' },
    { name: '22\u0000K', price: '-5' },
    { price: '0' },
    { price: '10000001' },
    { price: '1.234' },
    { price: undefined, quotedPrice: 'lots', quoteUnit: 'oz' },
    { quotedPrice: '100', quoteUnit: 'ct' },
  ];
  const schemas = { product: productSchema, 'trade product': tradeProductSchema, rate: rateSchema } as const;
  type Input = [schema: keyof typeof schemas, index: number, input: Record<string, unknown>];
  const inputs: Input[] = [
    ...productChanges.map((change, index): Input => ['product', index, { ...product, ...change }]),
    ...[...productChanges, ...tradeChanges].map(
      (change, index): Input => ['trade product', index, { ...product, ...change }],
    ),
    ...rateChanges.map((change, index): Input => ['rate', index, { ...rate, ...change }]),
  ];

  it.each(inputs)('%s, bad input %i: each message is a sentence that names its field', (name, _index, input) => {
    const result = schemas[name].safeParse(input);
    expect(result.success).toBe(false);
    if (result.success) return;
    for (const issue of fieldIssues(result.error)) {
      seen.add(`${name} ${issue.field.replace(/^stones\.\d+/, 'stones.N')}`);
      if (fixed.includes(issue.message)) continue;
      // The rate form's name is the spec's "Rate name".
      const label = name === 'rate' && issue.field === 'name' ? 'Rate name' : messageLabel(issue.field);
      expect(issue.message, issue.field).toMatch(/^\p{Lu}/u);
      expect(issue.message.startsWith(`${label} `), `${issue.field}: ${issue.message}`).toBe(true);
      // And a description names it once: as it is, or after its stone line's place.
      const stone = /^stones\.(\d+)/.exec(issue.field);
      const described = describeFieldIssues([issue]);
      if (!stone) expect(described).toBe(issue.message);
      else expect(described.startsWith(`Stone ${Number(stone[1]) + 1}`), described).toBe(true);
      expect(described).not.toContain(`${fieldLabel(issue.field)}: `);
    }
  });

  it('the table reaches every field of the schemas', () => {
    const productFields = Object.keys(productSchema.shape);
    const tradeFields = Object.keys(FIELD_LABELS).filter((field) =>
      [
        ...productFields,
        'grossWeight',
        'makingChargeType',
        'makingChargeValue',
        'stones',
        'huid',
        'hallmarkFee',
        'discountType',
      ].includes(field),
    );
    const lineFields = [
      '',
      '.name',
      '.count',
      '.carats',
      '.rate',
      '.pricePerCarat',
      '.certificate',
      '.certificate.lab',
      '.certificate.number',
    ];
    const expected = [
      ...productFields.map((field) => `product ${field}`),
      ...tradeFields.map((field) => `trade product ${field}`),
      ...lineFields.map((field) => `trade product stones.N${field}`),
      ...Object.keys(rateSchema.shape).map((field) => `rate ${field}`),
    ];
    expect(expected.filter((field) => !seen.has(field))).toEqual([]);
  });
});
