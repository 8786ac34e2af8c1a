import { clearFlash } from '@switchyard/ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from '@switchyard/client';
import { ReorderTqasDocument } from './operations';
import { ServiceConfigRoutes } from '../routes';
import { dragItem, isSortableEnabled } from '@switchyard/ui/sortable-list/testing';
import { DRAG_ANIMATION_MS } from '@switchyard/ui/sortable-list';
import {
  alerts,
  channelFixture,
  channelMock,
  cities,
  renderQueries,
  SERVICE,
  stations,
} from './queriesFixtures.testing';

const itemNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((li) => li.querySelector('strong')?.textContent);

const reorderMock = (ids: string[], result: object) => ({
  request: {
    query: ReorderTqasDocument,
    variables: { channel_module_name: SERVICE, step_type: 'query', ids },
  },
  ...result,
});

beforeEach(() => window.history.replaceState(null, '', `/services/${SERVICE}/queries`));
afterEach(() => clearFlash());

describe('queries index', () => {
  it('lists the queries with New query and an edit link each; the links push history', async () => {
    const user = userEvent.setup();
    renderQueries(<ServiceConfigRoutes />, [channelMock(), channelMock()]);
    expect(await screen.findByRole('heading', { name: 'Queries', level: 1 })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Queries' });
    expect(itemNames(list)).toEqual([cities.name, alerts.name, stations.name]);
    expect(screen.getByRole('link', { name: `Edit ${alerts.name}` })).toHaveAttribute(
      'href',
      `/services/${SERVICE}/queries/severe_alerts`,
    );
    expect(await isSortableEnabled(list)).toBe(true);
    const before = window.history.length;
    await user.click(screen.getByRole('link', { name: 'New query' }));
    expect(window.location.pathname).toBe(`/services/${SERVICE}/queries/new`);
    expect(window.history.length).toBe(before + 1);
    expect(await screen.findByRole('heading', { name: 'Create new query' })).toBeInTheDocument();
  });

  it('shows the empty state with the link to learn how', async () => {
    renderQueries(<ServiceConfigRoutes />, [channelMock(channelFixture({ queries: [] }))]);
    const link = await screen.findByRole('link', { name: 'Learn how to create your first Query' });
    expect(link).toHaveAttribute('href', '/docs/queries');
    expect(screen.queryByRole('list', { name: 'Queries' })).not.toBeInTheDocument();
  });

  it('persists a drag with reorderTqas and says so', async () => {
    renderQueries(<ServiceConfigRoutes />, [
      channelMock(),
      reorderMock([alerts.id, stations.id, cities.id], { result: { data: { reorderTqas: { errors: [] } } } }),
    ]);
    const list = await screen.findByRole('list', { name: 'Queries' });
    await dragItem(list, 0, 2);
    expect(itemNames(list)).toEqual([alerts.name, stations.name, cities.name]);
    expect(await screen.findByText('Queries reordered')).toBeInTheDocument();
    expect(itemNames(list)).toEqual([alerts.name, stations.name, cities.name]);
  });

  it.each([
    [
      'errors',
      { result: { data: { reorderTqas: { errors: [{ attribute: 'ids', message: 'is invalid' }] } } } },
    ],
    ['a network failure', { error: new Error('offline') }],
  ])('rolls the order back on %s', async (_, result) => {
    renderQueries(<ServiceConfigRoutes />, [
      channelMock(),
      reorderMock([alerts.id, cities.id, stations.id], result),
    ]);
    const list = await screen.findByRole('list', { name: 'Queries' });
    await dragItem(list, 0, 1);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There has been an error reordering the Queries, try again!',
    );
    await waitFor(() => expect(itemNames(list)).toEqual([cities.name, alerts.name, stations.name]));
  });

  it('is read-only for a published service', async () => {
    renderQueries(<ServiceConfigRoutes />, [channelMock(channelFixture({ published: true }))]);
    const list = await screen.findByRole('list', { name: 'Queries' });
    expect(screen.queryByRole('link', { name: 'New query' })).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('clone the service, change the clone');
    expect(await isSortableEnabled(list)).toBe(false);
  });

  it('animates drags for 150 ms', () => {
    expect(DRAG_ANIMATION_MS).toBe(150);
  });

  it('shows NOT FOUND for any other view', async () => {
    renderQueries(<ServiceConfigRoutes />, [channelMock()]);
    await screen.findByRole('heading', { name: 'Queries' });
    act(() => navigate(`/services/${SERVICE}/queries/list_cities/extra`));
    expect(screen.getByRole('heading', { name: 'NOT FOUND' })).toBeInTheDocument();
  });
});
