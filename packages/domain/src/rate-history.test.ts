import { describe, expect, it } from 'vitest';
import { adminRateHistoryQuerySchema, publicRateHistoryQuerySchema } from './rate-history.js';
import { describeIssues } from './validation/issues.js';

const problem = (result: { success: boolean; error?: Parameters<typeof describeIssues>[0] }) =>
  result.error ? describeIssues(result.error) : 'no problem';

describe('rate history queries', () => {
  it('default to 90 days for the admin and 30 for the site', () => {
    expect(adminRateHistoryQuerySchema.parse({})).toEqual({ days: 90 });
    expect(publicRateHistoryQuerySchema.parse({})).toEqual({ days: 30 });
  });

  it('read days and a trimmed name', () => {
    expect(adminRateHistoryQuerySchema.parse({ name: ' 22K ', days: '7' })).toEqual({ name: '22K', days: 7 });
    expect(publicRateHistoryQuerySchema.parse({ days: '365' })).toEqual({ days: 365 });
  });

  it.each(['0', '366', '-1', '1.5', 'week', '', ['3', '4']])('refuses days=%j, naming the field', (days) => {
    expect(problem(publicRateHistoryQuerySchema.safeParse({ days }))).toBe('Days must be a whole number from 1 to 365');
  });

  it.each([
    ['', "Name must be a rate's name of 1 to 60 characters"],
    ['x'.repeat(61), 'Name must be at most 60 characters'],
    [['a', 'b'], "Name must be a rate's name of 1 to 60 characters"],
  ])('refuses name=%j', (name, message) => {
    expect(problem(adminRateHistoryQuerySchema.safeParse({ name }))).toBe(message);
  });
});
