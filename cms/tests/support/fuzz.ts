// Hostile requests for the property-based fuzz of the REST contract (docs/api.md): what to
// send (fast-check arbitraries), how to send it byte for byte (node:http, so paths and headers
// reach the CMS unnormalised), and what must hold whatever was sent (the envelope; a refused
// request changes no row and leaves no file).
import { createECDH } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { addDays, indiaDate, PRODUCT_STATUSES } from '@suvarna/domain';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { TestCms } from './cms';
import { jpeg, png } from './images';

/** A long text, expanded only when sent, so a failing case prints as `Big(A×100000)`. */
export class Big {
  constructor(
    readonly unit: string,
    readonly count: number,
  ) {}
  toString() {
    return this.unit.repeat(this.count);
  }
  toJSON() {
    return this.toString();
  }
  [fc.toStringMethod]() {
    return `Big(${JSON.stringify(this.unit)}×${this.count})`;
  }
}

/** Something that exists right now (a row's id, a rate's name), picked when the request is sent. */
export class Live {
  constructor(
    readonly kind: LiveKind,
    readonly index: number,
    readonly asText = false,
  ) {}
  [fc.toStringMethod]() {
    return `Live(${this.kind}#${this.index}${this.asText ? ', as text' : ''})`;
  }
}

export type LiveKind = 'rate' | 'rateName' | 'category' | 'product' | 'banner' | 'image' | 'enquiry' | 'savingsPlan';
export type LiveIds = Record<LiveKind, Array<number | string>>;
export type Auth = 'admin' | 'none' | 'bad' | 'user' | 'basic' | 'bearerAlone' | 'twoTokens';

export type FileBytes = 'png' | 'jpeg' | 'text' | 'html' | 'pngHeaderThenGarbage' | 'jpegHeaderOnly' | 'svg' | 'empty';
export interface FilePart {
  field: string;
  name: string;
  type: string;
  bytes: FileBytes;
}

export type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown; contentType?: string }
  | { kind: 'text'; text: string | Big; contentType?: string; gzipHeaderOnly?: boolean }
  | { kind: 'urlencoded'; fields: Record<string, unknown> }
  | {
      kind: 'multipart';
      fields: Array<[string, unknown]>;
      files: FilePart[];
      dropBoundary?: boolean;
      /** Headers added to every part, such as the names formidable stopped at for good. */
      partHeaders?: Array<[string, string]>;
    };

export interface HostileRequest {
  method: string;
  /** The path; `:id` is replaced by `id`, sent as is (percent-escapes included). */
  path: string;
  id?: string | Live;
  auth: Auth;
  body: Body;
}

// ---- what to send ----------------------------------------------------------------------------

export const HOSTILE_TEXTS = [
  "' OR '1'='1",
  "'; DROP TABLE products; --",
  '1; SELECT * FROM up_users --',
  '" OR ""="',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '</script><script>window.__pwned=1</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: template-injection text, sent literally.
  '{{7*7}}${7*7}<%= 7*7 %>',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  'C:\\Windows\\System32',
  '\u202Egnp.exe',
  'مرحبا بالعالم',
  '💍💎👑🏳️‍🌈',
  'a\u0000b',
  '\u0000',
  '\uFEFF',
  '\uD800',
  ' ',
  '\t\n\r',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '1e309',
  '-1e309',
  '0x1F',
  '1_000',
  '١٢٣',
  '１２３',
  '9007199254740993',
  '2147483648',
  '99999999999999999999999',
  '3.14159265358979',
  '  12  ',
  'Gold',
  'female',
  'active',
  // Look-alikes of the fuzz's own rates and categories (fuzz.sqlite.test.ts): the same names as
  // people read them, so refused as taken.
  'ＦＺ Ring',
  'fz\u200B ring',
  'FZ  Ring',
  '\u202EFZ Chain',
  'FZ 22\u00ADK',
  'FZ\u00A0Silver\u2060',
] as const;

/** Characters that draw nothing: zero-width, joiners, byte-order mark, soft hyphen, bidi controls. */
export const INVISIBLE_CHARACTERS = [
  '\u200B',
  '\u200C',
  '\u200D',
  '\u2060',
  '\uFEFF',
  '\u00AD',
  '\u200E',
  '\u200F',
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u061C',
] as const;

/** Fullwidth forms of printable ASCII (Ａ for A): what an East Asian keyboard types. */
const fullwidth = (text: string) =>
  text.replace(/[!-~]/g, (character) => String.fromCodePoint((character.codePointAt(0) ?? 0) + 0xfee0));

/** One way of writing a name otherwise that reads the same. */
const disguise: fc.Arbitrary<(name: string) => string> = fc.oneof(
  fc.constantFrom(
    (name: string) => name.toUpperCase(),
    (name: string) => name.toLowerCase(),
    fullwidth,
    (name: string) => name.normalize('NFD'),
  ),
  fc.tuple(fc.constantFrom(...INVISIBLE_CHARACTERS), fc.nat()).map(([invisible, at]) => (name: string) => {
    const characters = Array.from(name);
    characters.splice(at % (characters.length + 1), 0, invisible);
    return characters.join('');
  }),
  fc
    .constantFrom('  ', '\u00A0', '\u2003', '\u3000', ' \u200B ')
    .map((space) => (name: string) => ` ${name.replaceAll(' ', space)}${space}`),
);

/** A look-alike of `name`: written otherwise (case, fullwidth, decomposed, invisible characters, spaces), read the same. */
export const lookalikeOf = (name: string): fc.Arbitrary<string> =>
  fc
    .array(disguise, { minLength: 1, maxLength: 4 })
    .map((disguises) => disguises.reduce((text, change) => change(text), name))
    .filter((text) => text !== name);

const hostileText: fc.Arbitrary<string | Big> = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_TEXTS), weight: 5 },
  { arbitrary: fc.string({ maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 20 }), weight: 1 },
  { arbitrary: fc.constantFrom('FZ Ring', 'FZ Chain', 'FZ 22K', 'FZ Silver').chain(lookalikeOf), weight: 1 },
  {
    arbitrary: fc.constantFrom(new Big('A', 100_000), new Big('💎', 30_000), new Big('<', 5_001), new Big('9', 400)),
    weight: 1,
  },
);

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(-1, 0, -0, 0.001, 1.005, 1e21, 1e308, -1e308, 2_147_483_648, Number.MAX_SAFE_INTEGER + 2),
  fc.integer(),
  fc.double(),
);

/** Any JSON value a client could send in a field's place. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileText, weight: 5 },
  { arbitrary: hostileNumber, weight: 3 },
  { arbitrary: fc.constantFrom(true, false, null, [], {}, [1, 2], { $ne: null }, { $gt: '' }, ['a', 'b']), weight: 2 },
  { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 1 },
);

/** A browser's push key: a real P-256 point, so a subscription with it is valid. */
const DEVICE_KEY = createECDH('prime256v1').generateKeys().toString('base64url');

