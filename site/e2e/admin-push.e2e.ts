// Alerts on the owner's phone (issue 49): notifications allowed on the Enquiries page, a visitor's
// enquiry, and its notification shown by the back office's real service worker. Real: the CMS's
// sending (web-push's encryption and VAPID signature), the browser's permission, the service worker
// and its notification. Standing in: the push service (Chromium's own, FCM, is out of reach), so
// PushManager's subscribe() hands the page a subscription at the stand-in
// (@suvarna/testkit/push-service), which checks the CMS's push and decrypts it with the device keys
// it made; the decrypted message reaches the service worker through Chromium's DevTools protocol
// (ServiceWorker.deliverPushMessage), as the browser's push service would deliver it.
import { expect, test } from '@playwright/test';
import { type DeviceSubscription, type PushServiceStandIn, startPushService } from '@suvarna/testkit/push-service';
import { enquiryMarker } from '@suvarna/testkit/random';
import { asAdmin, logIn, screenshot } from './support/admin';

let push: PushServiceStandIn;
test.beforeAll(async () => {
  push = await startPushService();
});
test.afterAll(() => push?.stop());

/** In the page: PushManager subscribes to the stand-in's device, kept for the tab's later pages. */
function standInPushManager(device: DeviceSubscription) {
  const KEPT = 'e2e-push-subscription';
  const bytes = (base64url: string) =>
    Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (character) => character.charCodeAt(0))
      .buffer;
  const subscription = (serverKey: string) => ({
    endpoint: device.endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: bytes(serverKey) },
    toJSON: () => device,
    unsubscribe: async () => {
      sessionStorage.removeItem(KEPT);
      return true;
    },
  });
  PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
    const key = options?.applicationServerKey;
    if (typeof key !== 'string') throw new Error('the back office subscribes with the base64url key');
    sessionStorage.setItem(KEPT, key);
    return subscription(key) as unknown as PushSubscription;
  };
  PushManager.prototype.getSubscription = async () => {
    const key = sessionStorage.getItem(KEPT);
    return (key ? subscription(key) : null) as PushSubscription | null;
  };
}

test('an enquiry shows as a notification on a device that allows them, and opens in the back office', async ({
  page,
  context,
  baseURL,
}) => {
  test.skip(test.info().project.name !== 'phone', 'the owner’s phone: the flow is the same on a laptop');
  const site = new URL(baseURL as string).origin;
  const { publicKey } = await asAdmin<{ publicKey: string }>('GET', '/api/admin/push/key');
  const device = push.newDevice(publicKey);
  await context.grantPermissions(['notifications'], { origin: site });
  await context.addInitScript(standInPushManager, device);

  await logIn(page);
  await page.goto('/admin/enquiries');
  // Installable: the manifest Chromium reads has no errors, and its icons are there.
  const devtools = await context.newCDPSession(page);
  const manifest = await devtools.send('Page.getAppManifest');
  expect(manifest.errors).toEqual([]);
  expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({ start_url: '/admin/dashboard', display: 'standalone' });
  for (const icon of ['/admin/icon-192.png', '/admin/icon-512.png', '/admin/icon-maskable-512.png'])
    expect((await page.request.get(icon)).headers()['content-type']).toBe('image/png');

  const alerts = page.getByRole('region', { name: 'Alerts on this device' });
  await expect(alerts.getByRole('status')).toHaveText(/^Off:/);
  await alerts.getByRole('button', { name: 'Notify me on this device' }).click();
  await expect(alerts.getByRole('status')).toHaveText(/^On: each new enquiry/);
  await expect(alerts.getByRole('button', { name: 'Stop notifications' })).toBeVisible();
  await screenshot(page, 'admin-push-on');

  // The page's own service worker, as Chromium's DevTools see it.
  const registrationId = new Promise<string>((resolve) => {
    devtools.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL === `${site}/admin/`);
      if (ours && !ours.isDeleted) resolve(ours.registrationId);
    });
  });
  await devtools.send('ServiceWorker.enable');

  const name = `Push ${enquiryMarker('PN').replace(/\W/g, '')}`.slice(0, 40);
  const sent = await fetch(`${process.env.E2E_CMS_URL}/api/user/enquiry`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name,
      phone: '+91 98250 12345',
      message: 'Is the kada ready?',
      website: '',
      consent: 'yes',
    }),
  });
  const { id } = ((await sent.json()) as { data: { id: number } }).data;
  const received = await push.nextPush((one) => (one.payload as { tag?: string }).tag === `enquiry-${id}`);
  expect(received.endpoint).toBe(device.endpoint);
  expect(push.refused).toEqual([]);

  const shown = async () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration('/admin/');
      const notifications = (await registration?.getNotifications()) ?? [];
      return notifications.map(({ title, body, tag, data }) => ({ title, body, tag, data }));
    });
  // The worker is active before the push comes, as it is long before a real one would.
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/admin/'))?.active?.state))
    .toBe('activated');
  // A push service delivers until the device takes the message, within its time to live; so does
  // the stand-in. The same tag, delivered twice, is one notification. With two stacks and two
  // browsers on two cores a delivery once drew nothing in 20 s (stop 64's CI): these limits end a
  // hang, they are not a speed check.
  const registration = await registrationId;
  await expect(async () => {
    await devtools.send('ServiceWorker.deliverPushMessage', {
      origin: site,
      registrationId: registration,
      data: JSON.stringify(received.payload),
    });
    await expect.poll(shown, { timeout: 10_000 }).toEqual([
      {
        title: 'New enquiry',
        body: `From ${name}`,
        tag: `enquiry-${id}`,
        data: { url: `/admin/enquiries?enquiry=${id}` },
      },
    ]);
  }).toPass({ timeout: 45_000 });

  // What a tap opens: the notification's page, with that enquiry open.
  const [notification] = await shown();
  expect(notification).toBeDefined();
  await page.goto((notification as { data: { url: string } }).data.url);
  await expect(page.getByRole('dialog', { name: `Enquiry from ${name}` })).toBeVisible();
  await expect(page.getByRole('dialog').getByText('Is the kada ready?')).toBeVisible();
});
