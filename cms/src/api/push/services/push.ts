// Alerts on the shop admins' devices through Web Push (RFC 8030, with VAPID: RFC 8292): each admin
// subscribes the devices that allow it (the back office's 'Notify me on this device'), and every
// subscribed device is alerted of a new enquiry and of a failed publish. web-push encrypts the
// message and signs the VAPID header; the request itself is made here (web-push only speaks https,
// and here the connection refuses private addresses in production: destination.ts). Sending never
// holds up or fails the request that caused it: it starts after, each push with a time limit, and
// its failures are only logged. A subscription the push service says is gone (404, 410) is deleted.
import { createECDH } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Core } from '@strapi/strapi';
import {
  fieldIssues,
  MAX_PUSH_DEVICES_PER_ADMIN,
  PUSH_TTL_SECONDS,
  type PushAlert,
  pushSubscriptionSchema,
} from '@suvarna/domain';
import webpush from 'web-push';
import { invalidFields } from '../../../lib/http';
import { typedService } from '../../../lib/services';
import { settings } from '../../../lib/settings';
import { endpointRefusal, publicOnlyLookup } from '../destination';

export const PUSH_SUBSCRIPTION_UID = 'api::push.push-subscription';
/** One push's time limit, its answer included: a push service that hangs costs this at most. */
export const PUSH_TIMEOUT_MS = 10_000;

interface SubscriptionRow {
  id: number;
  documentId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  adminId: number;
  createdAt: string;
}

/** Whether the key is a point on P-256 (web-push would fail on it at every send). */
function onCurve(p256dh: string): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(p256dh, 'base64url'));
    return true;
  } catch {
    return false;
  }
}

/** Sends web-push's request: its status, or an error for no answer in time. */
function deliver(details: webpush.RequestDetails, production: boolean): Promise<number> {
  const url = new URL(details.endpoint);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const pushRequest = send(
      url,
      {
        method: details.method,
        headers: details.headers,
        timeout: PUSH_TIMEOUT_MS,
        ...(production ? { lookup: publicOnlyLookup } : {}),
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    pushRequest.on('timeout', () => pushRequest.destroy(new Error(`no answer in ${PUSH_TIMEOUT_MS} ms`)));
    pushRequest.on('error', reject);
    pushRequest.end(details.body ?? undefined);
  });
}

const createPushService = ({ strapi }: { strapi: Core.Strapi }) => {
  const { production, secrets } = settings();
  const vapid = secrets.vapid;
  const rows = () => strapi.db.query(PUSH_SUBSCRIPTION_UID);

  const sendTo = async (row: SubscriptionRow, alert: PushAlert): Promise<void> => {
    const refusal = endpointRefusal(row.endpoint, production);
    if (refusal) throw new Error(refusal);
    const details = webpush.generateRequestDetails(
      { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
      JSON.stringify(alert),
      {
        vapidDetails: vapid,
        TTL: PUSH_TTL_SECONDS,
        urgency: 'high',
        // One waiting alert per tag: a phone that was off gets the latest, not a pile.
        topic: alert.tag,
        contentEncoding: 'aes128gcm',
      },
    );
    const status = await deliver(details, production);
    if (status === 404 || status === 410) {
      await rows().delete({ where: { id: row.id } });
      strapi.log.info(`Push subscription ${row.id} is gone (${status}): deleted`);
    } else if (status < 200 || status > 299) {
      throw new Error(`the push service answered ${status}`);
    }
  };

  /** Pushes the alert to every subscribed device; resolves once each has answered or failed. */
  const alertAll = async (alert: PushAlert, ownersOnly: boolean): Promise<void> => {
    let found = (await rows().findMany({ orderBy: { id: 'asc' } })) as SubscriptionRow[];
    if (ownersOnly) {
      // Staff do not see backups (the archives hold personal data): their devices are not told.
      const staff = (await strapi.db
        .query('plugin::users-permissions.user')
        .findMany({ where: { shopRole: 'staff' }, select: ['id'] })) as Array<{ id: number }>;
      const staffIds = new Set(staff.map((user) => user.id));
      found = found.filter((row) => !staffIds.has(row.adminId));
    }
    await Promise.all(
      found.map((row) =>
        sendTo(row, alert).catch((error: unknown) =>
          strapi.log.warn(
            `Push to subscription ${row.id} failed: ${error instanceof Error ? error.message : String(error)}`,
          ),
        ),
      ),
    );
  };

  // Alerts under way: each on its own, so one push service that hangs delays no other alert.
  const sending = new Set<Promise<void>>();

  return {
    publicKey: () => ({ publicKey: vapid.publicKey }),

    /** Stores this admin's device (again, with fresh keys, if its endpoint is known); drops the admin's oldest past the limit. */
    async subscribe(adminId: number, body: Record<string, unknown>): Promise<{ endpoint: string }> {
      const parsed = pushSubscriptionSchema.safeParse(body);
      if (!parsed.success) throw invalidFields(fieldIssues(parsed.error));
      const { endpoint, keys } = parsed.data;
      const refusal = endpointRefusal(endpoint, production);
      if (refusal) throw invalidFields([{ field: 'endpoint', code: 'custom', message: refusal }]);
      if (!onCurve(keys.p256dh))
        throw invalidFields([
          { field: 'keys.p256dh', code: 'custom', message: "keys.p256dh must be the browser's P-256 public key" },
        ]);
      const data = { endpoint, p256dh: keys.p256dh, auth: keys.auth, adminId };
      const known = (await rows().findOne({ where: { endpoint } })) as SubscriptionRow | null;
      if (known) await rows().update({ where: { id: known.id }, data });
      else await rows().create({ data });
      const mine = (await rows().findMany({
        select: ['id'],
        where: { adminId },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      })) as Array<{ id: number }>;
      const beyond = mine.slice(MAX_PUSH_DEVICES_PER_ADMIN).map((row) => row.id);
      if (beyond.length > 0) await rows().deleteMany({ where: { id: { $in: beyond } } });
      return { endpoint };
    },

    /** Forgets this admin's device; an endpoint not stored (or another admin's) changes nothing. */
    async unsubscribe(adminId: number, endpoint: unknown): Promise<void> {
      if (typeof endpoint !== 'string' || endpoint === '')
        throw invalidFields([
          { field: 'endpoint', code: 'custom', message: 'endpoint must be the push service URL the browser gave' },
        ]);
      await rows().deleteMany({ where: { endpoint, adminId } });
    },

    /** Forgets every device of an admin whose sessions all ended (logout, a new password). */
    async forgetAdmin(adminId: number): Promise<void> {
      await rows().deleteMany({ where: { adminId } });
    },

    /** Alerts every subscribed device once the current request has been answered: returns at once, never throws. */
    notify(alert: PushAlert, to: 'admins' | 'owners' = 'admins'): void {
      const run: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => alertAll(alert, to === 'owners'))
        .catch((error: unknown) => {
          strapi.log.error(`Push alerts failed: ${error instanceof Error ? error.message : String(error)}`);
        })
        .finally(() => sending.delete(run));
      sending.add(run);
    },

    /** Resolves once every alert asked for so far has been sent or has failed. */
    async idle(): Promise<void> {
      while (sending.size > 0) await Promise.all(sending);
    },
  };
};

export default createPushService;

export const pushService = typedService<typeof createPushService>('api::push.push');
