import { createHmac } from 'node:crypto';

/**
 * `X-{Product}-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(service key, "<t>.<raw body>")>`:
 * the partner checks it with its service key and refuses a timestamp older than 5 minutes.
 */
export function webhookSignature(serviceKey: string, rawBody: string, unixSeconds: number): string {
  const mac = createHmac('sha256', serviceKey).update(`${unixSeconds}.${rawBody}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}
