import { NO_REVIEWER, reviewerNames, reviewerPath } from './reviewers';

it("lists reviewers' logins, or says there is none", () => {
  expect(reviewerNames([])).toBe(NO_REVIEWER);
  expect(reviewerNames([{ login: 'stella' }, { login: 'rey' }])).toBe('stella, rey');
});

it('addresses the add and remove calls by the slug', () => {
  expect(reviewerPath('acme_weather', 'add')).toBe('/services/acme_weather/reviewers/add');
  expect(reviewerPath('a b', 'remove')).toBe('/services/a%20b/reviewers/remove');
});
