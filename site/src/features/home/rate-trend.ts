// The home page's chart of the last 30 days of gold and silver rates, drawn at build time as SVG:
// small multiples, one panel per rate with its own scale (a rate moves a few percent in a month,
// and per gram silver is some 80 times cheaper than gold: a shared scale would flatten every line),
// each quoted in the unit of the rates table. A price holds until the next change, so each line is drawn as steps,
// out to the right edge at the rate's current price. Pure: the page renders what this computes.
import {
  formatRupees,
  type Product,
  PUBLIC_RATE_HISTORY_DAYS,
  paiseToRupees,
  type Rate,
  type RatePoint,
  rupeesToPaise,
} from '@suvarna/domain';
import { DEFAULT_LOCALE, INTL_LOCALE, LOCALES, type Locale } from '../../i18n/locales';
import { messagesFor } from '../../i18n/messages';
import { type QuoteUnit, quoteRate, type RateKind } from './rate-quote';

/** The rates charted, in this order, when the shop has them. */
export const TREND_RATE_NAMES = ['24K', '22K', 'Silver 999'] as const;
export const TREND_DAYS = PUBLIC_RATE_HISTORY_DAYS;

const DAY_MS = 24 * 60 * 60 * 1000;
/** India keeps one time zone, five and a half hours ahead of UTC, without daylight saving. */
const SHOP_UTC_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/** The time the chart spans, in epoch milliseconds. */
export interface Period {
  start: number;
  end: number;
}

/** The `days` up to `now`. */
export function periodEnding(now: Date, days: number = TREND_DAYS): Period {
  return { start: now.getTime() - days * DAY_MS, end: now.getTime() };
}

/** A price in force from `from` (epoch ms) until the next step, in paise. */
export interface Step {
  from: number;
  paise: number;
}

/**
 * A rate's prices over the period, in paise per the rate's own unit, oldest first. A point before
 * the period (the history's opening point is a little older than the page's period) counts from
 * its start; a rate with no point in the period holds its current price throughout. The last step
 * is always the current price: history that misses the latest change still ends where the rate is.
 */
export function rateSteps(
  rate: Pick<Rate, 'name' | 'price' | 'modified'>,
  history: readonly RatePoint[],
  period: Period,
): Step[] {
  const clamp = (time: number) => Math.min(Math.max(time, period.start), period.end);
  const points = history
    .filter((point) => point.name === rate.name)
    .map((point) => ({ from: clamp(Date.parse(point.at)), paise: rupeesToPaise(point.price) }))
    .sort((a, b) => a.from - b.from);
  const current = { from: clamp(Date.parse(rate.modified)), paise: rupeesToPaise(rate.price) };
  const last = points.at(-1);
  if (!last) return [{ from: period.start, paise: current.paise }];
  if (last.paise !== current.paise) points.push({ from: Math.max(last.from, current.from), paise: current.paise });

  const steps: Step[] = [];
  for (const point of points) {
    const previous = steps.at(-1);
    // Of several prices at one instant (two points before the period began) the latest holds.
    if (previous?.from === point.from) steps.pop();
    if (steps.at(-1)?.paise !== point.paise) steps.push(point);
  }
  return steps;
}

/** Maps [domain] onto [range] linearly; an empty domain (one value) maps to the middle of the range. */
export function linearScale(
  [domainStart, domainEnd]: readonly [number, number],
  [rangeStart, rangeEnd]: readonly [number, number],
): (value: number) => number {
  if (domainEnd === domainStart) return () => (rangeStart + rangeEnd) / 2;
  const factor = (rangeEnd - rangeStart) / (domainEnd - domainStart);
  return (value) => rangeStart + (value - domainStart) * factor;
}

/** A panel's drawing area in SVG user units: the plot is inset by `inset` on every side. */
export interface ChartBox {
  width: number;
  height: number;
  inset: number;
}

export const TREND_CHART_BOX: ChartBox = { width: 320, height: 112, inset: 6 };

export interface TrendGeometry {
  /** The step line, as SVG path data. */
  line: string;
  /** The line closed down to the foot of the plot: the soft fill under it. */
  area: string;
  /** Where the line ends: today, at the current price. */
  end: { x: number; y: number };
  /** The heights of the period's high and low, for hairline guides. */
  highY: number;
  lowY: number;
}

/** Two decimals are finer than a pixel at any size the panel is shown, and keep the markup small. */
const round = (value: number) => Math.round(value * 100) / 100;

