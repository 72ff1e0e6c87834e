// Login as an attacker tries it: many guesses at once, a forged X-Forwarded-For, and timing to tell
// which emails are shop admins. This CMS runs behind a (pretend) proxy, so each test gets client
// addresses of its own through X-Forwarded-For, as a proxy would append them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startCms, type TestCms } from './support/cms';

const PER_ACCOUNT = 5;
const PER_ADDRESS = 8;

let cms: TestCms;
/** How many times a password was compared with a stored hash (the slow, throttled step). */
let hashChecks: Array<{ hash: string }> = [];

beforeAll(async () => {
  cms = await startCms('sqlite', {
    BEHIND_PROXY: 'true',
    PROXY_HOPS: '1',
    LOGIN_MAX_FAILURES: String(PER_ACCOUNT),
    LOGIN_MAX_FAILURES_PER_ADDRESS: String(PER_ADDRESS),
  });
  const users = cms.strapi.plugin('users-permissions').service('user');
  const validatePassword = users.validatePassword.bind(users);
  users.validatePassword = (password: string, hash: string) => {
    hashChecks.push({ hash });
    return validatePassword(password, hash);
  };
});
afterAll(() => cms?.stop());

/** A login as it reaches the CMS through a proxy that appended `forwardedFor` to X-Forwarded-For. */
const login = (email: string, password: string, forwardedFor: string) =>
  cms.call('POST', '/api/admin/login', { body: { email, password }, headers: { 'x-forwarded-for': forwardedFor } });

const statuses = (answers: Array<{ status: number }>) =>
  answers.reduce<Record<number, number>>((counts, { status }) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});

describe('parallel guesses cannot outrun the throttle', () => {
  it(`50 wrong passwords at once for one account: at most ${PER_ACCOUNT} are checked`, async () => {
    hashChecks = [];
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, guess) => login(ADMIN.email, `Guess@${1000 + guess}`, '203.0.113.10')),
    );
    expect(statuses(answers)).toEqual({ 400: PER_ACCOUNT, 429: 50 - PER_ACCOUNT });
    expect(hashChecks).toHaveLength(PER_ACCOUNT);
    // The owner, from elsewhere, is not locked out by it.
    expect((await login(ADMIN.email, ADMIN.password, '203.0.113.11')).status).toBe(200);
  });

  it(`50 wrong passwords at once for 50 emails from one address: at most ${PER_ADDRESS} are checked`, async () => {
    hashChecks = [];
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, guess) => login(`guess${guess}@suvarna.test`, 'Guess@1234', '203.0.113.20')),
    );
    expect(statuses(answers)).toEqual({ 400: PER_ADDRESS, 429: 50 - PER_ADDRESS });
    expect(hashChecks).toHaveLength(PER_ADDRESS);
  });

  it('20 right passwords at once for one account all log in: those over the limit wait, none is refused', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => login(ADMIN.email, ADMIN.password, '203.0.113.12')),
    );
    expect(statuses(answers)).toEqual({ 200: 20 });
  });

  it('wrong current passwords on set-password count as failed logins', async () => {
    const token = (
      await login(ADMIN.email, ADMIN.password, '203.0.113.30').then((answer) => answer.body.data as { token: string })
    ).token;
    const attempt = () =>
      cms.call('PUT', '/api/admin/set-password', {
        token,
        body: { currentPassword: 'Guess@1234', password: 'Thief@Pass1', confirmPassword: 'Thief@Pass1' },
        headers: { 'x-forwarded-for': '203.0.113.30' },
      });
    const answers = await Promise.all(Array.from({ length: 20 }, attempt));
    expect(statuses(answers)).toEqual({ 400: PER_ACCOUNT, 429: 20 - PER_ACCOUNT });
  });
});

describe("'Forgot password?' is throttled like the login, apart from it", () => {
  const forgot = (email: string, forwardedFor: string) =>
    cms.call('POST', '/api/admin/forgot-password', { body: { email }, headers: { 'x-forwarded-for': forwardedFor } });

  it(`50 requests at once for 50 emails from one address: ${PER_ADDRESS} answered, and the login still works`, async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => forgot(`forgot${index}@suvarna.test`, '203.0.113.50')),
    );
    expect(statuses(answers)).toEqual({ 200: PER_ADDRESS, 429: 50 - PER_ADDRESS });
    expect(answers.find((answer) => answer.status === 429)?.body.message).toMatch(
      /^Too many requests for a reset link\. Please try again in \d+ minutes?\.$/,
    );
    // Another address is another count; the login's allowance from this one is untouched.
    expect((await forgot('forgot0@suvarna.test', '203.0.113.51')).status).toBe(200);
    expect((await login(ADMIN.email, ADMIN.password, '203.0.113.50')).status).toBe(200);
  });

  it(`50 requests at once for one email from one address: ${PER_ACCOUNT} answered`, async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => forgot(ADMIN.email, '203.0.113.52')));
    expect(statuses(answers)).toEqual({ 200: PER_ACCOUNT, 429: 50 - PER_ACCOUNT });
  });
});

describe('behind a proxy, the client address is the one the proxy appended', () => {
  it('counts failures by the last X-Forwarded-For entry', async () => {
    const email = 'proxy-count@suvarna.test';
    for (let guess = 0; guess < PER_ACCOUNT; guess += 1)
      expect((await login(email, 'Guess@1234', '198.51.100.1')).status).toBe(400);
    expect((await login(email, 'Guess@1234', '198.51.100.1')).status).toBe(429);
    // Another client behind the same proxy is another address.
    expect((await login(email, 'Guess@1234', '198.51.100.2')).status).toBe(400);
  });

  it('ignores what a client wrote into X-Forwarded-For itself (the entries left of the proxy’s)', async () => {
    const email = 'proxy-spoof@suvarna.test';
    for (let guess = 0; guess < PER_ACCOUNT; guess += 1)
      expect((await login(email, 'Guess@1234', `192.0.2.${guess}, 198.51.100.3`)).status).toBe(400);
    expect((await login(email, 'Guess@1234', '192.0.2.99, 198.51.100.3')).status).toBe(429);
  });
});

describe('timing does not tell which emails are shop admins', () => {
  it('an unknown email is checked against a hash of the same cost as a real one', async () => {
    hashChecks = [];
    expect((await login('nobody@suvarna.test', 'Guess@1234', '203.0.113.40')).status).toBe(400);
    expect((await login(ADMIN.email, 'Guess@1234', '203.0.113.41')).status).toBe(400);
    expect(hashChecks).toHaveLength(2);
    const [unknown, known] = hashChecks.map(({ hash }) => hash.split('$').slice(0, 3).join('$'));
    // "$2a$10": the algorithm and its cost, which is what the time depends on.
    expect(unknown).toMatch(/^\$2[aby]\$\d\d$/);
    expect(unknown).toBe(known);
  });
});
