// Limits that hold across CMS instances on one PostgreSQL database: the login and enquiry
// throttles keep their counts here when several instances may share the work, where each
// instance's memory would allow N times the limit. Every counted event (a failed login, a stored
// enquiry) and every attempt still being checked is a row of shop_limit_marks. A check and its
// reservation run in one transaction holding an advisory lock per key, so parallel requests on
// any instance are counted one after another and can never outrun a limit together.
//
// An attempt in flight whose instance died before settling it stops counting after a couple of
// minutes. Times are the database's clock, the one clock all instances share. The table is the
// shop's own (Strapi leaves tables it never made alone) and holds nothing a backup needs.
import type { Knex } from 'knex';

export interface Tally {
  /** Counted marks within the window. */
  counted: number;
  /** Attempts reserved and not yet settled. */
  inFlight: number;
  /** When the oldest counted mark leaves the window, in ms from now; null with none counted. */
  oldestLeavesInMs: number | null;
}

export interface Reservation {
  /** One per key, in the order asked. */
  tallies: Tally[];
  /** The marks reserved, one per key; null when the tallies were not admitted. */
  marks: number[] | null;
}

/** An in-flight mark older than this belongs to an attempt whose instance died. */
const IN_FLIGHT_STALE_MS = 2 * 60_000;
/** Marks are never needed after this: every window is shorter. */
const KEPT_MS = 24 * 60 * 60_000;
/** The advisory lock key held while the table is made (any constant both instances agree on). */
const TABLE_LOCK = 0x5375_7661; // 'Suva'

/** `(?, ?, ?)` for a list of values: knex's raw bindings take no arrays. */
const list = (values: readonly unknown[]) => `(${values.map(() => '?').join(', ')})`;

export class LimitLedger {
  private readonly table: string;

  constructor(
    private readonly db: Knex,
    schema: string | undefined,
  ) {
    this.table = schema ? `"${schema.replaceAll('"', '""')}".shop_limit_marks` : 'shop_limit_marks';
  }

  /** Makes the table if missing; two instances starting together make it once. */
  async ensureTable(): Promise<void> {
    await this.db.transaction(async (trx) => {
      await trx.raw('select pg_advisory_xact_lock(?)', [TABLE_LOCK]);
      await trx.raw(
        `create table if not exists ${this.table} (
           id bigserial primary key,
           key text not null,
           counted boolean not null default false,
           at timestamptz not null default clock_timestamp()
         )`,
      );
      await trx.raw(`create index if not exists shop_limit_marks_key_at on ${this.table} (key, at)`);
      await trx.raw(`delete from ${this.table} where at < clock_timestamp() - ?::float8 * interval '1 millisecond'`, [
        KEPT_MS,
      ]);
    });
  }

  /**
   * Tallies each key's marks within the window and, if `admit` accepts the tallies, reserves one
   * in-flight mark per key, all in one step no other instance can interleave with.
   */
  async reserve(keys: string[], windowMs: number, admit: (tallies: Tally[]) => boolean): Promise<Reservation> {
    return this.db.transaction(async (trx) => {
      // In one order everywhere, so two transactions wanting the same keys cannot deadlock.
      for (const key of [...new Set(keys)].sort()) {
        await trx.raw('select pg_advisory_xact_lock(hashtextextended(?, 0))', [key]);
      }
      await trx.raw(
        `delete from ${this.table} where key in ${list(keys)}
           and at <= clock_timestamp() - (case when counted then ?::float8 else ?::float8 end) * interval '1 millisecond'`,
        [...keys, windowMs, IN_FLIGHT_STALE_MS],
      );
      const found = await trx.raw(
        `select key,
                count(*) filter (where counted) as counted,
                count(*) filter (where not counted) as in_flight,
                extract(epoch from (min(at) filter (where counted) + ?::float8 * interval '1 millisecond' - clock_timestamp())) * 1000 as leaves_in
           from ${this.table} where key in ${list(keys)} group by key`,
        [windowMs, ...keys],
      );
      const byKey = new Map<string, Tally>(
        (found.rows as Array<{ key: string; counted: string; in_flight: string; leaves_in: string | null }>).map(
          (row) => [
            row.key,
            {
              counted: Number(row.counted),
              inFlight: Number(row.in_flight),
              oldestLeavesInMs: row.leaves_in === null ? null : Math.max(0, Number(row.leaves_in)),
            },
          ],
        ),
      );
      const tallies = keys.map((key) => byKey.get(key) ?? { counted: 0, inFlight: 0, oldestLeavesInMs: null });
      if (!admit(tallies)) return { tallies, marks: null };
      const inserted = await trx.raw(
        `insert into ${this.table} (key) values ${keys.map(() => '(?)').join(', ')} returning id`,
        keys,
      );
      return { tallies, marks: (inserted.rows as Array<{ id: string }>).map((row) => Number(row.id)) };
    });
  }

  /** Ends reserved attempts: counted from now on (a failed login, a stored enquiry), or dropped. */
  async settle(marks: number[], outcome: 'count' | 'drop'): Promise<void> {
    if (outcome === 'count') {
      await this.db.raw(
        `update ${this.table} set counted = true, at = clock_timestamp() where id in ${list(marks)}`,
        marks,
      );
    } else {
      await this.db.raw(`delete from ${this.table} where id in ${list(marks)}`, marks);
    }
  }

  /** Forgets a key's counted marks (a right password forgives its account's failures). */
  async forgive(key: string): Promise<void> {
    await this.db.raw(`delete from ${this.table} where key = ? and counted`, [key]);
  }
}
