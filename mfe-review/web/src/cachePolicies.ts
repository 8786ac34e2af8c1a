import type { TypePolicies } from '@switchyard/client/apollo';

/** How the page's Apollo cache keeps what the review pages read (registered when the remote loads). */
export const cachePolicies: TypePolicies = {
  Service: { keyFields: ['id'] },
};
