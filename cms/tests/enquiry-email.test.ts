// The shop is emailed about each new enquiry through a real SMTP server started by the test
// (smtp-server), and an enquiry is never lost to SMTP: stored first, its email tried again while
// the server is down, also after the CMS restarts. The throttle is tried here too, from outside and
// in parallel, with addresses told apart by X-Forwarded-For (BEHIND_PROXY).
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Enquiry, EnquiryList } from '@suvarna/domain';
import { ENQUIRY_MESSAGES } from '@suvarna/domain';
import { type CmsProcess, freePort, startCmsProcess, TEST_ADMIN } from '@suvarna/testkit';
import { enquiryMarker } from '@suvarna/testkit/random';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const SITE_URL = 'https://www.suvarna.example';
const SHOP_MAILBOX = 'orders@suvarna.example';
const MAX_PER_HOUR = 3;

interface Mail {
  from: string;
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on a fixed port, which can be stopped and started again to play an outage;
 * with `login`, it takes mail only from a client that logs in with it.
 */
function mailServer(port: number, login?: { user: string; pass: string }) {
  const received: Mail[] = [];
  const failures: Error[] = [];
  let server: SMTPServer | undefined;
  return {
    received,
    async start() {
      server = new SMTPServer({
        // Plain SMTP on 127.0.0.1, as a relay in the shop's own network would be.
        disabledCommands: login ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
        ...(login
          ? {
              authOptional: false,
              allowInsecureAuth: true,
              onAuth(auth, _session, callback) {
                if (auth.username === login.user && auth.password === login.pass)
                  callback(null, { user: auth.username });
                else callback(new Error('Invalid username or password'));
              },
            }
          : {}),
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((recipient) => recipient.address),
              // Quoted-printable's soft line breaks joined back.
              raw: Buffer.concat(chunks).toString('utf8').replace(/=\r\n/g, ''),
            });
            callback();
          });
        },
      });
      // A client gone mid-connection (the CMS stopped by a test) resets its socket: that is not the
      // mail server failing, and unheard it would be an uncaught error. Anything else is kept.
      server.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ECONNRESET') failures.push(error);
      });
      const listening = server;
      await new Promise<void>((resolve) => listening.listen(port, '127.0.0.1', resolve));
      expect((listening.server.address() as AddressInfo).port).toBe(port);
    },
    async stop() {
      const running = server;
      server = undefined;
      if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
      expect(failures).toEqual([]);
    },
  };
}

let workDir: string;
let smtp: ReturnType<typeof mailServer>;
let cms: CmsProcess;
let env: Record<string, string>;

const startShopCms = () => startCmsProcess({ workDir, env });