/** Percent-escaped UTF-8; a lone surrogate (which cannot be escaped) becomes U+FFFD first. */
const escapeForUrl = (text: string) => encodeURIComponent(Buffer.from(text).toString());

const live = (kind: LiveKind) =>
  fc.tuple(fc.nat(), fc.boolean()).map(([index, asText]) => new Live(kind, index, asText));

/** A path segment in an id's place: mostly malformed, sometimes a real id. */
export const hostileId: fc.Arbitrary<string | Live> = fc.oneof(
  {
    arbitrary: fc.constantFrom(
      'abc',
      '-1',
      '0',
      '00',
      '1e309',
      '1.5',
      'NaN',
      'Infinity',
      '99999999999',
      '2147483648',
      '0x10',
      '%00',
      '%',
      '%E0%A4%A',
      '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '..%2F..%2Fetc%2Fpasswd',
      '..',
      '1%20OR%201%3D1',
      "1'--",
      '%EF%BC%91',
      '1;DROP%20TABLE%20rates',
      '%F0%9F%92%8E',
      '[object%20Object]',
      '1,2',
    ),
    weight: 4,
  },
  { arbitrary: hostileText.map((text) => escapeForUrl(String(text)).slice(0, 4000)), weight: 2 },
  { arbitrary: fc.integer().map(String), weight: 1 },
  { arbitrary: live('category'), weight: 1 },
);

const authArbitrary: fc.Arbitrary<Auth> = fc.oneof(
  { arbitrary: fc.constant<Auth>('admin'), weight: 5 },
  { arbitrary: fc.constantFrom<Auth>('none', 'bad', 'user'), weight: 3 },
  { arbitrary: fc.constantFrom<Auth>('basic', 'bearerAlone', 'twoTokens'), weight: 1 },
);

