// Login throttling that counts failures only, so a shop admin typing the right password is never
// locked out by their own successful logins. Attempts in progress count against the limit before
// the password is checked (the slow part), so parallel guesses can never outrun it: at most
// `perAccount` wrong passwords for one email from one address, and `perAddress` from one address,
// are ever checked. An attempt that only the ones in progress keep from starting waits for them
// instead of being refused, so parallel right passwords all get in. Per process: each CMS instance
// counts its own.
import { ShopError } from './http';

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

/** One login attempt let through: say how it ended, exactly once. */
export interface Attempt {
  succeeded(): void;
  failed(): void;
  /** Ended without a verdict (the database failed): counts neither way. */
  abandoned(): void;
}

export class LoginThrottle {
  private readonly counters = new Map<string, Counter>();
  private waiting: Array<() => void> = [];

  constructor(
    private readonly limits: ThrottleLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** Lets an attempt for this email from this address start: 429 once either has failed too often. */
  async attempt(address: string, email: string): Promise<Attempt> {
    const keys = this.keys(address, email);
    for (;;) {
      const counters = keys.map(([key, limit]) => ({ counter: this.counter(key), limit }));
      const spent = counters.find(({ counter, limit }) => counter.failures >= limit);
      if (spent) {
        const minutes = Math.max(1, Math.ceil((spent.counter.resetAt - this.now()) / 60_000));
        throw new ShopError(
          429,
          `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        );
      }
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
    const end = (outcome: 'succeeded' | 'failed' | 'abandoned') => {
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
      [`${address}|${email.toLowerCase()}`, this.limits.perAccount],
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
