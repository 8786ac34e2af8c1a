import type { Memberships, RequestContext, Viewer } from '@switchyard/server-kit';

/** Tests only: the request context of a signed-in viewer with these memberships (staff or not). */
export const as = (memberships: Memberships, staff = false): RequestContext => ({
  viewer: viewer(staff),
  memberships: async () => memberships,
});

/** Tests only: nobody signed in. */
export const signedOut: RequestContext = { viewer: null, memberships: async () => ({}) };

const viewer = (staff: boolean): Viewer => ({
  id: '00000000-0000-4000-8000-000000000001',
  login: 'someone',
  email: 'someone@example.com',
  name: 'Someone',
  staff,
  emailVerified: true,
  reviewTeam: false,
  maker: false,
  tier: 'free',
  timezone: 'UTC',
});
