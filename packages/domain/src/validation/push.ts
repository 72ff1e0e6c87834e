// A browser's push subscription (PushSubscription.toJSON()), as the back office sends it to be
// alerted on that device. Where it may point (https, not a private address) depends on where the
// CMS runs, so the CMS checks that itself (cms/src/api/push/destination.ts).
import { z } from 'zod';

/** Bytes in unpadded base64url, the form browsers give the subscription's keys in (no Buffer: browsers import this). */
const base64urlOf = (bytes: number, message: string, start = /^/) =>
  z
    .string({ error: message })
    .refine((value) => /^[\w-]+$/.test(value) && value.length === Math.ceil((bytes * 4) / 3) && start.test(value), {
      error: message,
    });

export const MAX_PUSH_ENDPOINT_LENGTH = 2048;

export const pushSubscriptionSchema = z.object({
  endpoint: z
    .string({ error: 'endpoint must be the push service URL the browser gave' })
    .max(MAX_PUSH_ENDPOINT_LENGTH, { error: `endpoint must be at most ${MAX_PUSH_ENDPOINT_LENGTH} characters` })
    .refine((value) => URL.canParse(value), { error: 'endpoint must be the push service URL the browser gave' }),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      p256dh: base64urlOf(
        65,
        "keys.p256dh must be the browser's P-256 public key (65 bytes, base64url)",
        // An uncompressed point starts with the byte 4: "B" in base64url.
        /^B/,
      ),
      auth: base64urlOf(16, "keys.auth must be the browser's 16-byte auth secret (base64url)"),
    },
    { error: 'keys must hold p256dh and auth, as PushSubscription.toJSON() gives them' },
  ),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;
