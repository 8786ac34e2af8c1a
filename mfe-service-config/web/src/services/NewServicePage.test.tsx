import { onHeaderRefresh } from '@switchyard/client';
import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { NewServiceOrganizationDocument, ServiceCreateDocument } from './serviceOperations';
import { renderWithApollo } from '../testing/renderWithApollo';
import { acme, ACME_ID } from '../testing/serviceFixtures';
import { NewServicePage } from './NewServicePage';

const orgMock: MockedResponse = {
  request: { query: NewServiceOrganizationDocument, variables: { id: ACME_ID } },
  result: { data: { organization: acme } },
};

function createMock(
  variables: { name: string; module_name: string | null },
  serviceCreate: Record<string, unknown>,
  delay = 0,
): MockedResponse {
  return {
    request: { query: ServiceCreateDocument, variables: { organization_id: ACME_ID, ...variables } },
    result: {
      data: { serviceCreate: { __typename: 'ServicePayload', service: null, errors: [], ...serviceCreate } },
    },
    delay,
  };
}

beforeEach(() => window.history.replaceState(null, '', '/services/new'));

async function renderForm(mocks: MockedResponse[]) {
  renderWithApollo(<NewServicePage organizationId={ACME_ID} />, [orgMock, ...mocks]);
  expect(await screen.findByRole('heading', { name: 'New service' })).toBeInTheDocument();
  expect(screen.getByText('Acme Automation')).toBeInTheDocument();
}

describe('NewServicePage', () => {
  it('fills the module name in snake case from the name until the user edits it', async () => {
    const user = userEvent.setup();
    await renderForm([]);
    const name = screen.getByLabelText('Name');
    const moduleName = screen.getByLabelText('Module name');
    await user.type(name, 'Acme Weather!');
    expect(moduleName).toHaveValue('acme_weather');
    expect(screen.getByText(/will be \/services\/acme_weather/)).toBeInTheDocument();
    await user.clear(moduleName);
    await user.type(moduleName, 'weather_by_acme');
    await user.type(name, ' Pro');
    expect(name).toHaveValue('Acme Weather! Pro');
    expect(moduleName).toHaveValue('weather_by_acme');
  });

  it('keeps Save disabled while the form is invalid, with the problem beside the field', async () => {
    const user = userEvent.setup();
    await renderForm([]);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText('Name'), 'Acme Weather');
    expect(save).toBeEnabled();
    await user.clear(screen.getByLabelText('Module name'));
    await user.type(screen.getByLabelText('Module name'), 'Bad-Name');
    expect(
      screen.getByText(
        'Error: module_name can only contain lowercase letters, numbers and underscores, and must begin with a letter',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Module name')).toHaveAttribute('aria-invalid', 'true');
    expect(save).toBeDisabled();
    await user.clear(screen.getByLabelText('Name'));
    expect(screen.getByText("Error: name can't be blank")).toBeInTheDocument();
  });

  it("shows the server's errors beside their fields and stays on the page", async () => {
    const user = userEvent.setup();
    await renderForm([
      createMock(
        { name: 'Acme Weather', module_name: 'acme_weather' },
        {
          errors: [
            {
              __typename: 'UserError',
              attribute: 'module_name',
              message: 'has already been taken',
            },
          ],
        },
      ),
    ]);
    await user.type(screen.getByLabelText('Name'), 'Acme Weather');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const error = await screen.findByText('Error: module_name has already been taken');
    expect(error).toHaveAttribute('id', 'new-service-module-name-error');
    expect(screen.getByLabelText('Module name')).toHaveAttribute('aria-invalid', 'true');
    expect(window.location.pathname).toBe('/services/new');
    // Editing the field clears the server's complaint about it.
    await user.type(screen.getByLabelText('Module name'), '_2');
    expect(screen.queryByText('Error: module_name has already been taken')).not.toBeInTheDocument();
  });

  it('shows Saving… while saving, then opens the new service page and refreshes the header', async () => {
    const user = userEvent.setup();
    const headerRefreshes = jest.fn();
    const stop = onHeaderRefresh(headerRefreshes);
    renderWithApollo(<NewServicePage organizationId={ACME_ID} />, [
      orgMock,
      createMock(
        { name: 'Acme Radar', module_name: 'acme_radar' },
        {
          service: {
            __typename: 'Service',
            id: '30000000-0000-4000-8000-000000000001',
            module_name: 'acme_radar',
            name: 'Acme Radar',
            published: false,
            url: '/services/acme_radar',
          },
        },
        // Long enough that a loaded machine's click still finds the request in flight.
        500,
      ),
    ]);
    await screen.findByRole('heading', { name: 'New service' });
    await user.type(screen.getByLabelText('Name'), '  Acme Radar');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(headerRefreshes).not.toHaveBeenCalled();
    await waitFor(() => expect(window.location.pathname).toBe('/services/acme_radar'), { timeout: 5000 });
    expect(headerRefreshes).toHaveBeenCalledTimes(1);
    stop();
  });

  it('says when the organization is gone or not the viewer’s', async () => {
    const user = userEvent.setup();
    await renderForm([
      {
        request: {
          query: ServiceCreateDocument,
          variables: { organization_id: ACME_ID, name: 'Acme Radar', module_name: 'acme_radar' },
        },
        result: {
          errors: [new GraphQLError('Organization not found.', { extensions: { code: 'NOT_FOUND' } })],
        },
      },
    ]);
    await user.type(screen.getByLabelText('Name'), 'Acme Radar');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('This organization was not found, or you are no longer a member of it.'),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/services/new');
  });

  it('asks for an organization when org_id is missing', () => {
    renderWithApollo(<NewServicePage organizationId={null} />);
    expect(screen.getByText('Choose an organization first')).toBeInTheDocument();
    expect(screen.getByText(/'\+ Add Service'/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
  });

  it('refuses an organization the viewer does not belong to', async () => {
    const foreign = '10000000-0000-4000-8000-000000000005';
    renderWithApollo(<NewServicePage organizationId={foreign} />, [
      {
        request: { query: NewServiceOrganizationDocument, variables: { id: foreign } },
        result: {
          errors: [new GraphQLError('Organization not found.', { extensions: { code: 'NOT_FOUND' } })],
        },
      },
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Organization not found');
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
  });
});
