import type { TypePolicies } from '@switchyard/client/apollo';

/** How the page's Apollo cache keeps what the service pages read (registered when the remote loads). */
export const cachePolicies: TypePolicies = {
  Organization: { keyFields: ['id'] },
  Service: { keyFields: ['id'] },
};
