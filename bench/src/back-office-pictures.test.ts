import { describe, expect, it } from 'vitest';
import { PICTURES_BUDGET_KB, pictureFigure } from './back-office-pictures.ts';
import { withinBudget } from './report.ts';

describe('the back office Product page’s pictures on a phone', () => {
  it('sums the pictures in KB, with their count and the largest in the note', () => {
    const figure = pictureFigure([12_300, 8_000, 4_700], '1,000 synthetic products (1,095 in all)');
    expect(figure.value).toBe(25);
    expect(figure.note).toBe('3 pictures, the largest 12.3 KB, 1,000 synthetic products (1,095 in all)');
    expect(withinBudget(figure)).toBe(true);
  });

  it('misses its budget when the page loads more than 1 MB of pictures', () => {
    const originals = Array.from({ length: 20 }, () => 4_000_000);
    const figure = pictureFigure(originals, 'demo catalogue');
    expect(figure.value).toBeGreaterThan(PICTURES_BUDGET_KB);
    expect(withinBudget(figure)).toBe(false);
  });

  it('says so when the page loads no picture', () => {
    expect(pictureFigure([], 'demo catalogue')).toMatchObject({
      value: 0,
      note: '0 pictures, the largest 0.0 KB, demo catalogue',
    });
  });
});
