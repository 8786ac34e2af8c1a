import { randomUUID } from 'node:crypto';
import {
  triggerFiredWebhookSample,
  type TriggerFiredWebhook,
} from '@switchyard/connections-common/connectApi';
import { notFound, unauthenticated, type DomainDeps, type RequestContext } from '@switchyard/server-kit';
import { serviceKeyHeaderName, type PartnerClient } from '@switchyard/server-kit/partner-client';
import { canEditConnectionsOf, isUuid } from '../access';
import { connectionView } from '../connections/connectionView';
import { stepsOfConnection } from '../endpoints/connectionEndpoints';
import {
  deliveryById,
  recordAttempt,
  sendWebhook,
  type DeliveryRow,
  type StoredWebhook,
} from './webhookDelivery';

const NOT_FOUND = 'Connection not found.';

/**
 * The endpoints page's "Send a test webhook": the sample webhook of the connection's first trigger
 * (connections-common's triggerFiredWebhookSample, sent now), sent once to the owner service and
 * recorded as a `test` delivery. Members of the owner service's organization only.
 */
export async function sendTestWebhook(
  deps: DomainDeps,
  client: PartnerClient,
  ctx: RequestContext,
  connectionId: string,
): Promise<DeliveryRow> {
  if (!ctx.viewer) throw unauthenticated();
  const view = isUuid(connectionId) ? await connectionView(deps.db, connectionId) : null;
  if (!view || !(await canEditConnectionsOf(ctx, view.owner_channel.organization_id)))
    throw notFound(NOT_FOUND);
  const firstTrigger = stepsOfConnection(view).find((s) => s.type === 'trigger') ?? null;
  const sample = triggerFiredWebhookSample(
    {
      connectionId: view.id,
      origin: deps.settings.publicUrl,
      product: client.product,
      serviceKeyHeader: serviceKeyHeaderName(client.product),
    },
    firstTrigger,
  );
  const { sent_at: _, ...body } = JSON.parse(sample.body) as TriggerFiredWebhook;
  const id = randomUUID();
  await deps.db.query(
    `INSERT INTO connections.webhook_deliveries (id, connection_id, owner_service_id, kind, body)
     VALUES ($1, $2, $3, 'test', $4)`,
    [id, view.id, view.owner_service_id, JSON.stringify(body)],
  );
  const row = (await deliveryById(deps.db, id))!;
  const attempt = await sendWebhook(client, { ...row, user_id: ctx.viewer.id }, body as StoredWebhook);
  await recordAttempt(deps.db, row, attempt, { attempts: 1, baseMs: 0 });
  return (await deliveryById(deps.db, id))!;
}
