import { timingSafeEqual } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** Events older or newer than this, by the portal's clock, are refused: a replay window closed. */
export const WEBHOOK_TOLERANCE_MS = 5 * 60_000;

export type WebhookHeaders = {
  id: string | undefined;
  timestamp: string | undefined;
  signature: string | undefined;
};

/**
 * Whether `body`, exactly as received, was signed by one of `secrets` by the Standard Webhooks
 * scheme (HMAC-SHA256 over id, timestamp and body), within the tolerance of `now`. Every secret
 * is tried, so that two are valid while one replaces the other; the header may carry several
 * signatures for the same reason. The library makes the signature; the time is the portal's
 * clock, not the library's own.
 */
export function verifiedWebhook(
  secrets: readonly string[],
  headers: WebhookHeaders,
  body: string,
  now: Date,
): 'valid' | 'stale' | 'forged' {
  const { id, timestamp, signature } = headers;
  if (!id || !timestamp || !signature || !/^\d{1,12}$/.test(timestamp)) return 'forged';
  const sentAt = new Date(Number(timestamp) * 1000);
  if (Math.abs(now.getTime() - sentAt.getTime()) > WEBHOOK_TOLERANCE_MS) return 'stale';
  const given = signature
    .split(' ')
    .filter((entry) => entry.startsWith('v1,'))
    .map((entry) => Buffer.from(entry.slice(3)));
  for (const secret of secrets) {
    const expected = Buffer.from(new Webhook(secret).sign(id, sentAt, body).slice(3));
    if (given.some((one) => one.length === expected.length && timingSafeEqual(one, expected)))
      return 'valid';
  }
  return 'forged';
}
