import { describe, expect, it } from 'vitest';
import { formatDuration, formatWhen } from './when';

describe('publish times and durations', () => {
  const now = new Date(2026, 10, 24, 16, 0);

  it('words a time of today by the clock, another day with its date', () => {
    expect(formatWhen(new Date(2026, 10, 24, 10, 15).toISOString(), now)).toBe('10:15 am');
    expect(formatWhen(new Date(2026, 10, 23, 22, 5).toISOString(), now)).toBe('23 Nov, 10:05 pm');
  });

  it('words durations in seconds, and minutes past one', () => {
    expect(formatDuration(7250)).toBe('7.3 s');
    expect(formatDuration(420)).toBe('0.4 s');
    expect(formatDuration(72_000)).toBe('1 min 12 s');
  });
});
