// Login throttling that counts failures only, so a shop admin typing the right password is never
// locked out by their own successful logins. Attempts in progress count against the limit before
// the password is checked (the slow part), so parallel guesses can never outrun it: at most
// `perAccount` wrong passwords for one email from one address, and `perAddress` from one address,
// are ever checked. An attempt that only the ones in progress keep from starting waits for them
// instead of being refused, so parallel right passwords all get in. LoginThrottle counts in the
// process (one instance, on SQLite); SharedLoginThrottle in PostgreSQL, for all instances at once.
import { ShopError } from './http';
import type { LimitLedger } from './limit-ledger';

export interface ThrottleLimits {
  /** Failures allowed for one email from one address within the window. */
  perAccount: number;
  /** Failures allowed from one address, whatever the email. */
  perAddress: number;
  windowMs: number;
}

interface Counter {
  failures: number;
  inFlight: number;
  resetAt: number;
}

/** One login attempt let through: say how it ended; only the first word counts. */
export interface Attempt {
  succeeded(): Promise<void>;
  failed(): Promise<void>;
  /** Ended without a verdict (the database failed): counts neither way. */
  abandoned(): Promise<void>;
}

export interface LoginLimiter {
  /** Lets an attempt for this email from this address start: 429 once either has failed too often. */
  attempt(address: string, email: string): Promise<Attempt>;
}

/**
 * What a throttle counts, as its keys in the shared ledger and its refusal names it: failed logins,
 * or requests for a reset link (every one counts), which must not spend the login's allowance.
 */
export interface ThrottleScope {
  key: string;
  /** "Too many <what>." */
  what: string;
}

export const LOGIN_SCOPE: ThrottleScope = { key: 'login', what: 'failed login attempts' };
export const FORGOT_PASSWORD_SCOPE: ThrottleScope = { key: 'forgot-password', what: 'requests for a reset link' };

const tooMany = (scope: ThrottleScope, waitMs: number) => {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return new ShopError(
    429,
    `Too many ${scope.what}. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
};

const accountKey = (address: string, email: string) => `${address}|${email.toLowerCase()}`;

export class LoginThrottle implements LoginLimiter {
  private readonly counters = new Map<string, Counter>();
  private waiting: Array<() => void> = [];

  constructor(
    private readonly limits: ThrottleLimits,
    private readonly now: () => number = Date.now,
    private readonly scope: ThrottleScope = LOGIN_SCOPE,
  ) {}

  /** Lets an attempt for this email from this address start: 429 once either has failed too often. */
  async attempt(address: string, email: string): Promise<Attempt> {
    const keys = this.keys(address, email);
    for (;;) {
      const counters = keys.map(([key, limit]) => ({ counter: this.counter(key), limit }));
      const spent = counters.find(({ counter, limit }) => counter.failures >= limit);
      if (spent) throw tooMany(this.scope, spent.counter.resetAt - this.now());
      if (counters.every(({ counter, limit }) => counter.failures + counter.inFlight < limit)) {
        for (const { counter } of counters) counter.inFlight += 1;
        return this.ending(keys.map(([key]) => key));
      }
      // Only attempts still being checked stand in the way: wait for one of them to end.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
  }

  private ending([accountKey, addressKey]: string[]): Attempt {
    let ended = false;
    const end = async (outcome: 'succeeded' | 'failed' | 'abandoned') => {
      if (ended) return;
      ended = true;
      for (const key of [accountKey, addressKey] as string[]) {
        const counter = this.counter(key);
        counter.inFlight = Math.max(0, counter.inFlight - 1);
        if (outcome === 'failed') counter.failures += 1;
      }
      // A right password forgives the account's failures (not the address's).
      if (outcome === 'succeeded') this.counter(accountKey as string).failures = 0;
      for (const key of [accountKey, addressKey] as string[]) this.forgetIfIdle(key);
      const waiting = this.waiting;
      this.waiting = [];
      for (const resolve of waiting) resolve();
    };
    return { succeeded: () => end('succeeded'), failed: () => end('failed'), abandoned: () => end('abandoned') };
  }

  private keys(address: string, email: string): Array<[string, number]> {
    return [
      [accountKey(address, email), this.limits.perAccount],
      [address, this.limits.perAddress],
    ];
  }

  private counter(key: string): Counter {
    let counter = this.counters.get(key);
    if (counter && counter.resetAt <= this.now() && counter.inFlight === 0) {
      this.counters.delete(key);
      counter = undefined;
    }
    if (!counter) {
      counter = { failures: 0, inFlight: 0, resetAt: this.now() + this.limits.windowMs };
      this.counters.set(key, counter);
    }
    return counter;
  }

  private forgetIfIdle(key: string): void {
    const counter = this.counters.get(key);
    if (counter && counter.failures === 0 && counter.inFlight === 0) this.counters.delete(key);
  }
}

/**
 * The same limits kept in PostgreSQL for every instance: an attempt reserves its place in both
 * counts in one transaction; one that only others' attempts in flight hold back (on any instance)
 * asks again shortly.
 */
export class SharedLoginThrottle implements LoginLimiter {
  constructor(
    private readonly ledger: LimitLedger,
    private readonly limits: ThrottleLimits,
    private readonly retryMs = 50,
    private readonly scope: ThrottleScope = LOGIN_SCOPE,
  ) {}

  async attempt(address: string, email: string): Promise<Attempt> {
    const account = `${this.scope.key}|${accountKey(address, email)}`;
    const keys = [account, `${this.scope.key}|${address}`];
    const limits = [this.limits.perAccount, this.limits.perAddress];
    for (;;) {
      const { tallies, marks } = await this.ledger.reserve(keys, this.limits.windowMs, (found) =>
        found.every((tally, index) => tally.counted + tally.inFlight < (limits[index] as number)),
      );
      if (marks) return this.ending(marks, account);
      const spent = tallies.find((tally, index) => tally.counted >= (limits[index] as number));
      if (spent) throw tooMany(this.scope, spent.oldestLeavesInMs ?? this.limits.windowMs);
      await new Promise((resolve) => setTimeout(resolve, this.retryMs));
    }
  }

  private ending(marks: number[], account: string): Attempt {
    let ended = false;
    const end = async (outcome: 'succeeded' | 'failed' | 'abandoned') => {
      if (ended) return;
      ended = true;
      await this.ledger.settle(marks, outcome === 'failed' ? 'count' : 'drop');
      // A right password forgives the account's failures (not the address's).
      if (outcome === 'succeeded') await this.ledger.forgive(account);
    };
    return { succeeded: () => end('succeeded'), failed: () => end('failed'), abandoned: () => end('abandoned') };
  }
}
