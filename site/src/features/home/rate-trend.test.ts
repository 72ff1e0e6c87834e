import type { Rate, RatePoint } from '@suvarna/domain';
import { describe, expect, it } from 'vitest';
import {
  dailyCloses,
  describeChange,
  linearScale,
  periodEnding,
  rateSteps,
  rateTrends,
  type Step,
  trendGeometry,
} from './rate-trend';

const DAY = 24 * 60 * 60 * 1000;
// 10:15 am in Surat.
const now = new Date('2026-11-24T04:45:00.000Z');
const period = periodEnding(now, 30);
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY).toISOString();
const rate = (name: string, price: number, modifiedDaysAgo = 1): Rate => ({
  id: 1,
  name,
  price,
  modified: daysAgo(modifiedDaysAgo),
});
const point = (name: string, price: number, ago: number): RatePoint => ({ name, price, at: daysAgo(ago) });

describe('periodEnding', () => {
  it('spans the days up to now', () => {
    expect(period.end - period.start).toBe(30 * DAY);
    expect(period.end).toBe(now.getTime());
  });
});

describe('rateSteps', () => {
  it('starts at the opening point, even one a moment before the period, and follows each change', () => {
    // The CMS opens the line at the first instant of its own period, read a moment before the page's.
    const opening = { name: '24K', price: 7800, at: new Date(period.start - 2000).toISOString() };
    const history = [opening, point('24K', 7900, 20), point('24K', 7945, 1), point('22K', 7000, 5)];
    expect(rateSteps(rate('24K', 7945), history, period)).toEqual([
      { from: period.start, paise: 780_000 },
      { from: Date.parse(daysAgo(20)), paise: 790_000 },
      { from: Date.parse(daysAgo(1)), paise: 794_500 },
    ]);
  });

  it('holds the current price across the period for a rate that did not change', () => {
    expect(rateSteps(rate('24K', 7945, 60), [point('22K', 7000, 5)], period)).toEqual([
      { from: period.start, paise: 794_500 },
    ]);
  });

  it('starts a rate added during the period at its single point', () => {
    expect(rateSteps(rate('24K', 7945, 10), [point('24K', 7945, 10)], period)).toEqual([
      { from: Date.parse(daysAgo(10)), paise: 794_500 },
    ]);
  });

  it('ends at the current price when the history missed the latest change', () => {
    const steps = rateSteps(rate('24K', 8000, 2), [point('24K', 7800, 31), point('24K', 7900, 5)], period);
    expect(steps.at(-1)).toEqual({ from: Date.parse(daysAgo(2)), paise: 800_000 });
  });

  it('keeps one step for points that change nothing', () => {
    const history = [point('24K', 7900, 31), point('24K', 7900, 12), point('24K', 7945, 3)];
    expect(rateSteps(rate('24K', 7945, 3), history, period).map((step) => step.paise)).toEqual([790_000, 794_500]);
  });
});

describe('linearScale', () => {
  it('maps a domain onto a range, upside down too', () => {
    const y = linearScale([100, 200], [90, 10]);
    expect([y(100), y(150), y(200)]).toEqual([90, 50, 10]);
  });

  it('puts every value of an empty domain in the middle', () => {
    expect(linearScale([5, 5], [90, 10])(5)).toBe(50);
  });
});

describe('trendGeometry', () => {
  const box = { width: 100, height: 50, inset: 5 };
  const at = (fraction: number) => period.start + fraction * (period.end - period.start);

  it('draws steps from the left edge to the right, its low at the foot and its high at the top', () => {
    const steps: Step[] = [
      { from: at(0), paise: 1000 },
      { from: at(0.5), paise: 3000 },
      { from: at(0.75), paise: 2000 },
    ];
    const geometry = trendGeometry(steps, period, box);
    // x runs 5..95, y 45 (low) .. 5 (high).
    expect(geometry.line).toBe('M5 45H50V5H72.5V25H95');
    expect(geometry.area).toBe('M5 45H50V5H72.5V25H95V45H5Z');
    expect(geometry.end).toEqual({ x: 95, y: 25 });
    expect([geometry.highY, geometry.lowY]).toEqual([5, 45]);
  });

  it('draws a flat line across the middle', () => {
    const geometry = trendGeometry([{ from: at(0), paise: 794_500 }], period, box);
    expect(geometry.line).toBe('M5 25H95');
    expect(geometry.end).toEqual({ x: 95, y: 25 });
  });

  it('starts a line that begins later where it begins', () => {
    expect(trendGeometry([{ from: at(0.5), paise: 10 }], period, box).line).toBe('M50 25H95');
  });

  it('refuses a trend without prices', () => {
    expect(() => trendGeometry([], period, box)).toThrow(RangeError);
  });
});

