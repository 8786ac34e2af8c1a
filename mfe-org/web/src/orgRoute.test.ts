import { matchOrgRoute, organizationPath } from './orgRoute';

const id = '10000000-0000-4000-8000-000000000001';

describe('matchOrgRoute', () => {
  it('defaults the organization view to details', () => {
    expect(matchOrgRoute(`/organizations/${id}`)).toEqual({ page: 'organization', id, view: 'details' });
    expect(matchOrgRoute(`/organizations/${id}/`)).toEqual({ page: 'organization', id, view: 'details' });
  });

  it('reads the view from the path', () => {
    expect(matchOrgRoute(`/organizations/${id}/team`)).toEqual({ page: 'organization', id, view: 'team' });
    expect(matchOrgRoute(`/organizations/${id}/invoices`)).toEqual({
      page: 'organization',
      id,
      view: 'invoices',
    });
    expect(matchOrgRoute(`/organizations/${id}/Team`)).toEqual({ page: 'organization', id, view: 'team' });
  });

  it('matches the invitation and outbox pages', () => {
    expect(matchOrgRoute('/invitations/abc_DEF-123')).toEqual({ page: 'invitation', token: 'abc_DEF-123' });
    expect(matchOrgRoute('/outbox')).toEqual({ page: 'outbox' });
  });

  it('matches the list of organizations', () => {
    expect(matchOrgRoute('/organizations')).toEqual({ page: 'organizations' });
  });

  it('sends everything else to not found', () => {
    for (const path of [
      `/organizations/${id}/billing`,
      `/organizations/${id}/team/extra`,
      '/invitations',
      '/invitations/a/b',
      '/outbox/1',
      '/organizations/%E0%A4%A',
    ]) {
      expect(matchOrgRoute(path)).toEqual({ page: 'notFound' });
    }
  });
});

describe('organizationPath', () => {
  it('puts the lowercase view name in the path', () => {
    expect(organizationPath(id)).toBe(`/organizations/${id}`);
    expect(organizationPath(id, 'details')).toBe(`/organizations/${id}/details`);
    expect(organizationPath(id, 'team')).toBe(`/organizations/${id}/team`);
  });
});
