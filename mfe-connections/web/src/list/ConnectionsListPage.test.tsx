import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApollo } from '../testing/renderWithApollo';
import { daybook, DRAFT_ID, listed, mock, notes, PUBLISHED_ID } from '../testing/fixtures';
import {
  CONNECTIONS_LOAD_FAILED,
  ConnectionsListPage,
  LIST_LOAD_FAILED,
  NEW_CONNECTION,
  NO_CONNECTIONS,
} from './ConnectionsListPage';
import { ConnectionServicesDocument, ServiceConnectionsDocument } from './operations';

const services = (list: object[] | Error) =>
  mock(ConnectionServicesDocument, {}, list instanceof Error ? list : { myConnectionServices: list });
const connectionsOf = (module_name: string, list: object[] | Error) =>
  mock(
    ServiceConnectionsDocument,
    { module_name },
    list instanceof Error ? list : { serviceConnections: list },
  );

const draft = listed({ id: DRAFT_ID, name: 'Daybook tides', published: false });

describe('ConnectionsListPage', () => {
  it("lists each of the viewer's services with its connections, status and actions", async () => {
    renderWithApollo(<ConnectionsListPage service={null} />, [
      services([daybook, notes]),
      connectionsOf('daybook', [listed(), draft]),
      connectionsOf('acme_notes', []),
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Connections' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Connections of Daybook' });
    const [published, drafted] = within(list).getAllByRole('listitem');
    expect(within(published).getByRole('link', { name: 'Daybook weather journal' })).toHaveAttribute(
      'href',
      `/connections/${PUBLISHED_ID}`,
    );
    expect(within(published).getByText('Published')).toBeInTheDocument();
    expect(within(published).getByText('with Acme Weather')).toBeInTheDocument();
    expect(within(published).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/connections/${PUBLISHED_ID}/edit`,
    );
    expect(within(published).queryByRole('link', { name: 'Publish' })).not.toBeInTheDocument();
    expect(within(drafted).getByText('Draft')).toBeInTheDocument();
    expect(within(drafted).getByRole('link', { name: 'Publish' })).toHaveAttribute(
      'href',
      `/connections/${DRAFT_ID}/publish`,
    );
    expect(within(drafted).getByRole('link', { name: 'Preview' })).toHaveAttribute(
      'href',
      `/connections/${DRAFT_ID}`,
    );
    const daybookSection = screen.getByRole('region', { name: 'Daybook' });
    expect(
      within(daybookSection).getByRole('link', { name: `${NEW_CONNECTION} from Daybook` }),
    ).toHaveAttribute('href', '/connections/new/daybook');

    const notesSection = screen.getByRole('region', { name: 'Acme Notes' });
    expect(await within(notesSection).findByText(NO_CONNECTIONS)).toBeInTheDocument();
    const links = within(notesSection).getAllByRole('link', { name: `${NEW_CONNECTION} from Acme Notes` });
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', '/connections/new/acme_notes');
  });

  it('offers no Edit or Publish to a viewer who may only read (staff)', async () => {
    renderWithApollo(<ConnectionsListPage service={null} />, [
      services([daybook]),
      connectionsOf('daybook', [listed({ can_edit: false }), { ...draft, can_edit: false }]),
    ]);
    const list = await screen.findByRole('list', { name: 'Connections of Daybook' });
    expect(within(list).getAllByRole('link', { name: 'Preview' })).toHaveLength(2);
    expect(within(list).queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(list).queryByRole('link', { name: 'Publish' })).not.toBeInTheDocument();
  });

  it('narrows to one service with ?service=, and says when that service is not the viewer’s', async () => {
    const { unmount } = renderWithApollo(<ConnectionsListPage service="acme_notes" />, [
      services([daybook, notes]),
      connectionsOf('acme_notes', []),
    ]);
    expect(await screen.findByRole('region', { name: 'Acme Notes' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Daybook' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All your services' })).toHaveAttribute('href', '/connections');
    unmount();

    renderWithApollo(<ConnectionsListPage service="acme_weather" />, [services([daybook])]);
    expect(await screen.findByText('Service not found')).toBeInTheDocument();
  });

  it('tells a viewer without services where connections start', async () => {
    renderWithApollo(<ConnectionsListPage service={null} />, [services([])]);
    expect(await screen.findByText('You have no services yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a service' })).toHaveAttribute('href', '/services/new');
  });

  it('shows a failed load with Retry, for the services and for one service’s connections', async () => {
    const user = userEvent.setup();
    renderWithApollo(<ConnectionsListPage service={null} />, [
      services(new Error('offline')),
      services([daybook]),
      connectionsOf('daybook', new Error('offline')),
      connectionsOf('daybook', [listed()]),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(LIST_LOAD_FAILED);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CONNECTIONS_LOAD_FAILED);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Daybook weather journal' })).toBeInTheDocument();
  });
});
