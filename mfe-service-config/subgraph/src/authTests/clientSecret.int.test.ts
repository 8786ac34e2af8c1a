import type { DemoUsers, RequestContext } from '@switchyard/server-kit';
import { createTestDb } from '@switchyard/server-kit/testing';
import { graphql } from 'graphql';
import { serviceConfigDomain } from '../index';
import { DEMO_ORGS } from '../seed';
import { findServiceById } from '../services/serviceStore';
import { contextFor } from '../testViewers';
import { authTestResolvers } from './authTestResolvers';
import { testSettings } from '@switchyard/server-kit/settings';

const NOTES_ID = '20000000-0000-4000-8000-000000000002'; // acme_notes, unpublished
const milo = contextFor('milo', { [DEMO_ORGS.acme]: 'member' });
const stella = contextFor('stella', { [DEMO_ORGS.bigco]: 'owner' });

let db: Awaited<ReturnType<typeof createTestDb>>;

beforeAll(async () => {
  db = await createTestDb([serviceConfigDomain.migrations]);
  await serviceConfigDomain.seed!({ db, settings: testSettings() }, {} as DemoUsers);
});
afterAll(() => db.drop());

function run(source: string, ctx: RequestContext, variableValues?: Record<string, unknown>) {
  const schema = serviceConfigDomain.schema({ db, settings: testSettings() });
  return graphql({ schema, source, contextValue: ctx, variableValues });
}

const UPDATE = `mutation ($id: ID!, $input: ServiceInput!) {
  serviceUpdate(id: $id, input: $input) { service { id has_oauth_client_secret } errors { attribute message } }
}`;

const storedSecret = async () =>
  (
    await db.query<{ oauth_client_secret: string | null }>(
      'SELECT oauth_client_secret FROM service_config.services WHERE id = $1',
      [NOTES_ID],
    )
  ).rows[0].oauth_client_secret;

describe('the OAuth client secret (write-only)', () => {
  it('is set through serviceUpdate, kept when left out, cleared with an empty string', async () => {
    const set = await run(UPDATE, milo, { id: NOTES_ID, input: { oauth_client_secret: ' s3cret ' } });
    expect(set.errors).toBeUndefined();
    expect(set.data?.serviceUpdate).toEqual({
      service: { id: NOTES_ID, has_oauth_client_secret: true },
      errors: [],
    });
    expect(await storedSecret()).toBe('s3cret');

    const other = await run(UPDATE, milo, { id: NOTES_ID, input: { short_name: 'Notes' } });
    expect(other.data?.serviceUpdate).toMatchObject({ service: { has_oauth_client_secret: true } });
    expect(await storedSecret()).toBe('s3cret');

    const cleared = await run(UPDATE, milo, { id: NOTES_ID, input: { oauth_client_secret: '' } });
    expect(cleared.data?.serviceUpdate).toMatchObject({ service: { has_oauth_client_secret: false } });
    expect(await storedSecret()).toBeNull();
  });

  it('is never returned: the Service type has no field for it', async () => {
    const r = await run(`{ service(module_name: "acme_notes") { oauth_client_secret } }`, milo);
    expect(r.errors?.[0].message).toMatch(/Cannot query field "oauth_client_secret" on type "Service"/);
  });

  it('refuses a secret longer than 1000 characters', async () => {
    const r = await run(UPDATE, milo, { id: NOTES_ID, input: { oauth_client_secret: 'x'.repeat(1001) } });
    expect(r.data?.serviceUpdate).toEqual({
      service: null,
      errors: [{ attribute: 'oauth_client_secret', message: 'is too long (maximum is 1000 characters)' }],
    });
  });

  it('has_oauth_client_secret is false for anyone but members', async () => {
    await db.query("UPDATE service_config.services SET oauth_client_secret = 'kept' WHERE id = $1", [
      NOTES_ID,
    ]);
    const service = (await findServiceById(db, NOTES_ID))!;
    const { Service } = authTestResolvers({ db, settings: testSettings() });
    expect(await Service.has_oauth_client_secret(service, {}, milo)).toBe(true);
    expect(await Service.has_oauth_client_secret(service, {}, stella)).toBe(false);
  });
});
