import { renderWithMockedApollo } from '@switchyard/client/testing';
import { screen, within } from '@testing-library/react';
import { ComposerServicesDocument, MyServicesDocument } from '../gql/graphql';
import { MyServicesPage } from './MyServicesPage';

const service = (over: Record<string, unknown> = {}) => ({
  __typename: 'ComposerChannel',
  id: 's1',
  module_name: 'daybook',
  name: 'Daybook',
  authentication_type: 'oauth_pkce',
  ...over,
});

describe('My services after an authentication change', () => {
  it('asks the user to connect each changed service again, with a button to do it', async () => {
    renderWithMockedApollo(<MyServicesPage />, {
      mocks: [
        {
          request: { query: MyServicesDocument },
          result: {
            data: {
              myServices: [],
              myReactivations: [
                {
                  __typename: 'ServiceReactivation',
                  message: 'Daybook changed how you sign in. Connect it again to use it.',
                  changed_at: '2026-11-28T10:00:00.000Z',
                  service: service(),
                },
              ],
            },
          },
        },
        { request: { query: ComposerServicesDocument }, result: { data: { composerChannels: [] } } },
      ],
    });
    const list = await screen.findByRole('list', { name: 'Services to connect again' });
    const item = within(list).getByRole('status');
    expect(item.textContent).toContain('Daybook changed how you sign in. Connect it again to use it.');
    expect(within(item).getByRole('button', { name: 'Connect Daybook' })).toBeTruthy();
    expect(screen.getByText('No services connected')).toBeTruthy();
  });
});
