import { randomUUID } from 'node:crypto';

/**
 * The product slug of the partner protocol when PRODUCT_SLUG is not set: the one default, for the
 * protocol's paths (`/{product}/v1`), headers (`{Product}-Service-Key`) and body keys.
 */
export const DEFAULT_PRODUCT_SLUG = 'switchyard';

/** `switchyard` → `Switchyard`, `ifttt` → `IFTTT`, `my-app` → `My-App`: the prefix of the protocol's headers. */
export function productHeaderPrefix(product: string): string {
  if (product.toLowerCase() === 'ifttt') return 'IFTTT';
  return product
    .split(/[-_]/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('-');
}

/** `Switchyard-Service-Key`, `IFTTT-Service-Key`: the header a partner reads the service key from. */
export const serviceKeyHeaderName = (product: string) => `${productHeaderPrefix(product)}-Service-Key`;

/** The service key as PROTOCOL.md sends it, under both names: {Product}-Service-Key and {Product}-Channel-Key. */
export function serviceKeyHeaders(product: string, serviceKey: string): Record<string, string> {
  return {
    [serviceKeyHeaderName(product)]: serviceKey,
    [`${productHeaderPrefix(product)}-Channel-Key`]: serviceKey,
  };
}

/**
 * The protocol's headers on every request (PROTOCOL.md "Every request"). `requestId`: the same on
 * every attempt of one action (the partner's idempotency key); `contentType: false` leaves out
 * Content-Type (an endpoint test's bodiless request).
 */
export function protocolHeaders(
  opts: { requestId?: string; contentType?: boolean } = {},
): Record<string, string> {
  return {
    Accept: 'application/json',
    'Accept-Charset': 'utf-8',
    'Accept-Encoding': 'gzip, deflate',
    ...(opts.contentType === false ? {} : { 'Content-Type': 'application/json' }),
    'X-Request-ID': opts.requestId ?? randomUUID(),
  };
}
