import type { Memberships, RequestContext, Viewer } from '@switchyard/server-kit';
import { createTestDb } from '@switchyard/server-kit/testing';
import { graphql } from 'graphql';
import { observabilityDomain } from '../index';
import { REDACTED } from '@switchyard/server-kit';
import { recordTransaction, type TransactionEntry } from '../transactions/transactionStore';
import {
  REQUEST_TYPE_OPTIONS,
  RESPONSE_STATUS_OPTIONS,
  TIMEFRAME_OPTIONS,
} from '@switchyard/observability-common';
import { MAX_QUERY_LENGTH } from './Query';
import { testSettings } from '@switchyard/server-kit/settings';

jest.setTimeout(60_000); // a first embedded database takes seconds to create

type Db = Awaited<ReturnType<typeof createTestDb>>;
let db: Db;

const ACME = '10000000-0000-4000-8000-00000000000a';
const BIGCO = '10000000-0000-4000-8000-00000000000b';
const DAYBOOK = { serviceId: '20000000-0000-4000-8000-0000000000d1', moduleName: 'daybook' };
const LEDGER = { serviceId: '20000000-0000-4000-8000-0000000000b1', moduleName: 'ledger' };
const OLIVIA = '00000000-0000-4000-8000-000000000001';
const BORIS = '00000000-0000-4000-8000-000000000009';

const viewer = (id: string, staff = false): Viewer => ({
  id,
  login: 'someone',
  email: 'someone@example.com',
  name: 'Someone',
  staff,
  emailVerified: true,
  reviewTeam: false,
  maker: false,
  tier: 'free',
  timezone: 'UTC',
});
const as = (memberships: Memberships, staff = false): RequestContext => ({
  viewer: viewer(staff ? BORIS : OLIVIA, staff),
  memberships: async () => memberships,
});
const acmeMember = as({ [ACME]: 'member' });
const bigcoOwner = as({ [BIGCO]: 'owner' });
const outsider = as({});
const staff = as({}, true);

const PAGE = `query Logs($service_id: ID, $module_name: String, $page: Int, $per_page: Int,
  $request_type: String, $response_status: String, $timeframe: String, $query: String) {
  transactionLogs(service_id: $service_id, module_name: $module_name, page: $page, per_page: $per_page,
    request_type: $request_type, response_status: $response_status, timeframe: $timeframe, query: $query) {
    page_number page_count
    data {
      module_name type type_ui_label request_method request_url response_status
      request_headers { name value } response_headers { name value } request_body response_body
      remote_user_id user { id }
    }
  }
}`;

type Page = {
  page_number: number;
  page_count: number;
  data: { module_name: string; request_url: string; type: string; user: { id: string } | null }[];
};

async function logs(ctx: RequestContext, variables: Record<string, unknown>) {
  const r = await graphql({
    schema: observabilityDomain.schema({ db, settings: testSettings() }),
    source: PAGE,
    contextValue: ctx,
    variableValues: variables,
  });
  return { errors: r.errors, page: r.data?.transactionLogs as Page | undefined };
}
const urls = (p: Page | undefined) => p?.data.map((l) => l.request_url);

const call = (over: Partial<TransactionEntry>): TransactionEntry => ({
  type: 'endpoint_test',
  userId: OLIVIA,
  organizationId: ACME,
  ...DAYBOOK,
  durationMs: 40,
  method: 'POST',
  url: 'https://daybook.test/ifttt/v1/status',
  requestHeaders: { 'IFTTT-Service-Key': 'demo-service-key', Authorization: 'Bearer user-token' },
  requestBody: null,
  status: 200,
  responseHeaders: { 'content-type': 'application/json' },
  responseBody: '{"data":{"access_token":"issued"}}',
  ...over,
});

beforeAll(async () => {
  db = await createTestDb([observabilityDomain.migrations]);
  const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
  await recordTransaction(
    db,
    call({ startedAt: minutesAgo(1), url: 'https://daybook.test/ifttt/v1/status' }),
  );
  await recordTransaction(
    db,
    call({
      startedAt: minutesAgo(2),
      type: 'script',
      url: 'https://daybook.test/notes?limit=1',
      status: 502,
      responseBody: 'bad gateway',
    }),
  );
  await recordTransaction(
    db,
    call({
      startedAt: minutesAgo(3),
      type: 'auth_test',
      userId: null,
      url: 'https://daybook.test/oauth/token',
      status: null,
      responseHeaders: null,
      responseBody: null,
      error: { code: 'timeout', message: 'The partner did not answer in time' },
    }),
  );
  await recordTransaction(db, call({ startedAt: minutesAgo(3 * 24 * 60), url: 'https://daybook.test/old' }));
  await recordTransaction(
    db,
    call({
      startedAt: minutesAgo(1),
      organizationId: BIGCO,
      userId: BORIS,
      ...LEDGER,
      url: 'https://ledger.test/ifttt/v1/status',
    }),
  );
});

afterAll(async () => {
  await db.drop();
});