async function token(): Promise<string> {
  const answer = await fetch(`${cms.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  });
  return ((await answer.json()) as { data: { token: string } }).data.token;
}

async function admin<T>(route: string): Promise<T> {
  const answer = await fetch(`${cms.url}${route}`, { headers: { authorization: `Bearer ${await token()}` } });
  return ((await answer.json()) as { data: T }).data;
}

const send = (from: string, body: Record<string, unknown>) =>
  fetch(`${cms.url}/api/user/enquiry`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify({ website: '', consent: 'yes', ...body }),
  });

const marker = () => enquiryMarker('MAIL');

const mailsAbout = (text: string) => smtp.received.filter((mail) => mail.raw.includes(text));

beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), 'suvarna-enquiry-email-'));
  const smtpPort = await freePort();
  smtp = mailServer(smtpPort);
  await smtp.start();
  env = {
    SITE_URL,
    SHOP_NOTIFY_EMAIL: SHOP_MAILBOX,
    SMTP_FROM: 'website@suvarna.example',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    SMTP_SECURE: 'false',
    EMAIL_RETRY_MS: '300',
    ENQUIRY_MAX_PER_HOUR: String(MAX_PER_HOUR),
    BEHIND_PROXY: 'true',
  };
  cms = await startShopCms();
}, 180_000);

afterAll(async () => {
  await cms?.stop();
  await smtp?.stop();
  rmSync(workDir, { recursive: true, force: true });
});

describe('the shop is emailed about each new enquiry', () => {
  it('with what the visitor wrote, as text, and a reply going to the visitor', async () => {
    const text = marker();
    const answer = await send('198.51.100.1', {
      name: 'Asha <b>Patel</b>',
      email: 'asha@example.in',
      phone: '98250 12345',
      message: `${text}\nIs the kada available in 22K?`,
    });
    expect(answer.status).toBe(200);
    await expect.poll(() => mailsAbout(text).length, { timeout: 20_000 }).toBe(1);
    const [mail] = mailsAbout(text);
    expect(mail?.to).toEqual([SHOP_MAILBOX]);
    expect(mail?.from).toBe('website@suvarna.example');
    expect(mail?.raw).toMatch(/^Subject: New enquiry from Asha <b>Patel<\/b>/m);
    expect(mail?.raw).toMatch(/^Reply-To: asha@example\.in/m);
    expect(mail?.raw).toContain('Phone / WhatsApp: +919825012345');
    expect(mail?.raw).toContain(`${SITE_URL}/admin/enquiries/`);
    // The HTML part shows the visitor's markup as text.
    expect(mail?.raw).toContain('Asha &#60;b&#62;Patel&#60;/b&#62;');
    expect(mail?.raw).not.toMatch(/<div[^>]*>[^<]*<b>Patel/);
    const { enquiries, emailConfigured } = await admin<EnquiryList>(`/api/admin/enquiries?search=${text}`);
    expect(emailConfigured).toBe(true);
    await expect
      .poll(async () => (await admin<Enquiry>(`/api/admin/enquiry/${enquiries[0]?.id}`)).emailStatus)
      .toBe('sent');
  });

  it('keeps the enquiry while the SMTP server is down, and sends it once the server is back, after a restart too', async () => {
    await smtp.stop();
    const text = marker();
    const answer = await send('198.51.100.2', { name: 'Ravi', email: 'ravi@example.in', message: text });
    expect(answer.status).toBe(200);
    const { enquiries } = await admin<EnquiryList>(`/api/admin/enquiries?search=${text}`);
    expect(enquiries).toHaveLength(1);
    expect(enquiries[0]?.emailStatus).toBe('pending');
    // A few failed tries, then the CMS restarts while the server is still down.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await cms.stop();
    cms = await startShopCms();
    expect((await admin<Enquiry>(`/api/admin/enquiry/${enquiries[0]?.id}`)).emailStatus).toBe('pending');
    await smtp.start();
    await expect.poll(() => mailsAbout(text).length, { timeout: 45_000, interval: 500 }).toBe(1);
    await expect
      .poll(async () => (await admin<Enquiry>(`/api/admin/enquiry/${enquiries[0]?.id}`)).emailStatus)
      .toBe('sent');
    // Sent once, not once per try.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(mailsAbout(text)).toHaveLength(1);
  }, 120_000);
});

describe("an SMTP server entered in the back office's Shop settings", () => {
  const LOGIN = { user: 'suvarna-shop', pass: 'Stored pässword 7' };
  let own: ReturnType<typeof mailServer>;
  const put = async (body: unknown) =>
    fetch(`${cms.url}/api/admin/shop-settings`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${await token()}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const testEmail = async () => {
    const answer = await fetch(`${cms.url}/api/admin/shop-settings/test-email`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await token()}` },
    });
    return { status: answer.status, body: (await answer.json()) as { message: string } };
  };

  it("sends 'Send a test email' and the enquiries' emails through it, logging in with the stored password", async () => {
    const port = await freePort();
    own = mailServer(port, LOGIN);
    await own.start();
    try {
      const smtpSettings = {
        host: '127.0.0.1',
        port,
        user: LOGIN.user,
        from: 'web@shop.example',
        to: 'owner@shop.example',
      };
      expect((await put({ smtp: { ...smtpSettings, password: LOGIN.pass } })).status).toBe(200);
      expect(await testEmail()).toEqual({
        status: 200,
        body: {
          success: true,
          message: 'A test email was sent to owner@shop.example',
          data: { to: 'owner@shop.example' },
        },
      });
      expect(own.received).toEqual([
        expect.objectContaining({
          from: 'web@shop.example',
          to: ['owner@shop.example'],
          raw: expect.stringMatching(/^Subject: Test email from your shop website/m),
        }),
      ]);

      const text = marker();
      expect((await send('198.51.100.9', { name: 'Meera', phone: '98250 12345', message: text })).status).toBe(200);
      await expect
        .poll(() => own.received.filter((mail) => mail.raw.includes(text)).length, { timeout: 20_000 })
        .toBe(1);
      expect(mailsAbout(text)).toEqual([]);

      // A wrong password: the test email says the server's refusal.
      expect((await put({ smtp: { ...smtpSettings, password: 'not it' } })).status).toBe(200);
      const refused = await testEmail();
      expect(refused.status).toBe(502);
      expect(refused.body.message).toMatch(/^The test email could not be sent: .*Invalid username or password/);
    } finally {
      await own.stop();
    }
    // Removed, the environment's server sends them again.
    expect((await put({ smtp: null })).status).toBe(200);
    const text = marker();
    expect((await send('198.51.100.10', { name: 'Kiran', phone: '98250 12345', message: text })).status).toBe(200);
    await expect.poll(() => mailsAbout(text).length, { timeout: 20_000 }).toBe(1);
  }, 60_000);
});

