import type { DomainDeps, RequestContext } from '@switchyard/server-kit';
import { isMember } from '../access';
import type { ServiceRow } from '../services/serviceStore';

/** Service.has_oauth_client_secret: the secret itself has no field (write-only through serviceUpdate). */
export function authTestResolvers(_deps: DomainDeps) {
  return {
    Service: {
      async has_oauth_client_secret(s: ServiceRow, _: unknown, ctx: RequestContext) {
        return Boolean(s.oauth_client_secret) && (await isMember(ctx, s.organization_id));
      },
    },
  };
}
