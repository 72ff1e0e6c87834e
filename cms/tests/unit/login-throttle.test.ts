import { describe, expect, it } from 'vitest';
import { ShopError } from '../../src/lib/http';
import { type Attempt, LoginThrottle } from '../../src/lib/login-throttle';

describe('LoginThrottle: attempts in progress count before the password is checked', () => {
  const make = () => {
    let now = 0;
    const throttle = new LoginThrottle({ perAccount: 3, perAddress: 5, windowMs: 10 * 60_000 }, () => now);
    return { throttle, advance: (ms: number) => (now += ms) };
  };
  /** The 429 an attempt gets, or null when it may go ahead (given up on after the microtasks run). */
  const refusal = async (throttle: LoginThrottle, address: string, email: string): Promise<unknown[] | null> => {
    const outcome = throttle.attempt(address, email).then(
      (attempt) => ({ attempt }),
      (error: unknown) => ({ error }),
    );
    const settled = await Promise.race([outcome, new Promise((resolve) => setTimeout(() => resolve('waiting'), 5))]);
    if (settled === 'waiting') return ['waiting'];
    const { error, attempt } = settled as { error?: unknown; attempt?: Attempt };
    await attempt?.abandoned();
    return error instanceof ShopError ? [error.status, error.message] : error ? [error] : null;
  };
  const fail = async (throttle: LoginThrottle, address: string, email: string, times = 1) => {
    for (let attempt = 0; attempt < times; attempt += 1) await (await throttle.attempt(address, email)).failed();
  };

  it('refuses an account after 3 failures from one address, saying when to come back', async () => {
    const { throttle, advance } = make();
    await fail(throttle, '10.0.0.1', 'a@shop.in', 3);
    expect(await refusal(throttle, '10.0.0.1', 'A@SHOP.IN')).toEqual([
      429,
      'Too many failed login attempts. Please try again in 10 minutes.',
    ]);
    advance(9 * 60_000 + 30_000);
    expect(await refusal(throttle, '10.0.0.1', 'a@shop.in')).toEqual([
      429,
      'Too many failed login attempts. Please try again in 1 minute.',
    ]);
    advance(60_000);
    expect(await refusal(throttle, '10.0.0.1', 'a@shop.in')).toBeNull();
  });

  it('lets no more attempts be checked than the limit, however many arrive at once', async () => {
    const { throttle } = make();
    let checked = 0;
    const guess = async () => {
      const attempt = await throttle.attempt('10.0.0.1', 'a@shop.in');
      checked += 1;
      await new Promise((resolve) => setTimeout(resolve, 2)); // the slow hash check
      await attempt.failed();
    };
    const answers = await Promise.allSettled(Array.from({ length: 10 }, guess));
    expect(checked).toBe(3);
    expect(answers.filter((answer) => answer.status === 'rejected')).toHaveLength(7);
  });

  it('lets every right password in when many arrive at once: the later ones wait, none is refused', async () => {
    const { throttle } = make();
    const login = async () => {
      const attempt = await throttle.attempt('10.0.0.1', 'a@shop.in');
      await new Promise((resolve) => setTimeout(resolve, 2));
      await attempt.succeeded();
    };
    const answers = await Promise.allSettled(Array.from({ length: 10 }, login));
    expect(answers.every((answer) => answer.status === 'fulfilled')).toBe(true);
  });

  it('does not lock the same account from another address', async () => {
    const { throttle } = make();
    await fail(throttle, '10.0.0.1', 'a@shop.in', 3);
    expect(await refusal(throttle, '10.0.0.2', 'a@shop.in')).toBeNull();
  });

  it('refuses an address that fails on many accounts', async () => {
    const { throttle } = make();
    for (let account = 0; account < 5; account += 1) await fail(throttle, '10.0.0.1', `user${account}@shop.in`);
    expect((await refusal(throttle, '10.0.0.1', 'new@shop.in'))?.[0]).toBe(429);
  });

  it('forgets an account’s failures after a success, but not the address’s', async () => {
    const { throttle } = make();
    await fail(throttle, '10.0.0.1', 'a@shop.in', 2);
    await (await throttle.attempt('10.0.0.1', 'a@shop.in')).succeeded();
    await fail(throttle, '10.0.0.1', 'a@shop.in', 2);
    expect(await refusal(throttle, '10.0.0.1', 'a@shop.in')).toBeNull();
    // The address has four failures now; a fifth on any account reaches its limit.
    await fail(throttle, '10.0.0.1', 'b@shop.in');
    expect((await refusal(throttle, '10.0.0.1', 'c@shop.in'))?.[0]).toBe(429);
  });

  it('counts an attempt that ended without a verdict neither way', async () => {
    const { throttle } = make();
    for (let attempt = 0; attempt < 10; attempt += 1)
      await (await throttle.attempt('10.0.0.1', 'a@shop.in')).abandoned();
    expect(await refusal(throttle, '10.0.0.1', 'a@shop.in')).toBeNull();
  });
});
