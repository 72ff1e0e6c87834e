import { describe, expect, it } from 'vitest';
import { ShopError } from '../../src/lib/http';
import { LoginThrottle } from '../../src/lib/login-throttle';

describe('LoginThrottle counts failures only', () => {
  const make = () => {
    let now = 0;
    const throttle = new LoginThrottle({ perAccount: 3, perAddress: 5, windowMs: 10 * 60_000 }, () => now);
    return { throttle, advance: (ms: number) => (now += ms) };
  };
  const refusal = (fn: () => void): unknown[] | null => {
    try {
      fn();
    } catch (error) {
      return error instanceof ShopError ? [error.status, error.message] : [error];
    }
    return null;
  };

  it('refuses an account after 3 failures from one address, saying when to come back', () => {
    const { throttle, advance } = make();
    for (let attempt = 0; attempt < 3; attempt += 1) throttle.failed('10.0.0.1', 'a@shop.in');
    expect(refusal(() => throttle.check('10.0.0.1', 'A@SHOP.IN'))).toEqual([
      429,
      'Too many failed login attempts. Please try again in 10 minutes.',
    ]);
    advance(9 * 60_000 + 30_000);
    expect(refusal(() => throttle.check('10.0.0.1', 'a@shop.in'))).toEqual([
      429,
      'Too many failed login attempts. Please try again in 1 minute.',
    ]);
    advance(60_000);
    expect(refusal(() => throttle.check('10.0.0.1', 'a@shop.in'))).toBeNull();
  });

  it('does not lock the same account from another address', () => {
    const { throttle } = make();
    for (let attempt = 0; attempt < 3; attempt += 1) throttle.failed('10.0.0.1', 'a@shop.in');
    expect(refusal(() => throttle.check('10.0.0.2', 'a@shop.in'))).toBeNull();
  });

  it('refuses an address that fails on many accounts', () => {
    const { throttle } = make();
    for (let attempt = 0; attempt < 5; attempt += 1) throttle.failed('10.0.0.1', `user${attempt}@shop.in`);
    expect(refusal(() => throttle.check('10.0.0.1', 'new@shop.in'))?.[0]).toBe(429);
  });

  it('forgets an account’s failures after a success', () => {
    const { throttle } = make();
    throttle.failed('10.0.0.1', 'a@shop.in');
    throttle.failed('10.0.0.1', 'a@shop.in');
    throttle.succeeded('10.0.0.1', 'a@shop.in');
    throttle.failed('10.0.0.1', 'a@shop.in');
    expect(refusal(() => throttle.check('10.0.0.1', 'a@shop.in'))).toBeNull();
  });
});