/** Valid fields, so a request gets past the first checks, then up to 3 hostile changes. */
function fieldsFrom(valid: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<Record<string, unknown>> {
  const changes = fc.array(
    fc.tuple(
      fc.constantFrom(
        'name',
        'price',
        'quotedPrice',
        'quoteUnit',
        'id',
        'sku',
        'weight',
        'laber',
        'purity',
        'category_id',
        'stones',
        'huid',
        'makingChargeValue',
        'confirm',
        'extra',
      ),
      hostileValue,
    ),
    { minLength: 1, maxLength: 3 },
  );
  return valid.chain((fields) =>
    fc
      .tuple(
        fc.oneof({ arbitrary: fc.constant([]), weight: 1 }, { arbitrary: changes, weight: 2 }),
        fc.oneof(
          { arbitrary: fc.constant([]), weight: 3 },
          {
            arbitrary: fc.subarray(Object.keys(fields), { maxLength: Math.min(2, Object.keys(fields).length) }),
            weight: 1,
          },
        ),
      )
      .map(([changed, dropped]) => {
        const result: Record<string, unknown> = { ...fields };
        for (const [key, value] of changed) if (key in result || key === 'extra') result[key] = value;
        for (const key of dropped) delete result[key];
        return result;
      }),
  );
}

/** Mostly the honest value, sometimes a hostile one. */
const mostly = (honest: fc.Arbitrary<unknown>) =>
  fc.oneof({ arbitrary: honest, weight: 3 }, { arbitrary: hostileText, weight: 1 });

const productFields = fc.record({
  name: mostly(fc.constant('Fuzz Ring')),
  sku: fc.stringMatching(/^FZ-[A-Z0-9]{6}$/),
  metal: mostly(fc.constantFrom('Gold', 'Silver', 'Diamond')),
  purity: live('rateName'),
  category_id: live('category'),
  laber: fc.constantFrom('1500', 1500, '0'),
  discount: fc.constantFrom('0', '100', 0),
  gender: fc.constantFrom('male', 'female'),
  status: mostly(fc.constantFrom(...PRODUCT_STATUSES)),
  weight: fc.constantFrom('4.5', 2, '0.125'),
  size: fc.constantFrom('16', '', 0),
  color: fc.constantFrom('Yellow', ''),
  details: mostly(fc.constant('Handmade')),
  description: mostly(fc.constant('A ring')),
  // The Gujarati and Hindi texts: honest ones in their scripts, or hostile.
  nameGu: mostly(fc.constantFrom('સોનાની વીંટી', '')),
  nameHi: mostly(fc.constantFrom('सोने की अंगूठी', '')),
  descriptionGu: mostly(fc.constant('હાથબનાવટ')),
  descriptionHi: mostly(fc.constant('हस्तनिर्मित')),
  detailsGu: mostly(fc.constant('22K સોનું')),
  detailsHi: mostly(fc.constant('22K सोना')),
  // Trade pricing: making by type, stone lines (a JSON string, hostile inside too), HUID, fee.
  makingChargeType: fc.constantFrom('flat', 'per_gram', 'percent', ''),
  makingChargeValue: fc.constantFrom('12', 800, '0'),
  stones: fc.oneof(
    fc.constant(''),
    fc.constant(JSON.stringify([{ name: 'Diamond', count: 1, carats: 0.25, pricePerCarat: 60000 }])),
    hostileText.map((text) =>
      JSON.stringify([{ name: text, count: 1, carats: 0.1, rate: text, certificate: { lab: text, number: text } }]),
    ),
  ),
  huid: fc.oneof(fc.constant(''), fc.stringMatching(/^[A-Z0-9]{6}$/), hostileText),
  hallmarkFee: fc.constantFrom('45', '', 0),
  grossWeight: fc.constantFrom('', '5', 4.5),
  discountType: fc.constantFrom('flat', 'percent', ''),
});

/** The JSON body of each JSON route of section 3, valid at first and then spoilt. */
export const JSON_ROUTES: Array<{ method: string; path: string; fields: fc.Arbitrary<Record<string, unknown>> }> = [
  {
    method: 'POST',
    path: '/api/admin/login',
    fields: fieldsFrom(fc.record({ email: hostileText, password: hostileText })),
  },
  {
    method: 'POST',
    path: '/api/admin/add-price',
    fields: fieldsFrom(
      fc.oneof(
        fc.record({ name: fc.stringMatching(/^FZ [a-z]{4}$/), price: fc.constantFrom(6000, '98.5') }),
        // The price as the trade quotes it (per 10 g, per kg), stored per gram.
        fc.record({
          name: fc.stringMatching(/^FZ [a-z]{4}$/),
          quotedPrice: fc.constantFrom(60_000, '98500'),
          quoteUnit: fc.constantFrom('10g', 'kg'),
        }),
      ),
    ),
  },
  {
    method: 'PUT',
    path: '/api/admin/update-price',
    fields: fieldsFrom(
      fc.record({
        id: live('rate'),
        name: fc.stringMatching(/^FZ [a-z]{4}$/),
        price: fc.constantFrom(6100, '7000'),
        quoteUnit: fc.constantFrom('10g', 'kg', 'g', undefined),
        confirm: fc.constantFrom(true, false, undefined),
      }),
    ),
  },
  {
    method: 'POST',
    path: '/api/admin/add-category',
    fields: fieldsFrom(fc.record({ name: hostileText, nameGu: mostly(fc.constant('વીંટી')), nameHi: hostileText })),
  },
  {
    method: 'PUT',
    path: '/api/admin/banner/:id/texts',
    fields: fieldsFrom(fc.record({ alt: hostileText, altGu: mostly(fc.constant('દિવાળી ઓફર')), altHi: hostileText })),
  },
  {
    method: 'PUT',
    path: '/api/admin/category/:id',
    fields: fieldsFrom(fc.record({ name: hostileText, nameGu: hostileText, nameHi: mostly(fc.constant('अंगूठी')) })),
  },
  {
    method: 'PUT',
    path: '/api/admin/update-product',
    fields: fieldsFrom(
      fc.record(
        {
          id: live('product'),
          name: hostileText,
          status: fc.oneof(fc.constantFrom(...PRODUCT_STATUSES, 'Sold', 'draft ', 'archived'), hostileText),
          // Set only by the CMS when the status changes: a body's is ignored.
          statusChangedAt: fc.oneof(fc.constant('1970-01-01T00:00:00.000Z'), hostileText),
          weight: hostileNumber,
        },
        { requiredKeys: ['id'] },
      ),
    ),
  },
  {
    method: 'PUT',
    path: '/api/admin/products',
    // Real pieces' ids, so a change gets as far as the form's rules; never a real delete (a delete
    // of hostile ids only, or a hostile delete flag): the fuzz's pieces stay for the other routes.
    fields: fc.oneof(
      fieldsFrom(
        fc.record(
          {
            ids: fc.array(fc.oneof(live('product'), hostileNumber), { minLength: 1, maxLength: 3 }),
            set: fc.oneof(
              fc.record(
                {
                  status: fc.oneof(fc.constantFrom(...PRODUCT_STATUSES, 'archived'), hostileText),
                  category_id: fc.oneof(live('category'), hostileNumber),
                  makingChargeType: fc.constantFrom('flat', 'per_gram', 'percent', '', 'gram'),
                  makingChargeValue: fc.oneof(fc.constantFrom('12', 800), hostileNumber),
                  discountType: fc.constantFrom('flat', 'percent', '', 'all'),
                  discount: fc.oneof(fc.constantFrom('0', 100, 1e9), hostileNumber),
                },
                { requiredKeys: [] },
              ),
              hostileValue,
            ),
          },
          { requiredKeys: ['ids'] },
        ),
      ),
      fc.record({
        // No id a piece may have (small numbers could be real ones).
        ids: fc.array(
          fc.oneof(
            fc.constantFrom(-1, 0, 1.5, 2_147_483_648, 'abc', null, '1e3'),
            fc.integer({ min: 1_000_000_000, max: 2_147_483_647 }),
          ),
          { maxLength: 3 },
        ),
        delete: fc.oneof(fc.constant(true), hostileValue),
      }),
    ),
  },
  { method: 'POST', path: '/api/user/get-product', fields: fieldsFrom(fc.record({ id: live('product') })) },
  {
    method: 'POST',
    path: '/api/user/enquiry',
    fields: fieldsFrom(
      fc.record(
        {
          name: hostileText,
          email: fc.oneof(fc.constantFrom('', 'asha@example.in', 'a@b'), hostileText),
          phone: fc.oneof(fc.constantFrom('', '98250 12345', '+44 20 7946 0958', '12345'), hostileText),
          message: hostileText,
          productId: fc.oneof(live('product'), hostileNumber),
          website: fc.constantFrom('', '', '', 'https://spam.example'),
          consent: fc.oneof(fc.constant('yes'), fc.constant('yes'), hostileText),
          // A savings plan's interest: a plan of the shop's or not, an instalment in its range or not.
          savingsPlanId: fc.oneof(live('savingsPlan'), hostileNumber, hostileText),
          instalment: fc.oneof(fc.constantFrom(1000, 5000, 999, 50_001, '5000'), hostileNumber, hostileText),
          // A visit's booking (docs/api.md#visits): a date in the window or not, a time of the
          // shop's or not, the pieces as ids, a form's text or neither.
          kind: fc.oneof(fc.constantFrom('message', 'visit', 'visit', 'savings-plan'), hostileText),
          visitDate: fc.oneof(
            fc.constantFrom(addDays(indiaDate(new Date()), 2), addDays(indiaDate(new Date()), 40), '2026-02-30', ''),
            hostileText,
          ),
          visitTime: fc.oneof(fc.constantFrom('10:00', '10:15', '25:00', ''), hostileText),
          visitMode: fc.oneof(fc.constantFrom('shop', 'video'), hostileText),
          pieces: fc.oneof(fc.array(fc.oneof(live('product'), hostileNumber), { maxLength: 3 }), hostileText),
        },
        { requiredKeys: ['name', 'email', 'phone', 'message', 'productId', 'website'] },
      ),
    ),
  },
  ...['POST /api/admin/savings-plans', 'PUT /api/admin/savings-plan/:id'].map((route) => ({
    method: route.split(' ')[0] as string,
    path: route.split(' ')[1] as string,
    fields: fieldsFrom(
      fc.record({
        name: mostly(fc.constantFrom('Fuzz Nidhi', '')),
        nameGu: mostly(fc.constant('ફઝ નિધિ')),
        nameHi: mostly(fc.constant('फ़ज़ निधि')),
        months: fc.oneof(fc.constantFrom(1, 11, 24, 0, 25, '12'), hostileNumber),
        minInstalment: fc.oneof(fc.constantFrom(1000, '500', 0), hostileNumber),
        maxInstalment: fc.oneof(fc.constantFrom(50_000, 1_000_001), hostileNumber),
        benefit: fc.oneof(
          fc.constantFrom({ kind: 'instalment' }, { kind: 'none' }, { kind: 'making-discount', percent: 25 }),
          fc.record({ kind: hostileText, percent: hostileValue }),
          hostileValue,
        ),
      }),
    ),
  })),
  {
    method: 'POST',
    path: '/api/user/erasure-request',
    fields: fieldsFrom(
      fc.record({
        email: fc.oneof(fc.constantFrom('', 'asha@example.in', 'a@b'), hostileText),
        phone: fc.oneof(fc.constantFrom('', '98250 12345', '12345'), hostileText),
        website: fc.constantFrom('', '', '', 'https://spam.example'),
      }),
    ),
  },
  {
    method: 'POST',
    path: '/api/admin/erasure-request/:id/erase',
    fields: fieldsFrom(fc.record({})),
  },
  {
    method: 'PUT',
    path: '/api/admin/enquiry/:id',
    fields: fieldsFrom(fc.record({ status: fc.oneof(fc.constantFrom('new', 'answered', 'archived'), hostileText) })),
  },
  {
    method: 'PUT',
    path: '/api/admin/shop-settings',
    fields: fieldsFrom(
      fc.record(
        {
          name: mostly(fc.constantFrom('Suvarna Jewellers', null)),
          phones: fc.oneof(fc.constant(['+91 98250 12345', '0261 246 1010']), fc.array(hostileText, { maxLength: 3 })),
          whatsapp: mostly(fc.constantFrom('+91 98250 12345', '919825012345')),
          email: mostly(fc.constant('desk@suvarna.example')),
          address: fc.oneof(fc.constant(['12 Ring Road', 'Surat']), fc.array(hostileText, { maxLength: 3 })),
          mapUrl: mostly(fc.constantFrom('https://www.google.com/maps?q=Surat&output=embed', 'javascript:alert(1)')),
          openingHours: fc.oneof(
            fc.constant([{ day: 'monday', opens: '10:00', closes: '20:00' }]),
            fc.array(fc.record({ day: hostileText, opens: hostileText, closes: hostileText }), { maxLength: 2 }),
          ),
          social: fc.record(
            {
              instagram: mostly(fc.constantFrom('https://www.instagram.com/suvarna', '')),
              facebook: hostileText,
              youtube: mostly(fc.constant('https://www.youtube.com/@suvarna')),
              whatsappChannel: mostly(fc.constant('https://whatsapp.com/channel/0029Va')),
            },
            { requiredKeys: [] },
          ),
          // An SMTP server nothing listens on: 'Send a test email' fails at once.
          smtp: fc.oneof(
            fc.constant(null),
            fc.record({
              host: mostly(fc.constant('127.0.0.1')),
              port: fc.constantFrom(9, '9', 0, '0x19'),
              secure: fc.constantFrom(false, 'yes'),
              user: mostly(fc.constant('shop')),
              password: hostileText,
              to: mostly(fc.constant('desk@suvarna.example')),
            }),
          ),
        },
        { requiredKeys: [] },
      ),
    ),
  },
  {
    method: 'POST',
    path: '/api/admin/team',
    fields: fieldsFrom(
      fc.record({
        name: fc.oneof(fc.stringMatching(/^FZ [a-z]{4}$/), hostileText),
        email: fc.oneof(fc.stringMatching(/^fz[a-z]{4}@suvarna\.test$/), hostileText),
        role: fc.oneof(fc.constantFrom('owner', 'staff'), hostileText),
      }),
    ),
  },
  {
    method: 'PUT',
    path: '/api/admin/team/:id',
    // The fuzz's own admin is the only active owner: it can never be demoted or disabled.
    fields: fieldsFrom(
      fc.record(
        {
          role: fc.oneof(fc.constantFrom('owner', 'staff'), hostileText),
          disabled: fc.oneof(fc.boolean(), hostileValue),
        },
        { requiredKeys: [] },
      ),
    ),
  },
  ...(['/api/admin/accept-invite', '/api/admin/reset-password'] as const).map((path) => ({
    method: 'POST',
    path,
    fields: fieldsFrom(
      fc.record({
        token: fc.oneof(fc.constantFrom('1.abc', '1.', '.', '0.x'), hostileText),
        password: fc.oneof(fc.constant('Fuzz@2026'), hostileText),
        confirmPassword: fc.oneof(fc.constant('Fuzz@2026'), hostileText),
      }),
    ),
  })),
  {
    method: 'POST',
    path: '/api/admin/forgot-password',
    // Unknown addresses only: a known one would be mailed a link (when the fuzz has SMTP, it has not).
    fields: fieldsFrom(fc.record({ email: fc.oneof(fc.constant('fuzz-nobody@suvarna.test'), hostileText) })),
  },
  {
    method: 'PUT',
    path: '/api/admin/set-password',
    fields: fieldsFrom(fc.record({ password: hostileText, confirmPassword: hostileText })),
  },
  {
    method: 'POST',
    path: '/api/admin/login/two-step',
    // Forged challenges only: a real one needs a right password of an account with two-step.
    fields: fieldsFrom(
      fc.record({
        challenge: fc.oneof(fc.constantFrom('1.abc.def', '1..', '..', '0.x.y', `1.${'A'.repeat(43)}.x`), hostileText),
        code: fc.oneof(fc.constantFrom('123456', '000000', 'abcde-fghjk'), hostileText),
      }),
    ),
  },
  {
    method: 'POST',
    path: '/api/admin/two-step/enable',
    fields: fieldsFrom(fc.record({ code: fc.oneof(fc.constantFrom('123456', ' 000 000 '), hostileText) })),
  },
  {
    method: 'POST',
    path: '/api/admin/two-step/disable',
    // Wrong passwords only: the fuzz's admin never turns on two-step, so a right one would change nothing.
    fields: fieldsFrom(fc.record({ password: hostileText })),
  },
  {
    method: 'POST',
    path: '/api/admin/push/subscriptions',
    // Endpoints on 127.0.0.1 only (port 9 is closed): a stored one is pushed to on the next enquiry.
    fields: fieldsFrom(
      fc.record({
        endpoint: fc.oneof(
          fc.constantFrom('http://127.0.0.1:9/push/fz', 'ftp://127.0.0.1/push', 'http://u:p@127.0.0.1:9/x', ''),
          hostileText,
        ),
        keys: fc.oneof(
          fc.record({
            p256dh: fc.oneof(fc.constant(DEVICE_KEY), fc.constant(`B${'A'.repeat(86)}`), hostileText),
            auth: fc.oneof(fc.constant('AAAAAAAAAAAAAAAAAAAAAA'), hostileText),
          }),
          hostileValue,
        ),
        expirationTime: fc.oneof(fc.constant(null), hostileNumber),
      }),
    ),
  },
];

/**
 * Every route of the contract by method and path (`:id` where it takes one), but Logout: it would end
 * the fuzz's admin session, and takes no input to fuzz (suites/auth.ts tests it).
 */
export const ALL_ROUTES: Array<[string, string]> = [
  ['POST', '/api/admin/login'],
  ['GET', '/api/admin/get-price'],
  ['POST', '/api/admin/add-price'],
  ['PUT', '/api/admin/update-price'],
  ['DELETE', '/api/admin/delete-price/:id'],
  ['POST', '/api/admin/get-category'],
  ['POST', '/api/admin/add-category'],
  ['PUT', '/api/admin/category/:id'],
  ['DELETE', '/api/admin/category/:id'],
  ['GET', '/api/admin/product-count'],
  ['POST', '/api/admin/get-product'],
  ['POST', '/api/admin/add-product'],
  ['PUT', '/api/admin/product/:id'],
  ['PUT', '/api/admin/update-product'],
  ['PUT', '/api/admin/products'],
  ['DELETE', '/api/admin/product/:id'],
  ['GET', '/api/admin/banner-images'],
  ['POST', '/api/admin/add-banner-image'],
  ['PUT', '/api/admin/banner/:id'],
  ['PUT', '/api/admin/banner/:id/texts'],
  ['DELETE', '/api/admin/delete-banner-image/:id'],
  ['GET', '/api/user/product-list'],
  ['GET', '/api/user/get-new-arrivals'],
  ['POST', '/api/user/get-product'],
  ['PUT', '/api/admin/set-password'],
  ['GET', '/api/admin/me'],
  ['POST', '/api/admin/login/two-step'],
  ['POST', '/api/admin/two-step/setup'],
  ['POST', '/api/admin/two-step/enable'],
  ['POST', '/api/admin/two-step/disable'],
  ['GET', '/api/admin/publish-status'],
  ['POST', '/api/admin/publish-now'],
  ['GET', '/api/admin/publish-history'],
  ['GET', '/api/admin/backups'],
  ['POST', '/api/admin/backups'],
  ['POST', '/api/admin/backups/download-link'],
  // The download link's token in the id's place: any hostile id is a forged link.
  ['GET', '/api/admin/backups/download/:id'],
  ['GET', '/api/admin/team'],
  ['POST', '/api/admin/team'],
  ['PUT', '/api/admin/team/:id'],
  ['DELETE', '/api/admin/team/:id'],
  ['POST', '/api/admin/team/:id/reset-link'],
  ['DELETE', '/api/admin/team/:id/two-step'],
  ['POST', '/api/admin/accept-invite'],
  ['POST', '/api/admin/reset-password'],
  ['POST', '/api/admin/forgot-password'],
  ['GET', '/api/health'],
  ['GET', '/api/user/shop'],
  ['GET', '/api/user/rate-history'],
  ['GET', '/api/admin/rate-history'],
  ['GET', '/api/admin/history'],
  ['POST', '/api/user/enquiry'],
  ['GET', '/api/user/visit-slots'],
  ['GET', '/api/admin/enquiries'],
  ['GET', '/api/admin/enquiry/:id'],
  ['PUT', '/api/admin/enquiry/:id'],
  ['DELETE', '/api/admin/enquiry/:id'],
  ['POST', '/api/user/erasure-request'],
  ['GET', '/api/admin/erasure-requests'],
  ['POST', '/api/admin/erasure-request/:id/erase'],
  ['GET', '/api/admin/export'],
  ['GET', '/api/admin/import-template'],
  ['POST', '/api/admin/import'],
  ['GET', '/api/admin/shop-settings'],
  ['PUT', '/api/admin/shop-settings'],
  ['POST', '/api/admin/shop-settings/test-email'],
  ['GET', '/api/user/savings-plans'],
  ['GET', '/api/admin/savings-plans'],
  ['POST', '/api/admin/savings-plans'],
  ['PUT', '/api/admin/savings-plan/:id'],
  ['DELETE', '/api/admin/savings-plan/:id'],
  ['GET', '/api/admin/push/key'],
  ['POST', '/api/admin/push/subscriptions'],
  ['DELETE', '/api/admin/push/subscriptions'],
];

/** Routes that only read: whatever they are sent, they change nothing. */
export const READ_ROUTES = new Set([
  'GET /api/admin/me',
  'GET /api/admin/get-price',
  'POST /api/admin/get-category',
  'GET /api/admin/product-count',
  'POST /api/admin/get-product',
  'GET /api/admin/banner-images',
  'GET /api/user/product-list',
  'GET /api/user/get-new-arrivals',
  'POST /api/user/get-product',
  'GET /api/admin/publish-status',
  'GET /api/admin/publish-history',
  'GET /api/admin/backups',
  'POST /api/admin/backups/download-link',
  'GET /api/admin/backups/download/:id',
  'GET /api/admin/team',
  'GET /api/health',
  'GET /api/user/shop',
  'GET /api/user/rate-history',
  'GET /api/admin/rate-history',
  'GET /api/admin/history',
  'GET /api/user/visit-slots',
  'GET /api/admin/enquiries',
  'GET /api/admin/enquiry/:id',
  'GET /api/admin/erasure-requests',
  'GET /api/admin/export',
  'GET /api/admin/import-template',
  'GET /api/admin/shop-settings',
  'POST /api/admin/shop-settings/test-email',
  'GET /api/user/savings-plans',
  'GET /api/admin/savings-plans',
  'GET /api/admin/push/key',
]);

/** A file, mostly in the field the route reads (`images` or `image`). */
const filePart = (field: string): fc.Arbitrary<FilePart> =>
  fc.record({
    field: fc.oneof(
      { arbitrary: fc.constant(field), weight: 4 },
      {
        arbitrary: fc.constantFrom('images', 'image', 'mobileImage', 'files', 'file', 'existingImages', 'name'),
        weight: 1,
      },
    ),
    name: fc.oneof(
      fc.constantFrom(
        '../../etc/passwd',
        '../../../../tmp/evil.png',
        '..\\..\\win.ini',
        '/etc/passwd',
        'ring.png',
        'ring.php.png',
        'shell.php',
        '.htaccess',
        '',
        'a\u0000b.png',
        '\u202Egnp.exe',
        '💍.jpg',
        `${'x'.repeat(300)}.png`,
        'CON.png',
      ),
      fc.string({ maxLength: 30 }),
    ),
    type: fc.constantFrom('image/png', 'image/jpeg', 'text/plain', 'application/x-php', 'image/svg+xml', ''),
    bytes: fc.constantFrom<FileBytes>(
      'png',
      'png',
      'jpeg',
      'jpeg',
      'text',
      'html',
      'pngHeaderThenGarbage',
      'jpegHeaderOnly',
      'svg',
      'empty',
    ),
  });

const multipartFields = fc
  .tuple(
    fieldsFrom(productFields),
    fc.option(
      fc.oneof(
        fc.constant('[]'),
        live('image').map((image) => [image]),
        hostileValue,
      ),
      { nil: undefined, freq: 2 },
    ),
    fc.oneof(
      { arbitrary: fc.constant([]), weight: 3 },
      {
        arbitrary: fc.array(fc.tuple(fc.constantFrom('name', 'sku', 'category_id', 'existingImages'), hostileValue), {
          minLength: 1,
          maxLength: 2,
        }),
        weight: 1,
      },
    ),
  )
  .map(([fields, kept, duplicates]) => {
    const entries: Array<[string, unknown]> = Object.entries(fields);
    if (kept !== undefined) entries.push(['existingImages', kept]);
    // The same field twice: which one wins must not matter to the outcome's shape.
    return [...entries, ...duplicates];
  });

/**
 * Part header names FormData never sends: formidable (strapi::body's parser until the body gate)
 * stopped for good at a name with anything but letters and hyphens, and the request was never answered.
 */
const ODD_PART_HEADER_NAMES = ['X-Part2', 'X_Part', 'Content-MD5', 'X.Part', 'x~y!#$%&*+^`|', 'X-Ü'] as const;

const partHeaders: fc.Arbitrary<Array<[string, string]>> = fc.oneof(
  { arbitrary: fc.constant<Array<[string, string]>>([]), weight: 3 },
  {
    arbitrary: fc.array(fc.tuple(fc.constantFrom<string>(...ODD_PART_HEADER_NAMES), fc.constantFrom('1', 'abc', '')), {
      minLength: 1,
      maxLength: 2,
    }),
    weight: 1,
  },
);

/** The multipart routes with fields and files, honest and hostile. */
export const multipartRequest: fc.Arbitrary<HostileRequest> = fc
  .constantFrom<[string, string, string]>(
    ['POST', '/api/admin/add-product', 'images'],
    ['PUT', '/api/admin/product/:id', 'images'],
    ['POST', '/api/admin/add-banner-image', 'image'],
    ['POST', '/api/admin/add-banner-image', 'mobileImage'],
    ['PUT', '/api/admin/banner/:id', 'mobileImage'],
    ['POST', '/api/admin/import', 'file'],
    ['POST', '/api/admin/import', 'photos'],
  )
  .chain(([method, route, field]) =>
    fc.record({
      method: fc.constant(method),
      path: fc.constant(route),
      id: fc.oneof(
        { arbitrary: live(route.includes('banner') ? 'banner' : 'product'), weight: 3 },
        { arbitrary: hostileId, weight: 1 },
      ),
      auth: authArbitrary,
      body: fc.record({
        kind: fc.constant('multipart' as const),
        fields: multipartFields,
        files: fc.array(filePart(field), { maxLength: field === 'images' ? 4 : 2 }),
        dropBoundary: fc.oneof(
          { arbitrary: fc.constant(false), weight: 9 },
          { arbitrary: fc.constant(true), weight: 1 },
        ),
        partHeaders,
      }),
    }),
  );

/** A body in one of the many shapes a careless or hostile client sends. */
export function bodyShapes(fields: Record<string, unknown>): fc.Arbitrary<Body> {
  const json = JSON.stringify(fields);
  return fc.oneof(
    { arbitrary: fc.constant<Body>({ kind: 'json', value: fields }), weight: 8 },
    {
      arbitrary: fc.constantFrom<Body>(
        // The same key twice, the last one hostile.
        { kind: 'text', text: `${json.slice(0, -1)}${json.length > 2 ? ',' : ''}"name":"first","name":null}` },
        { kind: 'text', text: '{' },
        { kind: 'text', text: '{"name":' },
        { kind: 'text', text: "{'name':'single quotes'}" },
        { kind: 'text', text: '{name: 1}' },
        { kind: 'text', text: '[1,2' },
        { kind: 'text', text: '{"a":1}}' },
        { kind: 'text', text: 'NaN' },
        { kind: 'text', text: '' },
        { kind: 'text', text: '\u0000' },
        { kind: 'json', value: null },
        { kind: 'json', value: [fields] },
        { kind: 'json', value: 'a string' },
        { kind: 'json', value: 42 },
        { kind: 'json', value: fields, contentType: 'text/plain' },
        { kind: 'json', value: fields, contentType: 'application/xml' },
        { kind: 'json', value: fields, contentType: 'application/json; charset=utf-7' },
        { kind: 'json', value: fields, contentType: 'application/json; charset=utf-16le' },
        { kind: 'json', value: fields, contentType: 'application/x-www-form-urlencoded' },
        { kind: 'json', value: fields, contentType: 'multipart/form-data' },
        { kind: 'json', value: fields, contentType: 'application/vnd.api+json' },
        { kind: 'json', value: fields, contentType: '' },
        { kind: 'text', text: json, contentType: 'application/json', gzipHeaderOnly: true },
        { kind: 'text', text: new Big('{"a":', 20_000), contentType: 'application/json' },
        { kind: 'json', value: { ...fields, name: new Big('x', 300_000) } },
        { kind: 'json', value: { ...fields, padding: new Big('💎', 25_000) } },
        { kind: 'urlencoded', fields },
        { kind: 'multipart', fields: Object.entries(fields), files: [] },
        {
          kind: 'multipart',
          fields: Object.entries(fields),
          files: [{ field: 'image', name: '../../etc/passwd', type: 'image/png', bytes: 'png' }],
        },
        {
          kind: 'multipart',
          fields: Object.entries(fields),
          files: [{ field: 'images', name: 'x.png', type: 'image/png', bytes: 'text' }],
        },
        { kind: 'multipart', fields: Object.entries(fields), files: [], dropBoundary: true },
        { kind: 'multipart', fields: Object.entries(fields), files: [], partHeaders: [['X-Part2', '1']] },
      ),
      weight: 4,
    },
  );
}

/** Any JSON route with spoilt fields in any body shape, as any caller. */
export const jsonRequest: fc.Arbitrary<HostileRequest> = fc.constantFrom(...JSON_ROUTES).chain((route) =>
  fc.record({
    method: fc.constant(route.method),
    path: fc.constant(route.path),
    id: fc.oneof(
      live(route.path.includes('banner') ? 'banner' : route.path.includes('savings-plan') ? 'savingsPlan' : 'category'),
      hostileId,
    ),
    auth: authArbitrary,
    body: route.fields.chain(bodyShapes),
  }),
);

/** Every route with a malformed (or sometimes real) id, any method, with or without a body. */
export const pathRequest: fc.Arbitrary<HostileRequest> = fc
  .record({
    route: fc.constantFrom(...ALL_ROUTES.filter(([, route]) => route.includes(':id'))),
    kind: fc.constantFrom<LiveKind>('rate', 'category', 'product', 'banner', 'enquiry', 'savingsPlan'),
    hostile: hostileId,
    useLive: fc.boolean(),
    index: fc.nat(),
    wrongMethod: fc.constantFrom(undefined, undefined, undefined, 'POST', 'PATCH', 'GET'),
    auth: authArbitrary,
    body: fc.constantFrom<Body>({ kind: 'none' }, { kind: 'json', value: { name: 'Fuzz Renamed' } }),
  })
  .map(({ route: [method, route], kind, hostile, useLive, index, wrongMethod, auth, body }) => ({
    method: wrongMethod ?? method,
    path: route,
    id: useLive ? new Live(kind, index) : hostile,
    auth,
    body,
  }));

/** Parameters every query string may be sent: operators, arrays and prototype keys. */
const HOSTILE_KEYS = ['populate', 'filters[name][$eq]', '__proto__[x]', 'constructor[prototype][x]'];

/** The routes that read a query string, and the parameters each knows, spoilt in their own ways. */
const QUERY_ROUTES: ReadonlyArray<{ path: string; auth: Auth; keys: string[] }> = [
  {
    path: '/api/user/product-list',
    auth: 'none',
    keys: [
      'page',
      'limit',
      'searchParams',
      'search',
      'metal',
      'categories',
      'gender',
      'sort',
      'page[]',
      'categories[]',
      'metal[$ne]',
      'sort[0]',
    ],
  },
  { path: '/api/user/rate-history', auth: 'none', keys: ['days', 'days[]', 'days[$gt]'] },
  { path: '/api/admin/rate-history', auth: 'admin', keys: ['name', 'days', 'name[]', 'name[$ne]', 'days[0]'] },
  {
    path: '/api/admin/history',
    auth: 'admin',
    keys: ['who', 'kind', 'id', 'from', 'to', 'search', 'page', 'kind[]', 'search[$ne]', 'who[$gt]', 'page[0]'],
  },
  { path: '/api/user/shop', auth: 'none', keys: ['gstRate'] },
  { path: '/api/user/visit-slots', auth: 'none', keys: ['date', 'date[]', 'date[$gt]', 'date[0]'] },
  { path: '/api/admin/enquiries', auth: 'admin', keys: ['status', 'search', 'page', 'status[]', 'search[$ne]'] },
  { path: '/api/admin/export', auth: 'admin', keys: ['format', 'format[]', 'format[$ne]'] },
  { path: '/api/admin/import-template', auth: 'admin', keys: ['format', 'format[]'] },
  { path: '/api/admin/push/key', auth: 'admin', keys: ['endpoint', 'publicKey'] },
];

/**
 * A query string of a reading route (the product list, both rate histories, the shop's settings),
 * with every parameter spoilt in its own ways. Values are cut to 300 characters (still thrice the
 * search limit): Node itself answers an address over 16 KB with a bare 431 before the CMS sees it.
 */
export const queryRequest: fc.Arbitrary<HostileRequest> = fc.constantFrom(...QUERY_ROUTES).chain((route) =>
  fc
    .array(
      fc.tuple(
        fc.constantFrom(...route.keys, ...HOSTILE_KEYS),
        fc.oneof(
          hostileText.map(String),
          hostileNumber.map(String),
          fc.constantFrom('Gold', 'price_asc', 'female', '2', '30', '22K', 'csv', 'xlsx'),
        ),
      ),
      { maxLength: 6 },
    )
    .map((pairs) => ({
      method: 'GET',
      path: `${route.path}?${pairs.map(([key, value]) => `${encodeURIComponent(key).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${escapeForUrl(value.slice(0, 300))}`).join('&')}`,
      auth: route.auth,
      body: { kind: 'none' as const },
    })),
);

/** Every route of section 3 asked by a caller who is not a shop admin, with a hostile body. */
export const strangerRequest: fc.Arbitrary<HostileRequest> = fc
  .record({
    route: fc.constantFrom(...ALL_ROUTES),
    id: fc.oneof(live('product'), live('category'), hostileId),
    auth: fc.constantFrom<Auth>('none', 'bad', 'user'),
    fields: fc.dictionary(fc.constantFrom('id', 'name', 'price', 'quotedPrice', 'password', 'sku'), hostileValue, {
      maxKeys: 3,
    }),
    multipart: fc.boolean(),
  })
  .map(({ route: [method, route], id, auth, fields, multipart }) => ({
    method,
    path: route,
    id,
    auth,
    body: multipart
      ? {
          kind: 'multipart' as const,
          fields: Object.entries(fields),
          files: [{ field: 'images', name: '../../etc/passwd', type: 'image/png', bytes: 'png' as const }],
        }
      : { kind: 'json' as const, value: fields },
  }));

// ---- how it is sent --------------------------------------------------------------------------

export interface Tokens {
  admin: string;
  user: string;
}

export interface RawAnswer {
  status: number;
  contentType: string;
  text: string;
  /** Where a redirect points (a form-posted enquiry's 303). */
  location?: string | undefined;
}

export async function fileBytes(): Promise<Record<FileBytes, Uint8Array>> {
  const text = (value: string) => new TextEncoder().encode(value);
  const pngBytes = await png('#7a5c1e');
  return {
    png: pngBytes,
    jpeg: await jpeg('#cccccc'),
    text: text('<?php system($_GET["c"]); ?>'),
    html: text('<html><script>alert(1)</script></html>'),
    // A PNG's signature, then bytes no decoder can read.
    pngHeaderThenGarbage: new Uint8Array([...pngBytes.subarray(0, 8), ...text('not really a picture at all')]),
    jpegHeaderOnly: new Uint8Array([0xff, 0xd8, 0xff]),
    svg: text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
    empty: new Uint8Array(),
  };
}

function pick(value: Live, ids: LiveIds): number | string {
  const all = ids[value.kind];
  const chosen = all.length === 0 ? 1 : (all[value.index % all.length] as number | string);
  return value.asText ? String(chosen) : chosen;
}

/** The request's values with every `Live` replaced by what exists now (and `Big` expanded). */
function resolve(value: unknown, ids: LiveIds): unknown {
  if (value instanceof Live) return pick(value, ids);
  if (value instanceof Big) return value.toString();
  if (Array.isArray(value)) return value.map((item) => resolve(item, ids));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolve(item, ids)]));
  }
  return value;
}