describe('the throttle', () => {
  it(`accepts ${MAX_PER_HOUR} enquiries an hour from one address, however fast they come, and no more`, async () => {
    const text = marker();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        send('203.0.113.7', { name: `Burst ${index}`, email: 'b@example.in', message: `${text} ${index}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
    const refused = await Promise.all(answers.filter((answer) => answer.status === 429).map((answer) => answer.json()));
    expect(new Set(refused.map((body) => (body as { message: string }).message))).toEqual(
      new Set(['Too many messages from this connection. Please try again in 60 minutes.']),
    );
    expect((await admin<EnquiryList>(`/api/admin/enquiries?search=${text}`)).total).toBe(MAX_PER_HOUR);
    // A form post from the same address lands on the not-sent page saying why.
    const form = await fetch(`${cms.url}/api/user/enquiry`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '203.0.113.7' },
      body: new URLSearchParams({ name: 'Form', email: 'f@example.in', message: text, consent: 'yes' }).toString(),
    });
    expect(form.headers.get('location')).toBe(`${SITE_URL}/contact/not-sent/#throttled`);
    // Another address is not held back.
    const other = await send('203.0.113.8', { name: 'Other', email: 'o@example.in', message: text });
    expect(other.status).toBe(200);
    expect(((await other.json()) as { message: string }).message).toBe(ENQUIRY_MESSAGES.sent);
  });

  it(`takes ${MAX_PER_HOUR} erasure requests an hour from one address, counted apart from its enquiries`, async () => {
    const ask = (from: string) =>
      fetch(`${cms.url}/api/user/erasure-request`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': from },
        body: new URLSearchParams({ email: 'erase@example.in', website: '' }).toString(),
      });
    // 203.0.113.7 spent its enquiries above: its erasure requests have a count of their own.
    const answers = [];
    for (let asked = 0; asked < MAX_PER_HOUR + 1; asked++) answers.push(await ask('203.0.113.7'));
    expect(answers.map((answer) => answer.headers.get('location'))).toEqual([
      ...Array.from({ length: MAX_PER_HOUR }, () => `${SITE_URL}/privacy/#erasure-sent`),
      `${SITE_URL}/privacy/#erasure-throttled`,
    ]);
  });

  it('does not count refused enquiries against the visitor', async () => {
    for (let tried = 0; tried < MAX_PER_HOUR + 2; tried++)
      expect((await send('203.0.113.9', { name: 'Typo', email: 'typo@', message: 'Hi' })).status).toBe(400);
    expect((await send('203.0.113.9', { name: 'Fixed', email: 'fixed@example.in', message: marker() })).status).toBe(
      200,
    );
  });
});
