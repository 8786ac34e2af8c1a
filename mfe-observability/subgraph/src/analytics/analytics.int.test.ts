import { randomUUID } from 'node:crypto';
import type {
  AppletActivationChanged,
  AppletRunSpec,
  ConnectionEnablementChanged,
  RunStep,
  ServiceConfigurationChanged,
  UserServiceConnectionChanged,
} from '@switchyard/events';
import type { DomainEvent, RequestContext } from '@switchyard/server-kit';
import { createTestDb } from '@switchyard/server-kit/testing';
import { testSettings } from '@switchyard/server-kit/settings';
import { graphql } from 'graphql';
import { observabilityDomain } from '../index';
import { forgetAnalyticsServices, storeAnalyticsServices } from './analyticsCatalog';
import {
  storeActivationChanges,
  storeEnablementChanges,
  storeUserServiceConnections,
} from './analyticsSources';
import { as, signedOut } from '../testing/requestContexts';

jest.setTimeout(120_000);

type Db = Awaited<ReturnType<typeof createTestDb>>;
let db: Db;

const ACME = '10000000-0000-4000-8000-00000000000a';
const BIGCO = '10000000-0000-4000-8000-00000000000b';
const DAYBOOK = '20000000-0000-4000-8000-0000000000d1';
const WEATHER = '20000000-0000-4000-8000-0000000000e1';
const LEDGER = '20000000-0000-4000-8000-0000000000b1';
const TASKS = '20000000-0000-4000-8000-0000000000f1';
const HUB = '20000000-0000-4000-8000-0000000000a1';
const U1 = '30000000-0000-4000-8000-000000000001';
const U2 = '30000000-0000-4000-8000-000000000002';
const U3 = '30000000-0000-4000-8000-000000000003';

const acmeMember = as({ [ACME]: 'member' });
const bigcoOwner = as({ [BIGCO]: 'owner' });
const noOrganization = as({});
const staff = as({}, true);

const event = <T>(data: T): DomainEvent<T> => ({
  id: randomUUID(),
  type: 'test',
  occurredAt: new Date().toISOString(),
  data,
});
const handle = <T>(fn: (tx: Db, events: DomainEvent<T>[]) => Promise<void>, ...data: T[]) =>
  db.transaction((tx) => fn(tx as Db, data.map(event)));

const item = (key: string, name: string) => ({ key, id: randomUUID(), properties: { name } });
function configuration(
  service_id: string,
  module_name: string,
  name: string,
  organization_id: string,
  version = 1,
  lists: Record<string, { key: string; id: string; properties: Record<string, unknown> }[]> = {},
): ServiceConfigurationChanged {
  return {
    service_id,
    organization_id,
    module_name,
    version,
    staging_of: null,
    published: true,
    snapshot: { properties: { name, brand_color: '#336699' }, lists },
    missing_for_submission: [],
    last_endpoint_test: null,
  };
}

const step = (key: string, service_id: string, module_name: string): RunStep => ({
  key,
  service_id,
  channel_module_name: 'x',
  module_name,
  path: `X.${module_name}`,
  fields: {},
  ingredients: [],
});
const spec = (trigger: RunStep, actions: RunStep[], queries: RunStep[] = []): AppletRunSpec => ({
  name: 'An applet',
  owner_id: U1,
  filter_code: null,
  delay_seconds: null,
  trigger,
  queries,
  actions,
});

function enablement(
  id: string,
  user_id: string,
  version: number,
  enabled: boolean,
  owner: string,
  connected: string[],
  specs: AppletRunSpec[] = [],
): ConnectionEnablementChanged {
  return {
    enablement_id: id,
    connection_id: randomUUID(),
    connection_version: 1,
    owner_service_id: owner,
    connected_service_ids: connected,
    user_id,
    partner_user_id: null,
    enabled,
    features: enabled
      ? specs.map((s, i) => ({
          id: `${id}-${i}`,
          name: `f${i}`,
          custom_field_values: {},
          step_field_values: {},
          spec: s,
        }))
      : [],
    version,
    updated_at: new Date().toISOString(),
  };
}

const activation = (
  applet_id: string,
  user_id: string,
  revision: number,
  enabled: boolean,
  s: AppletRunSpec | null,
): AppletActivationChanged => ({ applet_id, user_id, revision, enabled, spec: s });

const connection = (
  user_id: string,
  service_id: string,
  revision: number,
  connected: boolean,
): UserServiceConnectionChanged => ({
  user_id,
  service_id,
  connected,
  revision,
  changed_at: new Date().toISOString(),
});

const OVERVIEW = `query Overview($m: String!) {
  serviceAnalytics(module_name: $m) {
    module_name name connected_users users_with_enabled_applets connected_services works_with_total
    top_services { module_name name count share }
  }
}`;
const WORKS_WITH = `query WorksWith($m: String!, $first: Int) {
  serviceWorksWithMetrics(module_name: $m, first: $first) { module_name name brand_color count share }
}`;
const STEPS = `query Steps($m: String!, $type: String!) {
  serviceStepMetrics(module_name: $m, type: $type) { module_name name count users }
}`;