const asFormText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

async function encode(
  body: Body,
  ids: LiveIds,
  files: Record<FileBytes, Uint8Array>,
): Promise<{ bytes?: Buffer; contentType?: string | undefined; encoding?: string }> {
  switch (body.kind) {
    case 'none':
      return {};
    case 'json':
      return {
        bytes: Buffer.from(JSON.stringify(resolve(body.value, ids)) ?? ''),
        contentType: body.contentType ?? 'application/json',
      };
    case 'text': {
      const text = Buffer.from(body.text.toString());
      // A body that claims to be gzip but is not.
      return body.gzipHeaderOnly
        ? { bytes: gzipSync(text).subarray(0, 12), contentType: body.contentType, encoding: 'gzip' }
        : { bytes: text, contentType: body.contentType ?? 'application/json' };
    }
    case 'urlencoded': {
      const resolved = resolve(body.fields, ids) as Record<string, unknown>;
      const params = new URLSearchParams(Object.entries(resolved).map(([key, value]) => [key, asFormText(value)]));
      return { bytes: Buffer.from(params.toString()), contentType: 'application/x-www-form-urlencoded' };
    }
    case 'multipart': {
      if (body.partHeaders && body.partHeaders.length > 0) {
        const written = handWrittenForm(
          body.fields.map(([key, value]) => [key, asFormText(resolve(value, ids))]),
          body.files.map((file) => ({ ...file, content: files[file.bytes] })),
          body.partHeaders,
        );
        return { ...written, contentType: body.dropBoundary ? 'multipart/form-data' : written.contentType };
      }
      const form = new FormData();
      for (const [key, value] of body.fields) form.append(key, asFormText(resolve(value, ids)));
      for (const file of body.files) {
        form.append(file.field, new Blob([new Uint8Array(files[file.bytes])], { type: file.type }), file.name);
      }
      const encoded = new Request('http://localhost/', { method: 'POST', body: form });
      const contentType = encoded.headers.get('content-type') ?? '';
      return {
        bytes: Buffer.from(await encoded.arrayBuffer()),
        contentType: body.dropBoundary ? 'multipart/form-data' : contentType,
      };
    }
  }
}

