import { clearFlash } from '@switchyard/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  InviteUserDocument,
  RemoveUserDocument,
  ResendInvitationDocument,
  RevokeInvitationDocument,
} from '../../orgOperations';
import { ACME_ID, MILO_ID, acmeAsMember, acmeAsOwner, invitation } from '../../testing/orgFixtures';
import { orgPageMock, orgPayload } from '../../testing/orgMocks';
import { renderAt } from '../../testing/renderWithApollo';

const path = `/organizations/${ACME_ID}/team`;
const members = () => within(screen.getByRole('region', { name: 'Members' }));

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn(async () => ({ ok: true, status: 204 }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  clearFlash();
  jest.mocked(console.error).mockRestore();
});

describe('TeamPage as the owner', () => {
  it('lists members with e-mails and the Owner badge, and both invitation lists', async () => {
    renderAt(path, [orgPageMock(acmeAsOwner())]);
    await screen.findByRole('heading', { name: 'Team' });
    const rows = members().getAllByRole('row').slice(1);
    const cells = rows.map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );
    expect(cells).toEqual([
      ['Olivia Owner Owner', 'olivia', 'olivia@example.com', ''],
      ['Milo Member', 'milo', 'milo@example.com', 'Remove'],
    ]);
    expect(within(rows[0]).getByText('Owner')).toHaveClass('org-badge');
    expect(within(rows[0]).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(within(rows[1]).getByRole('button', { name: 'Remove Milo Member' })).toBeInTheDocument();

    const pending = within(screen.getByRole('region', { name: 'Pending invitations' }));
    expect(pending.getByText('pending.person@example.com')).toBeInTheDocument();
    const expired = within(screen.getByRole('region', { name: 'Expired invitations' }));
    expect(expired.getByText('late.person@example.com')).toBeInTheDocument();
    expect(expired.getByRole('button', { name: 'Re-send late.person@example.com' })).toBeInTheDocument();
  });

  it.each([
    [3, 'You have 3 invitations left'],
    [1, 'You have 1 invitation left'],
  ])('shows the remaining count (%i) in the invite form', async (remaining, text) => {
    renderAt(path, [orgPageMock(acmeAsOwner({ remaining_invitations: remaining }))]);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail address')).toBeEnabled();
  });

  it('disables the invite form when no invitations are left', async () => {
    renderAt(path, [orgPageMock(acmeAsOwner({ remaining_invitations: 0 }))]);
    expect(await screen.findByText('You have no invitations left')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail address')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send invitation' })).toBeDisabled();
  });

  it('checks the e-mail before sending', async () => {
    const user = userEvent.setup();
    renderAt(path, [orgPageMock(acmeAsOwner())]);
    await user.type(await screen.findByLabelText('E-mail address'), 'nia@example');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
  });

  it('invites, then shows the new invitation and the new remaining count', async () => {
    const user = userEvent.setup();
    const before = acmeAsOwner({ remaining_invitations: 2 });
    const after = {
      ...before,
      remaining_invitations: 1,
      pending_invitations: [
        ...before.pending_invitations,
        invitation({ id: 'inv-nia', email: 'nia@example.com' }),
      ],
    };
    renderAt(path, [
      orgPageMock(before),
      {
        request: {
          query: InviteUserDocument,
          variables: { organization_id: ACME_ID, email: 'nia@example.com' },
        },
        result: { data: { inviteUser: orgPayload(after) } },
      },
    ]);
    await user.type(await screen.findByLabelText('E-mail address'), ' nia@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText('Invitation sent to nia@example.com')).toBeInTheDocument();
    expect(await screen.findByText('You have 1 invitation left')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Pending invitations' })).getByText('nia@example.com'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail address')).toHaveValue('');
  });

  it("shows the server's invite errors beside the field and logs them", async () => {
    const user = userEvent.setup();
    renderAt(path, [
      orgPageMock(acmeAsOwner()),
      {
        request: {
          query: InviteUserDocument,
          variables: { organization_id: ACME_ID, email: 'milo@example.com' },
        },
        result: {
          data: {
            inviteUser: orgPayload(null, [
              { attribute: 'email', message: 'A member cannot be invited again' },
            ]),
          },
        },
      },
    ]);
    await user.type(await screen.findByLabelText('E-mail address'), 'milo@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('A member cannot be invited again')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true');
    expect(console.error).toHaveBeenCalledWith('Invitation failed', expect.anything());
  });

  it("re-sends an expired invitation and flashes 'Invite has been resent'", async () => {
    const user = userEvent.setup();
    const org = acmeAsOwner();
    const renewed = invitation({ id: 'inv-expired', email: 'late.person@example.com' });
    renderAt(path, [
      orgPageMock(org),
      {
        request: {
          query: ResendInvitationDocument,
          variables: { organization_id: ACME_ID, invitation_id: 'inv-expired' },
        },
        result: {
          data: {
            resendInvitation: orgPayload({
              ...org,
              pending_invitations: [...org.pending_invitations, renewed],
              expired_invitations: [],
            }),
          },
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Re-send late.person@example.com' }));
    expect(await screen.findByText('Invite has been resent')).toBeInTheDocument();
    expect(await screen.findByText('No expired invitations.')).toBeInTheDocument();
  });

  it('revokes an invitation after confirmation', async () => {
    const user = userEvent.setup();
    const org = acmeAsOwner();
    renderAt(path, [
      orgPageMock(org),
      {
        request: {
          query: RevokeInvitationDocument,
          variables: { organization_id: ACME_ID, invitation_id: 'inv-pending' },
        },
        result: { data: { revokeInvitation: orgPayload({ ...org, pending_invitations: [] }) } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Revoke pending.person@example.com' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Revoke invitation?' })).getByRole('button', {
        name: 'Yes',
      }),
    );
    expect(await screen.findByText('Invitation revoked')).toBeInTheDocument();
    expect(await screen.findByText('No pending invitations.')).toBeInTheDocument();
  });
});

describe('TeamPage: removing a member', () => {
  it('asks first, clears the users cache with DELETE, then calls removeUser', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
      calls.push(`${init.method} ${url}`);
      return { ok: true, status: 204 };
    });
    const org = acmeAsOwner();
    const remaining = [org.owner];
    renderAt(path, [
      orgPageMock(org),
      {
        request: { query: RemoveUserDocument, variables: { organization_id: ACME_ID, user_id: MILO_ID } },
        result: () => {
          calls.push('removeUser');
          return { data: { removeUser: { __typename: 'RemoveUserPayload', users: remaining, errors: [] } } };
        },
      },
      orgPageMock({ ...org, users: remaining, remaining_invitations: 4 }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Remove Milo Member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove member?' });
    expect(dialog).toHaveTextContent('Milo Member (milo) will lose access to Acme Automation.');
    expect(calls).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('Milo Member has been removed')).toBeInTheDocument();
    expect(calls).toEqual([`DELETE /organizations/${ACME_ID}/users_cache`, 'removeUser']);
    const [, init] = fetchMock.mock.calls[0];
    expect(new Headers(init.headers).has('X-CSRF-Token')).toBe(true);
    await waitFor(() => expect(members().queryByText('Milo Member')).not.toBeInTheDocument());
    expect(screen.getByText('You have 4 invitations left')).toBeInTheDocument();
  });

  it('does not remove when the confirmation is declined', async () => {
    const user = userEvent.setup();
    renderAt(path, [orgPageMock(acmeAsOwner())]);
    await user.click(await screen.findByRole('button', { name: 'Remove Milo Member' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'No' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(members().getByText('Milo Member')).toBeInTheDocument();
  });

  it('flashes the failure text verbatim and skips removeUser when the cache clear fails', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue({ ok: false, status: 500 });
    const removeResult = jest.fn();
    renderAt(path, [
      orgPageMock(acmeAsOwner()),
      {
        request: { query: RemoveUserDocument, variables: { organization_id: ACME_ID, user_id: MILO_ID } },
        result: removeResult,
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Remove Milo Member' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Sorry, that did not work out. Please try again')).toBeInTheDocument();
    expect(removeResult).not.toHaveBeenCalled();
    expect(members().getByText('Milo Member')).toBeInTheDocument();
  });

  it('flashes the failure text verbatim when removeUser refuses', async () => {
    const user = userEvent.setup();
    renderAt(path, [
      orgPageMock(acmeAsOwner()),
      {
        request: { query: RemoveUserDocument, variables: { organization_id: ACME_ID, user_id: MILO_ID } },
        result: {
          data: {
            removeUser: {
              __typename: 'RemoveUserPayload',
              users: null,
              errors: [{ __typename: 'UserError', attribute: 'user_id', message: 'Not a member' }],
            },
          },
        },
      },
      orgPageMock(acmeAsOwner()),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Remove Milo Member' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Sorry, that did not work out. Please try again')).toBeInTheDocument();
  });
});

describe('TeamPage as a member', () => {
  it('hides e-mails and every owner control', async () => {
    renderAt(path, [orgPageMock(acmeAsMember())]);
    await screen.findByRole('heading', { name: 'Team' });
    const rows = members().getAllByRole('row').slice(1);
    // The owner's address is hidden; a member still sees their own.
    expect(within(rows[0]).getByText('hidden')).toBeInTheDocument();
    expect(screen.queryByText('olivia@example.com')).not.toBeInTheDocument();
    expect(screen.queryByText('pending.person@example.com')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('E-mail address')).not.toBeInTheDocument();
    expect(screen.queryByText(/invitations? left/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove|Re-send|Revoke/ })).not.toBeInTheDocument();
    expect(
      screen.getByText('Only the owner of Acme Automation can invite or remove members.'),
    ).toBeInTheDocument();
  });
});