describe('rateTrends', () => {
  const rates = [rate('Silver 999', 98), rate('22K', 7283), rate('18K', 5959)];
  const history = [point('Silver 999', 96.5, 31), point('Silver 999', 98, 4), point('22K', 7100, 31)];

  it('charts those of 24K, 22K and Silver 999 the shop has, gold first, in the table’s units', () => {
    const trends = rateTrends(rates, history, [], period);
    expect(trends.map((trend) => [trend.name, trend.unit])).toEqual([
      ['22K', '10g'],
      ['Silver 999', 'kg'],
    ]);
    const [gold, silver] = trends;
    expect(gold).toMatchObject({ first: 7_100_000, current: 7_283_000, low: 7_100_000, high: 7_283_000 });
    expect(silver).toMatchObject({ first: 9_650_000, current: 9_800_000, since: period.start });
  });

  it('is empty when the shop has none of them', () => {
    expect(rateTrends([rate('18K', 5959)], [], [], period)).toEqual([]);
  });
});

describe('describeChange', () => {
  const since = period.start;
  it('says how far the rate moved over the period, in rupees and percent', () => {
    expect(describeChange({ first: 7_100_000, current: 7_283_000, since })).toBe('Up ₹1,830.00 (2.6 %) since 25 Oct');
    expect(describeChange({ first: 9_800_000, current: 9_650_000, since })).toBe('Down ₹1,500.00 (1.5 %) since 25 Oct');
    expect(describeChange({ first: 100, current: 100, since })).toBe('Unchanged since 25 Oct');
  });

  it('says it in Gujarati and Hindi, the month spelt out and the figures in Latin digits', () => {
    expect(describeChange({ first: 7_100_000, current: 7_283_000, since }, 'gu')).toBe(
      '25 ઑક્ટોબરથી ₹1,830.00 (2.6 %) વધ્યો',
    );
    expect(describeChange({ first: 9_800_000, current: 9_650_000, since }, 'hi')).toBe(
      '25 अक्टूबर से ₹1,500.00 (1.5 %) नीचे',
    );
    expect(describeChange({ first: 100, current: 100, since }, 'gu')).toBe('25 ઑક્ટોબરથી કોઈ ફેરફાર નથી');
  });
});

describe('dailyCloses', () => {
  it('gives each day in Surat, newest first, the price each rate closed at', () => {
    // A change at 7 pm UTC on 21 Nov is at half past midnight on 22 Nov in Surat: 21 Nov closed before it.
    const gold: Step[] = [
      { from: period.start, paise: 100 },
      { from: Date.parse('2026-11-21T19:00:00.000Z'), paise: 200 },
    ];
    // A rate added yesterday has no price before.
    const silver: Step[] = [{ from: Date.parse('2026-11-23T06:00:00.000Z'), paise: 900 }];
    const rows = dailyCloses([{ steps: gold }, { steps: silver }], period);
    expect(rows).toHaveLength(31);
    expect(rows.slice(0, 4)).toEqual([
      { day: '24 Nov', prices: [200, 900] },
      { day: '23 Nov', prices: [200, 900] },
      { day: '22 Nov', prices: [200, null] },
      { day: '21 Nov', prices: [100, null] },
    ]);
    expect(rows.at(-1)).toEqual({ day: '25 Oct', prices: [100, null] });
  });

  it('names the days in the page’s language', () => {
    const steps: Step[] = [{ from: period.start, paise: 100 }];
    const [today] = dailyCloses([{ steps }], period, 'gu');
    expect(today).toEqual({ day: '24 નવેમ્બર', prices: [100] });
    expect(dailyCloses([{ steps }], period, 'hi').at(-1)?.day).toBe('25 अक्टूबर');
  });
});
