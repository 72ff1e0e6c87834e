// Alerts on the admins' devices (Web Push, issue 49): the real CMS sends, over real HTTP, to a
// stand-in push service (@suvarna/testkit/push-service) that checks the VAPID signature and claims
// and decrypts the body as a browser would (RFC 8291), so what is asserted is what a phone would
// show. The browser's side (service worker, notification) is site/e2e/admin-push.e2e.ts. Run on
// SQLite and PostgreSQL (push.sqlite.test.ts, push.postgres.test.ts).
import { rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  BACKUP_FAILED_ALERT,
  BACKUP_OVERDUE_HOURS,
  backupOverdueAlert,
  enquiryAlert,
  MAX_PUSH_DEVICES_PER_ADMIN,
  PUBLISH_FAILED_ALERT,
  PUSH_MESSAGES,
  PUSH_TTL_SECONDS,
} from '@suvarna/domain';
import { freePort } from '@suvarna/testkit';
import { type PushServiceStandIn, startPushService } from '@suvarna/testkit/push-service';
import { type SmtpSink, startSmtpSink } from '@suvarna/testkit/smtp-sink';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshSecrets } from '../../src/lib/settings';
import { type Database, startCms, type TestCms } from '../support/cms';

const SUBJECT = 'mailto:owner@suvarna.example';
const vapid = freshSecrets();
const SUBSCRIPTION_UID = 'api::push.push-subscription';

