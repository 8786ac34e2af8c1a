import { renderWithMockedApollo } from '@switchyard/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MyEnabledConnectionsDocument } from '../gql/graphql';
import { MyConnections } from './MyConnections';

const ID = 'c0000000-0000-4000-8000-000000000001';

const item = (over: Record<string, unknown> = {}) => ({
  __typename: 'ConnectionEnablement',
  id: 'en-1',
  connection_id: ID,
  enabled: true,
  features: [{ __typename: 'ConnectionEnablementFeature', id: 'ef-1', enabled: true, paused_reason: null }],
  connection: {
    __typename: 'PublishedConnection',
    id: ID,
    name: 'Daybook weather journal',
    owner_channel: {
      __typename: 'PublishedConnectionService',
      id: 's1',
      name: 'Daybook',
      brand_color: '#3355ff',
    },
    channels: [{ __typename: 'PublishedConnectionService', id: 's2', name: 'Acme Weather' }],
  },
  ...over,
});

const answer = (list: object[] | Error) =>
  list instanceof Error
    ? { request: { query: MyEnabledConnectionsDocument }, error: list }
    : { request: { query: MyEnabledConnectionsDocument }, result: { data: { myEnabledConnections: list } } };

describe("My Applets' connections", () => {
  it('lists each enabled connection with its services and state, linking to its enable page', async () => {
    renderWithMockedApollo(<MyConnections />, {
      mocks: [
        answer([
          item({
            features: [
              {
                __typename: 'ConnectionEnablementFeature',
                id: 'ef-1',
                enabled: true,
                paused_reason: 'Connect again',
              },
            ],
          }),
          item({
            id: 'en-2',
            enabled: false,
            connection: { ...item().connection, id: 'c2', name: 'Turned off' },
          }),
          item({ id: 'en-3', connection: null }),
        ]),
      ],
    });
    const section = await screen.findByRole('region', { name: 'Connections' });
    const cards = await within(section).findAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]).getByRole('link', { name: 'Daybook weather journal' })).toHaveAttribute(
      'href',
      `/connections/${ID}/enable`,
    );
    expect(cards[0]).toHaveTextContent('Daybook → Acme Weather');
    expect(cards[0]).toHaveTextContent('On');
    expect(within(cards[0]).getByText('Needs attention')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Off')).toBeInTheDocument();
    expect(within(cards[1]).queryByText('Needs attention')).toBeNull();
    expect(within(cards[2]).queryByRole('link')).toBeNull();
    expect(cards[2]).toHaveTextContent('A connection no longer offered');
  });

  it('says so when there are none', async () => {
    renderWithMockedApollo(<MyConnections />, { mocks: [answer([])] });
    expect(await screen.findByText('No connections yet')).toBeInTheDocument();
  });

  it('shows an error with Retry', async () => {
    const user = userEvent.setup();
    renderWithMockedApollo(<MyConnections />, { mocks: [answer(new Error('offline')), answer([item()])] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your connections could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Daybook weather journal' })).toBeInTheDocument();
  });
});
