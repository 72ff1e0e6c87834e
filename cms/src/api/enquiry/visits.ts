// Booked visits: the free slots of a day (GET /api/user/visit-slots) and a visit's place in its
// slot. Each visit holds one numbered place of its slot in `visitPlace` ('2026-12-01 10:30 #2'),
// under a unique index: two bookings that read the same free place both try to write it, the
// database lets one through, and the other tries the next place or, with none left, is refused.
// That holds on SQLite and PostgreSQL alike and across instances, without a lock.
import type { Core } from '@strapi/strapi';
import {
  addDays,
  type BookedVisits,
  daySlots,
  ENQUIRY_MESSAGES,
  indiaDate,
  nextFreeSlots,
  type SlotProblem,
  slotKey,
  slotProblem,
  VISIT_DAYS_AHEAD,
  type VisitCalendarSettings,
  type VisitSlots,
  visitDateMessage,
  visitDateProblem,
} from '@suvarna/domain';
import { badRequest, ShopError } from '../../lib/http';
import { isUniqueViolation } from '../../lib/unique-names';
import { shopSettingsService } from '../shop/services/shop-settings';
import { ENQUIRY_UID } from './stored-enquiry';

/** A visit's place in its slot, as the unique index compares them. */
export const visitPlace = (date: string, time: string, place: number) => `${slotKey(date, time)} #${place}`;

/** Visits booked from today (India) to the window's end, counted by slot. */
export async function bookedVisits(strapi: Core.Strapi, now: Date, dates?: readonly string[]): Promise<BookedVisits> {
  const today = indiaDate(now);
  const rows = (await strapi.db.query(ENQUIRY_UID).findMany({
    select: ['visitDate', 'visitTime'],
    where: {
      kind: 'visit',
      visitPlace: { $notNull: true },
      ...(dates
        ? { visitDate: { $in: [...dates] } }
        : { visitDate: { $gte: today, $lte: addDays(today, VISIT_DAYS_AHEAD) } }),
    },
  })) as { visitDate: string; visitTime: string }[];
  const booked = new Map<string, number>();
  for (const row of rows)
    booked.set(slotKey(row.visitDate, row.visitTime), (booked.get(slotKey(row.visitDate, row.visitTime)) ?? 0) + 1);
  return booked;
}

/** The places of a slot already held, by number. */
export async function heldPlaces(strapi: Core.Strapi, date: string, time: string): Promise<Set<string>> {
  const rows = (await strapi.db.query(ENQUIRY_UID).findMany({
    select: ['visitPlace'],
    where: { kind: 'visit', visitDate: date, visitTime: time, visitPlace: { $notNull: true } },
  })) as { visitPlace: string }[];
  return new Set(rows.map((row) => row.visitPlace));
}

export async function visitCalendar(strapi: Core.Strapi): Promise<VisitCalendarSettings> {
  return shopSettingsService(strapi).visitCalendar();
}

/** GET /api/user/visit-slots?date=YYYY-MM-DD: the day's slots not yet started, each free or full. */
export async function visitSlots(strapi: Core.Strapi, date: unknown, now = new Date()): Promise<VisitSlots> {
  const problem = visitDateProblem(date, now);
  if (problem) throw badRequest(visitDateMessage(date, problem));
  const day = date as string;
  const [settings, booked] = await Promise.all([visitCalendar(strapi), bookedVisits(strapi, now, [day])]);
  return { date: day, slots: daySlots(day, now, settings, booked) };
}

/** The next free slots, for a refused booking's answer. */
export async function suggestSlots(strapi: Core.Strapi, now = new Date()) {
  const [settings, booked] = await Promise.all([visitCalendar(strapi), bookedVisits(strapi, now)]);
  return nextFreeSlots(now, settings, booked);
}

/** A booking's refusal for its slot: 400 for a slot the shop does not have, 409 for one passed or full. */
async function slotRefusal(strapi: Core.Strapi, problem: SlotProblem, date: string, time: string, now: Date) {
  if (problem === 'malformed' || problem === 'too-far') {
    const message = visitDateMessage(date, problem);
    return new ShopError(400, message, { errors: [{ field: 'visitDate', code: 'invalid', message }] });
  }
  if (problem === 'closed') {
    const message = `The shop takes no visits at ${time} on ${date}: please choose another time`;
    return new ShopError(400, message, { errors: [{ field: 'visitTime', code: 'invalid', message }] });
  }
  const message =
    problem === 'full' ? ENQUIRY_MESSAGES.visitTimeFull : `${date} at ${time} has passed: please choose another time`;
  return new ShopError(409, message, {
    errors: [{ field: 'visitTime', code: 'full', message }],
    data: { nextFreeSlots: await suggestSlots(strapi, now) },
  });
}

/** How many times a booking reads the slot again after another booking took the place it tried. */
const PLACE_TRIES = 25;

/**
 * Stores a visit in a free place of its slot: 400 for a slot the shop does not have, 409 (with the
 * next free slots) for one that has started or is full, also when a booking at the same moment
 * took its last place.
 */
export async function storeVisit<T>(
  strapi: Core.Strapi,
  booking: { visitDate: string; visitTime: string },
  now: Date,
  create: (visitPlace: string) => Promise<T>,
): Promise<T> {
  const { visitDate: date, visitTime: time } = booking;
  for (let attempt = 0; attempt < PLACE_TRIES; attempt++) {
    const [settings, booked, held] = await Promise.all([
      visitCalendar(strapi),
      bookedVisits(strapi, now, [date]),
      heldPlaces(strapi, date, time),
    ]);
    const problem = slotProblem(date, time, now, settings, booked);
    if (problem) throw await slotRefusal(strapi, problem, date, time, now);
    const place = Array.from({ length: settings.capacity }, (_, index) => visitPlace(date, time, index + 1)).find(
      (candidate) => !held.has(candidate),
    );
    if (!place) throw await slotRefusal(strapi, 'full', date, time, now);
    try {
      return await create(place);
    } catch (error) {
      // Another booking took this place between the read and the write: read the slot again.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw await slotRefusal(strapi, 'full', date, time, now);
}
