import { HttpError, toGraphQLError, type DomainDeps } from '@switchyard/server-kit';
import { partnerClientOf } from '@switchyard/server-kit/partner-client';
import type { Resolvers, WebhookDelivery } from '../generated/resolverTypes';
import { canReadConnectionsOf } from '../access';
import { deliveriesOf, type DeliveryRow } from './webhookDelivery';
import { sendTestWebhook } from './testWebhook';

const MAX_DELIVERIES = 50;

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/** A delivery as GraphQL shows it (never its body: the owner's members read the log instead). */
export const deliveryView = (d: DeliveryRow): WebhookDelivery => ({
  id: d.id,
  kind: d.kind,
  status: d.status,
  attempts: d.attempts,
  last_status_code: d.last_status_code,
  last_error: d.last_error,
  duration_ms: d.duration_ms,
  created_at: iso(d.created_at)!,
  delivered_at: iso(d.delivered_at),
  next_attempt_at: iso(d.next_attempt_at),
});

/** `Connection.webhook_deliveries` and `Mutation.sendTestWebhook` (merged into the domain's resolvers). */
export function webhookResolvers(deps: DomainDeps): Pick<Resolvers, 'Connection' | 'Mutation'> {
  const client = partnerClientOf(deps, 'connections');
  return {
    Connection: {
      async webhook_deliveries(c, { first }, ctx) {
        if (!(await canReadConnectionsOf(ctx, c.owner_channel.organization_id))) return [];
        const n = Math.min(Math.max(first ?? 10, 1), MAX_DELIVERIES);
        return (await deliveriesOf(deps.db, c.id, n)).map(deliveryView);
      },
    },
    Mutation: {
      async sendTestWebhook(_, { connection_id }, ctx) {
        try {
          const delivery = await sendTestWebhook(deps, client, ctx, connection_id);
          return { delivery: deliveryView(delivery), errors: [] };
        } catch (err) {
          throw err instanceof HttpError ? toGraphQLError(err) : err;
        }
      },
    },
  };
}
