import type { DemoUsers, Db, RequestContext } from '@switchyard/server-kit';
import { createTestDb } from '@switchyard/server-kit/testing';
import { graphql } from 'graphql';
import { serviceConfigDomain } from './index';
import { DEMO_ORGS } from './seed';
import { anonymous, contextFor } from './testViewers';
import { testSettings } from '@switchyard/server-kit/settings';

const ACME = DEMO_ORGS.acme;
const LABS = DEMO_ORGS.oliviaLabs;
const BIGCO = DEMO_ORGS.bigco;
const olivia = contextFor('olivia', { [ACME]: 'owner', [LABS]: 'owner' });
const milo = contextFor('milo', { [ACME]: 'member' });
const sol = contextFor('sol', { [DEMO_ORGS.solStudio]: 'owner' });

let db: Awaited<ReturnType<typeof createTestDb>>;
let queries: string[];

async function run(source: string, ctx: RequestContext, variableValues?: Record<string, unknown>) {
  // A counting view of the real database, to see how many queries a request costs.
  const counted: Db = {
    ...db,
    query: (text, params) => {
      queries.push(text);
      return db.query(text, params);
    },
  };
  queries = [];
  const schema = serviceConfigDomain.schema({ db: counted, settings: testSettings() });
  return graphql({ schema, source, contextValue: ctx, variableValues });
}

async function serviceCount() {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM service_config.services');
  return rows[0].n;
}

beforeAll(async () => {
  db = await createTestDb([serviceConfigDomain.migrations]);
  await serviceConfigDomain.seed!({ db, settings: testSettings() }, {} as DemoUsers);
});
afterAll(() => db.drop());

const SERVICE = `query ($m: String!) {
  service(module_name: $m) {
    id module_name name description published brand_color color_hsl icon url organization { id }
  }
}`;

describe('Query.service', () => {
  it('shows a member the service of their organization', async () => {
    const r = await run(SERVICE, milo, { m: 'acme_weather' });
    expect(r.errors).toBeUndefined();
    expect(r.data?.service).toEqual({
      id: '20000000-0000-4000-8000-000000000001',
      module_name: 'acme_weather',
      name: 'Acme Weather',
      description: 'Forecasts and severe weather alerts for any city.',
      published: true,
      brand_color: '#1E88E5',
      color_hsl: 'hsl(208, 79%, 51%)',
      icon: null,
      url: '/services/acme_weather',
      organization: { id: ACME },
    });
  });

  it('is null for non-members, anonymous viewers and unknown services alike', async () => {
    for (const [ctx, m] of [
      [sol, 'acme_weather'],
      [olivia, 'bigco_crm'],
      [anonymous, 'acme_weather'],
      [olivia, 'no_such_service'],
      [olivia, "'; DROP TABLE services; --"],
    ] as const) {
      const r = await run(SERVICE, ctx, { m });
      expect(r.errors).toBeUndefined();
      expect(r.data?.service).toBeNull();
    }
  });
});

const ORG_SERVICES = `query ($reps: [_Any!]!) {
  _entities(representations: $reps) { ... on Organization { id services { module_name name published url color_hsl } } }
}`;
const orgRefs = (...ids: string[]) => ({ reps: ids.map((id) => ({ __typename: 'Organization', id })) });

describe('Organization.services (federated)', () => {
  it("lists a member's organization's services ordered by name, all organizations in one query", async () => {
    const r = await run(ORG_SERVICES, olivia, orgRefs(ACME, LABS, BIGCO));
    expect(r.errors).toBeUndefined();
    const [acme, labs, bigco] = r.data?._entities as { id: string; services: { module_name: string }[] }[];
    expect(acme.services.map((s) => s.module_name)).toEqual([
      'acme_notes',
      'acme_tasks',
      'acme_weather',
      'daybook',
    ]);
    expect(acme.services[0]).toEqual({
      module_name: 'acme_notes',
      name: 'Acme Notes',
      published: false,
      url: '/services/acme_notes',
      color_hsl: 'hsl(123, 41%, 45%)',
    });
    expect(labs.services.map((s) => s.module_name)).toEqual(['labs_sensor']);
    expect(bigco).toEqual({ id: BIGCO, services: [] });
    expect(queries.filter((q) => q.includes('service_config.services'))).toHaveLength(1);
  });

  it('is empty for non-members, anonymous viewers and malformed ids', async () => {
    for (const [ctx, id] of [
      [sol, ACME],
      [anonymous, ACME],
      [olivia, 'not-a-uuid'],
    ] as const) {
      const r = await run(ORG_SERVICES, ctx, orgRefs(id));
      expect(r.errors).toBeUndefined();
      expect(r.data?._entities).toEqual([{ id, services: [] }]);
    }
  });
});

describe('Service entity references', () => {
  const SERVICE_REF = `query ($reps: [_Any!]!) { _entities(representations: $reps) { ... on Service { module_name } } }`;
  const ref = (id: string) => ({ reps: [{ __typename: 'Service', id }] });

  it('resolves for members of the owning organization only', async () => {
    expect(
      (await run(SERVICE_REF, milo, ref('20000000-0000-4000-8000-000000000002'))).data?._entities,
    ).toEqual([{ module_name: 'acme_notes' }]);
    expect(
      (await run(SERVICE_REF, sol, ref('20000000-0000-4000-8000-000000000002'))).data?._entities,
    ).toEqual([null]);
    const malformed = await run(SERVICE_REF, milo, ref('nope'));
    expect(malformed.errors).toBeUndefined();
    expect(malformed.data?._entities).toEqual([null]);
  });
});