describe('transactionLogs: who may read a service calls', () => {
  it('gives members of the organization owning the service its calls, by module name or service id', async () => {
    const byModule = await logs(acmeMember, { module_name: 'daybook' });
    expect(byModule.errors).toBeUndefined();
    expect(urls(byModule.page)).toEqual([
      'https://daybook.test/ifttt/v1/status',
      'https://daybook.test/notes?limit=1',
      'https://daybook.test/oauth/token',
    ]);
    expect(urls((await logs(acmeMember, { service_id: DAYBOOK.serviceId })).page)).toEqual(
      urls(byModule.page),
    );
    expect(byModule.page!.data.map((l) => l.user)).toEqual([{ id: OLIVIA }, { id: OLIVIA }, null]);
  });

  it('gives members of another organization nothing, whichever way they name the service', async () => {
    for (const variables of [
      { module_name: 'daybook' },
      { service_id: DAYBOOK.serviceId },
      { module_name: 'daybook', timeframe: '30d', query: 'daybook' },
      { module_name: 'daybook', request_type: 'script', response_status: 'error' },
    ]) {
      const { errors, page } = await logs(bigcoOwner, variables);
      expect(errors).toBeUndefined();
      expect(page).toEqual({ page_number: 1, page_count: 1, data: [] });
    }
    // Their own service is theirs to read.
    expect(urls((await logs(bigcoOwner, { module_name: 'ledger' })).page)).toEqual([
      'https://ledger.test/ifttt/v1/status',
    ]);
    expect((await logs(acmeMember, { module_name: 'ledger' })).page!.data).toEqual([]);
  });

  it('gives a user in no organization nothing', async () => {
    for (const variables of [{ module_name: 'daybook' }, { service_id: LEDGER.serviceId }]) {
      const { errors, page } = await logs(outsider, variables);
      expect(errors).toBeUndefined();
      expect(page!.data).toEqual([]);
    }
  });

  it('gives staff any service calls', async () => {
    expect((await logs(staff, { module_name: 'daybook' })).page!.data).toHaveLength(3);
    expect((await logs(staff, { module_name: 'ledger' })).page!.data).toHaveLength(1);
  });

  it('refuses signed-out viewers', async () => {
    const { errors, page } = await logs(
      { viewer: null, memberships: async () => ({}) },
      { module_name: 'daybook' },
    );
    expect(page).toBeUndefined();
    expect(errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
  });

  it('shows the stored headers and bodies with the secrets redacted', async () => {
    const [status] = (await logs(acmeMember, { module_name: 'daybook' })).page!.data as unknown as {
      request_headers: { name: string; value: string }[];
      response_body: string;
    }[];
    expect(status!.request_headers).toEqual([
      { name: 'ifttt-service-key', value: REDACTED },
      { name: 'authorization', value: `Bearer ${REDACTED}` },
    ]);
    expect(JSON.parse(status!.response_body)).toEqual({ data: { access_token: REDACTED } });
  });
});

describe('transactionLogs: the filters', () => {
  const daybook = (variables: Record<string, unknown>) =>
    logs(acmeMember, { module_name: 'daybook', ...variables });

  it('filters by request type, response status, timeframe and free text', async () => {
    expect(urls((await daybook({ request_type: 'script' })).page)).toEqual([
      'https://daybook.test/notes?limit=1',
    ]);
    expect(urls((await daybook({ response_status: 'success' })).page)).toEqual([
      'https://daybook.test/ifttt/v1/status',
    ]);
    expect(urls((await daybook({ response_status: 'error' })).page)).toEqual([
      'https://daybook.test/notes?limit=1',
      'https://daybook.test/oauth/token',
    ]);
    expect((await daybook({ timeframe: '7d' })).page!.data).toHaveLength(4);
    expect(urls((await daybook({ query: 'did not answer' })).page)).toEqual([
      'https://daybook.test/oauth/token',
    ]);
    expect(urls((await daybook({ query: 'BAD GATEWAY', response_status: 'error' })).page)).toEqual([
      'https://daybook.test/notes?limit=1',
    ]);
    expect((await daybook({ query: 'nothing like this' })).page).toEqual({
      page_number: 1,
      page_count: 1,
      data: [],
    });
  });

  it('pages, keeping the page within 1 and the page count', async () => {
    expect((await daybook({ per_page: 2, page: 2 })).page).toMatchObject({ page_number: 2, page_count: 2 });
    expect((await daybook({ per_page: 2, page: 50 })).page).toMatchObject({ page_number: 2 });
    expect((await daybook({ per_page: 2, page: 0 })).page).toMatchObject({ page_number: 1 });
  });

  it('refuses unknown filter values and over-long queries as bad input', async () => {
    for (const variables of [
      { request_type: 'everything' },
      { response_status: '5xx' },
      { timeframe: '1y' },
      { query: 'x'.repeat(MAX_QUERY_LENGTH + 1) },
    ]) {
      const { errors } = await daybook(variables);
      expect(errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
    }
    expect((await daybook({ query: 'x'.repeat(MAX_QUERY_LENGTH) })).errors).toBeUndefined();
  });
});

describe('transactionLogFilters', () => {
  const FILTERS = `{ transactionLogFilters {
    request_types { value label } response_statuses { value label } timeframes { value label }
  } }`;
  const filters = (ctx: RequestContext) =>
    graphql({
      schema: observabilityDomain.schema({ db, settings: testSettings() }),
      source: FILTERS,
      contextValue: ctx,
    });

  it('lists the options transactionLogs takes, in order, each with a label', async () => {
    const r = await filters(outsider);
    expect(r.errors).toBeUndefined();
    const f = r.data!.transactionLogFilters as Record<string, { value: string; label: string }[]>;
    expect(f.request_types!.map((o) => o.value)).toEqual([...REQUEST_TYPE_OPTIONS]);
    expect(f.response_statuses!.map((o) => o.value)).toEqual([...RESPONSE_STATUS_OPTIONS]);
    expect(f.timeframes!.map((o) => o.value)).toEqual([...TIMEFRAME_OPTIONS]);
    expect(f.timeframes![0]).toEqual({ value: '1d', label: 'Last day' });
    expect(f.request_types!.find((o) => o.value === 'script')!.label).toBe('Adapter script');
  });

  it('refuses signed-out viewers', async () => {
    const r = await filters({ viewer: null, memberships: async () => ({}) });
    expect(r.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
  });
});
