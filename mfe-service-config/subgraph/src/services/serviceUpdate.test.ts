import type { DemoUsers, RequestContext } from '@switchyard/server-kit';
import { createTestDb } from '@switchyard/server-kit/testing';
import { graphql } from 'graphql';
import { serviceConfigDomain } from '../index';
import { PUBLISHED_READ_ONLY } from '@switchyard/service-config-common/rules/publishedReadOnly';
import { DEMO_ORGS } from '../seed';
import { anonymous, contextFor } from '../testViewers';
import { testSettings } from '@switchyard/server-kit/settings';

const ACME = DEMO_ORGS.acme;
const NOTES_ID = '20000000-0000-4000-8000-000000000002'; // acme_notes, unpublished
const WEATHER_ID = '20000000-0000-4000-8000-000000000001'; // acme_weather, published
const milo = contextFor('milo', { [ACME]: 'member' });
const sol = contextFor('sol', { [DEMO_ORGS.solStudio]: 'owner' });
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

const FIELDS = `id slug name description category_name home_url support_email short_name invite_url
  api_url_prefix brand_color color_hsl call_to_action_text call_to_action_link alternate_search_terms
  authentication_type oauth_client_id oauth_authorization_url oauth_token_url demo_account_login
  demo_account_password demo_account_notes api_token_type api_token_format missing_for_submission`;

const UPDATE = `mutation ($id: ID!, $input: ServiceInput!) {
  serviceUpdate(id: $id, input: $input) { service { ${FIELDS} } errors { attribute message } }
}`;
const SERVICE = `query ($m: String!) { service(module_name: $m) { ${FIELDS} } }`;

/** The whole row, to show that a refused update changed nothing. */
async function row(id: string) {
  const { rows } = await db.query('SELECT * FROM service_config.services WHERE id = $1', [id]);
  return rows[0];
}

const FULL_INPUT = {
  name: 'Acme Notes Pro',
  description: 'Quick notes and checklists that sync everywhere.',
  category_name: 'Notes & tasks',
  home_url: 'https://notes.acme.example',
  support_email: 'support@acme.example',
  short_name: 'Notes',
  invite_url: 'https://notes.acme.example/invite',
  api_url_prefix: 'https://api.notes.acme.example/ifttt/v1',
  brand_color: '#43a047',
  call_to_action_text: 'Try Acme Notes free',
  call_to_action_link: 'https://notes.acme.example/signup',
  alternate_search_terms: ['checklists', ' to-do ', ''],
  authentication_type: 'oauth_refresh_token',
  oauth_client_id: 'switchyard-client',
  oauth_authorization_url: 'https://notes.acme.example/oauth/authorize',
  oauth_token_url: 'https://notes.acme.example/oauth/token',
  demo_account_login: 'reviewer@acme.example',
  demo_account_password: 'demo-pass',
  demo_account_notes: 'Has three notebooks.',
};

