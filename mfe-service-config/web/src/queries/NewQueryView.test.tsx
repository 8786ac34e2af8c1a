import { clearFlash } from '@switchyard/ui';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryCreateDocument } from './operations';
import { ServiceConfigRoutes } from '../routes';
import {
  channelFixture,
  channelMock,
  detailsFixture,
  editMock,
  queryFixture,
  renderQueries,
  SERVICE,
} from './queriesFixtures.testing';

const created = queryFixture({
  id: 'q-9',
  name: 'Forecast',
  module_name: 'forecast',
  description: 'This query returns a forecast.',
});
const createVariables = {
  channel_module_name: SERVICE,
  name: 'Forecast',
  module_name: 'forecast',
  description: 'This query returns a forecast.',
};

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Name'), 'Forecast');
  await user.type(screen.getByLabelText('Endpoint'), 'forecast');
  await user.type(screen.getByLabelText('Description'), 'This query returns a forecast.');
}

beforeEach(() => window.history.replaceState(null, '', `/services/${SERVICE}/queries/new`));
afterEach(() => clearFlash());

describe('new query', () => {
  it('is titled Create new query and shows the guidance', async () => {
    renderQueries(<ServiceConfigRoutes />, [channelMock()]);
    expect(await screen.findByRole('heading', { name: 'Create new query' })).toBeInTheDocument();
    expect(screen.getByText('Use sentence case, without a period.')).toBeInTheDocument();
    expect(
      screen.getByText("A complete sentence that starts with 'This query returns' and ends with a period."),
    ).toBeInTheDocument();
    expect(screen.getByText(/Use snake_case/)).toBeInTheDocument();
  });

  it('checks the fields before sending anything', async () => {
    const user = userEvent.setup();
    renderQueries(<ServiceConfigRoutes />, [channelMock()]);
    await user.type(await screen.findByLabelText('Endpoint'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText("Error: name can't be blank")).toBeInTheDocument();
    expect(screen.getByText('Error: module_name is too short (minimum is 4 characters)')).toBeInTheDocument();
    expect(screen.getByText("Error: description can't be blank")).toBeInTheDocument();
  });

  it('creates, reads Saving… meanwhile, and replaces the address with the edit path', async () => {
    const user = userEvent.setup();
    const replace = jest.spyOn(window.history, 'replaceState');
    renderQueries(<ServiceConfigRoutes />, [
      channelMock(),
      {
        request: { query: QueryCreateDocument, variables: createVariables },
        // Long enough that a busy machine still sees the request in flight.
        delay: 800,
        result: { data: { queryCreate: { query: created, errors: [] } } },
      },
      editMock(detailsFixture({ ...created, query_fields: [], ingredients: [] })),
    ]);
    await fillIn(user);
    const before = window.history.length;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(await screen.findByText('Query created', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(window.location.pathname).toBe(`/services/${SERVICE}/queries/forecast`);
    expect(window.history.length).toBe(before);
    expect(replace).toHaveBeenCalledWith(null, '', `/services/${SERVICE}/queries/forecast`);
    expect(await screen.findByRole('heading', { name: 'Forecast', level: 1 })).toBeInTheDocument();
    replace.mockRestore();
  });

  it("shows the server's errors beside their fields and the failure flash", async () => {
    const user = userEvent.setup();
    renderQueries(<ServiceConfigRoutes />, [
      channelMock(),
      {
        request: { query: QueryCreateDocument, variables: createVariables },
        result: {
          data: {
            queryCreate: {
              query: null,
              errors: [
                { __typename: 'UserError', attribute: 'module_name', message: 'has already been taken' },
              ],
            },
          },
        },
      },
    ]);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error: module_name has already been taken')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Could not create query — please check your data');
    expect(window.location.pathname).toBe(`/services/${SERVICE}/queries/new`);
  });

  it('is read-only on a published service', async () => {
    renderQueries(<ServiceConfigRoutes />, [channelMock(channelFixture({ published: true }))]);
    await waitFor(() => expect(screen.getByLabelText('Name')).toBeDisabled());
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('This service is published, so it is read-only.');
  });
});
