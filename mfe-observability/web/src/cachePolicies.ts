import type { TypePolicies } from '@switchyard/client/apollo';

/** How the page's Apollo cache keeps what the logs page reads (registered when the remote loads). */
export const cachePolicies: TypePolicies = {
  Service: { keyFields: ['id'] },
  User: { keyFields: ['id'] },
};
