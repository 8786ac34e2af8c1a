import { matchConnectionsRoute } from './routes';

const match = (href: string) => {
  const url = new URL(href, 'http://x');
  return matchConnectionsRoute({ pathname: url.pathname, search: url.searchParams });
};
const propsOf = (href: string) => match(href)?.element.props as Record<string, unknown> | undefined;

describe('matchConnectionsRoute', () => {
  it('matches the list, narrowed by ?service=', () => {
    expect(propsOf('/connections')).toEqual({ service: null });
    expect(propsOf('/connections/')).toEqual({ service: null });
    expect(propsOf('/connections?service=daybook')).toEqual({ service: 'daybook' });
  });

  it('matches the start screen and the editor of a new connection', () => {
    expect(propsOf('/connections/new/daybook')).toEqual({ owner: 'daybook' });
    expect(propsOf('/connections/new/daybook/configure?selected_service=acme_weather')).toEqual({
      mode: 'new',
      ownerModuleName: 'daybook',
      selectedService: 'acme_weather',
    });
  });

  it('matches the editor in edit and publish mode, and the preview page (with ?saved=1)', () => {
    expect(propsOf('/connections/c1/edit')).toEqual({ mode: 'edit', connectionId: 'c1' });
    expect(propsOf('/connections/c1/publish')).toEqual({ mode: 'publish', connectionId: 'c1' });
    expect(propsOf('/connections/c1')).toEqual({ id: 'c1', saved: false });
    expect(propsOf('/connections/c1?saved=1')).toEqual({ id: 'c1', saved: true });
  });

  it('matches the detail screen (its tab is in the hash, which the route ignores)', () => {
    expect(propsOf('/connections/c1/detail')).toEqual({ id: 'c1' });
    expect(propsOf('/connections/c1/detail/')).toEqual({ id: 'c1' });
    expect(match('/connections/new/detail')?.element.props).not.toEqual({ id: 'new' });
  });

  it("matches a user's enable page", () => {
    expect(propsOf('/connections/c1/enable')).toEqual({ id: 'c1' });
    expect(propsOf('/connections/c1/enable/')).toEqual({ id: 'c1' });
    expect(propsOf('/connections/c1/enable?connected=daybook')).toEqual({ id: 'c1' });
    expect(match('/connections/new/enable')?.element.props).not.toEqual({ id: 'new' });
  });

  it('finds nothing at other addresses', () => {
    for (const href of [
      '/connections/new',
      '/connections/c1/archive',
      '/connections/c1/enable/more',
      '/connections/c1/detail/logs',
      '/connections/new/daybook/other',
      '/connections/%E0%A4%A',
      '/connectionsx',
    ])
      expect(match(href)).toBeNull();
  });
});
