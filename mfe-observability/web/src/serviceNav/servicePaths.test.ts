import { sectionHref, sectionOf, serviceOf } from './servicePaths';

describe('service paths', () => {
  it('knows the three pages of a service, with or without a trailing slash', () => {
    expect(['/logs', '/feedback/', '/charts', '/chart', '/feedback/x'].map(sectionOf)).toEqual([
      'logs',
      'feedback',
      'charts',
      null,
      null,
    ]);
  });

  it('reads and writes the service of an address', () => {
    expect(serviceOf(new URLSearchParams('service=%20daybook%20'))).toBe('daybook');
    expect(serviceOf(new URLSearchParams('service='))).toBeNull();
    expect(sectionHref('charts', 'my service')).toBe('/charts?service=my+service');
    expect(sectionHref('logs', 'daybook')).toBe('/logs?service=daybook');
  });
});
