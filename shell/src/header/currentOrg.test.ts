import { isServicePlace, orgIdInPath, orgInUrl, orgSwitchHref, pickCurrentOrg } from './currentOrg';

const acme = { id: 'acme', services: [{ url: '/services/acme_lights' }] };
const labs = { id: 'labs', services: [] };
const lite = { id: 'lite', services: [{ url: '/services/lite_sensor' }] };
const orgs = [acme, labs, lite];
const at = (path: string) => {
  const url = new URL(path, 'http://x');
  return { pathname: url.pathname, search: url.searchParams };
};

describe('orgIdInPath', () => {
  it('reads the id of /organizations/{id} paths', () => {
    expect(orgIdInPath('/organizations/abc')).toBe('abc');
    expect(orgIdInPath('/organizations/abc/team')).toBe('abc');
    expect(orgIdInPath('/organizations')).toBeNull();
    expect(orgIdInPath('/services/x')).toBeNull();
  });
});

describe('pickCurrentOrg', () => {
  it('prefers the organization in the URL', () => {
    expect(pickCurrentOrg(orgs, at('/organizations/lite/invoices'), 'labs')).toBe(lite);
  });

  it('falls back to the last chosen, then the first', () => {
    expect(pickCurrentOrg(orgs, at('/'), 'labs')).toBe(labs);
    expect(pickCurrentOrg(orgs, at('/'), 'gone')).toBe(acme);
    expect(pickCurrentOrg(orgs, at('/'), null)).toBe(acme);
    expect(pickCurrentOrg([], at('/'), 'labs')).toBeNull();
  });

  it('ignores an organization id in the URL that is not one of the user’s', () => {
    expect(pickCurrentOrg(orgs, at('/organizations/other'), 'labs')).toBe(labs);
  });

  it('knows the organization of the new-service form and of a service page', () => {
    expect(orgInUrl(orgs, at('/services/new?org_id=lite'))).toBe(lite);
    expect(orgInUrl(orgs, at('/services/lite_sensor/triggers'))).toBe(lite);
    expect(orgInUrl(orgs, at('/services/acme_lights'))).toBe(acme);
    expect(orgInUrl(orgs, at('/services/acme_lightsx'))).toBeNull();
    expect(orgInUrl(orgs, at('/logs?service=lite_sensor'))).toBe(lite);
    expect(orgInUrl(orgs, at('/logs?service=nobody'))).toBeNull();
  });
});

describe('orgSwitchHref', () => {
  it('keeps the same organization page for the chosen organization', () => {
    expect(orgSwitchHref('labs', at('/organizations/acme/team?tab=x'), 'acme')).toBe(
      '/organizations/labs/team?tab=x',
    );
  });

  it('switches the new-service form to the chosen organization', () => {
    expect(orgSwitchHref('labs', at('/services/new?org_id=acme'), 'acme')).toBe('/services/new?org_id=labs');
  });

  it('leaves another organization’s service for home', () => {
    expect(orgSwitchHref('labs', at('/services/acme_lights'), 'acme')).toBe('/');
    expect(orgSwitchHref('labs', at('/feedback?service=acme_lights'), 'acme')).toBe('/');
  });

  it('stays on a page that belongs to no organization', () => {
    expect(orgSwitchHref('labs', at('/'), 'acme')).toBe('/');
    expect(orgSwitchHref('labs', at('/applets?page=2'), 'acme')).toBe('/applets?page=2');
  });
});

describe('isServicePlace', () => {
  it('is the service on its pages and on its logs, and not on another service', () => {
    expect(isServicePlace('/services/acme_lights', at('/services/acme_lights/script'))).toBe(true);
    expect(isServicePlace('/services/acme_lights', at('/logs?service=acme_lights&page=2'))).toBe(true);
    expect(isServicePlace('/services/acme_lights', at('/logs?service=acme_lightsx'))).toBe(false);
    expect(isServicePlace('/services/acme_lights', at('/logs'))).toBe(false);
    expect(isServicePlace('/services/acme_lights', at('/feedback?service=acme_lights'))).toBe(true);
    expect(isServicePlace('/services/acme_lights', at('/charts/?service=acme_lights'))).toBe(true);
    expect(isServicePlace('/services/acme_lights', at('/charts?service=lite_sensor'))).toBe(false);
    expect(isServicePlace('/services/acme_lights', at('/analytics?service=acme_lights'))).toBe(true);
    expect(isServicePlace('/services/acme_lights', at('/organizations/x?service=acme_lights'))).toBe(false);
  });
});
