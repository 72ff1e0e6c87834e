import { describe, expect, it } from 'vitest';
import { EnquiryThrottle } from '../../src/lib/enquiry-throttle';
import { ShopError } from '../../src/lib/http';

const clock = (start = 0) => {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
};

const refusal = async (run: () => Promise<unknown>) => {
  try {
    await run();
  } catch (error) {
    if (error instanceof ShopError) return { status: error.status, message: error.message };
    throw error;
  }
  return null;
};

describe('the enquiry throttle', () => {
  it('lets through the hour’s allowance from one address, then says how long to wait', async () => {
    const time = clock();
    const throttle = new EnquiryThrottle(3, time.now);
    for (let sent = 0; sent < 3; sent++) {
      await (await throttle.reserve('10.0.0.1')).stored();
      time.advance(10 * 60_000);
    }
    // The first was accepted 30 minutes ago: it leaves the hour in 30 minutes.
    expect(await refusal(() => throttle.reserve('10.0.0.1'))).toEqual({
      status: 429,
      message: 'Too many messages from this connection. Please try again in 30 minutes.',
    });
    expect(await refusal(async () => (await throttle.reserve('10.0.0.2')).stored())).toBeNull();
    time.advance(30 * 60_000);
    expect(await refusal(async () => (await throttle.reserve('10.0.0.1')).stored())).toBeNull();
  });

  it('does not count refused or failed enquiries', async () => {
    const throttle = new EnquiryThrottle(1, clock().now);
    for (let tried = 0; tried < 5; tried++) await (await throttle.reserve('10.0.0.1')).released();
    await (await throttle.reserve('10.0.0.1')).stored();
    expect((await refusal(() => throttle.reserve('10.0.0.1')))?.status).toBe(429);
  });

  it('counts enquiries being stored, so parallel ones cannot outrun it', async () => {
    const throttle = new EnquiryThrottle(2, clock().now);
    const slots = [await throttle.reserve('10.0.0.1'), await throttle.reserve('10.0.0.1')];
    expect(await refusal(() => throttle.reserve('10.0.0.1'))).toEqual({
      status: 429,
      message: 'Too many messages from this connection. Please try again in 1 minute.',
    });
    await slots[0]?.released();
    expect(await refusal(() => throttle.reserve('10.0.0.1'))).toBeNull();
  });

  it('ends a slot once, whatever is said after', async () => {
    const throttle = new EnquiryThrottle(1, clock().now);
    const slot = await throttle.reserve('10.0.0.1');
    await slot.released();
    await slot.stored();
    expect(await refusal(() => throttle.reserve('10.0.0.1'))).toBeNull();
  });
});
