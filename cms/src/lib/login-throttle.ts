// Login throttling that counts failures only, so a shop admin typing the right password is never
// locked out by their own successful logins. Per process: each CMS instance counts its own.
import { ShopError } from './http';

export interface ThrottleLimits {
  /** Failures allowed for one email from one address within the window. */
  perAccount: number;
  /** Failures allowed from one address, whatever the email. */
  perAddress: number;
  windowMs: number;
}

interface Failures {
  count: number;
  resetAt: number;
}

export class LoginThrottle {
  private readonly failures = new Map<string, Failures>();

  constructor(
    private readonly limits: ThrottleLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** Refuses with 429 when this address, or this email from it, failed too often lately. */
  check(address: string, email: string): void {
    for (const [key, limit] of this.keys(address, email)) {
      const entry = this.current(key);
      if (entry && entry.count >= limit) {
        const minutes = Math.max(1, Math.ceil((entry.resetAt - this.now()) / 60_000));
        throw new ShopError(
          429,
          `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        );
      }
    }
  }

  failed(address: string, email: string): void {
    for (const [key] of this.keys(address, email)) {
      const entry = this.current(key) ?? { count: 0, resetAt: this.now() + this.limits.windowMs };
      entry.count += 1;
      this.failures.set(key, entry);
    }
  }

  succeeded(address: string, email: string): void {
    this.failures.delete(`${address}|${email.toLowerCase()}`);
  }

  private keys(address: string, email: string): Array<[string, number]> {
    return [
      [`${address}|${email.toLowerCase()}`, this.limits.perAccount],
      [address, this.limits.perAddress],
    ];
  }

  private current(key: string): Failures | undefined {
    const entry = this.failures.get(key);
    if (entry && entry.resetAt <= this.now()) {
      this.failures.delete(key);
      return undefined;
    }
    return entry;
  }
}
