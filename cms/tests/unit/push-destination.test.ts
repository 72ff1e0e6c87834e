// Where the CMS may send a push (src/api/push/destination.ts): in production only https on a
// public address, so a stored subscription cannot make the CMS call into its own network.
import { describe, expect, it } from 'vitest';
import { endpointRefusal, isPrivateAddress, publicOnlyLookup } from '../../src/api/push/destination';

describe('push destinations', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/abc',
    'https://web.push.apple.com/QG9',
    'https://8.8.8.8/push',
  ])('production sends to a push service on a public address: %s', (endpoint) => {
    expect(endpointRefusal(endpoint, true)).toBeNull();
  });

  it.each([
    ['http://fcm.googleapis.com/fcm/send/abc', 'endpoint must be an https URL'],
    ['https://127.0.0.1/push', 'endpoint must be on a public address'],
    ['https://localhost/push', 'endpoint must be on a public address'],
    ['https://10.0.0.5/push', 'endpoint must be on a public address'],
    ['https://169.254.169.254/latest/meta-data', 'endpoint must be on a public address'],
    ['https://192.168.1.1/push', 'endpoint must be on a public address'],
    ['https://[::1]/push', 'endpoint must be on a public address'],
    ['https://[::ffff:127.0.0.1]/push', 'endpoint must be on a public address'],
    ['https://[fd00::1]/push', 'endpoint must be on a public address'],
    ['https://intranet/push', 'endpoint must be on a public address'],
    ['https://user:secret@fcm.googleapis.com/x', 'endpoint must not carry a user name or password'],
  ])('production refuses %s', (endpoint, reason) => {
    expect(endpointRefusal(endpoint, true)).toBe(reason);
  });

  it('outside production allows http on 127.0.0.1 (the tests’ stand-in), never another scheme', () => {
    expect(endpointRefusal('http://127.0.0.1:4000/push/x', false)).toBeNull();
    expect(endpointRefusal('file:///etc/passwd', false)).toBe('endpoint must be an http(s) URL');
  });

  it('tells private addresses from public ones', () => {
    expect(
      ['127.0.0.1', '10.1.2.3', '172.20.0.1', '::1', 'fe80::1', '::ffff:192.168.0.1'].map(isPrivateAddress),
    ).toEqual([true, true, true, true, true, true]);
    expect(['8.8.8.8', '2a00:1450:4001::200e', 'fcm.googleapis.com'].map(isPrivateAddress)).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('refuses at the connection a name that resolves to a private address', async () => {
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      publicOnlyLookup('localhost', {}, (failure) => resolve(failure)),
    );
    expect(error?.message).toMatch(/localhost resolves to a private address/);
  });
});
