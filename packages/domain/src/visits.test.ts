import { describe, expect, it } from 'vitest';
import type { OpeningHours } from './shop.js';
import {
  bookableDates,
  daySlots,
  indiaDate,
  isCalendarDate,
  nextFreeSlots,
  slotKey,
  slotProblem,
  slotStart,
  slotTimes,
  VISIT_DAYS_AHEAD,
  type VisitCalendarSettings,
  visitDateMessage,
  visitDateProblem,
  weekdayOf,
} from './visits.js';

// 2026-12-01 is a Tuesday.
const HOURS: OpeningHours[] = [
  { day: 'monday', opens: '10:00', closes: '12:00' },
  { day: 'tuesday', opens: '10:30', closes: '12:15' },
  { day: 'wednesday', opens: '10:00', closes: '20:00' },
];
const settings = (extra: Partial<VisitCalendarSettings> = {}): VisitCalendarSettings => ({
  openingHours: HOURS,
  closedDates: [],
  capacity: 2,
  ...extra,
});
/** An instant given in India time. */
const india = (dateTime: string) => new Date(`${dateTime}+05:30`);
const none = new Map<string, number>();

describe('India time', () => {
  it.each([
    // 18:29 UTC is 23:59 in India; 18:30 UTC is already the next day there.
    ['2026-11-30T18:29:59Z', '2026-11-30'],
    ['2026-11-30T18:30:00Z', '2026-12-01'],
    ['2026-12-01T00:10:00Z', '2026-12-01'],
    ['2026-12-31T20:00:00Z', '2027-01-01'],
  ])('%s is %s in India', (utc, date) => expect(indiaDate(new Date(utc))).toBe(date));

  it('starts a slot at its India time', () => {
    expect(slotStart('2026-12-01', '10:30').toISOString()).toBe('2026-12-01T05:00:00.000Z');
    expect(slotStart('2026-12-01', '00:00').toISOString()).toBe('2026-11-30T18:30:00.000Z');
  });

  it('names weekdays by the calendar', () => {
    expect(weekdayOf('2026-12-01')).toBe('tuesday');
    expect(weekdayOf('2026-12-06')).toBe('sunday');
    expect(weekdayOf('2026-12-07')).toBe('monday');
  });
});

describe('slotTimes', () => {
  it('cuts the opening hours into 30-minute slots that end by closing time', () => {
    expect(slotTimes('2026-12-07', settings())).toEqual(['10:00', '10:30', '11:00', '11:30']);
    // Closing at 12:15: the 12:00 slot would end after it.
    expect(slotTimes('2026-12-01', settings())).toEqual(['10:30', '11:00', '11:30']);
  });

  it('has none on a weekday without hours or on a closed date', () => {
    expect(slotTimes('2026-12-06', settings())).toEqual([]);
    expect(slotTimes('2026-12-07', settings({ closedDates: ['2026-12-07'] }))).toEqual([]);
    expect(slotTimes('2026-12-14', settings({ closedDates: ['2026-12-07'] }))).toHaveLength(4);
  });
});

describe('visitDateProblem', () => {
  const now = india('2026-12-01T09:00');
  it.each([
    ['2026-12-01', null],
    ['2026-12-31', null],
    ['2026-11-30', 'past'],
    ['2027-01-01', 'too-far'],
    ['2026-02-30', 'malformed'],
    ['2026-12-1', 'malformed'],
    ['tomorrow', 'malformed'],
    [20261201, 'malformed'],
  ])('%s: %s', (date, problem) => expect(visitDateProblem(date, now)).toBe(problem));

  it('counts the 30 days in India, across midnight UTC', () => {
    // 00:10 on 1 December in India is still 30 November in UTC.
    const early = india('2026-12-01T00:10');
    expect(early.getUTCDate()).toBe(30);
    expect(visitDateProblem('2026-11-30', early)).toBe('past');
    expect(visitDateProblem('2026-12-31', early)).toBeNull();
    expect(bookableDates(early)).toHaveLength(VISIT_DAYS_AHEAD + 1);
    expect(bookableDates(early)[0]).toBe('2026-12-01');
    expect(bookableDates(early).at(-1)).toBe('2026-12-31');
  });

  it('names the date in its message', () => {
    expect(visitDateMessage('2027-01-01', 'too-far')).toBe('The date 2027-01-01 is more than 30 days ahead');
    expect(visitDateMessage('soon', 'malformed')).toContain('"soon"');
  });

  it('knows real days', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
  });
});

describe('daySlots', () => {
  it("leaves out today's slots that have started", () => {
    const now = india('2026-12-01T11:00');
    expect(daySlots('2026-12-01', now, settings(), none)).toEqual([{ time: '11:30', free: true }]);
    expect(daySlots('2026-12-07', now, settings(), none)).toHaveLength(4);
  });

  it('is full once a slot has its capacity of visits', () => {
    const now = india('2026-12-01T08:00');
    const booked = new Map([
      [slotKey('2026-12-01', '10:30'), 2],
      [slotKey('2026-12-01', '11:00'), 1],
    ]);
    expect(daySlots('2026-12-01', now, settings(), booked)).toEqual([
      { time: '10:30', free: false },
      { time: '11:00', free: true },
      { time: '11:30', free: true },
    ]);
    expect(daySlots('2026-12-01', now, settings({ capacity: 1 }), booked).map((slot) => slot.free)).toEqual([
      false,
      false,
      true,
    ]);
  });

  it('offers nothing outside the window', () => {
    const now = india('2026-12-01T08:00');
    expect(daySlots('2027-01-04', now, settings(), none)).toEqual([]);
    expect(daySlots('2026-11-30', now, settings(), none)).toEqual([]);
  });
});

describe('slotProblem and nextFreeSlots', () => {
  const now = india('2026-12-01T11:10');
  const booked = new Map([[slotKey('2026-12-01', '11:30'), 2]]);

  it.each([
    ['2026-12-01', '11:00', 'started'],
    ['2026-12-01', '11:30', 'full'],
    ['2026-12-01', '12:00', 'closed'],
    ['2026-12-01', '10:45', 'closed'],
    ['2026-12-06', '11:00', 'closed'],
    ['2026-11-30', '11:00', 'past'],
    ['2027-01-02', '11:00', 'too-far'],
    ['2026-12-02', '19:30', null],
  ])('%s %s: %s', (date, time, problem) => expect(slotProblem(date, time, now, settings(), booked)).toBe(problem));

  it('suggests the next free slots in order, skipping full and closed ones', () => {
    expect(nextFreeSlots(now, settings({ closedDates: ['2026-12-02'] }), booked)).toEqual([
      { date: '2026-12-07', time: '10:00' },
      { date: '2026-12-07', time: '10:30' },
      { date: '2026-12-07', time: '11:00' },
    ]);
  });

  it('finds none when the shop states no hours', () => {
    expect(nextFreeSlots(now, settings({ openingHours: [] }), booked)).toEqual([]);
  });
});
