import type { RequestContext } from '@switchyard/server-kit';
import { forgetPartnerSettings, registerPartnerProviders } from '@switchyard/server-kit/partner-client';
import { testSettings } from '@switchyard/server-kit/settings';
import { createTestDb } from '@switchyard/server-kit/testing';
import { graphql } from 'graphql';
import { observabilityDomain } from '../index';
import { storeLogConnections } from './logConnections';
import { recordTransaction, type TransactionEntry } from './transactionStore';
import { as } from '../testing/requestContexts';

// transactionLogs(connection_id) on the database (issue 38 item 1): a connection's calls, to
// whichever service, for the members of its owner service's organization and staff; the rule of a
// service's logs until connection.changed has told whose connection it is. The producers' side (a
// real Connect API call and webhook) is in logsByConnection.platform.int.test.ts.
jest.setTimeout(60_000);

type Db = Awaited<ReturnType<typeof createTestDb>>;
let db: Db;

const ACME = '10000000-0000-4000-8000-00000000000a';
const BIGCO = '10000000-0000-4000-8000-00000000000b';
const DAYBOOK = '20000000-0000-4000-8000-0000000000d1';
const WEATHER = '20000000-0000-4000-8000-0000000000e1'; // Bigco's
const CONNECTION = 'c0000000-0000-4000-8000-0000000000c1'; // Daybook → Weather
const UNKNOWN = 'c0000000-0000-4000-8000-0000000000c2'; // no connection.changed yet, Daybook → Weather
const OLIVIA = '00000000-0000-4000-8000-000000000001';

const acmeMember = as({ [ACME]: 'member' });
const bigcoMember = as({ [BIGCO]: 'member' });
const outsider = as({});
const staff = as({}, true);

const PAGE = `query ($service_id: ID, $module_name: String, $connection_id: ID, $request_type: String,
    $response_status: String) {
  transactionLogs(service_id: $service_id, module_name: $module_name, connection_id: $connection_id,
      request_type: $request_type, response_status: $response_status) {
    page_number page_count data { request_url } } }`;

async function urls(ctx: RequestContext, variables: Record<string, unknown>) {
  const r = await graphql({
    schema: observabilityDomain.schema({ db, settings: testSettings() }),
    source: PAGE,
    contextValue: ctx,
    variableValues: variables,
  });
  if (r.errors) throw r.errors[0];
  const page = (r.data as { transactionLogs: { data: { request_url: string }[] } }).transactionLogs;
  return page.data.map((l) => l.request_url).sort();
}

const call = (over: Partial<TransactionEntry>): TransactionEntry => ({
  type: 'connect_api',
  userId: OLIVIA,
  organizationId: ACME,
  serviceId: DAYBOOK,
  moduleName: 'daybook',
  durationMs: 12,
  method: 'POST',
  url: 'https://daybook.test/v1/actions/x',
  status: 200,
  ...over,
});
const toWeather = { organizationId: BIGCO, serviceId: WEATHER, moduleName: 'weather' };

beforeAll(async () => {
  db = await createTestDb([observabilityDomain.migrations]);
  forgetPartnerSettings();
  registerPartnerProviders(db, {
    partnerSettings: async (id) =>
      ({
        [DAYBOOK]: { service_id: DAYBOOK, organization_id: ACME, module_name: 'daybook' },
        [WEATHER]: { service_id: WEATHER, organization_id: BIGCO, module_name: 'weather' },
      })[id] as never,
  });
  await storeLogConnections(db, [
    { data: { connection_id: CONNECTION, owner_service_id: WEATHER, version: 1 } as never },
    // The newest version of a batch wins, and an older one arriving later changes nothing.
    { data: { connection_id: CONNECTION, owner_service_id: DAYBOOK, version: 3 } as never },
  ]);
  await storeLogConnections(db, [
    { data: { connection_id: CONNECTION, owner_service_id: WEATHER, version: 2 } as never },
  ]);
  await recordTransaction(db, call({ connectionId: CONNECTION, url: 'https://daybook.test/connect' }));
  await recordTransaction(
    db,
    call({ connectionId: CONNECTION.toUpperCase(), type: 'webhook', url: 'https://daybook.test/webhook' }),
  );
  await recordTransaction(
    db,
    call({ connectionId: CONNECTION, ...toWeather, url: 'https://weather.test/query', status: 500 }),
  );
  await recordTransaction(db, call({ url: 'https://daybook.test/no-connection' }));
  await recordTransaction(db, call({ connectionId: UNKNOWN, url: 'https://daybook.test/unknown' }));
  await recordTransaction(
    db,
    call({ connectionId: UNKNOWN, ...toWeather, url: 'https://weather.test/unknown' }),
  );
});
afterAll(() => db.drop());

