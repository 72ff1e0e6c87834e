import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  categorySchema,
  describeIssues,
  loginSchema,
  productSchema,
  rateSchema,
  registerSchema,
  setPasswordSchema,
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
