import type { TypePolicies } from '@switchyard/client/apollo';

/** How the page's Apollo cache keeps what the organization pages read (registered when the remote loads). */
export const cachePolicies: TypePolicies = {
  Organization: {
    keyFields: ['id'],
    // Lists the server sends whole: the incoming list replaces the cached one.
    fields: {
      users: { merge: false },
      pending_invitations: { merge: false },
      expired_invitations: { merge: false },
      invoices: { merge: false },
    },
  },
  User: { keyFields: ['id'] },
  // is_owner and email depend on the organization the user is listed in: never merge the same
  // person across organizations.
  OrgUser: { keyFields: false },
};
