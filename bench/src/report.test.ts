import { describe, expect, it } from 'vitest';
import {
  buildReport,
  type Figure,
  failedFigure,
  formatFigure,
  formatTable,
  formatValue,
  type Machine,
  median,
  percentile,
  withinBudget,
} from './report.ts';

const machine: Machine = {
  cpu: 'Test CPU',
  cores: 2,
  memoryGiB: 4,
  node: 'v24.21.0',
  platform: 'linux x64',
  load: 1.5,
};
const figure = (value: number | null, budget?: Figure['budget']): Figure => ({
  bench: 'build',
  name: '1,000 products, warm',
  value,
  unit: 's',
  ...(budget ? { budget } : {}),
});

describe('median', () => {
  it('takes the middle value of an odd count, whatever the order', () => {
    expect(median([9, 1, 5])).toBe(5);
  });

  it('takes the mean of the two middle values of an even count', () => {
    expect(median([4, 1, 3, 10])).toBe(3.5);
  });

  it('refuses an empty list rather than inventing a figure', () => {
    expect(() => median([])).toThrow('median of no values');
  });
});

describe('percentile', () => {
  const hundred = Array.from({ length: 100 }, (_, index) => index + 1);

  it('takes the value at the nearest rank: p99 of 1..100 is 99, p100 the worst', () => {
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 100)).toBe(100);
    expect(percentile(hundred, 0)).toBe(1);
  });

  it('never invents a value between two samples', () => {
    expect(percentile([10, 20], 50)).toBe(10);
    expect(percentile([10, 20], 51)).toBe(20);
    expect(percentile([7], 99)).toBe(7);
  });

  it('lets one slow request of a hundred show in p99, not in p98', () => {
    const latencies = [...Array.from({ length: 98 }, () => 5), 900, 1000];
    expect(percentile(latencies, 98)).toBe(5);
    expect(percentile(latencies, 99)).toBe(900);
  });

  it('refuses no values and a percentile outside 0 to 100', () => {
    expect(() => percentile([], 50)).toThrow('percentile of no values');
    expect(() => percentile([1], 101)).toThrow('not from 0 to 100');
    expect(() => percentile([1], Number.NaN)).toThrow('not from 0 to 100');
  });
});

describe('budgets', () => {
  it('meets an upper budget at or below it, and misses it above', () => {
    expect(withinBudget(figure(30, { max: 30 }))).toBe(true);
    expect(withinBudget(figure(30.1, { max: 30 }))).toBe(false);
  });

  it('meets a lower budget at or above it, and misses it below', () => {
    expect(withinBudget({ ...figure(100, { min: 100 }), unit: 'score' })).toBe(true);
    expect(withinBudget({ ...figure(99, { min: 100 }), unit: 'score' })).toBe(false);
  });

  it('judges nothing without a budget or without a value', () => {
    expect(withinBudget(figure(12))).toBeNull();
    expect(withinBudget(figure(null, { max: 30 }))).toBeNull();
  });
});

describe('the table', () => {
  const figures: Figure[] = [
    figure(24.26, { max: 30 }),
    { ...figure(41.5, { max: 30 }), name: '5,000 products, warm', note: 'median of 3' },
    { bench: 'bytes', name: 'about ships React', value: 0, unit: 'flag', budget: { max: 0 } },
    failedFigure('api', 'postgres API under load', 'the CMS (postgres) did not start'),
    { ...figure(null), name: '5,000 products, cold', skipped: 'needs --full' },
  ];
  const lines = formatTable(figures, machine).split('\n');

  it('has a header and one row per figure with its value, budget and verdict', () => {
    expect(lines[0]?.split('|').map((cell) => cell.trim())).toEqual(['figure', 'value', 'budget', 'met?']);
    expect(lines[2]?.split('|').map((cell) => cell.trim())).toEqual([
      'build: 1,000 products, warm',
      '24.3 s',
      '≤ 30.0 s',
      'yes',
    ]);
    expect(lines[3]).toContain('41.5 s (median of 3)');
    expect(lines[3]?.trim().endsWith('NO')).toBe(true);
    expect(lines[4]?.split('|').map((cell) => cell.trim())).toEqual(['bytes: about ships React', 'no', 'no', 'yes']);
  });

  it('says why a figure failed or was skipped instead of dropping it', () => {
    expect(lines[5]).toContain('api: postgres API under load');
    expect(lines[5]).toContain('failed: the CMS (postgres) did not start');
    expect(lines[6]).toContain('skipped: needs --full');
  });

  it('prints each figure on a line of its own as its step ends, with its verdict', () => {
    expect(formatFigure(figures[0] as Figure)).toBe('build: 1,000 products, warm: 24.3 s (budget ≤ 30.0 s, met)');
    expect(formatFigure(figures[1] as Figure)).toBe(
      'build: 5,000 products, warm: 41.5 s (median of 3) (budget ≤ 30.0 s, MISSED)',
    );
    expect(formatFigure(figures[3] as Figure)).toBe(
      'api: postgres API under load: failed: the CMS (postgres) did not start',
    );
  });

  it('ends with the machine it ran on', () => {
    expect(lines.at(-1)).toBe('machine: Test CPU, 2 cores, 4 GiB memory, node v24.21.0 (linux x64), load average 1.5');
  });

  it('lines its columns up', () => {
    const bars = lines.slice(0, 7).map((line) => line.indexOf('|'));
    expect(new Set(bars).size).toBe(1);
  });
});

describe('values and the run report', () => {
  it('formats each unit readably', () => {
    expect(formatValue(1234.4, 'req/s')).toBe('1,234 req/s');
    expect(formatValue(0.874, '×')).toBe('0.87×');
    expect(formatValue(100, 'score')).toBe('100');
    expect(formatValue(1, 'flag')).toBe('yes');
    expect(formatValue(1, 'count')).toBe('1');
    expect(formatValue(1234, 'count')).toBe('1,234');
  });

  it('records each figure with its verdict, the mode, the commit and the machine', () => {
    const report = buildReport([figure(31, { max: 30 }), figure(12)], {
      startedAt: new Date('2026-11-27T10:00:00Z'),
      mode: 'quick',
      commit: { hash: '13e15b3', dirty: true },
      machine,
      languages: ['en', 'gu', 'hi'],
    });
    expect(report).toMatchObject({
      startedAt: '2026-11-27T10:00:00.000Z',
      mode: 'quick',
      commit: { hash: '13e15b3', dirty: true },
      machine,
      languages: ['en', 'gu', 'hi'],
    });
    expect(report.figures[0]).toMatchObject({ name: '1,000 products, warm', value: 31, met: false });
    expect(report.figures[1]?.met).toBeNull();
  });
});
