// Booking a visit: the shop's 30-minute slots, from its opening hours (India time), its closed
// dates and how many visits a slot takes, over the next 30 days. India keeps one offset all year
// (UTC+05:30, no daylight saving), so its calendar is the UTC calendar shifted by 330 minutes: no
// time-zone database is needed, and the same code runs in the CMS and in the visitor's browser.
import { type OpeningHours, WEEKDAYS, type Weekday } from './shop.js';

export const VISIT_MODES = ['shop', 'video'] as const;
export type VisitMode = (typeof VISIT_MODES)[number];

export const VISIT_SLOT_MINUTES = 30;
/** A visit may be booked for today and up to this many days ahead (India dates). */
export const VISIT_DAYS_AHEAD = 30;
export const VISIT_CAPACITY_LIMITS = { min: 1, max: 20, default: 1 } as const;
export const MAX_CLOSED_DATES = 100;
/** How many free slots a 409 (full or past slot) suggests. */
export const NEXT_FREE_SLOTS = 3;
/** The most shortlist pieces one visit may name. */
export const MAX_VISIT_PIECES = 20;

const INDIA_OFFSET_MS = 330 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const SLOT_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A YYYY-MM-DD that names a real day (not 2026-02-30). */
export function isCalendarDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  return new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;
}

/** Today's date in India (YYYY-MM-DD). */
export const indiaDate = (now: Date): string => new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);

/** The date `days` after `date` (YYYY-MM-DD). */
export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The weekday of a date (the calendar's, wherever the code runs). */
export const weekdayOf = (date: string): Weekday =>
  // getUTCDay: 0 is Sunday; WEEKDAYS starts on Monday.
  WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7] as Weekday;

/** The instant a slot starts: its India date and time. */
export const slotStart = (date: string, time: string): Date =>
  new Date(Date.parse(`${date}T${time}:00Z`) - INDIA_OFFSET_MS);

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The dates a visit may be booked for: today (India) and the next VISIT_DAYS_AHEAD days. */
export const bookableDates = (now: Date): string[] => {
  const today = indiaDate(now);
  return Array.from({ length: VISIT_DAYS_AHEAD + 1 }, (_, day) => addDays(today, day));
};

export type VisitDateProblem = 'malformed' | 'past' | 'too-far';

/** Why a date cannot be booked whatever the shop's hours, or null when it is within the window. */
export function visitDateProblem(date: unknown, now: Date): VisitDateProblem | null {
  if (typeof date !== 'string' || !isCalendarDate(date)) return 'malformed';
  const ahead = daysBetween(indiaDate(now), date);
  if (ahead < 0) return 'past';
  if (ahead > VISIT_DAYS_AHEAD) return 'too-far';
  return null;
}

export const visitDateMessage = (date: unknown, problem: VisitDateProblem): string => {
  const shown = typeof date === 'string' ? date.slice(0, 20) : String(date).slice(0, 20);
  if (problem === 'malformed') return `The date "${shown}" is not a date: give it as YYYY-MM-DD`;
  if (problem === 'past') return `The date ${shown} is in the past`;
  return `The date ${shown} is more than ${VISIT_DAYS_AHEAD} days ahead`;
};

/** What the slot calendar needs of the shop's settings. */
export interface VisitCalendarSettings {
  openingHours: readonly OpeningHours[];
  closedDates: readonly string[];
  /** Visits one slot takes. */
  capacity: number;
}

/** The 30-minute slots of an open day, each ending by closing time; none on a closed date or weekday. */
export function slotTimes(
  date: string,
  settings: Pick<VisitCalendarSettings, 'openingHours' | 'closedDates'>,
): string[] {
  if (settings.closedDates.includes(date)) return [];
  const hours = settings.openingHours.find((row) => row.day === weekdayOf(date));
  if (!hours) return [];
  const times: string[] = [];
  for (
    let start = minutesOf(hours.opens);
    start + VISIT_SLOT_MINUTES <= minutesOf(hours.closes);
    start += VISIT_SLOT_MINUTES
  )
    times.push(timeOf(start));
  return times;
}

export interface VisitSlot {
  time: string;
  free: boolean;
}

/** GET /api/user/visit-slots's answer. */
export interface VisitSlots {
  date: string;
  slots: VisitSlot[];
}

/** Visits already booked, by slot: `booked.get('2026-12-01 10:30')`. */
export type BookedVisits = ReadonlyMap<string, number>;
export const slotKey = (date: string, time: string) => `${date} ${time}`;

/**
 * A day's slots as the visitor is offered them: those not yet started (today's earlier ones are
 * left out), each free while it has fewer visits than the capacity.
 */
export function daySlots(date: string, now: Date, settings: VisitCalendarSettings, booked: BookedVisits): VisitSlot[] {
  if (visitDateProblem(date, now)) return [];
  return slotTimes(date, settings)
    .filter((time) => slotStart(date, time).getTime() > now.getTime())
    .map((time) => ({ time, free: (booked.get(slotKey(date, time)) ?? 0) < settings.capacity }));
}

export type SlotProblem = VisitDateProblem | 'closed' | 'started' | 'full';

/** Why a slot cannot be booked now, or null when it can. */
export function slotProblem(
  date: string,
  time: string,
  now: Date,
  settings: VisitCalendarSettings,
  booked: BookedVisits,
): SlotProblem | null {
  const dateProblem = visitDateProblem(date, now);
  if (dateProblem) return dateProblem;
  if (!slotTimes(date, settings).includes(time)) return 'closed';
  if (slotStart(date, time).getTime() <= now.getTime()) return 'started';
  if ((booked.get(slotKey(date, time)) ?? 0) >= settings.capacity) return 'full';
  return null;
}

/** The first free slots from now on, in order, within the booking window. */
export function nextFreeSlots(
  now: Date,
  settings: VisitCalendarSettings,
  booked: BookedVisits,
  count = NEXT_FREE_SLOTS,
): { date: string; time: string }[] {
  const found: { date: string; time: string }[] = [];
  for (const date of bookableDates(now)) {
    for (const slot of daySlots(date, now, settings, booked)) {
      if (slot.free) found.push({ date, time: slot.time });
      if (found.length === count) return found;
    }
  }
  return found;
}

/** A shortlist piece attached to a visit, as the CMS stored it when booked. */
export interface VisitPiece {
  id: number;
  name: string;
  sku: string;
}

/** An enquiry's visit, as the back office reads it. */
export interface EnquiryVisit {
  date: string;
  time: string;
  mode: VisitMode;
  pieces: VisitPiece[];
}
