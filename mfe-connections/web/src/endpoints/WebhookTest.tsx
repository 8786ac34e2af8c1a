import { useMutation, useQuery } from '@switchyard/client/apollo';
import { Button } from '@switchyard/ui';
import { useState } from 'react';
import {
  ConnectionWebhookDeliveriesDocument,
  SendTestWebhookDocument,
  type WebhookDeliveryItemFragment,
} from '../gql/graphql';

export const SEND_TEST_WEBHOOK = 'Send a test webhook';
export const SENDING = 'Sending…';
export const SEND_FAILED = 'Failed: the test webhook could not be sent. Please try again.';
export const NO_DELIVERIES = 'No webhooks sent yet.';

/** What a delivery came to, in words: "Delivered: 200 in 12 ms", "Failed: <reason>", "Retrying: …". */
export function deliveryOutcome(d: WebhookDeliveryItemFragment): string {
  const took = d.duration_ms === null || d.duration_ms === undefined ? '' : ` in ${d.duration_ms} ms`;
  if (d.status === 'delivered') return `Delivered: ${d.last_status_code ?? 'no status'}${took}`;
  if (d.status === 'failed') return `Failed: ${d.last_error ?? 'no answer'}`;
  if (d.status === 'retrying')
    return `Retrying (attempt ${d.attempts} failed: ${d.last_error ?? 'no answer'})`;
  return 'Waiting to be sent';
}

const KINDS: Record<string, string> = { trigger_fired: 'Trigger fired', test: 'Test' };
const when = (iso: string) => new Date(iso).toLocaleString();

/**
 * The endpoints page's webhook test: "Send a test webhook" sends the sample webhook to the owner
 * service now and says how it went (sending…, delivered with the status and time, failed with the
 * reason); below, the connection's recent deliveries.
 */
export function WebhookTest({ connectionId }: { connectionId: string }) {
  const deliveries = useQuery(ConnectionWebhookDeliveriesDocument, {
    variables: { id: connectionId },
    fetchPolicy: 'cache-and-network',
  });
  const [send, { loading: sending }] = useMutation(SendTestWebhookDocument);
  const [status, setStatus] = useState<string | null>(null);

  async function onSend() {
    setStatus(SENDING);
    try {
      const r = await send({ variables: { id: connectionId } });
      const delivery = r.data?.sendTestWebhook.delivery;
      setStatus(
        delivery ? deliveryOutcome(delivery) : (r.data?.sendTestWebhook.errors[0]?.message ?? SEND_FAILED),
      );
      await deliveries.refetch().catch(() => undefined);
    } catch {
      setStatus(SEND_FAILED);
    }
  }

  const list = deliveries.data?.connection?.webhook_deliveries ?? [];
  return (
    <div className="cn-webhook-test">
      <p>
        <Button onClick={() => void onSend()} disabled={sending}>
          {SEND_TEST_WEBHOOK}
        </Button>
      </p>
      <p role="status" aria-live="polite" className="cn-webhook-test__status">
        {status}
      </p>
      <h3 id="webhook-deliveries">Recent deliveries</h3>
      {list.length ? (
        <ul aria-labelledby="webhook-deliveries" className="cn-webhook-test__list">
          {list.map((d) => (
            <li key={d.id}>
              <span>{KINDS[d.kind] ?? d.kind}</span> ·{' '}
              <time dateTime={d.created_at}>{when(d.created_at)}</time> · <span>{deliveryOutcome(d)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="cn-muted">{deliveries.loading ? 'Loading deliveries…' : NO_DELIVERIES}</p>
      )}
    </div>
  );
}
