// The demo rates' last 90 days: a gentle random walk for each family of rates (the golds move
// together, as do the silvers), about one change a day, ending at today's price. Deterministic: the
// same seed gives the same history, so tests and screenshots do not drift.

import { DEMO_RATES, type DemoRate } from './catalogue.js';
import { seededRandom } from './random.js';

/** Who the demo's rate changes are recorded as. */
export const DEMO_RATE_EDITOR = 'demo@suvarna.example';

export interface DemoRateChange {
  /** One of DEMO_RATES. */
  name: string;
  /** Rupees; null for the entry that adds the rate. */
  oldPrice: number | null;
  newPrice: number;
  changedAt: Date;
}

export interface DemoHistoryOptions {
  /** The latest change is just before this time (now by default). */
  now?: Date;
  days?: number;
  seed?: number;
  rates?: readonly DemoRate[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The largest day-to-day move of a family's prices: ±0.8 %. */
const MAX_DAILY_MOVE = 0.008;
/** A day without a change (a market holiday, a quiet day). */
const QUIET_DAY_CHANCE = 0.15;

/** Rates that move together: the golds by karat, the silvers, then each other rate by its first word. */
const familyOf = (name: string) => (/^\d+K$/.test(name) ? 'gold' : (name.split(' ')[0] ?? name).toLowerCase());

/** Rupees rounded to the paisa. */
const toPaise = (rupees: number) => Math.round(rupees * 100) / 100;

/**
 * Each rate's history, oldest first: the rate added `days` days ago, then a change on most days,
 * the last one (a minute before `now`) to today's demo price.
 */
export function demoRateHistory(options: DemoHistoryOptions = {}): DemoRateChange[] {
  const { now = new Date(), days = 90, seed = 2026, rates = DEMO_RATES } = options;
  const next = seededRandom(seed);
  // The oldest entry falls within the last `days` days, so a history of `days` days shows it.
  const oldest = days - 1;
  // Each family's price level on each day before today, relative to today's (day 0 = 1).
  const levels = new Map<string, number[]>();
  for (const family of new Set(rates.map((rate) => familyOf(rate.name)))) {
    const level = [1];
    for (let day = 1; day <= oldest; day += 1) {
      const move = next() < QUIET_DAY_CHANCE ? 0 : (next() * 2 - 1) * MAX_DAILY_MOVE;
      level.push((level[day - 1] ?? 1) / (1 + move));
    }
    levels.set(family, level);
  }

  const changes: DemoRateChange[] = [];
  for (const rate of rates) {
    const level = levels.get(familyOf(rate.name)) ?? [];
    const priceOn = (day: number) => (day === 0 ? rate.price : toPaise(rate.price * (level[day] ?? 1)));
    const at = (day: number) => new Date(now.getTime() - day * DAY_MS - 60_000);
    let price = priceOn(oldest);
    changes.push({ name: rate.name, oldPrice: null, newPrice: price, changedAt: at(oldest) });
    for (let day = oldest - 1; day >= 0; day -= 1) {
      // A quiet day keeps the day before's price: no change to record.
      const newPrice = priceOn(day);
      if (newPrice === price) continue;
      changes.push({ name: rate.name, oldPrice: price, newPrice, changedAt: at(day) });
      price = newPrice;
    }
  }
  return changes.sort((a, b) => a.changedAt.getTime() - b.changedAt.getTime());
}
