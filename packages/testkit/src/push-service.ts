// A stand-in for a browser vendor's push service (FCM, Mozilla's autopush), which cannot be reached
// here. It is a real HTTP server that does what a push service does to a message before delivering
// it: checks the sender's VAPID header (RFC 8292: an ES256 JWT for the endpoint's origin, signed by
// the key the subscription was made with), the encoding and the TTL, then decrypts the body as the
// browser would (RFC 8291 over RFC 8188's aes128gcm) with the device keys it made for the
// subscription, and records the JSON. Written from the RFCs with node:crypto alone, and checked
// against RFC 8291's own example (push-service.test.ts), so it cannot share a bug with the sender.
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

const b64url = (bytes: Buffer) => bytes.toString('base64url');
const unb64url = (text: string) => Buffer.from(text, 'base64url');

/** RFC 8291 §3.4 and RFC 8188 §2: the plaintext of an aes128gcm Web Push body. */
export function decryptWebPush(body: Buffer, device: { privateKey: Buffer; publicKey: Buffer; auth: Buffer }): Buffer {
  if (body.length < 21) throw new Error('the body is shorter than the aes128gcm header');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20] as number;
  // RFC 8291 §4: the key id is the application server's public key, uncompressed (65 bytes).
  if (idLength !== 65) throw new Error(`the key id is ${idLength} bytes, not the sender's 65-byte public key`);
  const senderPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (recordSize < 18) throw new Error(`record size ${recordSize} is below 18`);

  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(device.privateKey);
  const sharedSecret = ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.publicKey, senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, device.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const baseNonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));

  const records: Buffer[] = [];
  for (let offset = 0, seq = 0; offset < ciphertext.length; offset += recordSize, seq += 1) {
    const record = ciphertext.subarray(offset, offset + recordSize);
    if (record.length < 17) throw new Error('a record is shorter than its tag');
    const nonce = Buffer.from(baseNonce);
    // The record's sequence number XORed into the nonce's end (fewer than 2^32 records here).
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ seq) >>> 0, 8);
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    // The padding delimiter: 2 ends the last record, 1 any other; zeros after it are padding.
    let end = plain.length - 1;
    while (end >= 0 && plain[end] === 0) end -= 1;
    const last = offset + recordSize >= ciphertext.length;
    if (end < 0 || plain[end] !== (last ? 2 : 1)) throw new Error('a record has no valid padding delimiter');
    records.push(plain.subarray(0, end));
  }
  return Buffer.concat(records);
}

export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
}

/** RFC 8292: the `vapid t=<JWT>, k=<key>` header's claims, once its ES256 signature and claims check out. */
export function verifyVapid(header: string | undefined, endpointOrigin: string, nowSeconds: number) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Error('Authorization is not "vapid t=<JWT>, k=<public key>"');
  const [, jwt, key] = match as unknown as [string, string, string];
  const raw = unb64url(key);
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('k is not an uncompressed P-256 public key');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33)) },
    format: 'jwk',
  });
  const [head, claims, signature] = jwt.split('.') as [string, string, string];
  const parsedHead = JSON.parse(unb64url(head).toString('utf8')) as { alg?: string };
  if (parsedHead.alg !== 'ES256') throw new Error(`the JWT's alg is ${parsedHead.alg}, not ES256`);
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    unb64url(signature),
  );
  if (!signed) throw new Error("the JWT's signature does not verify with k");
  const parsed = JSON.parse(unb64url(claims).toString('utf8')) as Partial<VapidClaims>;
  if (parsed.aud !== endpointOrigin)
    throw new Error(`aud is ${parsed.aud}, not the endpoint's origin ${endpointOrigin}`);
  if (typeof parsed.exp !== 'number' || parsed.exp <= nowSeconds || parsed.exp > nowSeconds + 24 * 60 * 60)
    throw new Error('exp is not within the next 24 hours');
  if (typeof parsed.sub !== 'string' || !/^(mailto:|https:)/.test(parsed.sub))
    throw new Error('sub is not a mailto: or https: URL');
  return { publicKey: key, claims: parsed as VapidClaims };
}

