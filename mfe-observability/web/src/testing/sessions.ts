import type { SessionViewer } from '@switchyard/client';

/** A signed-in viewer for page tests: a partner (olivia) or staff (stella). */
export const viewer = (staff: boolean): SessionViewer => ({
  id: staff ? 'user-stella' : 'user-olivia',
  login: staff ? 'stella' : 'olivia',
  email: 'x@example.com',
  name: 'X',
  staff,
  emailVerified: true,
  reviewTeam: false,
  maker: false,
  tier: 'free',
});

/** The service the pages' tests are about, as ObservabilityService answers it. */
export const DAYBOOK = { __typename: 'Service', id: 'svc-daybook', module_name: 'daybook', name: 'Daybook' };
