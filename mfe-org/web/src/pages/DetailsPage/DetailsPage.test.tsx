import { clearFlash } from '@switchyard/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChangeOrganizationOwnerDocument, UpdateOrganizationDetailsDocument } from '../../orgOperations';
import { ACME_ID, MILO_ID, acmeAsMember, acmeAsOwner } from '../../testing/orgFixtures';
import { codedError, orgPageMock, userErrors } from '../../testing/orgMocks';
import { renderAt } from '../../testing/renderWithApollo';
import { reloadPage } from './reloadPage';

jest.mock('./reloadPage', () => ({ reloadPage: jest.fn() }));

const path = `/organizations/${ACME_ID}/details`;

function updateMock(name: string, result: object) {
  return {
    request: { query: UpdateOrganizationDetailsDocument, variables: { id: ACME_ID, name } },
    ...result,
  };
}

function changeOwnerMock(result: object) {
  return {
    request: {
      query: ChangeOrganizationOwnerDocument,
      variables: { organization_id: ACME_ID, user_id: MILO_ID },
    },
    ...result,
  };
}

afterEach(() => {
  clearFlash();
  jest.mocked(reloadPage).mockClear();
});

describe('DetailsPage: organization name', () => {
  it('lets the owner save; flashes "Organization updated" and reloads the page', async () => {
    const user = userEvent.setup();
    renderAt(path, [
      orgPageMock(acmeAsOwner()),
      updateMock('Acme Robotics', {
        result: {
          data: {
            updateOrganizationDetails: {
              __typename: 'OrganizationPayload',
              organization: { __typename: 'Organization', id: ACME_ID, name: 'Acme Robotics' },
              errors: [],
            },
          },
        },
      }),
    ]);
    const input = await screen.findByLabelText('Organization name');
    expect(input).toHaveValue('Acme Automation');
    await user.clear(input);
    await user.type(input, '  Acme Robotics ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Organization updated')).toBeInTheDocument();
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1), { timeout: 3000 });
  });

  it('requires a name (inline error, nothing sent)', async () => {
    const user = userEvent.setup();
    renderAt(path, [orgPageMock(acmeAsOwner())]);
    await user.clear(await screen.findByLabelText('Organization name'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Organization name is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Organization name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Organization updated')).not.toBeInTheDocument();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('flashes the failure text verbatim and shows the server error inline', async () => {
    const user = userEvent.setup();
    renderAt(path, [
      orgPageMock(acmeAsOwner()),
      updateMock('X', {
        result: {
          data: {
            updateOrganizationDetails: {
              __typename: 'OrganizationPayload',
              organization: null,
              errors: userErrors([{ attribute: 'name', message: 'Name is too short' }]),
            },
          },
        },
      }),
    ]);
    const input = await screen.findByLabelText('Organization name');
    await user.clear(input);
    await user.type(input, 'X');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('An error has occrurred, please contact customer support'),
    ).toBeInTheDocument();
    expect(screen.getByText('Name is too short')).toBeInTheDocument();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('flashes the failure text when the request fails', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt(path, [orgPageMock(acmeAsOwner()), updateMock('Acme', { error: new Error('Network down') })]);
    const input = await screen.findByLabelText('Organization name');
    await user.clear(input);
    await user.type(input, 'Acme');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error has occrurred, please contact customer support',
    );
    jest.mocked(console.error).mockRestore();
  });

  it('shows members the name read-only, without Save or the ownership transfer', async () => {
    renderAt(path, [orgPageMock(acmeAsMember())]);
    const input = await screen.findByLabelText('Organization name');
    expect(input).toHaveValue('Acme Automation');
    expect(input).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Transfer ownership' })).not.toBeInTheDocument();
    expect(screen.getByText('Only the owner can change the organization name.')).toBeInTheDocument();
  });
});

describe('DetailsPage: ownership transfer', () => {
  async function chooseMilo(user: ReturnType<typeof userEvent.setup>) {
    const select = await screen.findByLabelText('New owner');
    // Only members other than the current owner are offered.
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a member…', 'Milo Member (milo)']);
    expect(screen.getByRole('button', { name: 'Transfer' })).toBeDisabled();
    await user.selectOptions(select, MILO_ID);
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
  }

  it('confirms that the transfer is irreversible, then flashes and drops the owner controls', async () => {
    const user = userEvent.setup();
    const after = acmeAsMember({ has_invoices: true });
    const milo = { ...after.users[1], is_owner: true };
    const olivia = { ...after.users[0], is_owner: false, email: 'olivia@example.com' };
    const updated = { ...after, owner: milo, users: [milo, olivia] };
    renderAt(path, [
      orgPageMock(acmeAsOwner()),
      changeOwnerMock({
        result: {
          data: {
            changeOrganizationOwner: {
              __typename: 'OwnerChangePayload',
              owner: milo,
              organization: updated,
              errors: [],
            },
          },
        },
      }),
    ]);
    await chooseMilo(user);

    const dialog = await screen.findByRole('dialog', { name: 'Transfer ownership?' });
    expect(dialog).toHaveTextContent('This transfer is irreversible.');
    expect(dialog).toHaveTextContent('Milo Member (milo) will become the owner of Acme Automation.');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('Organization owner has been updated')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Transfer ownership' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByText('Milo Member')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Invoices' })).not.toBeInTheDocument();
  });

  it('does nothing when the confirmation is declined', async () => {
    const user = userEvent.setup();
    renderAt(path, [orgPageMock(acmeAsOwner())]);
    await chooseMilo(user);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Transfer ownership' })).toBeInTheDocument();
    expect(screen.queryByText('Organization owner has been updated')).not.toBeInTheDocument();
  });

  it('flashes the failure text verbatim when the server refuses', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt(path, [
      orgPageMock(acmeAsOwner()),
      changeOwnerMock({ result: { errors: [codedError('FORBIDDEN')] } }),
    ]);
    await chooseMilo(user);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(
      await screen.findByText('An error has occurred, please contact customer support', {
        selector: '.sy-flash',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Transfer ownership' })).toBeInTheDocument();
    jest.mocked(console.error).mockRestore();
  });

  it('explains when there is nobody to transfer to', async () => {
    const owner = acmeAsOwner();
    renderAt(path, [orgPageMock({ ...owner, users: [owner.owner] })]);
    expect(
      await screen.findByText(
        'There is no other member to hand the organization to yet. Invite someone first.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('New owner')).not.toBeInTheDocument();
  });
});