/** A multipart form written out byte for byte, as FormData would but for the extra headers in every part. */
function handWrittenForm(
  fields: Array<[string, string]>,
  files: Array<FilePart & { content: Uint8Array }>,
  extraHeaders: Array<[string, string]>,
): { bytes: Buffer; contentType: string } {
  const boundary = '----suvarna-fuzz-boundary';
  // As the HTML standard escapes a name or file name in Content-Disposition.
  const quoted = (text: string) => `"${text.replace(/\r/g, '%0D').replace(/\n/g, '%0A').replace(/"/g, '%22')}"`;
  const part = (headers: string[], content: Uint8Array | string) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\n${[...headers, ...extraHeaders.map(([name, value]) => `${name}: ${value}`)].join('\r\n')}\r\n\r\n`,
      ),
      Buffer.from(content),
      Buffer.from('\r\n'),
    ]);
  const bytes = Buffer.concat([
    ...fields.map(([name, value]) => part([`Content-Disposition: form-data; name=${quoted(name)}`], value)),
    ...files.map((file) =>
      part(
        [
          `Content-Disposition: form-data; name=${quoted(file.field)}; filename=${quoted(file.name)}`,
          `Content-Type: ${file.type || 'application/octet-stream'}`,
        ],
        file.content,
      ),
    ),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { bytes, contentType: `multipart/form-data; boundary=${boundary}` };
}

const AUTH_HEADERS: Record<Auth, (tokens: Tokens) => string | undefined> = {
  admin: (tokens) => `Bearer ${tokens.admin}`,
  user: (tokens) => `Bearer ${tokens.user}`,
  bad: () => 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.forged-signature',
  none: () => undefined,
  // Headers that are not `Bearer <token>`: once a 500 (a null where a promise was expected).
  basic: () => 'Basic YWRtaW46YWRtaW4=',
  bearerAlone: () => 'Bearer',
  twoTokens: (tokens) => `Bearer ${tokens.admin} ${tokens.admin}`,
};

export function resolvedPath(request: HostileRequest, ids: LiveIds): string {
  if (!request.path.includes(':id')) return request.path;
  const id = request.id instanceof Live ? String(pick(request.id, ids)) : (request.id ?? '1');
  return request.path.replace(':id', id);
}

export async function send(
  cms: TestCms,
  request: HostileRequest,
  ids: LiveIds,
  tokens: Tokens,
  files: Record<FileBytes, Uint8Array>,
): Promise<RawAnswer> {
  const { bytes, contentType, encoding } = await encode(request.body, ids, files);
  const headers: Record<string, string> = {};
  if (contentType !== undefined && contentType !== '') headers['content-type'] = contentType;
  if (encoding) headers['content-encoding'] = encoding;
  if (bytes) headers['content-length'] = String(bytes.length);
  const authorization = AUTH_HEADERS[request.auth](tokens);
  if (authorization) headers.authorization = authorization;
  const base = new URL(cms.base);
  return new Promise((done, fail) => {
    const outgoing = httpRequest(
      { host: base.hostname, port: base.port, method: request.method, path: resolvedPath(request, ids), headers },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          done({
            status: incoming.statusCode ?? 0,
            contentType: String(incoming.headers['content-type'] ?? ''),
            text: Buffer.concat(chunks).toString('utf8'),
            location: incoming.headers.location,
          }),
        );
        incoming.on('error', fail);
      },
    );
    outgoing.on('error', fail);
    outgoing.end(bytes);
  });
}

// ---- what must hold ----------------------------------------------------------------------------

/** Any answer: below 500, JSON, and exactly the envelope, consistent with its status. */
export function expectEnvelope(answer: RawAnswer): void {
  const described = `${answer.status} ${answer.contentType} ${answer.text.slice(0, 300)}`;
  expect(answer.status, described).toBeLessThan(500);
  expect(answer.contentType, described).toMatch(/^application\/json/);
  const body = JSON.parse(answer.text) as Record<string, unknown>;
  expect(typeof body, described).toBe('object');
  expect(body, described).not.toBeNull();
  // A refusal may also name the fields at fault (`errors`), each with a code and a message.
  const keys = answer.status >= 400 ? ['success', 'message', 'data', 'errors'] : ['success', 'message', 'data'];
  expect(
    Object.keys(body).filter((key) => !keys.includes(key)),
    described,
  ).toEqual([]);
  if (body.errors !== undefined) {
    expect(Array.isArray(body.errors), described).toBe(true);
    for (const issue of body.errors as unknown[]) {
      expect(issue, described).toEqual({
        field: expect.any(String),
        code: expect.any(String),
        message: expect.any(String),
      });
      expect((issue as { message: string }).message, described).not.toMatch(
        /\n\s+at |node_modules|SQLITE|knex|TypeError/,
      );
    }
  }
  expect(typeof body.success, described).toBe('boolean');
  if (body.message !== undefined) expect(typeof body.message, described).toBe('string');
  if (answer.status >= 400) {
    expect(body.success, described).toBe(false);
    expect(String(body.message), described).not.toBe('');
    // No stack trace or internals in a refusal.
    expect(String(body.message), described).not.toMatch(/\n\s+at |node_modules|SQLITE|knex|TypeError/);
  } else {
    expect(body.success, described).toBe(true);
  }
}

export async function liveIds(cms: TestCms): Promise<LiveIds> {
  const ids = async (uid: string) =>
    (
      (await cms.strapi.db.query(uid).findMany({ select: ['id'], orderBy: { id: 'asc' } })) as Array<{ id: number }>
    ).map((row) => row.id);
  const rates = (await cms.strapi.db.query('api::rate.rate').findMany({ select: ['name'] })) as Array<{ name: string }>;
  return {
    rate: await ids('api::rate.rate'),
    rateName: rates.map((rate) => rate.name),
    category: await ids('api::category.category'),
    product: await ids('api::product.product'),
    banner: await ids('api::banner.banner'),
    image: await ids('plugin::upload.file'),
    enquiry: await ids('api::enquiry.enquiry'),
    savingsPlan: await ids('api::savings-plan.savings-plan'),
  };
}

/** Every row the shop's content is made of, with its links, and the files on disk. */
export async function snapshot(cms: TestCms) {
  const rows = (uid: string, populate?: Record<string, unknown>) =>
    cms.strapi.db.query(uid).findMany({ orderBy: { id: 'asc' }, ...(populate ? { populate } : {}) });
  const ids = { select: ['id'] };
  return {
    rates: await rows('api::rate.rate'),
    categories: await rows('api::category.category'),
    products: await rows('api::product.product', { purity: ids, category: ids, images: ids }),
    banners: await rows('api::banner.banner', { image: ids, mobileImage: ids }),
    files: await rows('plugin::upload.file'),
    users: await rows('plugin::users-permissions.user', { role: ids }),
    enquiries: await rows('api::enquiry.enquiry'),
    erasureRequests: await rows('api::erasure-request.erasure-request'),
    shopSettings: await rows('api::shop.shop-setting'),
    savingsPlans: await rows('api::savings-plan.savings-plan'),
    pushSubscriptions: await rows('api::push.push-subscription'),
    uploads: readdirSync(path.join(cms.publicDir, 'uploads')).sort(),
  };
}

/** What multipart parsing left in the temporary folder (the CMS's own folder aside). */
export const temporaryFiles = (temporaryDir: string) =>
  readdirSync(temporaryDir)
    .filter((name) => !name.startsWith('suvarna-cms-'))
    .sort();
