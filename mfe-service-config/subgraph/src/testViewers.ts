import type { Memberships, RequestContext, Viewer } from '@switchyard/server-kit';

/** Request contexts for tests: a viewer with the memberships the organization domain would vouch for. */
export function contextFor(login: string, memberships: Memberships): RequestContext {
  const viewer: Viewer = {
    id: `00000000-0000-4000-8000-${String(login.length).padStart(12, '0')}`,
    login,
    email: `${login}@example.com`,
    name: login,
    staff: false,
    emailVerified: true,
    reviewTeam: false,
    maker: false,
    tier: 'free',
    timezone: 'UTC',
  };
  return { viewer, memberships: async () => memberships };
}

export const anonymous: RequestContext = { viewer: null, memberships: async () => ({}) };
