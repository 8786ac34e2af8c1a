import type { TypePolicies } from '@apollo/client';

/** How the page's Apollo cache keeps what the service pages read (registered when the remote loads). */
export const cachePolicies: TypePolicies = {
  Organization: { keyFields: ['id'] },
  Service: { keyFields: ['id'] },
};