describe('Mutation.serviceUpdate', () => {
  it("saves a member's changes to an unpublished service and reports what submission still needs", async () => {
    const r = await run(UPDATE, milo, { id: NOTES_ID, input: FULL_INPUT });
    expect(r.errors).toBeUndefined();
    expect(r.data?.serviceUpdate).toEqual({
      errors: [],
      service: {
        ...FULL_INPUT,
        id: NOTES_ID,
        slug: 'acme_notes',
        brand_color: '#43A047',
        color_hsl: 'hsl(123, 41%, 45%)',
        alternate_search_terms: ['checklists', 'to-do'],
        api_token_type: null,
        api_token_format: null,
        // The icon is the one required thing a form save cannot give.
        missing_for_submission: ['icon'],
      },
    });
    const saved = await run(SERVICE, milo, { m: 'acme_notes' });
    expect(saved.data?.service).toEqual((r.data?.serviceUpdate as { service: unknown }).service);
  });

  it('leaves fields that are not sent alone, clears the ones sent empty', async () => {
    const r = await run(UPDATE, milo, {
      id: NOTES_ID,
      input: {
        short_name: '',
        alternate_search_terms: [],
        authentication_type: 'api_token_auth',
        api_token_type: 'Personal access token',
      },
    });
    expect(r.errors).toBeUndefined();
    expect(r.data?.serviceUpdate).toMatchObject({
      errors: [],
      service: {
        name: 'Acme Notes Pro',
        home_url: 'https://notes.acme.example',
        short_name: null,
        alternate_search_terms: [],
        authentication_type: 'api_token_auth',
        api_token_type: 'Personal access token',
        // Kept for when the type is switched back, but no longer required.
        oauth_client_id: 'switchyard-client',
        missing_for_submission: ['icon'],
      },
    });
  });

  it('refuses bad formats with attribute and message, and changes nothing', async () => {
    const before = await row(NOTES_ID);
    const r = await run(UPDATE, milo, {
      id: NOTES_ID,
      input: {
        name: '',
        description: 'd'.repeat(1001),
        home_url: 'notes.acme.example',
        support_email: 'support',
        short_name: 'This short name is far too long',
        brand_color: 'green',
        alternate_search_terms: Array.from({ length: 11 }, (_, i) => `term ${i}`),
        authentication_type: 'oauth',
        oauth_token_url: 'ftp://notes.acme.example/token',
      },
    });
    expect(r.errors).toBeUndefined();
    expect(r.data?.serviceUpdate).toEqual({
      service: null,
      errors: [
        { attribute: 'name', message: "can't be blank" },
        { attribute: 'description', message: 'is too long (maximum is 1000 characters)' },
        { attribute: 'home_url', message: 'must be a URL starting with http:// or https://' },
        { attribute: 'support_email', message: 'must be an e-mail address, like support@example.com' },
        { attribute: 'short_name', message: 'is too long (maximum is 30 characters)' },
        { attribute: 'brand_color', message: 'must be a colour in the form #RRGGBB, like #1E88E5' },
        { attribute: 'oauth_token_url', message: 'must be a URL starting with http:// or https://' },
        { attribute: 'alternate_search_terms', message: 'can have at most 10 terms' },
      ],
    });
    expect(await row(NOTES_ID)).toEqual(before);
  });

  it('refuses any change to a published service with the guidance, and changes nothing', async () => {
    const before = await row(WEATHER_ID);
    const r = await run(UPDATE, milo, { id: WEATHER_ID, input: { name: 'Acme Weather 2', home_url: 'bad' } });
    expect(r.errors).toBeUndefined();
    expect(r.data?.serviceUpdate).toEqual({
      service: null,
      errors: [{ attribute: 'base', message: PUBLISHED_READ_ONLY }],
    });
    expect(PUBLISHED_READ_ONLY).toMatch(
      /clone the service, change the clone, and submit the staging service for review/,
    );
    expect(await row(WEATHER_ID)).toEqual(before);
  });

  it('answers NOT_FOUND to outsiders and for unknown or malformed ids, never a 500', async () => {
    const before = await row(NOTES_ID);
    for (const [ctx, id] of [
      [sol, NOTES_ID],
      [stella, NOTES_ID],
      [milo, '20000000-0000-4000-8000-000000000006'], // bigco_crm, another organization's
      [milo, '20000000-0000-4000-8000-000000000099'],
      [milo, 'not-a-uuid'],
      [milo, "1' OR '1'='1"],
      [milo, ''],
    ] as const) {
      const r = await run(UPDATE, ctx, { id, input: { name: 'Taken over' } });
      expect(r.data).toBeNull();
      expect(r.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect(r.errors?.[0].message).toBe('Service not found.');
    }
    expect(await row(NOTES_ID)).toEqual(before);
  });

  it('answers UNAUTHENTICATED to anonymous viewers', async () => {
    const r = await run(UPDATE, anonymous, { id: NOTES_ID, input: { name: 'Anon' } });
    expect(r.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses the write when the service is published between the check and the update', async () => {
    await db.query('UPDATE service_config.services SET published = true WHERE id = $1', [NOTES_ID]);
    try {
      const r = await run(UPDATE, milo, { id: NOTES_ID, input: { name: 'Late change' } });
      expect(r.data?.serviceUpdate).toEqual({
        service: null,
        errors: [{ attribute: 'base', message: PUBLISHED_READ_ONLY }],
      });
    } finally {
      await db.query('UPDATE service_config.services SET published = false WHERE id = $1', [NOTES_ID]);
    }
  });
});

describe('Service general fields', () => {
  it('default to empty, with everything required listed as missing', async () => {
    const r = await run(SERVICE, milo, { m: 'acme_tasks' });
    expect(r.data?.service).toMatchObject({
      slug: 'acme_tasks',
      category_name: null,
      alternate_search_terms: [],
      authentication_type: 'auth_not_required',
      missing_for_submission: [
        'category_name',
        'home_url',
        'support_email',
        'invite_url',
        'api_url_prefix',
        'icon',
      ],
    });
  });

  it('are filled in for the published demo service, which lacks only its icon', async () => {
    const r = await run(SERVICE, milo, { m: 'acme_weather' });
    expect(r.data?.service).toMatchObject({
      category_name: 'Weather',
      home_url: 'https://weather.acme.example',
      alternate_search_terms: ['forecast', 'rain', 'storm alerts'],
      missing_for_submission: ['icon'],
    });
  });

  it('never give the demo account password to anyone but members', async () => {
    await db.query(`UPDATE service_config.services SET demo_account_password = 'pw' WHERE id = $1`, [
      WEATHER_ID,
    ]);
    const member = await run(SERVICE, milo, { m: 'acme_weather' });
    expect(member.data?.service).toMatchObject({ demo_account_password: 'pw' });
    const REF = `query ($reps: [_Any!]!) { _entities(representations: $reps) { ... on Service { demo_account_password } } }`;
    const reps = [{ __typename: 'Service', id: WEATHER_ID }];
    expect((await run(REF, sol, { reps })).data?._entities).toEqual([null]);
    expect((await run(SERVICE, sol, { m: 'acme_weather' })).data?.service).toBeNull();
  });
});
