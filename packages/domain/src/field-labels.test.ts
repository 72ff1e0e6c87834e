import { describe, expect, it } from 'vitest';
import { describeFieldIssues, messageLabel } from './field-labels.js';

describe('describeFieldIssues names each field once', () => {
  it.each([
    [{ field: 'sku', message: 'required!' }, 'SKU: required!'],
    [{ field: 'weight', message: 'Net weight must be more than 0 g' }, 'Net weight must be more than 0 g'],
    [{ field: 'name', message: 'Rate name must be at most 60 characters' }, 'Rate name must be at most 60 characters'],
    [{ field: 'name', message: 'Category name cannot contain a comma' }, 'Category name cannot contain a comma'],
    // Starting with the label's letters is not naming the field.
    [{ field: 'name', message: 'Names are taken' }, 'Name: Names are taken'],
    [{ field: 'confirmPassword', message: 'Password cannot be blank' }, 'Confirm password: Password cannot be blank'],
    [{ field: 'stones.1.carats', message: 'Carats must be at most 100' }, 'Stone 2: Carats must be at most 100'],
    [
      { field: 'stones.0.certificate.number', message: 'Certificate number must be at most 40 characters' },
      'Stone 1: Certificate number must be at most 40 characters',
    ],
    [{ field: 'stones.1.carats', message: 'required!' }, 'Stone 2 carats: required!'],
    [{ field: 'stones.11.pricePerCarat', message: 'is too dear' }, 'Stone 12 price per carat: is too dear'],
    [
      { field: 'stones.2', message: 'Stone line must have a name, a count, carats and a rate or a price per carat' },
      'Stone 3 must have a name, a count, carats and a rate or a price per carat',
    ],
    [{ field: 'stones.2', message: 'is not a line' }, 'Stone 3: is not a line'],
    [
      { field: 'existingImages', message: 'must be images of this product' },
      'existingImages: must be images of this product',
    ],
    [{ field: '', message: 'Something went wrong' }, 'Something went wrong'],
  ])('%j is "%s"', (issue, described) => {
    expect(describeFieldIssues([{ ...issue, code: 'custom' }])).toBe(described);
  });

  it('joins the first issue of each field', () => {
    expect(
      describeFieldIssues([
        { field: 'sku', code: 'custom', message: 'required!' },
        { field: 'sku', code: 'custom', message: 'SKU must be at most 40 characters' },
        { field: 'stones.0.rate', code: 'missing_rate', message: 'Rate "Emerald AAA" is not one of the rates' },
        { field: 'hallmarkFee', code: 'too_big', message: 'Hallmarking fee cannot be more than ₹1,000.00' },
      ]),
    ).toBe(
      'SKU: required!; Stone 1: Rate "Emerald AAA" is not one of the rates; Hallmarking fee cannot be more than ₹1,000.00',
    );
  });

  it.each([
    ['weight', 'Net weight'],
    ['stones.1.carats', 'Carats'],
    ['stones.0.certificate.lab', 'Certificate lab'],
    ['stones.3', 'Stone line'],
    ['somethingElse', 'somethingElse'],
  ])('messageLabel(%s) is %s', (field, label) => {
    expect(messageLabel(field)).toBe(label);
  });
});