/** The step line of `steps` over the period, each panel on its own scale (its low at the foot, its high at the top). */
export function trendGeometry(steps: readonly Step[], period: Period, box: ChartBox = TREND_CHART_BOX): TrendGeometry {
  const first = steps[0];
  if (!first) throw new RangeError('A trend needs at least one price');
  const prices = steps.map((step) => step.paise);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const foot = box.height - box.inset;
  const x = (time: number) => round(linearScale([period.start, period.end], [box.inset, box.width - box.inset])(time));
  const y = (paise: number) => round(linearScale([low, high], [foot, box.inset])(paise));

  const commands = [`M${x(first.from)} ${y(first.paise)}`];
  for (const step of steps.slice(1)) commands.push(`H${x(step.from)}`, `V${y(step.paise)}`);
  const last = steps.at(-1) ?? first;
  const end = { x: x(period.end), y: y(last.paise) };
  commands.push(`H${end.x}`);
  const line = commands.join('');
  return { line, area: `${line}V${foot}H${x(first.from)}Z`, end, highY: y(high), lowY: y(low) };
}

/** One panel of the chart: a rate over the period, in the unit the rates table quotes it in. */
export interface RateTrend {
  name: string;
  kind: RateKind;
  unit: QuoteUnit;
  /** Paise per quote unit, oldest first. */
  steps: Step[];
  geometry: TrendGeometry;
  /** When the line starts: the period's start, or when the rate was added. */
  since: number;
  first: number;
  current: number;
  high: number;
  low: number;
}

/** The panels: those of TREND_RATE_NAMES the shop has, in that order. */
export function rateTrends(
  rates: readonly Rate[],
  history: readonly RatePoint[],
  products: readonly Pick<Product, 'purity' | 'metal'>[],
  period: Period,
  box: ChartBox = TREND_CHART_BOX,
): RateTrend[] {
  return TREND_RATE_NAMES.flatMap((name) => {
    const rate = rates.find((candidate) => candidate.name === name);
    if (!rate) return [];
    const { kind, unit, multiple } = quoteRate(rate, products);
    const steps = rateSteps(rate, history, period).map((step) => ({ ...step, paise: step.paise * multiple }));
    const prices = steps.map((step) => step.paise);
    const [first] = steps;
    return first
      ? [
          {
            name,
            kind,
            unit,
            steps,
            geometry: trendGeometry(steps, period, box),
            since: first.from,
            first: first.paise,
            current: prices.at(-1) ?? first.paise,
            high: Math.max(...prices),
            low: Math.min(...prices),
          },
        ]
      : [];
  });
}

/**
 * The month as each language names it beside the day: English shortens it ('24 Nov'); the short
 * Gujarati and Hindi months are clipped with marks ('नव॰'), so those spell it out ('24 નવેમ્બર').
 */
const DAY_MONTH: Record<Locale, 'short' | 'long'> = { en: 'short', gu: 'long', hi: 'long' };
const shopDay = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      day: 'numeric',
      month: DAY_MONTH[locale],
      timeZone: 'Asia/Kolkata',
    }),
  ]),
) as Record<Locale, Intl.DateTimeFormat>;
/** A date as the chart labels it, in the shop's time and a page's language: '24 Nov', '24 નવેમ્બર'. */
export const formatShopDay = (time: number, locale: Locale = DEFAULT_LOCALE) => shopDay[locale].format(new Date(time));

const percent = Object.fromEntries(
  LOCALES.map((locale) => [locale, new Intl.NumberFormat(INTL_LOCALE[locale], { maximumFractionDigits: 1 })]),
) as Record<Locale, Intl.NumberFormat>;
const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

/** 'Up ₹1,230.00 (1.6 %) since 25 Oct', 'Down …', or 'Unchanged since 25 Oct', in a page's language. */
export function describeChange(
  trend: Pick<RateTrend, 'first' | 'current' | 'since'>,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const words = messagesFor(locale).home.trend;
  const since = formatShopDay(trend.since, locale);
  const change = trend.current - trend.first;
  if (change === 0) return words.unchanged(since);
  const share = percent[locale].format((Math.abs(change) / trend.first) * 100);
  return (change > 0 ? words.up : words.down)(rupees(Math.abs(change)), share, since);
}

/** One row of the chart's table: a day, and each panel's price at its close (null before a rate existed). */
export interface DailyRow {
  day: string;
  prices: Array<number | null>;
}

/**
 * The chart's figures as a table: for each day of the period in the shop's time, newest first, the
 * price each rate closed at (today: its price now), the days named in a page's language.
 */
export function dailyCloses(
  trends: readonly Pick<RateTrend, 'steps'>[],
  period: Period,
  locale: Locale = DEFAULT_LOCALE,
): DailyRow[] {
  const dayStart = (time: number) => Math.floor((time + SHOP_UTC_OFFSET_MS) / DAY_MS) * DAY_MS - SHOP_UTC_OFFSET_MS;
  const priceAt = (steps: readonly Step[], time: number) => steps.findLast((step) => step.from <= time)?.paise ?? null;
  const rows: DailyRow[] = [];
  for (let day = dayStart(period.end); day >= dayStart(period.start); day -= DAY_MS) {
    const close = Math.min(day + DAY_MS - 1, period.end);
    rows.push({ day: formatShopDay(day, locale), prices: trends.map((trend) => priceAt(trend.steps, close)) });
  }
  return rows;
}