async function ask(ctx: RequestContext, source: string, variables: Record<string, unknown>) {
  const r = await graphql({
    schema: observabilityDomain.schema({ db, settings: testSettings() }),
    source,
    contextValue: ctx,
    variableValues: variables,
  });
  return { errors: r.errors, data: r.data as Record<string, any> | null };
}
const overview = async (m = 'daybook') => (await ask(acmeMember, OVERVIEW, { m })).data!.serviceAnalytics;
const worksWith = async (m = 'daybook') =>
  (
    (await ask(acmeMember, WORKS_WITH, { m })).data!.serviceWorksWithMetrics as {
      module_name: string;
      count: number;
    }[]
  ).map((w) => [w.module_name, w.count]);
const steps = async (type: string, m = 'daybook') =>
  (
    (await ask(acmeMember, STEPS, { m, type })).data!.serviceStepMetrics as {
      module_name: string;
      count: number;
      users: number;
    }[]
  ).map((s) => [s.module_name, s.count, s.users]);

const dayTrigger = step('trigger', DAYBOOK, 'new_entry');
const weatherAction = step('action:0', WEATHER, 'post_forecast');
const ledgerAction = step('action:0', LEDGER, 'add_row');
const tasksAction = step('action:0', TASKS, 'add_task');
const dayQuery = step('query:0', DAYBOOK, 'list_entries');

beforeAll(async () => {
  db = await createTestDb([observabilityDomain.migrations]);
  await handle(
    storeAnalyticsServices,
    configuration(DAYBOOK, 'daybook', 'Daybook', ACME, 2, {
      triggers: [
        item('new_entry', 'New entry'),
        item('feed:x', 'Feed'),
        item('tagged_entry', 'Tagged entry'),
      ],
      queries: [item('list_entries', 'List entries')],
      actions: [item('create_entry', 'Create entry')],
    }),
    // An older version changes nothing.
    configuration(DAYBOOK, 'daybook', 'Old Daybook', ACME, 1),
    configuration(WEATHER, 'acme_weather', 'Acme Weather', ACME),
    configuration(LEDGER, 'ledger', 'Ledger', BIGCO),
    configuration(TASKS, 'tasks', 'Tasks', BIGCO),
    configuration(HUB, 'hub', 'Hub', ACME),
  );
});

afterAll(async () => {
  await db?.drop();
});