const CREATE = `mutation ($org: ID!, $name: String!, $module_name: String) {
  serviceCreate(organization_id: $org, name: $name, module_name: $module_name) {
    service { id module_name name published icon url organization { id } }
    errors { attribute message }
  }
}`;

describe('Mutation.serviceCreate', () => {
  it('creates an unpublished service, deriving the module name from the name', async () => {
    const r = await run(CREATE, milo, { org: ACME, name: '  Acme Radar!  ' });
    expect(r.errors).toBeUndefined();
    const payload = r.data?.serviceCreate as { service: Record<string, unknown>; errors: unknown[] };
    expect(payload.errors).toEqual([]);
    expect(payload.service).toMatchObject({
      module_name: 'acme_radar',
      name: 'Acme Radar!',
      published: false,
      icon: null,
      url: '/services/acme_radar',
      organization: { id: ACME },
    });
    const { rows } = await db.query(
      'SELECT organization_id, published FROM service_config.services WHERE module_name = $1',
      ['acme_radar'],
    );
    expect(rows).toEqual([{ organization_id: ACME, published: false }]);
    const list = await run(ORG_SERVICES, milo, orgRefs(ACME));
    expect(
      (list.data?._entities as { services: { module_name: string }[] }[])[0].services.map(
        (s) => s.module_name,
      ),
    ).toContain('acme_radar');
  });

  it('keeps a given module name', async () => {
    const r = await run(CREATE, olivia, { org: LABS, name: 'Labs Meter', module_name: 'labs_meter_v2' });
    expect(r.data?.serviceCreate).toMatchObject({ service: { module_name: 'labs_meter_v2' }, errors: [] });
  });

  it('returns bad input as errors and creates nothing', async () => {
    const before = await serviceCount();
    const cases: [Record<string, unknown>, { attribute: string; message: string }[]][] = [
      [{ name: '' }, [{ attribute: 'name', message: "can't be blank" }]],
      [
        { name: 'x'.repeat(101) },
        [{ attribute: 'name', message: 'is too long (maximum is 100 characters)' }],
      ],
      [
        { name: 'Fine', module_name: 'Not Snake' },
        [
          {
            attribute: 'module_name',
            message:
              'can only contain lowercase letters, numbers and underscores, and must begin with a letter',
          },
        ],
      ],
      [
        { name: 'Fine', module_name: 'ab' },
        [{ attribute: 'module_name', message: 'is too short (minimum is 3 characters)' }],
      ],
      [
        { name: '???' },
        [{ attribute: 'module_name', message: 'could not be made from the name; please enter one' }],
      ],
    ];
    for (const [input, errors] of cases) {
      const r = await run(CREATE, milo, { org: ACME, ...input });
      expect(r.errors).toBeUndefined();
      expect(r.data?.serviceCreate).toEqual({ service: null, errors });
    }
    expect(await serviceCount()).toBe(before);
  });

  it('refuses a module name that is taken, even by another organization', async () => {
    const before = await serviceCount();
    for (const input of [
      { org: ACME, name: 'Acme Weather' },
      { org: LABS, name: 'Another', module_name: 'bigco_crm' },
    ]) {
      const r = await run(CREATE, olivia, input);
      expect(r.data?.serviceCreate).toEqual({
        service: null,
        errors: [{ attribute: 'module_name', message: 'has already been taken' }],
      });
    }
    expect(await serviceCount()).toBe(before);
  });

  it('answers NOT_FOUND for organizations the viewer is not in, including malformed ids', async () => {
    const before = await serviceCount();
    for (const org of [BIGCO, 'not-a-uuid', "1' OR '1'='1", '']) {
      const r = await run(CREATE, milo, { org, name: 'Sneaky Service' });
      expect(r.data).toBeNull();
      expect(r.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect(r.errors?.[0].message).toBe('Organization not found.');
    }
    expect(await serviceCount()).toBe(before);
  });

  it('answers UNAUTHENTICATED for anonymous viewers', async () => {
    const r = await run(CREATE, anonymous, { org: ACME, name: 'Anon Service' });
    expect(r.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('seed', () => {
  it('creates the demo services once', async () => {
    const { rows } = await db.query<{ module_name: string; organization_id: string; published: boolean }>(
      `SELECT module_name, organization_id, published FROM service_config.services
       WHERE id::text LIKE '20000000-%' ORDER BY module_name`,
    );
    expect(rows).toEqual([
      { module_name: 'acme_notes', organization_id: ACME, published: false },
      { module_name: 'acme_tasks', organization_id: ACME, published: true },
      { module_name: 'acme_weather', organization_id: ACME, published: true },
      { module_name: 'bigco_crm', organization_id: BIGCO, published: true },
      { module_name: 'daybook', organization_id: ACME, published: false },
      { module_name: 'labs_sensor', organization_id: LABS, published: false },
      { module_name: 'lite_lamp', organization_id: DEMO_ORGS.lite, published: true },
    ]);
    const before = await serviceCount();
    await serviceConfigDomain.seed!({ db, settings: testSettings() }, {} as DemoUsers);
    expect(await serviceCount()).toBe(before);
  });
});
