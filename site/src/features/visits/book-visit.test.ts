import { describe, expect, it } from 'vitest';
import { attachedPieceIds, bookingWindow, openingTimes, timeOptions } from './book-visit';

const texts = {
  chooseDay: 'Choose',
  loadingTimes: 'Loading',
  noTimes: 'None free',
  timesFailed: 'Failed',
  full: 'taken',
};

describe('the Book a visit form', () => {
  it('lists every time the shop opens on some weekday, before the CMS says which are free', () => {
    expect(
      openingTimes([
        { day: 'monday', opens: '10:00', closes: '11:30' },
        { day: 'sunday', opens: '11:00', closes: '12:30' },
      ]),
    ).toEqual(['10:00', '10:30', '11:00', '11:30', '12:00']);
    expect(openingTimes([])).toEqual([]);
  });

  it('shows taken times as taken, and says when a day has none', () => {
    expect(
      timeOptions(
        [
          { time: '10:00', free: false },
          { time: '10:30', free: true },
        ],
        texts,
      ),
    ).toEqual([
      { value: '10:00', label: '10:00 (taken)', disabled: true },
      { value: '10:30', label: '10:30', disabled: false },
    ]);
    expect(timeOptions([], texts)).toEqual([{ value: '', label: 'None free', disabled: true }]);
  });

  it("attaches the product page's piece first, then the shortlist's, each once", () => {
    expect(attachedPieceIds([4, 7], '7')).toEqual([7, 4]);
    expect(attachedPieceIds([4], null)).toEqual([4]);
    expect(attachedPieceIds([4], 'x<script>')).toEqual([4]);
    expect(attachedPieceIds([], '0')).toEqual([]);
    expect(
      attachedPieceIds(
        Array.from({ length: 30 }, (_, i) => i + 1),
        null,
      ),
    ).toHaveLength(20);
  });

  it('offers the days from India’s today to 30 days on, across midnight UTC', () => {
    expect(bookingWindow(new Date('2026-11-30T19:00:00Z'))).toEqual({ min: '2026-12-01', max: '2026-12-31' });
  });
});