describe('service analytics from events', () => {
  it('starts at zero with every step listed', async () => {
    expect(await overview()).toEqual({
      module_name: 'daybook',
      name: 'Daybook',
      connected_users: 0,
      users_with_enabled_applets: 0,
      connected_services: 0,
      works_with_total: 0,
      top_services: [],
    });
    expect(await steps('trigger')).toEqual([
      ['new_entry', 0, 0],
      ['tagged_entry', 0, 0],
    ]);
  });

  it('counts connected users by the newest revision, whatever the order', async () => {
    await handle(
      storeUserServiceConnections,
      connection(U1, DAYBOOK, 1, true),
      connection(U2, DAYBOOK, 1, true),
    );
    await handle(
      storeUserServiceConnections,
      connection(U3, DAYBOOK, 2, false),
      connection(U3, DAYBOOK, 3, true),
    );
    await handle(storeUserServiceConnections, connection(U3, DAYBOOK, 4, false));
    // Out of order and repeated: nothing changes.
    await handle(storeUserServiceConnections, connection(U3, DAYBOOK, 3, true));
    await handle(storeUserServiceConnections, connection(U1, DAYBOOK, 1, true));
    expect((await overview()).connected_users).toBe(2);
    // A user disconnected.
    await handle(storeUserServiceConnections, connection(U2, DAYBOOK, 2, false));
    expect((await overview()).connected_users).toBe(1);
  });

  it('counts enabled connections and applets: users once, partners, steps', async () => {
    await handle(
      storeEnablementChanges,
      enablement('e1', U1, 1, true, DAYBOOK, [WEATHER], [spec(dayTrigger, [weatherAction], [dayQuery])]),
    );
    await handle(
      storeActivationChanges,
      activation('a1', U1, 1, true, spec(dayTrigger, [ledgerAction])),
      activation('a1', U2, 1, true, spec(dayTrigger, [tasksAction])),
    );
    const o = await overview();
    expect(o).toMatchObject({ users_with_enabled_applets: 2, connected_services: 3, works_with_total: 3 });
    expect(await worksWith()).toEqual([
      ['acme_weather', 1],
      ['ledger', 1],
      ['tasks', 1],
    ]);
    expect(await steps('trigger')).toEqual([
      ['new_entry', 3, 2],
      ['tagged_entry', 0, 0],
    ]);
    expect(await steps('query')).toEqual([['list_entries', 1, 1]]);
    expect((await overview('acme_weather')).connected_services).toBe(1);
  });

  it('disables, ignores an older revision, and enables again', async () => {
    await handle(storeEnablementChanges, enablement('e1', U1, 2, false, DAYBOOK, [WEATHER]));
    expect(await overview()).toMatchObject({ users_with_enabled_applets: 2, connected_services: 2 });
    expect(await worksWith()).toEqual([
      ['ledger', 1],
      ['tasks', 1],
    ]);
    expect(await steps('trigger')).toEqual([
      ['new_entry', 2, 2],
      ['tagged_entry', 0, 0],
    ]);
    // Version 1 (enabled) arrives late, and version 2 again: nothing changes.
    await handle(
      storeEnablementChanges,
      enablement('e1', U1, 1, true, DAYBOOK, [WEATHER], [spec(dayTrigger, [weatherAction])]),
      enablement('e1', U1, 2, false, DAYBOOK, [WEATHER]),
    );
    expect((await overview()).connected_services).toBe(2);
    await handle(
      storeEnablementChanges,
      enablement('e1', U1, 3, true, DAYBOOK, [WEATHER], [spec(dayTrigger, [weatherAction])]),
    );
    expect(await overview()).toMatchObject({ users_with_enabled_applets: 2, connected_services: 3 });
    expect(await steps('query')).toEqual([['list_entries', 0, 0]]);
    // The user turns their applet off: they still count through the connection.
    await handle(storeActivationChanges, activation('a1', U1, 2, false, spec(dayTrigger, [ledgerAction])));
    expect(await overview()).toMatchObject({ users_with_enabled_applets: 2, connected_services: 2 });
    await handle(storeEnablementChanges, enablement('e1', U1, 4, false, DAYBOOK, [WEATHER]));
    expect(await overview()).toMatchObject({ users_with_enabled_applets: 1, connected_services: 1 });
  });

  it('forgets a deleted service, and its later events change nothing', async () => {
    await db.transaction((tx) =>
      forgetAnalyticsServices(tx as Db, [
        event({ service_id: TASKS, organization_id: BIGCO, module_name: 'tasks', actor_id: U1 }),
      ]),
    );
    expect(await overview()).toMatchObject({
      users_with_enabled_applets: 1,
      connected_services: 0,
      works_with_total: 0,
    });
    expect(await worksWith()).toEqual([]);
    expect((await ask(staff, OVERVIEW, { m: 'tasks' })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // The composer then removes the applet: U2 no longer counts for Daybook.
    await handle(storeActivationChanges, activation('a1', U2, 2, false, null));
    expect(await overview()).toMatchObject({ users_with_enabled_applets: 0, connected_services: 0 });
    // A late configuration of the deleted service does not bring it back.
    await handle(storeAnalyticsServices, configuration(TASKS, 'tasks', 'Tasks', BIGCO, 9));
    expect((await ask(staff, OVERVIEW, { m: 'tasks' })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const counters = await db.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM observability.analytics_service_users WHERE refcount <= 0)
            + (SELECT count(*) FROM observability.analytics_works_with WHERE count <= 0)
            + (SELECT count(*) FROM observability.analytics_step_users WHERE refcount <= 0) AS n`,
    );
    expect(Number(counters.rows[0].n)).toBe(0);
  });

  it('puts only services above 1% in top_services, most combined first', async () => {
    const many = Array.from({ length: 99 }, (_, i) =>
      enablement(`hub-w-${i}`, randomUUID(), 1, true, HUB, [WEATHER]),
    );
    await handle(storeEnablementChanges, ...many, enablement('hub-l', U3, 1, true, HUB, [LEDGER]));
    const o = await overview('hub');
    expect(o).toMatchObject({
      users_with_enabled_applets: 100,
      connected_services: 2,
      works_with_total: 100,
    });
    expect(o.top_services).toEqual([
      { module_name: 'acme_weather', name: 'Acme Weather', count: 99, share: 0.99 },
    ]);
    expect(await worksWith('hub')).toEqual([
      ['acme_weather', 99],
      ['ledger', 1],
    ]);
  });
});

describe('who reads service analytics', () => {
  it.each([
    ['a member of the organization', acmeMember, null],
    ['staff', staff, null],
    ['another organization', bigcoOwner, 'FORBIDDEN'],
    ['a user in no organization', noOrganization, 'FORBIDDEN'],
    ['a signed-out visitor', signedOut, 'UNAUTHENTICATED'],
  ])('%s', async (_, ctx, code) => {
    for (const [source, vars] of [
      [OVERVIEW, { m: 'daybook' }],
      [WORKS_WITH, { m: 'daybook' }],
      [STEPS, { m: 'daybook', type: 'action' }],
    ] as const) {
      const { errors, data } = await ask(ctx, source, vars);
      if (code) {
        expect(errors?.[0]?.extensions?.code).toBe(code);
        expect(data).toBeNull();
      } else expect(errors).toBeUndefined();
    }
  });

  it('an unknown service: FORBIDDEN for members (nothing said), NOT_FOUND for staff', async () => {
    expect((await ask(acmeMember, OVERVIEW, { m: 'nope' })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await ask(staff, OVERVIEW, { m: 'nope' })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('refuses a bad type or size with a clear message', async () => {
    const bad = await ask(acmeMember, STEPS, { m: 'daybook', type: 'feed' });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0]?.message).toBe('type must be trigger, query or action');
    const first = await ask(acmeMember, WORKS_WITH, { m: 'daybook', first: 0 });
    expect(first.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
