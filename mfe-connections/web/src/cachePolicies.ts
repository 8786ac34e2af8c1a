import type { TypePolicies } from '@switchyard/client/apollo';

/** How the page's Apollo cache keeps what the connections pages read (registered when the remote loads). */
export const cachePolicies: TypePolicies = {
  Connection: { keyFields: ['id'] },
  ConnectionService: { keyFields: ['id'] },
};
