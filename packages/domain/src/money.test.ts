import { describe, expect, it } from 'vitest';
import { divideRounded, formatRupees, paiseToRupees, rupeesToPaise } from './money.js';

describe('rupeesToPaise converts wire rupees to integer paise, rounding half away from zero', () => {
  it.each([
    [0, 0],
    [1, 100],
    [1234.5, 123450],
    [0.01, 1],
    [1.005, 101],
    [2.675, 268],
    [0.125, 13],
    [-1.005, -101],
    [-0.004, 0],
    [999999999.99, 99999999999],
    [1e-7, 0],
  ])('%d rupees is %d paise', (rupees, paise) => {
    expect(rupeesToPaise(rupees)).toBe(paise);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])('refuses %d, which is no amount of money', (value) => {
    expect(() => rupeesToPaise(value)).toThrow(RangeError);
  });

  it('round-trips every paisa value of a rupee through paiseToRupees', () => {
    for (let paise = -250; paise <= 250; paise += 1) expect(rupeesToPaise(paiseToRupees(paise))).toBe(paise);
  });
});

describe('divideRounded divides integers exactly, rounding half away from zero', () => {
  it.each([
    [10, 4, 3],
    [9, 4, 2],
    [31500, 1000, 32],
    [31499, 1000, 31],
    [-10, 4, -3],
    [10, -4, -3],
    [0, 7, 0],
    [7, 7, 1],
  ])('%d / %d is %d', (numerator, denominator, expected) => {
    expect(divideRounded(numerator, denominator)).toBe(expected);
  });

  it('refuses to divide by zero', () => {
    expect(() => divideRounded(1, 0)).toThrow(RangeError);
  });
});

describe('formatRupees shows rupees in Indian grouping with the rupee sign and two decimals', () => {
  it.each([
    [123456, '₹1,23,456.00'],
    [0, '₹0.00'],
    [0.5, '₹0.50'],
    [10000000.25, '₹1,00,00,000.25'],
    [999.99, '₹999.99'],
    [1000, '₹1,000.00'],
    [-1234.5, '-₹1,234.50'],
    // Rounded to the paisa as rupeesToPaise rounds, not as the binary fraction would: 1.005 is 1.00499…
    [1.005, '₹1.01'],
    [2.675, '₹2.68'],
  ])('%d rupees is %s', (rupees, text) => {
    expect(formatRupees(rupees)).toBe(text);
  });

  const intlRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

  it('shows an amount held in paise through paiseToRupees, to the paisa', () => {
    for (const paise of [0, 1, 50, 99_999, 7_565_015, 1_000_000_025, -123_450]) {
      expect(formatRupees(paiseToRupees(paise))).toBe(intlRupees.format(paise / 100));
    }
  });

  it("writes what Intl's en-IN rupees write, at every number of digits and either sign", () => {
    // Each power of ten, one paisa either side of it, and a spread of amounts between.
    const amounts = Array.from({ length: 16 }, (_, digits) => 10 ** digits).flatMap((power) => [
      power - 1,
      power,
      power + 1,
      Math.round(power * 1.234_567),
    ]);
    for (let step = 0, paise = 7; step < 2_000; step += 1) {
      paise = (paise * 48_271) % 2_147_483_647;
      amounts.push(paise * (step % 7) + (step % 100));
    }
    for (const paise of amounts) {
      for (const signed of new Set([paise, -paise])) {
        expect(formatRupees(paiseToRupees(signed))).toBe(intlRupees.format(signed / 100));
      }
    }
  });
});
