import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConnectionWebhookDeliveriesDocument, SendTestWebhookDocument } from '../gql/graphql';
import { mock, PUBLISHED_ID } from '../testing/fixtures';
import { renderWithApollo } from '../testing/renderWithApollo';
import {
  deliveryOutcome,
  NO_DELIVERIES,
  SEND_FAILED,
  SEND_TEST_WEBHOOK,
  SENDING,
  WebhookTest,
} from './WebhookTest';

const delivery = (over: object = {}) => ({
  __typename: 'WebhookDelivery',
  id: 'd1',
  kind: 'test',
  status: 'delivered',
  attempts: 1,
  last_status_code: 200,
  last_error: null,
  duration_ms: 12,
  created_at: '2025-01-01T09:00:00.000Z',
  delivered_at: '2025-01-01T09:00:00.012Z',
  next_attempt_at: null,
  ...over,
});

const deliveries = (list: object[]) =>
  mock(
    ConnectionWebhookDeliveriesDocument,
    { id: PUBLISHED_ID },
    { connection: { __typename: 'Connection', id: PUBLISHED_ID, webhook_deliveries: list } },
  );
const sent = (d: object | Error) =>
  mock(
    SendTestWebhookDocument,
    { id: PUBLISHED_ID },
    d instanceof Error
      ? d
      : { sendTestWebhook: { __typename: 'WebhookTestPayload', delivery: d, errors: [] } },
  );

describe('WebhookTest', () => {
  it('sends the test webhook, says how it went and lists it with the recent deliveries', async () => {
    const user = userEvent.setup();
    renderWithApollo(<WebhookTest connectionId={PUBLISHED_ID} />, [
      deliveries([]),
      sent(delivery()),
      deliveries([delivery()]),
    ]);
    expect(await screen.findByText(NO_DELIVERIES)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: SEND_TEST_WEBHOOK }));
    expect(
      await screen.findByText('Delivered: 200 in 12 ms', { selector: '[role=status]' }),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Recent deliveries' });
    expect(within(list).getByRole('listitem')).toHaveTextContent(/Test · .* · Delivered: 200 in 12 ms/);
  });

  it('shows Sending… while it goes, then the failure and its reason', async () => {
    const user = userEvent.setup();
    const failed = delivery({
      status: 'failed',
      last_status_code: 500,
      last_error: 'The service answered 500.',
    });
    renderWithApollo(<WebhookTest connectionId={PUBLISHED_ID} />, [
      deliveries([]),
      { ...sent(failed), delay: 50 },
      deliveries([failed]),
    ]);
    await user.click(await screen.findByRole('button', { name: SEND_TEST_WEBHOOK }));
    expect(screen.getByRole('status')).toHaveTextContent(SENDING);
    expect(screen.getByRole('button', { name: SEND_TEST_WEBHOOK })).toBeDisabled();
    expect(
      await screen.findByText('Failed: The service answered 500.', { selector: '[role=status]' }),
    ).toBeInTheDocument();
  });

  it('says so when the mutation itself fails', async () => {
    const user = userEvent.setup();
    renderWithApollo(<WebhookTest connectionId={PUBLISHED_ID} />, [
      deliveries([]),
      sent(new Error('offline')),
    ]);
    await user.click(await screen.findByRole('button', { name: SEND_TEST_WEBHOOK }));
    expect(await screen.findByText(SEND_FAILED)).toBeInTheDocument();
  });

  it('words every status', () => {
    expect(
      deliveryOutcome(delivery({ status: 'retrying', attempts: 2, last_error: 'timeout' }) as never),
    ).toBe('Retrying (attempt 2 failed: timeout)');
    expect(deliveryOutcome(delivery({ status: 'pending' }) as never)).toBe('Waiting to be sent');
    expect(deliveryOutcome(delivery({ status: 'failed', last_error: null }) as never)).toBe(
      'Failed: no answer',
    );
  });
});
