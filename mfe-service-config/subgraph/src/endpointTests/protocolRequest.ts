import { randomUUID } from 'node:crypto';
import {
  productHeaderPrefix,
  protocolHeaders,
  serviceKeyHeaders,
} from '@switchyard/server-kit/partner-client';

export { protocolBaseUrl } from '@switchyard/service-config-common/rules/fieldEndpoints';

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
export function endpointTestHeaders(opts: {
  product: string;
  serviceKey: string;
  credentials: Credentials;
  hasBody: boolean;
}): Record<string, string> {
  const prefix = productHeaderPrefix(opts.product);
  const headers: Record<string, string> = {
    ...protocolHeaders({ contentType: opts.hasBody }),
    ...serviceKeyHeaders(
      opts.product,
      opts.credentials.kind === 'bad_service_key' ? `invalid-${randomUUID()}` : opts.serviceKey,
    ),
    [`${prefix}-Test-Mode`]: '1',
  };
  const c = opts.credentials;
  if (c.kind === 'user' && c.accessToken) headers.Authorization = `Bearer ${c.accessToken}`;
  if (c.kind === 'bad_token') headers.Authorization = `Bearer invalid-${randomUUID()}`;
  return headers;
}
