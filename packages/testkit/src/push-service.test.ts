// The push service's stand-in is checked against the RFCs themselves, so a bug in it cannot hide a
// bug in the CMS's sending: RFC 8291 §5's example decrypts to its plaintext, and the VAPID check
// accepts a JWT signed as RFC 8292 says and refuses every claim or signature that is off.
import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptWebPush, verifyVapid } from './push-service.js';

const b = (text: string) => Buffer.from(text, 'base64url');

// RFC 8291 §5 ("Push Message Encryption Example"), verbatim.
const RFC8291 = {
  plaintext: 'When I grow up, I want to be a watermelon',
  uaPublic: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
  uaPrivate: 'q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94',
  authSecret: 'BTBZMqHH6r4Tts7J_aSIgg',
  body:
    'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27ml' +
    'mlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPT' +
    'pK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
};
const device = { privateKey: b(RFC8291.uaPrivate), publicKey: b(RFC8291.uaPublic), auth: b(RFC8291.authSecret) };

describe('RFC 8291 decryption', () => {
  it("decrypts the RFC's example to its plaintext", () => {
    expect(decryptWebPush(b(RFC8291.body), device).toString('utf8')).toBe(RFC8291.plaintext);
  });

  it('refuses the example with one ciphertext bit flipped, or with another auth secret', () => {
    const flipped = b(RFC8291.body);
    flipped.writeUInt8((flipped.at(-20) as number) ^ 1, flipped.length - 20);
    expect(() => decryptWebPush(flipped, device)).toThrow();
    expect(() => decryptWebPush(b(RFC8291.body), { ...device, auth: Buffer.alloc(16) })).toThrow();
  });
});

describe('RFC 8292 VAPID check', () => {
  const origin = 'http://127.0.0.1:9999';
  const now = 1_800_000_000;
  const keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = keys.publicKey.export({ format: 'jwk' }) as { x: string; y: string };
  const k = Buffer.concat([Buffer.from([4]), b(jwk.x), b(jwk.y)]).toString('base64url');
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const header = (claims: Record<string, unknown>, alg = 'ES256') => {
    const unsigned = `${part({ typ: 'JWT', alg })}.${part(claims)}`;
    const signature = sign('sha256', Buffer.from(unsigned), { key: keys.privateKey, dsaEncoding: 'ieee-p1363' });
    return `vapid t=${unsigned}.${signature.toString('base64url')}, k=${k}`;
  };
  const good = { aud: origin, exp: now + 12 * 3600, sub: 'mailto:owner@suvarna.example' };

  it('accepts a JWT for the origin, signed by k, expiring within a day', () => {
    expect(verifyVapid(header(good), origin, now)).toEqual({ publicKey: k, claims: good });
  });

  it.each([
    ['another audience', { ...good, aud: 'https://fcm.googleapis.com' }, /aud/],
    ['an expired token', { ...good, exp: now - 1 }, /exp/],
    ['a token of more than a day', { ...good, exp: now + 25 * 3600 }, /exp/],
    ['a subject that is no contact', { ...good, sub: 'owner' }, /sub/],
  ])('refuses %s', (_name, claims, message) => {
    expect(() => verifyVapid(header(claims), origin, now)).toThrow(message);
  });

  it('refuses a signature by another key, a changed claim, and a header of another form', () => {
    const other = generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey.export({ format: 'jwk' }) as typeof jwk;
    const otherK = Buffer.concat([Buffer.from([4]), b(other.x), b(other.y)]).toString('base64url');
    expect(() => verifyVapid(header(good).replace(k, otherK), origin, now)).toThrow(/signature/);
    const [t] = header(good).slice('vapid t='.length).split(',') as [string];
    const [head, , signature] = t.split('.');
    const forged = `vapid t=${head}.${part({ ...good, sub: 'mailto:mallory@evil.example' })}.${signature}, k=${k}`;
    expect(() => verifyVapid(forged, origin, now)).toThrow(/signature/);
    expect(() => verifyVapid(`WebPush ${t}`, origin, now)).toThrow(/vapid t=/);
    expect(() => verifyVapid(undefined, origin, now)).toThrow(/vapid t=/);
  });
});
