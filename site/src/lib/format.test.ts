import { describe, expect, it } from 'vitest';
import { formatShopTime } from './format';

// 5:46 pm in Surat.
const ISO = '2026-11-22T12:16:00.000Z';
const INDIAN_DIGITS = /[\u0966-\u096f\u0ae6-\u0aef]/;

describe('formatShopTime', () => {
  it('shows the time in Surat, in English by default', () => {
    expect(formatShopTime(ISO)).toBe('22 Nov 2026, 5:46 pm');
    expect(formatShopTime(ISO, 'en')).toBe('22 Nov 2026, 5:46 pm');
  });

  it('names the month in Gujarati and Hindi, with Latin digits', () => {
    const gujarati = formatShopTime(ISO, 'gu');
    expect(gujarati).toContain('નવે');
    expect(gujarati).toMatch(/^22 .*2026.*5:46/);
    const hindi = formatShopTime(ISO, 'hi');
    expect(hindi).toContain('नव');
    expect(hindi).toMatch(/^22 .*2026.*5:46/);
    expect(`${gujarati} ${hindi}`).not.toMatch(INDIAN_DIGITS);
  });
});
