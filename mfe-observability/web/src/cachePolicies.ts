import type { TypePolicies } from '@switchyard/client/apollo';

/** How the page's Apollo cache keeps what this remote's pages read (registered when the remote loads). */
export const cachePolicies: TypePolicies = {
  Service: { keyFields: ['id'] },
  User: { keyFields: ['id'] },
  // A feedback item and a suggestion are told apart by their type, so hiding one updates it in place.
  PlatformFeedbackItem: { keyFields: ['type', 'id'] },
};
