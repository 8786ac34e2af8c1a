import { canDeleteService, isMissingValue, isPrivate, REVIEW_SECTIONS } from './reviewPage';

it('counts an empty required value as missing, but not 0', () => {
  for (const missing of [null, undefined, '', '   ', []]) expect(isMissingValue(missing)).toBe(true);
  for (const present of [0, false, 'x', ['a'], { a: 1 }]) expect(isMissingValue(present)).toBe(false);
});

it("shows 'Private?' as the inverse of shareable, and the sections in the spec's order", () => {
  expect(isPrivate(true)).toBe(false);
  expect(isPrivate(false)).toBe(true);
  expect(REVIEW_SECTIONS.map((s) => s.anchor).filter(Boolean)).toEqual([
    'general',
    'branding',
    'marketing',
    'admins',
    'redirects',
    'triggers',
    'queries',
    'actions',
    'authentication',
    'tests',
  ]);
});

it('offers delete only for the exact slug, unpublished, with at most 100 users', () => {
  const s = { slug: 'daybook', published: false, users: 100 };
  expect(canDeleteService(s, 'daybook')).toBe(true);
  expect(canDeleteService(s, 'Daybook')).toBe(false);
  expect(canDeleteService({ ...s, users: 101 }, 'daybook')).toBe(false);
  expect(canDeleteService({ ...s, published: true }, 'daybook')).toBe(false);
});
