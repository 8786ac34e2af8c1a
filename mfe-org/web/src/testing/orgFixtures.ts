import type { Invitation, Organization, OrgUser } from '../orgOperations';

export const ACME_ID = '10000000-0000-4000-8000-000000000001';
export const OLIVIA_ID = '00000000-0000-4000-8000-000000000001';
export const MILO_ID = '00000000-0000-4000-8000-000000000002';

/** GraphQL results as the org subgraph sends them (with __typename, as MockedProvider expects). */
export type Typed<T> = T & { __typename: string };

export function orgUser(u: Omit<OrgUser, 'email'> & { email?: string | null }): Typed<OrgUser> {
  return { __typename: 'OrgUser', email: null, ...u };
}

export function invitation(i: Partial<Invitation> & { id: string }): Typed<Invitation> {
  return {
    __typename: 'Invitation',
    email: null,
    created_at: '2025-03-01T10:00:00.000Z',
    expires_at: '2025-03-08T10:00:00.000Z',
    state: 'pending',
    ...i,
  };
}

/** Acme Automation as its owner (Olivia) sees it. */
export function acmeAsOwner(overrides: Partial<Organization> = {}): Typed<Organization> {
  const olivia = orgUser({
    id: OLIVIA_ID,
    login: 'olivia',
    name: 'Olivia Owner',
    email: 'olivia@example.com',
    is_owner: true,
  });
  const milo = orgUser({
    id: MILO_ID,
    login: 'milo',
    name: 'Milo Member',
    email: 'milo@example.com',
    is_owner: false,
  });
  return {
    __typename: 'Organization',
    id: ACME_ID,
    name: 'Acme Automation',
    tier: 'developer',
    tier_display_name: 'Developer',
    viewer_is_owner: true,
    has_invoices: true,
    remaining_invitations: 3,
    owner: olivia,
    users: [olivia, milo],
    pending_invitations: [invitation({ id: 'inv-pending', email: 'pending.person@example.com' })],
    expired_invitations: [
      invitation({
        id: 'inv-expired',
        email: 'late.person@example.com',
        created_at: '2025-02-01T10:00:00.000Z',
        expires_at: '2025-02-08T10:00:00.000Z',
        state: 'expired',
      }),
    ],
    ...overrides,
  } as Typed<Organization>;
}

/** Acme Automation as a member (Milo) sees it: other people's e-mails are null. */
export function acmeAsMember(overrides: Partial<Organization> = {}): Typed<Organization> {
  const owner = acmeAsOwner();
  const olivia = { ...owner.owner, email: null };
  const milo = { ...owner.users[1] };
  return {
    ...owner,
    viewer_is_owner: false,
    owner: olivia,
    users: [olivia, milo],
    pending_invitations: owner.pending_invitations.map((i) => ({ ...i, email: null })),
    expired_invitations: owner.expired_invitations.map((i) => ({ ...i, email: null })),
    ...overrides,
  } as Typed<Organization>;
}
