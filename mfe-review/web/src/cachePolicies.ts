import type { TypePolicies } from '@apollo/client';

/** How the page's Apollo cache keeps what the review pages read (registered when the remote loads). */
export const cachePolicies: TypePolicies = {
  Service: { keyFields: ['id'] },
};
