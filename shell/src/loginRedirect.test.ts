import { loginUrl } from './loginRedirect';

describe('loginUrl', () => {
  it('returns to the current path and query after login', () => {
    expect(loginUrl({ pathname: '/services/new', search: '?org_id=1&x=a b' })).toBe(
      '/login?return_to=%2Fservices%2Fnew%3Forg_id%3D1%26x%3Da%20b',
    );
    expect(loginUrl({ pathname: '/', search: '' })).toBe('/login?return_to=%2F');
  });
});
