import { DEMO_USERS } from './domain';
import { signViewer, verifyViewer, type Viewer } from './viewer';

const secret = 'viewer-test-secret';
const viewer: Viewer = {
  ...DEMO_USERS.member,
  emailVerified: true,
  staff: false,
  reviewTeam: false,
  maker: false,
  tier: 'pro',
  timezone: 'UTC',
};
const memberships = { 'org-1': 'member' } as const;

it('signs the same header for one viewer within a moment, so identical calls in flight can be shared', () => {
  const t = 1_700_000_001_234;
  expect(signViewer(viewer, memberships, secret, t)).toBe(signViewer(viewer, memberships, secret, t + 300));
});

it('keeps a header good for at least 60 s and at most 70 s', () => {
  const t = 1_700_000_001_234;
  const header = signViewer(viewer, memberships, secret, t);
  expect(verifyViewer(header, secret, t + 60_000)).toEqual({ viewer, memberships });
  expect(() => verifyViewer(header, secret, t + 70_001)).toThrow();
});

it('refuses a header signed with another secret', () => {
  const header = signViewer(viewer, memberships, 'another-secret');
  expect(() => verifyViewer(header, secret)).toThrow();
});
