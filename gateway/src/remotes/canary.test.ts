import { randomUUID } from 'node:crypto';
import { canaryBucket, inCanary } from './canary';

const users = Array.from({ length: 1000 }, () => randomUUID());

it('puts about the percent of users in the share', () => {
  for (const percent of [1, 10, 50, 90]) {
    const inside = users.filter((u) => inCanary(u, 'org', percent)).length;
    expect(Math.abs(inside - percent * 10)).toBeLessThan(60);
  }
});

it('gives a user the same answer every time', () => {
  for (const u of users.slice(0, 100)) expect(inCanary(u, 'org', 37)).toBe(inCanary(u, 'org', 37));
});

it('keeps everyone already in the share when it grows', () => {
  const at10 = users.filter((u) => inCanary(u, 'org', 10));
  expect(at10.every((u) => inCanary(u, 'org', 50))).toBe(true);
});

it('draws each remote apart, from sha256("<user id>:<remote>")', () => {
  // sha256("u1:org") begins e734093c: 3878947132 % 100 = 32.
  expect(canaryBucket('u1', 'org')).toBe(32);
  expect(inCanary('u1', 'org', 32)).toBe(false);
  expect(inCanary('u1', 'org', 33)).toBe(true);
  const differ = users.filter((u) => canaryBucket(u, 'org') !== canaryBucket(u, 'review')).length;
  expect(differ).toBeGreaterThan(900);
});