/** A push the stand-in accepted: decrypted, with the headers and claims it came with. */
export interface ReceivedPush {
  endpoint: string;
  payload: unknown;
  ttl: number;
  urgency: string | null;
  vapid: { publicKey: string; claims: VapidClaims };
}

/** What a browser's PushManager.subscribe hands the page, for a device this stand-in holds the keys of. */
export interface DeviceSubscription {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

export interface PushServiceStandIn {
  origin: string;
  /** A subscription as a browser would make it with this application server key. */
  newDevice(applicationServerKey: string): DeviceSubscription;
  /** The subscription's endpoint answers 410 Gone from now on, as after the user revoked it. */
  revoke(endpoint: string): void;
  received: ReceivedPush[];
  /** Pushes refused, with why: the tests expect none. */
  refused: Array<{ endpoint: string; status: number; reason: string }>;
  /** Resolves with the first push (already received or still to come) that `matches` accepts. */
  nextPush(matches?: (push: ReceivedPush) => boolean, timeoutMs?: number): Promise<ReceivedPush>;
  stop(): Promise<void>;
}

interface Device {
  privateKey: Buffer;
  publicKey: Buffer;
  auth: Buffer;
  serverKey: string;
  revoked: boolean;
}

export async function startPushService(): Promise<PushServiceStandIn> {
  const devices = new Map<string, Device>();
  const received: ReceivedPush[] = [];
  const refused: PushServiceStandIn['refused'] = [];
  const waiters = new Set<() => void>();
  let origin = '';

  const answer = (response: ServerResponse, status: number, text = '') => {
    response.writeHead(status, { 'content-type': 'text/plain' });
    response.end(text);
  };

  const take = async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const endpoint = `${origin}${request.url}`;
    const device = devices.get(endpoint);
    const refuse = (status: number, reason: string) => {
      refused.push({ endpoint, status, reason });
      answer(response, status, reason);
    };
    if (request.method !== 'POST') return refuse(405, 'only POST delivers a push');
    if (!device) return refuse(404, 'no such subscription');
    if (device.revoked) return answer(response, 410, 'the subscription was revoked');
    let vapid: ReturnType<typeof verifyVapid>;
    try {
      vapid = verifyVapid(request.headers.authorization, origin, Math.floor(Date.now() / 1000));
    } catch (error) {
      return refuse(401, (error as Error).message);
    }
    if (vapid.publicKey !== device.serverKey) return refuse(403, 'k is not the key the subscription was made with');
    if (request.headers['content-encoding'] !== 'aes128gcm') return refuse(415, 'Content-Encoding must be aes128gcm');
    const ttl = Number(request.headers.ttl);
    if (!/^\d+$/.test(String(request.headers.ttl ?? '')) || !Number.isSafeInteger(ttl))
      return refuse(400, 'TTL must be a whole number of seconds');
    let payload: unknown;
    try {
      payload = JSON.parse(decryptWebPush(Buffer.concat(chunks), device).toString('utf8'));
    } catch (error) {
      return refuse(400, `the body does not decrypt to JSON: ${(error as Error).message}`);
    }
    received.push({ endpoint, payload, ttl, urgency: (request.headers.urgency as string | undefined) ?? null, vapid });
    for (const wake of waiters) wake();
    response.writeHead(201, { location: `${endpoint}/message/${received.length}` });
    response.end();
  };

  const server = createServer((request, response) => {
    take(request, response).catch((error: unknown) => answer(response, 500, String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    refused,
    newDevice(applicationServerKey) {
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${b64url(randomBytes(12))}`;
      devices.set(endpoint, {
        privateKey: ecdh.getPrivateKey(),
        publicKey,
        auth,
        serverKey: applicationServerKey,
        revoked: false,
      });
      return { endpoint, expirationTime: null, keys: { p256dh: b64url(publicKey), auth: b64url(auth) } };
    },
    revoke(endpoint) {
      const device = devices.get(endpoint);
      if (device) device.revoked = true;
    },
    nextPush(matches = () => true, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const look = () => {
          const found = received.find(matches);
          if (!found) return false;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(found);
          return true;
        };
        const wake = () => void look();
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error(`no matching push in ${timeoutMs} ms (refused: ${JSON.stringify(refused)})`));
        }, timeoutMs);
        if (!look()) waiters.add(wake);
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
