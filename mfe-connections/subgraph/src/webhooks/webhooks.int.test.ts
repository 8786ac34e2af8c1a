import { randomUUID } from 'node:crypto';
import type { ConnectionTriggerFired } from '@switchyard/events';
import { DEMO_USERS } from '@switchyard/server-kit';
import {
  startConnectPlatform,
  eventually,
  ADA,
  type ConnectPlatform,
} from '../connectApi/connectPlatform.testing';
import { DEMO_CONNECTIONS } from '../seed';

// The owner service's webhooks, against the sample partner (Daybook): each connection.trigger_fired
// becomes a signed POST to Daybook's trigger_subscription/fired, retried with backoff until it is
// delivered or the attempts (3 here, from 100 ms) run out; and the endpoints page's test webhook.
jest.setTimeout(120_000);

let p: ConnectPlatform;

beforeAll(async () => {
  p = await startConnectPlatform({
    CONNECTIONS_WEBHOOK_ATTEMPTS: '3',
    CONNECTIONS_WEBHOOK_RETRY_BASE_MS: '100',
  });
});
afterAll(() => p?.stop());
afterEach(() => p.partner.setMode([]));

/** What the engine publishes when a feature's trigger fires for a user (in its poll's transaction). */
async function fire(userId: string, id: string = randomUUID()): Promise<ConnectionTriggerFired> {
  const data: ConnectionTriggerFired = {
    id,
    connection_id: DEMO_CONNECTIONS.published,
    enablement_id: randomUUID(),
    feature_id: randomUUID(),
    user_id: userId,
    trigger_id: 'daybook.new_journal_entry',
    item_id: `en_${id.slice(0, 6)}`,
    ingredients: { title: 'A new entry', entry_id: `en_${id.slice(0, 6)}` },
    fired_at: new Date().toISOString(),
  };
  await p.gw.gateway.db.query(
    `INSERT INTO events.outbox (id, type, data) VALUES ($1, 'connection.trigger_fired', $2)`,
    [randomUUID(), JSON.stringify(data)],
  );
  return data;
}

interface Delivery {
  status: string;
  attempts: number;
  last_status_code: number | null;
  last_error: string | null;
  delivered_at: Date | null;
}

const delivery = async (id: string) =>
  (
    await p.gw.gateway.db.query<Delivery>(
      'SELECT status, attempts, last_status_code, last_error, delivered_at FROM connections.webhook_deliveries WHERE id = $1',
      [id],
    )
  ).rows[0];
const settled = (id: string) =>
  eventually(`delivery ${id}`, async () => {
    const d = await delivery(id);
    return d && ['delivered', 'failed'].includes(d.status) && d;
  });
const received = (requestId: string) => p.partner.state.webhooks.filter((w) => w.requestId === requestId);

const DELIVERIES = `query ($id: ID!) { connection(id: $id) { webhook_deliveries(first: 50) {
  id kind status attempts last_status_code last_error duration_ms created_at delivered_at next_attempt_at } } }`;

it('delivers a signed webhook naming the user by their id at Daybook', async () => {
  const e = await fire(DEMO_USERS.owner.id);
  expect(await settled(e.id)).toMatchObject({ status: 'delivered', attempts: 1, last_status_code: 200 });
  const [hook] = received(e.id);
  expect(hook).toMatchObject({ verified: true, status: 200, type: 'trigger_subscription/fired' });
  expect(hook.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
  expect(hook.body).toEqual({
    sent_at: expect.any(String),
    data: {
      user_id: ADA,
      connection_id: DEMO_CONNECTIONS.published,
      trigger_id: 'daybook.new_journal_entry',
    },
    event_data: { ingredients: e.ingredients },
  });
  // The partner's members see it on the connection; another organization does not.
  const mine = await p.olivia.gql(DELIVERIES, { id: DEMO_CONNECTIONS.published });
  expect(mine.data!.connection.webhook_deliveries).toContainEqual(
    expect.objectContaining({ id: e.id, kind: 'trigger_fired', status: 'delivered', attempts: 1 }),
  );
  const sol = await p.gw.client().login('sol');
  expect((await sol.gql(DELIVERIES, { id: DEMO_CONNECTIONS.published })).data!.connection).toBeNull();
  // A webhook transaction log of Daybook's.
  await eventually('the webhook log', async () => {
    const { rows } = await p.gw.gateway.db.query(
      `SELECT 1 FROM observability.transaction_logs WHERE type = 'webhook' AND service_id = $1`,
      [p.daybookId],
    );
    return rows.length > 0;
  });
});

it('sends a repeated event once', async () => {
  const e = await fire(DEMO_USERS.owner.id);
  await fire(DEMO_USERS.owner.id, e.id);
  await settled(e.id);
  await new Promise((r) => setTimeout(r, 1000));
  expect(received(e.id)).toHaveLength(1);
});

it('retries after failures with backoff, then delivers', async () => {
  p.partner.setMode(['webhook_fail_twice']);
  const e = await fire(DEMO_USERS.owner.id);
  expect(await settled(e.id)).toMatchObject({ status: 'delivered', attempts: 3, last_status_code: 200 });
  expect(received(e.id).map((w) => w.status)).toEqual([500, 500, 200]);
});

it('marks a delivery failed after the last attempt', async () => {
  p.partner.setMode(['webhook_errors']);
  const e = await fire(DEMO_USERS.owner.id);
  const d = await settled(e.id);
  expect(d).toMatchObject({ status: 'failed', attempts: 3, last_status_code: 500, delivered_at: null });
  expect(d.last_error).toMatch(/^The service answered 500: Something went wrong/);
  expect(received(e.id)).toHaveLength(3);
});

it('fails at once for a user who has no id at Daybook', async () => {
  const e = await fire(DEMO_USERS.member.id);
  expect(await settled(e.id)).toMatchObject({
    status: 'failed',
    attempts: 1,
    last_error: 'The user has no id at Daybook',
  });
  expect(received(e.id)).toHaveLength(0);
});

const TEST = `mutation ($id: ID!) { sendTestWebhook(connection_id: $id) {
  delivery { id kind status attempts last_status_code last_error duration_ms } errors { message } } }`;

it("sends the endpoints page's test webhook to members of the owner's organization only", async () => {
  const r = await p.olivia.gql(TEST, { id: DEMO_CONNECTIONS.published });
  expect(r.errors).toBeUndefined();
  const d = r.data!.sendTestWebhook.delivery;
  expect(d).toMatchObject({ kind: 'test', status: 'delivered', attempts: 1, last_status_code: 200 });
  expect(d.duration_ms).toEqual(expect.any(Number));
  const [hook] = received(d.id);
  expect(hook).toMatchObject({ verified: true });
  expect(hook.body).toMatchObject({
    data: { user_id: 'USER_ID', connection_id: DEMO_CONNECTIONS.published },
    event_data: { ingredients: expect.any(Object) },
  });
  p.partner.setMode(['webhook_errors']);
  const failed = (await p.olivia.gql(TEST, { id: DEMO_CONNECTIONS.published })).data!.sendTestWebhook
    .delivery;
  expect(failed).toMatchObject({ status: 'failed', attempts: 1, last_status_code: 500 });
  for (const who of ['sol', 'stella']) {
    const other = await (await p.gw.client().login(who)).gql(TEST, { id: DEMO_CONNECTIONS.published });
    expect([who, other.errors?.[0]?.extensions?.code]).toEqual([who, 'NOT_FOUND']);
  }
});