/** The push tests on one database, with a CMS and a stand-in push service of their own. */
export function pushSuite(database: Database) {
  let cms: TestCms;
  let push: PushServiceStandIn;
  let token: string;
  /** Accepts connections and never answers: a push service that hangs. */
  let silent: Server;
  let silentPort: number;
  /** The SMTP sink the CMS emails the owner through (SMTP_HOST). */
  let smtp: SmtpSink | undefined;
  const blocker = path.join(tmpdir(), `suvarna-not-a-folder-${process.pid}-${Date.now()}`);

  beforeAll(async () => {
    push = await startPushService();
    smtp = await startSmtpSink();
    // A backup folder that cannot be made (a file is in its way): every backup on SQLite fails.
    writeFileSync(blocker, '');
    silent = createServer(() => undefined);
    silentPort = await freePort();
    await new Promise<void>((resolve) => silent.listen(silentPort, '127.0.0.1', resolve));
    cms = await startCms(database, {
      VAPID_PUBLIC_KEY: vapid.VAPID_PUBLIC_KEY,
      VAPID_PRIVATE_KEY: vapid.VAPID_PRIVATE_KEY,
      VAPID_SUBJECT: SUBJECT,
      // A build hook nothing answers: every publish fails, quickly.
      SITE_BUILD_HOOK_URL: `http://127.0.0.1:${await freePort()}/hook`,
      REBUILD_DEBOUNCE_MS: '86400000',
      REBUILD_CEILING_MS: '86400000',
      REBUILD_RETRY_MS: '20',
      PUBLISH_NOW_INTERVAL_MS: '0',
      BACKUP_DIR: path.join(blocker, 'backups'),
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SHOP_NOTIFY_EMAIL: 'owner@suvarna.example',
      SMTP_FROM: 'website@suvarna.example',
    });
    token = await cms.login();
  });
  afterAll(async () => {
    await cms?.stop();
    await push?.stop();
    await smtp?.close();
    rmSync(blocker, { force: true });
    silent?.close();
  });

  const pushes = () => cms.strapi.service('api::push.push') as { idle(): Promise<void> };
  const stored = () => cms.strapi.db.query(SUBSCRIPTION_UID).findMany({}) as Promise<Array<{ endpoint: string }>>;
  const subscribe = (body: unknown, as = token) =>
    cms.call('POST', '/api/admin/push/subscriptions', { token: as, body });
  const unsubscribe = (endpoint: string) =>
    cms.call('DELETE', `/api/admin/push/subscriptions?endpoint=${encodeURIComponent(endpoint)}`, { token });
  const enquire = (body: Record<string, unknown>) =>
    cms.call<{ id: number }>('POST', '/api/user/enquiry', {
      body: {
        name: 'Asha Patel',
        phone: '98250 12345',
        email: 'asha@example.com',
        message: 'Is it in stock?',
        consent: 'yes',
        ...body,
      },
    });

  describe('Web Push alerts', () => {
    let phone: ReturnType<PushServiceStandIn['newDevice']>;

    it('gives the VAPID public key to a shop admin', async () => {
      expect(await cms.call('GET', '/api/admin/push/key', { token })).toEqual({
        status: 200,
        body: { success: true, data: { publicKey: vapid.VAPID_PUBLIC_KEY } },
      });
    });

    it('subscribes a device, and alerts it of a new enquiry: signed, encrypted, with the name and the link only', async () => {
      phone = push.newDevice(vapid.VAPID_PUBLIC_KEY);
      expect(await subscribe(phone)).toEqual({
        status: 200,
        body: { success: true, message: PUSH_MESSAGES.subscribed, data: { endpoint: phone.endpoint } },
      });
      const started = Date.now();
      const sent = await enquire({});
      expect(sent.status).toBe(200);
      const id = sent.body.data?.id as number;
      const alert = await push.nextPush((one) => (one.payload as { tag?: string }).tag === `enquiry-${id}`);
      expect(alert.payload).toEqual({
        title: 'New enquiry',
        body: 'From Asha Patel',
        url: `/admin/enquiries?enquiry=${id}`,
        tag: `enquiry-${id}`,
      });
      expect(alert.payload).toEqual(enquiryAlert({ id, name: 'Asha Patel' }));
      // Nothing else of the visitor's on a lock screen.
      expect(JSON.stringify(alert.payload)).not.toMatch(/98250|asha@example|stock/);
      expect(alert).toMatchObject({
        endpoint: phone.endpoint,
        ttl: PUSH_TTL_SECONDS,
        urgency: 'high',
        vapid: { publicKey: vapid.VAPID_PUBLIC_KEY, claims: { aud: push.origin, sub: SUBJECT } },
      });
      expect(alert.vapid.claims.exp * 1000).toBeGreaterThan(started);
      expect(push.refused).toEqual([]);
    });

    it('answers the visitor at once when a push service hangs', async () => {
      const hanging = `http://127.0.0.1:${silentPort}/push/hangs`;
      expect((await subscribe({ ...push.newDevice(vapid.VAPID_PUBLIC_KEY), endpoint: hanging })).status).toBe(200);
      const started = Date.now();
      const sent = await enquire({ name: 'Hanging Push' });
      expect(sent.status).toBe(200);
      expect(Date.now() - started).toBeLessThan(1500);
      await unsubscribe(hanging);
    });

    it('deletes a subscription the push service says is gone (410)', async () => {
      const revoked = push.newDevice(vapid.VAPID_PUBLIC_KEY);
      await subscribe(revoked);
      push.revoke(revoked.endpoint);
      const sent = await enquire({ name: 'Revoked Device' });
      const id = sent.body.data?.id as number;
      await push.nextPush((one) => (one.payload as { tag?: string }).tag === `enquiry-${id}`);
      await pushes().idle();
      expect((await stored()).map((row) => row.endpoint)).not.toContain(revoked.endpoint);
      expect((await stored()).map((row) => row.endpoint)).toContain(phone.endpoint);
    });

    it('stops alerting a device once it unsubscribes', async () => {
      const tablet = push.newDevice(vapid.VAPID_PUBLIC_KEY);
      await subscribe(tablet);
      expect(await unsubscribe(tablet.endpoint)).toEqual({
        status: 200,
        body: { success: true, message: PUSH_MESSAGES.unsubscribed, data: null },
      });
      const sent = await enquire({ name: 'After Unsubscribing' });
      const id = sent.body.data?.id as number;
      await push.nextPush((one) => (one.payload as { tag?: string }).tag === `enquiry-${id}`);
      await pushes().idle();
      expect(push.received.filter((one) => one.endpoint === tablet.endpoint)).toEqual([]);
    });

    it(`keeps at most ${MAX_PUSH_DEVICES_PER_ADMIN} devices an admin, dropping the oldest`, async () => {
      await unsubscribe(phone.endpoint);
      const devices = Array.from({ length: MAX_PUSH_DEVICES_PER_ADMIN + 1 }, () =>
        push.newDevice(vapid.VAPID_PUBLIC_KEY),
      );
      for (const device of devices) expect((await subscribe(device)).status).toBe(200);
      const endpoints = (await stored()).map((row) => row.endpoint);
      expect(endpoints).toHaveLength(MAX_PUSH_DEVICES_PER_ADMIN);
      expect(endpoints).not.toContain(devices[0]?.endpoint);
      expect(endpoints).toContain(devices.at(-1)?.endpoint);
      // Subscribing a known endpoint again stores it once.
      await subscribe(devices.at(-1));
      expect(await stored()).toHaveLength(MAX_PUSH_DEVICES_PER_ADMIN);
      for (const device of devices) await unsubscribe(device.endpoint);
      expect(await stored()).toEqual([]);
      await subscribe(phone);
    });

    it('alerts the devices when a publish fails after its tries', async () => {
      const answer = await cms.call('POST', '/api/admin/publish-now', { token });
      expect(answer.status).toBeLessThan(500);
      const alert = await push.nextPush((one) => (one.payload as { tag?: string }).tag === PUBLISH_FAILED_ALERT.tag);
      expect(alert.payload).toEqual(PUBLISH_FAILED_ALERT);
      expect(alert.endpoint).toBe(phone.endpoint);
    });

    it('alerts the owner’s devices and mailbox when a backup fails, and once when none is verified for too long', async () => {
      const backups = cms.strapi.service('api::backup.backup') as unknown as {
        run(trigger: 'now'): Promise<{ result: string } | string>;
        checkOverdue(now: Date): Promise<boolean>;
      };
      const tagged = (tag: string) => (one: { payload: unknown }) => (one.payload as { tag?: string }).tag === tag;
      // A staff member's device: backups are the owners' (the archives hold personal data).
      await cms.addShopAdmin('staff-alerts@suvarna.test', 'Staff@2026', 'staff');
      const staffDevice = push.newDevice(vapid.VAPID_PUBLIC_KEY);
      const staffToken = await cms.login('staff-alerts@suvarna.test', 'Staff@2026');
      expect((await subscribe(staffDevice, staffToken)).status).toBe(200);
      const mailed = async (subject: string) => {
        await expect.poll(() => smtp?.mails.some((mail) => mail.raw.includes(`Subject: ${subject}`))).toBe(true);
      };
      if (database === 'sqlite') {
        expect(await backups.run('now')).toMatchObject({ result: 'failed' });
        const alert = await push.nextPush(tagged(BACKUP_FAILED_ALERT.tag));
        expect(alert.payload).toEqual(BACKUP_FAILED_ALERT);
        expect(alert.endpoint).toBe(phone.endpoint);
        await mailed(BACKUP_FAILED_ALERT.title);
      } else {
        // The CMS does not back up PostgreSQL itself: the shop is backed up otherwise, not nagged.
        console.log('Backup failure and overdue alerts: SQLite only (the CMS does not back up PostgreSQL itself)');
        expect(await backups.checkOverdue(new Date(Date.now() + 100 * 3_600_000))).toBe(false);
        await cms.call('DELETE', `/api/admin/push/subscriptions?endpoint=${encodeURIComponent(staffDevice.endpoint)}`, {
          token: staffToken,
        });
        return;
      }
      // No verified backup: the first check starts the episode, a check past the limit alerts once,
      // the hourly checks after it do not.
      const start = new Date();
      const hours = (n: number) => new Date(start.getTime() + n * 3_600_000);
      expect(await backups.checkOverdue(start)).toBe(false);
      expect(await backups.checkOverdue(hours(BACKUP_OVERDUE_HOURS - 1))).toBe(false);
      expect(await backups.checkOverdue(hours(BACKUP_OVERDUE_HOURS + 1))).toBe(true);
      expect(await backups.checkOverdue(hours(BACKUP_OVERDUE_HOURS + 2))).toBe(false);
      const overdue = backupOverdueAlert(BACKUP_OVERDUE_HOURS);
      expect((await push.nextPush(tagged(overdue.tag))).payload).toEqual(overdue);
      await mailed(overdue.title);
      await pushes().idle();
      expect(push.received.filter((one) => one.endpoint === staffDevice.endpoint)).toEqual([]);
      expect(push.received.filter(tagged(overdue.tag))).toHaveLength(1);
      await cms.call('DELETE', `/api/admin/push/subscriptions?endpoint=${encodeURIComponent(staffDevice.endpoint)}`, {
        token: staffToken,
      });
    });

    it.each([
      [{ endpoint: 'ftp://push.example/x' }, 'endpoint'],
      [{ endpoint: 'https://user:pass@push.example/x' }, 'endpoint'],
      [{ endpoint: 'not a url' }, 'endpoint'],
      [{ keys: { auth: 'AAAAAAAAAAAAAAAAAAAAAA' } }, 'keys.p256dh'],
      [{ keys: { p256dh: 'short', auth: 'AAAAAAAAAAAAAAAAAAAAAA' } }, 'keys.p256dh'],
      // 65 bytes starting with 4, but not a point on the curve.
      [{ keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' } }, 'keys.p256dh'],
      [{ keys: { p256dh: 'from-device', auth: 'too-short' } }, 'keys.auth'],
    ])('refuses a subscription that is not one, naming the field, storing nothing: %j', async (change, field) => {
      const before = await stored();
      const device = push.newDevice(vapid.VAPID_PUBLIC_KEY);
      const keys: Record<string, string> = 'keys' in change ? { ...change.keys } : device.keys;
      if (keys.p256dh === 'from-device') keys.p256dh = device.keys.p256dh;
      const body = { ...device, ...change, keys };
      const answer = await subscribe(body);
      expect(answer.status).toBe(400);
      expect(answer.body.success).toBe(false);
      expect((answer.body.errors as Array<{ field: string }>).map((issue) => issue.field)).toContain(field);
      expect(answer.body.message).toContain(field);
      expect(await stored()).toEqual(before);
    });

    it('forgets an admin’s devices when the admin logs out (every session ends)', async () => {
      await subscribe(push.newDevice(vapid.VAPID_PUBLIC_KEY));
      expect((await stored()).length).toBeGreaterThan(0);
      expect((await cms.call('POST', '/api/admin/logout', { token })).status).toBe(200);
      expect(await stored()).toEqual([]);
    });
  });
}
