// This device's alerts (Web Push): the back office's service worker (public/admin/sw.js) shows
// them; the browser's push subscription, made with the CMS's VAPID key, is sent to the CMS, which
// pushes to it (docs/back-office.md, "Alerts on this device").
import type { ApiClient } from '@suvarna/api-client';
import { BACK_OFFICE_WORKER, type PushSubscriptionInput } from '@suvarna/domain';

export type PushApi = Pick<ApiClient, 'getPushKey' | 'subscribePush' | 'unsubscribePush'>;

/**
 * unsupported: no service worker or Push API (an iPhone's Safari outside the Home Screen app);
 * blocked: the person refused notifications for the site; on / off: whether this device is alerted.
 */
export type AlertState = 'unsupported' | 'blocked' | 'on' | 'off';

const supported = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

const currentSubscription = async (): Promise<PushSubscription | null> => {
  const registration = await navigator.serviceWorker.getRegistration(BACK_OFFICE_WORKER.scope);
  return (await registration?.pushManager.getSubscription()) ?? null;
};

/** Whether a subscription was made with this key (base64url), as PushSubscriptionOptions holds it. */
function madeWith(subscription: PushSubscription, publicKey: string): boolean {
  const key = subscription.options?.applicationServerKey;
  if (!key) return false;
  const bytes = String.fromCharCode(...new Uint8Array(key));
  return btoa(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '') === publicKey;
}

const asInput = (subscription: PushSubscription) => subscription.toJSON() as PushSubscriptionInput;

/** This device's state; when on, the CMS is told the subscription again (it may have dropped it). */
export async function alertState(api: PushApi): Promise<AlertState> {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const subscription = Notification.permission === 'granted' ? await currentSubscription() : null;
  if (!subscription) return 'off';
  await api.subscribePush(asInput(subscription));
  return 'on';
}

/** Asks for permission, subscribes with the CMS's key and tells the CMS. */
export async function turnAlertsOn(api: PushApi): Promise<AlertState> {
  if (!supported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  await navigator.serviceWorker.register(BACK_OFFICE_WORKER.url, { scope: BACK_OFFICE_WORKER.scope });
  const registration = await navigator.serviceWorker.ready;
  const { publicKey } = await api.getPushKey();
  let subscription = await registration.pushManager.getSubscription();
  // Made with another key (the CMS's keys were replaced): the push service would refuse the CMS.
  if (subscription && !madeWith(subscription, publicKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey });
  await api.subscribePush(asInput(subscription));
  return 'on';
}

/** Tells the CMS to stop, then ends the browser's subscription. */
export async function turnAlertsOff(api: PushApi): Promise<AlertState> {
  if (!supported()) return 'unsupported';
  const subscription = await currentSubscription();
  if (subscription) {
    await api.unsubscribePush(subscription.endpoint);
    await subscription.unsubscribe();
  }
  return 'off';
}
