import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InvitationPreviewDocument, OutboxDocument } from '../../orgOperations';
import { renderAt } from '../../testing/renderWithApollo';
import { OUTBOX_SIZE } from './OutboxPage';

function outboxMock(messages: object[]) {
  return {
    request: { query: OutboxDocument, variables: { first: OUTBOX_SIZE } },
    result: { data: { outbox: messages.map((m) => ({ __typename: 'OutboxMessage', ...m })) } },
  };
}

const older = {
  id: 'm1',
  to: 'nia@example.com',
  subject: 'You are invited to Lite Industries',
  text: 'Milo Member invited you.',
  link: 'https://switchyard.example.com/invitations/old',
  sent_at: '2025-03-01T10:00:00.000Z',
};
const newer = {
  id: 'm2',
  to: 'nia@example.com',
  subject: 'You are invited to Acme Automation',
  text: 'Olivia Owner invited you to join Acme Automation.\nThe link expires in one week.',
  link: `${window.location.origin}/invitations/tok_new`,
  sent_at: '2025-03-05T10:00:00.000Z',
};

describe('OutboxPage', () => {
  it('lists the e-mails newest first, with a clickable link', async () => {
    const user = userEvent.setup();
    renderAt('/outbox', [
      outboxMock([older, newer]),
      {
        request: { query: InvitationPreviewDocument, variables: { token: 'tok_new' } },
        result: {
          data: {
            invitation: {
              __typename: 'InvitationPreview',
              organization_name: 'Acme Automation',
              email: 'nia@example.com',
              state: 'pending',
            },
          },
        },
      },
    ]);
    const items = await screen.findAllByRole('article');
    expect(items.map((a) => within(a).getByRole('heading').textContent)).toEqual([
      newer.subject,
      older.subject,
    ]);
    expect(items[0]).toHaveTextContent('The link expires in one week.');
    expect(within(items[0]).getByRole('link')).toHaveAttribute('href', '/invitations/tok_new');
    expect(within(items[1]).getByRole('link')).toHaveAttribute('href', older.link);
    expect(screen.getByText(/this demo delivers e-mail here/)).toBeInTheDocument();

    await user.click(within(items[0]).getByRole('link'));
    expect(window.location.pathname).toBe('/invitations/tok_new');
    expect(await screen.findByRole('heading', { name: 'Join Acme Automation' })).toBeInTheDocument();
  });

  it('has an empty state', async () => {
    renderAt('/outbox', [outboxMock([])]);
    expect(await screen.findByText('No e-mails yet')).toBeInTheDocument();
    expect(screen.getByText('Invitations sent to your address will show up here.')).toBeInTheDocument();
  });

  it('offers Retry when loading fails', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/outbox', [
      {
        request: { query: OutboxDocument, variables: { first: OUTBOX_SIZE } },
        error: new Error('Network down'),
      },
      outboxMock([newer]),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(newer.subject)).toBeInTheDocument();
    jest.mocked(console.error).mockRestore();
  });
});
