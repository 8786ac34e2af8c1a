import { setSession } from '@switchyard/client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AcceptInvitationDocument, InvitationPreviewDocument } from '../../orgOperations';
import { ACME_ID, acmeAsMember } from '../../testing/orgFixtures';
import { codedError, orgPageMock, userErrors } from '../../testing/orgMocks';
import { renderAt } from '../../testing/renderWithApollo';

const token = 'tok_abc123';
const path = `/invitations/${token}`;

function previewMock(invitation: object | null) {
  return {
    request: { query: InvitationPreviewDocument, variables: { token } },
    result: { data: { invitation: invitation && { __typename: 'InvitationPreview', ...invitation } } },
  };
}
const pending = { organization_name: 'Acme Automation', email: 'nia@example.com', state: 'pending' };

function signInAs(email: string) {
  setSession({
    csrfToken: 'csrf',
    viewer: {
      id: 'u6',
      login: 'nia',
      email,
      name: 'Nia Newcomer',
      staff: false,
      emailVerified: true,
      reviewTeam: false,
      maker: false,
      tier: 'free',
    },
  });
}

beforeEach(() => signInAs('nia@example.com'));

describe('InvitationPage', () => {
  it('shows the organization and invited e-mail, accepts, then opens the organization', async () => {
    const user = userEvent.setup();
    renderAt(path, [
      previewMock(pending),
      {
        request: { query: AcceptInvitationDocument, variables: { token } },
        result: {
          data: {
            acceptInvitation: {
              __typename: 'OrganizationPayload',
              organization: { __typename: 'Organization', id: ACME_ID, name: 'Acme Automation' },
              errors: [],
            },
          },
        },
      },
      previewMock({ ...pending, state: 'converted' }),
      orgPageMock(acmeAsMember()),
    ]);
    expect(await screen.findByRole('heading', { name: 'Join Acme Automation' })).toBeInTheDocument();
    expect(screen.getByText('nia@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));
    await waitFor(() => expect(window.location.pathname).toBe(`/organizations/${ACME_ID}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Automation' })).toBeInTheDocument();
  });

  it('accepts case-insensitively matching addresses', async () => {
    signInAs('Nia@Example.com');
    renderAt(path, [previewMock(pending)]);
    expect(await screen.findByRole('button', { name: 'Accept invitation' })).toBeInTheDocument();
  });

  it("shows the server's reason when accepting is refused", async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt(path, [
      previewMock(pending),
      {
        request: { query: AcceptInvitationDocument, variables: { token } },
        result: {
          data: {
            acceptInvitation: {
              __typename: 'OrganizationPayload',
              organization: null,
              errors: userErrors([{ attribute: 'token', message: 'This invitation has expired' }]),
            },
          },
        },
      },
      previewMock(pending),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByText('This invitation has expired')).toBeInTheDocument();
    expect(window.location.pathname).toBe(path);
    jest.mocked(console.error).mockRestore();
  });

  it('explains an expired invitation, without the Accept button', async () => {
    renderAt(path, [previewMock({ ...pending, state: 'expired' })]);
    expect(
      await screen.findByText(
        'This invitation has expired. Ask the owner of Acme Automation to send you a new one.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
  });

  it('explains an invitation that was already accepted', async () => {
    renderAt(path, [previewMock({ ...pending, state: 'converted' })]);
    expect(await screen.findByText('This invitation has already been accepted.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
  });

  it('explains when the signed-in account is not the invited one', async () => {
    signInAs('milo@example.com');
    renderAt(path, [previewMock(pending)]);
    expect(
      await screen.findByText(
        'You are signed in as milo@example.com. Sign out and sign in as nia@example.com to accept this invitation.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
  });

  it('says so when the token is unknown', async () => {
    renderAt(path, [previewMock(null)]);
    expect(await screen.findByRole('heading', { name: 'Invitation not found' })).toBeInTheDocument();
  });

  it('offers Retry when the invitation cannot be loaded', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt(path, [
      {
        request: { query: InvitationPreviewDocument, variables: { token } },
        result: { errors: [codedError('INTERNAL_SERVER_ERROR')] },
      },
      previewMock(pending),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Join Acme Automation' })).toBeInTheDocument();
    jest.mocked(console.error).mockRestore();
  });
});
