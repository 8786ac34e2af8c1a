import type { MockedResponse } from '@apollo/client/testing';
import { clearFlash, FlashHost } from '@switchyard/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toFormValues, toServiceInput } from '../services/generalFormValues';
import { ServiceGeneralForm } from '../services/ServiceGeneralForm';
import { ServiceUpdateDocument, type ServiceOverview } from '../services/serviceOperations';
import { renderWithApollo } from '../testing/renderWithApollo';
import { serviceFixture } from '../testing/serviceFixtures';
import { AUTHENTICATION_CHANGE_TITLE, AUTHENTICATION_CHANGE_WARNINGS } from './AuthenticationChangeDialog';
import { AUTHENTICATION_LABELS } from './authenticationLabels';

// The authentication form (spec/connections.md#2-screens-and-routes, #5-validation-rules, #8): radio
// choices, and a confirmation dialog with the spec's warnings before a new type is saved.
const draft = serviceFixture({
  id: '20000000-0000-4000-8000-000000000100',
  module_name: 'daybook',
  name: 'Daybook',
  published: false,
  authentication_type: 'oauth',
});

function updateMock(
  changes: Record<string, unknown>,
  service: ServiceOverview,
  errors: unknown[] = [],
): MockedResponse {
  const { organization: _organization, ...saved } = service;
  return {
    request: {
      query: ServiceUpdateDocument,
      variables: { id: draft.id, input: { ...toServiceInput(toFormValues(draft)), ...changes } },
    },
    result: {
      data: {
        serviceUpdate: { __typename: 'ServicePayload', service: errors.length ? null : saved, errors },
      },
    },
  };
}

function renderForm(mocks: MockedResponse[] = []) {
  renderWithApollo(
    <>
      <ServiceGeneralForm service={draft} />
      <FlashHost />
    </>,
    mocks,
  );
}

afterEach(() => clearFlash());

describe('the authentication type', () => {
  it('is a group of six radio choices with plain labels, the saved one checked', () => {
    renderForm();
    const group = screen.getByRole('group', { name: 'Authentication type' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')!.textContent)).toEqual([
      'No authentication required',
      'OAuth 2',
      'OAuth 2 with PKCE',
      'OAuth 2 with refresh tokens',
      'OAuth 2 with PKCE and refresh tokens',
      'API token',
    ]);
    expect(within(group).getByRole('radio', { name: 'OAuth 2' })).toBeChecked();
  });

  it('asks before saving a new type; Escape cancels and nothing is sent', async () => {
    const user = userEvent.setup();
    renderForm([]);
    await user.click(screen.getByRole('radio', { name: AUTHENTICATION_LABELS.api_token_auth }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: AUTHENTICATION_CHANGE_TITLE });
    for (const warning of AUTHENTICATION_CHANGE_WARNINGS) expect(dialog).toHaveTextContent(warning);
    expect(dialog).toHaveTextContent('From OAuth 2 to API token.');
    // Focus starts on Cancel and stays inside.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // No mock is given: a mutation sent would fail and flash an error.
    expect(screen.queryByText('Service updated')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: AUTHENTICATION_LABELS.api_token_auth })).toBeChecked();
  });

  it('saves with the confirmation once confirmed', async () => {
    const user = userEvent.setup();
    renderForm([
      updateMock(
        { authentication_type: 'api_token_auth', confirm_authentication_change: true },
        { ...draft, authentication_type: 'api_token_auth' },
      ),
    ]);
    await user.click(screen.getByRole('radio', { name: AUTHENTICATION_LABELS.api_token_auth }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: AUTHENTICATION_CHANGE_TITLE });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Service updated')).toBeInTheDocument();
  });

  it('does not ask when the type stays, and shows the server error on the type', async () => {
    const user = userEvent.setup();
    const message = "must be confirmed: changing it removes your users' tokens";
    renderForm([
      updateMock({ short_name: 'Days' }, { ...draft, short_name: 'Days' }),
      updateMock(
        { short_name: 'Days', authentication_type: 'oauth_pkce', confirm_authentication_change: true },
        draft,
        [{ __typename: 'UserError', attribute: 'authentication_type', message }],
      ),
    ]);
    await user.type(screen.getByLabelText('Short name'), 'Days');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Service updated')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: AUTHENTICATION_LABELS.oauth_pkce }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    const group = screen.getByRole('group', { name: 'Authentication type' });
    await waitFor(() => expect(group).toHaveTextContent(`Error: authentication_type ${message}`));
  });
});
