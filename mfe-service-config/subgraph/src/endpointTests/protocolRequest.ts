import { randomUUID } from 'node:crypto';

import { productHeaderPrefix } from '@switchyard/server-kit';

export { protocolBaseUrl } from '@switchyard/service-config-common/rules/fieldEndpoints';
export { productHeaderPrefix };

/** `Switchyard-Service-Key`, `IFTTT-Service-Key`: the header a partner reads the service key from. */
export const serviceKeyHeaderName = (product: string) => `${productHeaderPrefix(product)}-Service-Key`;

/** The service key as PROTOCOL.md sends it, under both names: {Product}-Service-Key and {Product}-Channel-Key. */
export function serviceKeyHeaders(product: string, serviceKey: string): Record<string, string> {
  return {
    [serviceKeyHeaderName(product)]: serviceKey,
    [`${productHeaderPrefix(product)}-Channel-Key`]: serviceKey,
  };
}

export type Credentials =
  /** The test token from test/setup (Authorization: Bearer), when there is one. */
  | { kind: 'user'; accessToken: string | null }
  /** A token the partner cannot know: the call must be refused with 401. */
  | { kind: 'bad_token' }
  | { kind: 'service' }
  /** A service key the partner cannot know: a service-level call must be refused with 401. */
  | { kind: 'bad_service_key' };

/**
 * Every request of an endpoint test: PROTOCOL.md's standard headers, the service key under both names
 * (service-level calls need it; a user-level call may carry it too), the test-mode flag, and the
 * user's token for user-level calls.
 */
export function protocolHeaders(opts: {
  product: string;
  serviceKey: string;
  credentials: Credentials;
  hasBody: boolean;
}): Record<string, string> {
  const prefix = productHeaderPrefix(opts.product);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Charset': 'utf-8',
    'Accept-Encoding': 'gzip, deflate',
    'X-Request-ID': randomUUID(),
    ...serviceKeyHeaders(
      opts.product,
      opts.credentials.kind === 'bad_service_key' ? `invalid-${randomUUID()}` : opts.serviceKey,
    ),
    [`${prefix}-Test-Mode`]: '1',
  };
  if (opts.hasBody) headers['Content-Type'] = 'application/json';
  const c = opts.credentials;
  if (c.kind === 'user' && c.accessToken) headers.Authorization = `Bearer ${c.accessToken}`;
  if (c.kind === 'bad_token') headers.Authorization = `Bearer invalid-${randomUUID()}`;
  return headers;
}
