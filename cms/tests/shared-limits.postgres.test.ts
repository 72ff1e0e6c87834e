// The login and enquiry limits on PostgreSQL hold for several CMS instances together: two ledgers
// on two connection pools stand for two instances on one database, and parallel requests spread
// over both never get more through than one instance alone would let.
import knex, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SharedEnquiryThrottle } from '../src/lib/enquiry-throttle';
import { ShopError } from '../src/lib/http';
import { LimitLedger } from '../src/lib/limit-ledger';
import { SharedLoginThrottle } from '../src/lib/login-throttle';
import { onPostgres, POSTGRES_URL, postgresAvailable } from './support/cms';

const LIMITS = { perAccount: 3, perAddress: 5, windowMs: 10 * 60_000 };

/** 'ok', or the refusal; an attempt or slot let through ends at once, counting neither way. */
const outcome = async (run: () => Promise<{ abandoned(): Promise<void> } | { released(): Promise<void> }>) => {
  try {
    const admitted = await run();
    await ('abandoned' in admitted ? admitted.abandoned() : admitted.released());
    return 'ok';
  } catch (error) {
    if (error instanceof ShopError) return `${error.status} ${error.message}`;
    throw error;
  }
};

describe.skipIf(!(await postgresAvailable('the shared limits')))('limits shared by instances on PostgreSQL', () => {
  const schema = `limits_${process.pid}_${Date.now()}`;
  const pools: Knex[] = [];
  let ledgers: LimitLedger[] = [];
  /** Keys unique to each test, so tests share the table but not their counts. */
  let addresses = 0;
  const nextAddress = () => {
    addresses += 1;
    return `10.9.${process.pid % 250}.${addresses}`;
  };

  beforeAll(async () => {
    await onPostgres(`CREATE SCHEMA "${schema}"`);
    for (let instance = 0; instance < 2; instance += 1) {
      pools.push(knex({ client: 'pg', connection: POSTGRES_URL, pool: { min: 0, max: 5 } }));
    }
    ledgers = pools.map((pool) => new LimitLedger(pool, schema));
    // Both instances start at once: the table is made once, without an error.
    await Promise.all(ledgers.map((ledger) => ledger.ensureTable()));
  });

  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.destroy()));
    await onPostgres(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  });

  const logins = () => ledgers.map((ledger) => new SharedLoginThrottle(ledger, LIMITS, 10));

  it('lets no more wrong passwords be checked than the limit, however many arrive at both at once', async () => {
    const instances = logins();
    const from = nextAddress();
    let checked = 0;
    const guess = async (index: number) => {
      const attempt = await (instances[index % 2] as SharedLoginThrottle).attempt(from, 'owner@shop.in');
      checked += 1;
      await new Promise((resolve) => setTimeout(resolve, 20)); // the slow hash check
      await attempt.failed();
    };
    const answers = await Promise.allSettled(Array.from({ length: 12 }, (_, index) => guess(index)));
    expect(checked).toBe(LIMITS.perAccount);
    const refused = answers.filter((answer) => answer.status === 'rejected');
    expect(refused).toHaveLength(12 - LIMITS.perAccount);
    expect(String((refused[0] as PromiseRejectedResult).reason)).toContain(
      'Too many failed login attempts. Please try again in 10 minutes.',
    );
    // Either instance now refuses the account at once, and another address is not held back.
    for (const instance of instances) {
      expect(await outcome(() => instance.attempt(from, 'OWNER@shop.in'))).toMatch(/^429 /);
    }
    expect(await outcome(() => (instances[1] as SharedLoginThrottle).attempt(nextAddress(), 'owner@shop.in'))).toBe(
      'ok',
    );
  });

  it('lets every right password in when many arrive at both at once', async () => {
    const instances = logins();
    const from = nextAddress();
    const login = async (index: number) => {
      const attempt = await (instances[index % 2] as SharedLoginThrottle).attempt(from, 'owner@shop.in');
      await new Promise((resolve) => setTimeout(resolve, 20));
      await attempt.succeeded();
    };
    const answers = await Promise.allSettled(Array.from({ length: 10 }, (_, index) => login(index)));
    expect(answers.filter((answer) => answer.status === 'rejected')).toEqual([]);
  });

  it('forgets an account’s failures after a right password on either instance, but not the address’s', async () => {
    const [first, second] = logins() as [SharedLoginThrottle, SharedLoginThrottle];
    const from = nextAddress();
    await (await first.attempt(from, 'a@shop.in')).failed();
    await (await second.attempt(from, 'a@shop.in')).failed();
    await (await second.attempt(from, 'a@shop.in')).succeeded();
    await (await first.attempt(from, 'a@shop.in')).failed();
    await (await second.attempt(from, 'a@shop.in')).failed();
    expect(await outcome(() => first.attempt(from, 'a@shop.in'))).toBe('ok');
    // Four failures from the address; a fifth on any account reaches its limit, on both instances.
    await (await second.attempt(from, 'b@shop.in')).failed();
    expect(await outcome(() => first.attempt(from, 'c@shop.in'))).toMatch(/^429 /);
    expect(await outcome(() => second.attempt(from, 'c@shop.in'))).toMatch(/^429 /);
  });

  it('stops counting an attempt whose instance died before it ended', async () => {
    const [first, second] = logins() as [SharedLoginThrottle, SharedLoginThrottle];
    const from = nextAddress();
    // Three attempts in flight on an instance that is then killed: they never end.
    for (let attempt = 0; attempt < LIMITS.perAccount; attempt += 1) await first.attempt(from, 'a@shop.in');
    const waiting = second.attempt(from, 'a@shop.in');
    const early = await Promise.race([
      waiting.then(() => 'let in'),
      new Promise((r) => setTimeout(() => r('waits'), 300)),
    ]);
    expect(early).toBe('waits');
    // Two minutes on, they are taken for dead and the account may be tried again.
    await onPostgres(
      `UPDATE "${schema}".shop_limit_marks SET at = at - interval '3 minutes' WHERE key LIKE 'login|${from}%'`,
    );
    await expect(waiting).resolves.toBeDefined();
  });

  it('keeps the enquiry allowance for an address over both instances, counting only stored ones', async () => {
    const instances = ledgers.map((ledger) => new SharedEnquiryThrottle(ledger, 3));
    const from = nextAddress();
    const send = async (index: number) => {
      const slot = await (instances[index % 2] as SharedEnquiryThrottle).reserve(from);
      await new Promise((resolve) => setTimeout(resolve, 20));
      await slot.stored();
    };
    const answers = await Promise.allSettled(Array.from({ length: 8 }, (_, index) => send(index)));
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(3);
    for (const instance of instances) {
      expect(await outcome(() => instance.reserve(from))).toBe(
        '429 Too many messages from this connection. Please try again in 60 minutes.',
      );
    }
    // Released slots (a refused or failed save) do not count.
    const other = nextAddress();
    for (let tried = 0; tried < 5; tried += 1)
      await (await (instances[tried % 2] as SharedEnquiryThrottle).reserve(other)).released();
    expect(await outcome(() => (instances[0] as SharedEnquiryThrottle).reserve(other))).toBe('ok');
  });
});
