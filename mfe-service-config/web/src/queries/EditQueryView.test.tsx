import { clearFlash } from '@switchyard/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  QueryCloneDocument,
  QueryDeleteDocument,
  QueryFieldCreateDocument,
  QueryUpdateDocument,
  ReorderStepFieldsDocument,
  ReorderStepIngredientsDocument,
} from './operations';
import { ServiceConfigRoutes } from '../routes';
import { dragItem, isSortableEnabled } from '@switchyard/ui/sortable-list/testing';
import {
  channelFixture,
  channelMock,
  cities,
  detailsFixture,
  editMock,
  fieldFixture,
  queryFixture,
  renderQueries,
  SERVICE,
} from './queriesFixtures.testing';

beforeEach(() => window.history.replaceState(null, '', `/services/${SERVICE}/queries/list_cities`));
afterEach(() => clearFlash());

describe('edit query', () => {
  it('shows the query form, then Query fields, then Ingredients', async () => {
    renderQueries(<ServiceConfigRoutes />, [editMock()]);
    expect(await screen.findByRole('heading', { name: 'List cities', level: 1 })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Query' });
    const fields = screen.getByRole('heading', { name: 'Query fields' });
    const ingredients = screen.getByRole('heading', { name: 'Ingredients' });
    expect(form.compareDocumentPosition(fields) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(fields.compareDocumentPosition(ingredients) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByLabelText('Endpoint')).toHaveValue('list_cities');
    expect(within(screen.getByRole('list', { name: 'Query fields' })).getAllByRole('listitem')).toHaveLength(
      2,
    );
    expect(within(screen.getByRole('list', { name: 'Ingredients' })).getAllByRole('listitem')).toHaveLength(
      2,
    );
  });

  it('shows NOT FOUND for a query that does not exist', async () => {
    window.history.replaceState(null, '', `/services/${SERVICE}/queries/nope_nope`);
    renderQueries(<ServiceConfigRoutes />, [editMock(null, channelFixture(), 'nope_nope')]);
    expect(await screen.findByRole('heading', { name: 'NOT FOUND' })).toBeInTheDocument();
  });

  it('updates and replaces the address with the (new) edit path', async () => {
    const user = userEvent.setup();
    const renamed = queryFixture({ module_name: 'city_list' });
    renderQueries(<ServiceConfigRoutes />, [
      editMock(),
      {
        request: {
          query: QueryUpdateDocument,
          variables: {
            id: cities.id,
            weight: 0,
            name: cities.name,
            module_name: 'city_list',
            description: cities.description,
          },
        },
        result: { data: { queryUpdate: { query: renamed, errors: [] } } },
      },
      editMock(detailsFixture(renamed)),
    ]);
    const endpoint = await screen.findByLabelText('Endpoint');
    await user.clear(endpoint);
    await user.type(endpoint, 'city_list');
    const before = window.history.length;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Query updated')).toBeInTheDocument();
    expect(window.location.pathname).toBe(`/services/${SERVICE}/queries/city_list`);
    expect(window.history.length).toBe(before);
    await waitFor(() => expect(screen.getByLabelText('Endpoint')).toHaveValue('city_list'));
  });

  it('flashes the update failure', async () => {
    const user = userEvent.setup();
    renderQueries(<ServiceConfigRoutes />, [
      editMock(),
      {
        request: {
          query: QueryUpdateDocument,
          variables: {
            id: cities.id,
            weight: 0,
            name: 'Cities',
            module_name: cities.module_name,
            description: cities.description,
          },
        },
        error: new Error('offline'),
      },
    ]);
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Cities');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The flash and the form's own error.
    expect(await screen.findAllByText('Could not update query — please check your data')).toHaveLength(2);
  });

  it('deletes after the confirmation and returns to the list', async () => {
    const user = userEvent.setup();
    renderQueries(<ServiceConfigRoutes />, [
      editMock(),
      {
        request: { query: QueryDeleteDocument, variables: { id: cities.id } },
        result: { data: { queryDelete: { errors: [] } } },
      },
      channelMock(),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Are you sure you want to PERMANENTLY delete this query? Any Applets that use this query will also be deleted.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Query deleted')).toBeInTheDocument();
    expect(window.location.pathname).toBe(`/services/${SERVICE}/queries`);
    expect(await screen.findByRole('heading', { name: 'Queries', level: 1 })).toBeInTheDocument();
  });

  it('keeps the query when the confirmation is declined, and says when deleting fails', async () => {
    const user = userEvent.setup();
    renderQueries(<ServiceConfigRoutes />, [
      editMock(),
      {
        request: { query: QueryDeleteDocument, variables: { id: cities.id } },
        result: {
          data: { queryDelete: { errors: [{ attribute: 'base', message: 'This service is published.' }] } },
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not delete query — please check your data',
    );
    expect(window.location.pathname).toBe(`/services/${SERVICE}/queries/list_cities`);
  });

  it('clones after the confirmation and opens the clone', async () => {
    const user = userEvent.setup();
    const clone = queryFixture({ id: 'q-10', name: 'List cities (copy)', module_name: 'list_cities_copy' });
    renderQueries(<ServiceConfigRoutes />, [
      editMock(),
      {
        request: { query: QueryCloneDocument, variables: { id: cities.id } },
        result: { data: { queryClone: { query: clone, errors: [] } } },
      },
      editMock(detailsFixture(clone)),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Clone' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Are you sure you want to clone this query? It will clone all the properties, including query fields, and ingredients',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Clone' }));
    expect(await screen.findByText('Query cloned')).toBeInTheDocument();
    expect(window.location.pathname).toBe(`/services/${SERVICE}/queries/list_cities_copy`);
    expect(await screen.findByRole('heading', { name: 'List cities (copy)' })).toBeInTheDocument();
  });

  it('persists field and ingredient drags, and rolls a failed one back', async () => {
    renderQueries(<ServiceConfigRoutes />, [
      editMock(),
      {
        request: {
          query: ReorderStepFieldsDocument,
          variables: {
            channel_module_name: SERVICE,
            step_module_name: 'list_cities',
            step_type: 'query',
            field_ids: ['f-2', 'f-1'],
          },
        },
        result: { data: { reorderStepFields: { errors: [] } } },
      },
      {
        request: {
          query: ReorderStepIngredientsDocument,
          variables: {
            channel_module_name: SERVICE,
            step_type: 'query',
            step_type_module_name: 'list_cities',
            ingredient_ids: ['i-2', 'i-1'],
          },
        },
        error: new Error('offline'),
      },
    ]);
    const fields = await screen.findByRole('list', { name: 'Query fields' });
    await dragItem(fields, 1, 0);
    expect(await screen.findByText('Query fields reordered')).toBeInTheDocument();
    expect(within(fields).getAllByRole('listitem')[0]).toHaveTextContent('Which units?');
    const ingredients = screen.getByRole('list', { name: 'Ingredients' });
    await dragItem(ingredients, 1, 0);
    expect(
      await screen.findByText('There has been an error reordering the ingredients, try again!'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(ingredients).getAllByRole('listitem')[0]).toHaveTextContent('CityName'),
    );
  });

  it('adds a query field from the section and shows it after the reload', async () => {
    const user = userEvent.setup();
    const added = fieldFixture({ id: 'f-3', slug: 'country', label: 'Which country?', weight: 2 });
    const details = detailsFixture();
    renderQueries(<ServiceConfigRoutes />, [
      editMock(details),
      {
        request: {
          query: QueryFieldCreateDocument,
          variables: {
            query_id: cities.id,
            name: 'which_country',
            label: 'Which country?',
            helper_text: null,
            required: true,
            field_type_slug: 'text_raw',
            static_options: null,
          },
        },
        result: {
          data: { queryFieldCreate: { query_field: { __typename: 'QueryField', id: 'f-3' }, errors: [] } },
        },
      },
      editMock(detailsFixture({ query_fields: [...details.query_fields, added] })),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Add query field' }));
    const form = screen.getByRole('form', { name: 'New query field' });
    await user.type(within(form).getByLabelText('Label'), 'Which country?');
    await user.tab();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Query field created')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Query fields' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(screen.queryByRole('form', { name: 'New query field' })).not.toBeInTheDocument();
  });

  it('opens a field or an ingredient for editing in place, and Cancel closes it', async () => {
    const user = userEvent.setup();
    renderQueries(<ServiceConfigRoutes />, [editMock()]);
    await user.click(await screen.findByRole('button', { name: 'Edit Which city?' }));
    expect(screen.getByRole('form', { name: 'Query field Which city?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add query field' })).not.toBeInTheDocument();
    await user.click(
      within(screen.getByRole('form', { name: 'Query field Which city?' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(screen.queryByRole('form', { name: 'Query field Which city?' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit CityName' }));
    expect(
      within(screen.getByRole('form', { name: 'Ingredient CityName' })).getByLabelText('Slug'),
    ).toHaveValue('city_name');
  });

  it('is read-only on a published service', async () => {
    renderQueries(<ServiceConfigRoutes />, [editMock(detailsFixture(), channelFixture({ published: true }))]);
    await screen.findByRole('heading', { name: 'List cities', level: 1 });
    expect(screen.getByRole('note')).toHaveTextContent('submit the staging service for review');
    expect(screen.getByLabelText('Name')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    for (const name of ['Delete', 'Clone', 'Add query field', 'Add ingredient']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(await isSortableEnabled(screen.getByRole('list', { name: 'Query fields' }))).toBe(false);
    expect(await isSortableEnabled(screen.getByRole('list', { name: 'Ingredients' }))).toBe(false);
  });
});
