import {
  startDaybookPlatform,
  type DaybookPlatform,
  type RunningGateway,
  type TestClient,
} from '@switchyard/platform-testing';
import { DEMO_CONNECTIONS, DEMO_SERVICE_IDS } from '../seed';

/**
 * The platform with the sample partner (Daybook, the demo connection's owner) for the Connect API's
 * and the webhooks' tests: Olivia has connected Daybook (as `user_ada` there) and enabled the demo
 * connection's required feature, to which a query step (Daybook's search) is added so a query can
 * be performed. The partner calls the platform at the gateway's address.
 */
export interface ConnectPlatform extends DaybookPlatform {
  partner: DaybookPlatform['partner'];
  gw: RunningGateway;
  olivia: TestClient;
  connectionId: string;
  daybookId: string;
  /** A Connect API call as a partner makes it (Daybook's key unless told otherwise). */
  call(
    path: string,
    opts?: { body?: unknown; key?: string | null; user?: string | null; requestId?: string },
  ): Promise<{ status: number; body: any; headers: Headers }>;
  stop(): Promise<void>;
}

export const ADA = 'user_ada';
export const KEY = 'demo-service-key';

async function eventually<T>(what: string, read: () => Promise<T | null | undefined | false>, ms = 30_000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export const ENABLE = `mutation ($input: EnableConnectionInput!) {
  enableConnection(input: $input) { enablement { enabled } errors { attribute message } } }`;

/** Olivia enables the demo connection's required feature (the weather alerts to journal entries). */
export async function enableForOlivia(p: Pick<ConnectPlatform, 'olivia' | 'connectionId'>) {
  const r = await p.olivia.gql(ENABLE, {
    input: {
      connection_id: p.connectionId,
      features: [
        {
          name: 'journal_severe_weather',
          enabled: true,
          custom_field_values: { entry_mood: 'calm' },
          step_field_values: { 'trigger.acme_weather.severe_weather_alert': { city: 'Lisbon' } },
        },
      ],
    },
  });
  if (r.errors || r.data?.enableConnection.errors.length)
    throw new Error(`enable failed: ${JSON.stringify(r.errors ?? r.data?.enableConnection.errors)}`);
}

export async function startConnectPlatform(env: Record<string, string> = {}): Promise<ConnectPlatform> {
  const platform = await startDaybookPlatform({ env });
  const { gw, partner } = platform;
  partner.setPlatformUrl(gw.base);
  const db = gw.gateway.db;
  const connectionId = DEMO_CONNECTIONS.published;
  // The catalog fills from service-config's events: the demo connection's Daybook steps are there.
  await eventually('the catalog', async () => {
    const { rows } = await db.query(
      `SELECT 1 FROM connections.service_steps WHERE service_id = $1 AND module_name = 'search_journal_entries'`,
      [DEMO_SERVICE_IDS.daybook],
    );
    return rows.length > 0;
  });
  await db.query(
    `UPDATE connections.features SET steps = steps || $2::jsonb
      WHERE connection_id = $1 AND name = 'journal_severe_weather'`,
    [
      connectionId,
      JSON.stringify([
        {
          type: 'query',
          channel_id: DEMO_SERVICE_IDS.daybook,
          channel_module_name: 'daybook',
          module_name: 'search_journal_entries',
          fields: [],
        },
      ]),
    ],
  );
  await db.query('UPDATE connections.connections SET version = version + 1 WHERE id = $1', [connectionId]);

  const call: ConnectPlatform['call'] = async (path, opts = {}) => {
    const user = opts.user === undefined ? ADA : opts.user;
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/json',
    };
    const key = opts.key === undefined ? KEY : opts.key;
    if (key !== null) headers['Switchyard-Service-Key'] = key;
    if (opts.requestId) headers['X-Request-ID'] = opts.requestId;
    const res = await fetch(
      `${gw.base}${path}${user === null ? '' : `?user_id=${encodeURIComponent(user)}`}`,
      {
        method: 'POST',
        headers,
        body: JSON.stringify(opts.body ?? {}),
      },
    );
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
  };
  return { ...platform, connectionId, daybookId: DEMO_SERVICE_IDS.daybook, call };
}

export { eventually };