const ALL = ['https://daybook.test/connect', 'https://daybook.test/webhook', 'https://weather.test/query'];

describe('transactionLogs by connection', () => {
  it("gives the owner's organization every call made for the connection, to whichever service", async () => {
    expect(await urls(acmeMember, { service_id: DAYBOOK, connection_id: CONNECTION })).toEqual(ALL);
    expect(
      await urls(acmeMember, { module_name: 'daybook', connection_id: CONNECTION.toUpperCase() }),
    ).toEqual(ALL);
    // The filters still apply.
    expect(
      await urls(acmeMember, { service_id: DAYBOOK, connection_id: CONNECTION, request_type: 'webhook' }),
    ).toEqual(['https://daybook.test/webhook']);
    expect(
      await urls(acmeMember, { service_id: DAYBOOK, connection_id: CONNECTION, response_status: 'error' }),
    ).toEqual(['https://weather.test/query']);
    // Without the connection, the service's own calls as before.
    expect(await urls(acmeMember, { service_id: DAYBOOK })).toEqual([
      'https://daybook.test/connect',
      'https://daybook.test/no-connection',
      'https://daybook.test/unknown',
      'https://daybook.test/webhook',
    ]);
  });

  it('gives anybody else an empty page, also when naming another service', async () => {
    expect(await urls(bigcoMember, { service_id: WEATHER, connection_id: CONNECTION })).toEqual([]);
    expect(await urls(bigcoMember, { service_id: DAYBOOK, connection_id: CONNECTION })).toEqual([]);
    expect(await urls(outsider, { service_id: DAYBOOK, connection_id: CONNECTION })).toEqual([]);
    // The owner's members naming a service that is not the owner.
    expect(await urls(acmeMember, { service_id: WEATHER, connection_id: CONNECTION })).toEqual([]);
    // A malformed id says nothing either.
    expect(await urls(acmeMember, { service_id: DAYBOOK, connection_id: 'not-an-id' })).toEqual([]);
  });

  it('gives staff every call of the connection', async () => {
    expect(await urls(staff, { service_id: DAYBOOK, connection_id: CONNECTION })).toEqual(ALL);
  });

  it('reads a connection it has no owner of yet by the service rule, narrowed to the connection', async () => {
    expect(await urls(acmeMember, { service_id: DAYBOOK, connection_id: UNKNOWN })).toEqual([
      'https://daybook.test/unknown',
    ]);
    expect(await urls(bigcoMember, { module_name: 'weather', connection_id: UNKNOWN })).toEqual([
      'https://weather.test/unknown',
    ]);
    expect(await urls(outsider, { service_id: DAYBOOK, connection_id: UNKNOWN })).toEqual([]);
  });

  it("has the index that reads one connection's page in order", async () => {
    const { rows } = await db.query<{ indexdef: string }>(
      `SELECT indexdef FROM pg_indexes WHERE indexname = 'transaction_logs_connection_page_idx'`,
    );
    expect(rows[0]?.indexdef).toMatch(
      /\(connection_id, created_at DESC, id DESC\) INCLUDE \(organization_id, service_id, module_name, type\) WHERE \(connection_id IS NOT NULL\)/,
    );
  });
});
