import { renderWithMockedApollo } from '@switchyard/client/testing';
import { screen, within } from '@testing-library/react';
import { matchComposerRoute } from '../routes';
import { ServiceAppletsDocument } from '../gql/graphql';
import { ServiceAppletsPage, serviceAppletsPage } from './ServiceAppletsPage';

const daybook = {
  __typename: 'ComposerChannel',
  id: 's1',
  module_name: 'daybook',
  name: 'Daybook',
  brand_color: '#6D4C41',
};
const listing = (id: string, over: Record<string, unknown> = {}) => ({
  __typename: 'ServiceAppletListing',
  id,
  kind: 'applet',
  name: `Applet ${id}`,
  description: `What ${id} does.`,
  pinned: false,
  url: `/applets/${id}`,
  ...over,
});
const answer = (data: object | Error) => ({
  request: { query: ServiceAppletsDocument, variables: { module_name: 'daybook' } },
  ...(data instanceof Error ? { error: data } : { result: { data } }),
});

describe('a service’s public list of applets', () => {
  it('is the /applets?service= address', () => {
    const at = (href: string) => {
      const url = new URL(href, 'http://x');
      return matchComposerRoute({ pathname: url.pathname, search: url.searchParams } as never);
    };
    expect(serviceAppletsPage('daybook')).toBe('/applets?service=daybook');
    expect(at('/applets?service=daybook')).toEqual({ page: 'serviceApplets', module: 'daybook' });
    expect(at('/applets/c0000000-0000-4000-8000-000000000001')).toMatchObject({ page: 'show' });
    expect(at('/applets')).toEqual({ page: 'notFound' });
  });

  it('shows the pinned ones first with a badge, as the server orders them, each linking to its page', async () => {
    renderWithMockedApollo(<ServiceAppletsPage module="daybook" />, {
      mocks: [
        answer({
          composerChannels: [daybook],
          serviceApplets: [
            listing('a1', { pinned: true }),
            listing('c1', { kind: 'connection', pinned: true, url: '/connections/c1/enable' }),
            listing('a2'),
          ],
        }),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Applets on Daybook' })).toBeTruthy();
    const cards = within(screen.getByRole('list', { name: 'Applets on Daybook' })).getAllByRole('listitem');
    expect(cards.map((c) => within(c).getByRole('link').textContent)).toEqual([
      'Applet a1',
      'Applet c1',
      'Applet a2',
    ]);
    expect(cards.map((c) => within(c).queryByText('Pinned') !== null)).toEqual([true, true, false]);
    expect(within(cards[1]).getByRole('link').getAttribute('href')).toBe('/connections/c1/enable');
    expect(within(cards[2]).getByRole('link').getAttribute('href')).toBe('/applets/a2');
  });

  it('says so when the service has none, or cannot be seen', async () => {
    const { unmount } = renderWithMockedApollo(<ServiceAppletsPage module="daybook" />, {
      mocks: [answer({ composerChannels: [daybook], serviceApplets: [] })],
    });
    expect(await screen.findByText('Daybook has no published Applets yet.')).toBeTruthy();
    unmount();
    renderWithMockedApollo(<ServiceAppletsPage module="daybook" />, {
      mocks: [answer({ composerChannels: [], serviceApplets: [] })],
    });
    expect(await screen.findByText('Service not found')).toBeTruthy();
  });

  it('offers a retry when the list cannot load', async () => {
    renderWithMockedApollo(<ServiceAppletsPage module="daybook" />, { mocks: [answer(new Error('down'))] });
    expect(await screen.findByText('The Applets could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /retry|try again/i })).toBeTruthy();
  });
});
