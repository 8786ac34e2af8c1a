import { expect, test } from '@playwright/test';
import { apiClient, read, viewerOf, type ApiClient, type GraphqlResult } from '../support/api';
import { orgs, unique, users } from '../support/demo';

/**
 * Request-level checks of every mutation and REST route of the organization and service slices:
 * CSRF, authentication, other organizations' ids, roles, malformed input, body size; never a 500
 * (read() asserts it on every answer), and afterwards nothing has changed.
 */

const ACME = orgs.acme.id;
const SOL_STUDIO = orgs.solStudio.id;
/** Acme's seeded pending invitation (to pending.person@example.com). */
const ACME_PENDING_INVITATION = '11000000-0000-4000-8000-000000000001';
/** Text that must never appear in an answer to someone outside Acme. */
const ACME_SECRETS = ['Acme', users.olivia.email, users.milo.email, 'pending.person@example.com', '19900'];

const GRAPHQL_LIMIT = 100 * 1024;
const REST_LIMIT = 1024 * 1024;

const SNAPSHOT = `
  query Snapshot($id: ID!) {
    organization(id: $id) {
      id name tier
      owner { id }
      users { id login email is_owner }
      pending_invitations { id email expires_at }
      expired_invitations { id email expires_at }
      remaining_invitations
      services { module_name name published }
    }
  }`;
const MY_ORGANIZATIONS = '{ me { organizations { id name tier } } }';
const OUTBOX = 'query Outbox { outbox(first: 50) { subject link } }';

type Actor = 'olivia' | 'milo' | 'sol' | 'nia' | 'anon';
let clients: Record<Actor, ApiClient>;
/** An organization of Olivia's with a pending invitation to Nia, whose accept token is known. */
let inviteOrg: { id: string; name: string; token: string };
let before: unknown;

/** Everything the refused requests below would have changed. */
async function snapshot() {
  const { olivia, milo, sol, nia } = clients;
  const org = async (client: ApiClient, id: string) => {
    const res = await client.graphql(SNAPSHOT, { id });
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    return res.body.data;
  };
  const lists = await Promise.all([olivia, milo, sol, nia].map((c) => c.graphql(MY_ORGANIZATIONS)));
  return {
    acme: await org(olivia, ACME),
    solStudio: await org(sol, SOL_STUDIO),
    inviteOrg: await org(olivia, inviteOrg.id),
    organizationLists: lists.map((l) => l.body.data),
    sessions: await Promise.all([olivia, milo, sol, nia].map(viewerOf)),
  };
}

async function createOrganization(client: ApiClient, name: string): Promise<string> {
  const res = await client.request.post('/organizations', {
    headers: { 'X-CSRF-Token': client.csrf },
    data: { name },
    maxRedirects: 0,
  });
  expect((await read(res)).status).toBe(303);
  return res.headers().location.split('/').pop()!;
}

test.beforeAll(async ({ playwright }) => {
  const [olivia, milo, sol, nia, anon] = await Promise.all([
    apiClient(playwright, 'olivia'),
    apiClient(playwright, 'milo'),
    apiClient(playwright, 'sol'),
    apiClient(playwright, 'nia'),
    apiClient(playwright),
  ]);
  clients = { olivia, milo, sol, nia, anon };

  const name = `E2E Security ${unique()}`;
  const id = await createOrganization(olivia, name);
  const invited = await olivia.graphql(
    'mutation($o: ID!, $e: String!) { inviteUser(organization_id: $o, email: $e) { errors { message } } }',
    { o: id, e: users.nia.email },
  );
  expect(invited.body.data).toEqual({ inviteUser: { errors: [] } });
  const outbox = await nia.graphql(OUTBOX);
  const mails = (outbox.body.data as { outbox: { subject: string; link: string }[] }).outbox;
  const mail = mails.find((m) => m.subject.includes(name));
  expect(mail, 'the invitation e-mail reached the outbox').toBeTruthy();
  inviteOrg = { id, name, token: mail!.link.split('/invitations/')[1] };

  before = await snapshot();
});

test.afterEach(async () => {
  expect(await snapshot(), 'nothing changed').toEqual(before);
});

test.afterAll(async () => {
  await Promise.all(Object.values(clients ?? {}).map((c) => c.dispose()));
});

interface MutationCase {
  field: string;
  document: string;
  /** Who may send `target`: the request would succeed for them with a valid token. */
  actor: 'olivia' | 'nia';
  /** Variables acting on Acme (for acceptInvitation: the invitation to Nia). */
  target: () => Record<string, unknown>;
  /** Only the owner may do it (a member is refused). */
  ownerOnly: boolean;
  /** A required variable, left out or given the wrong type. */
  required: string;
  /** Bad input in Sol's own organization, sent by Sol: refused as errors-as-data (attribute) or a code. */
  badInput: { variables: Record<string, unknown>; attribute?: string; code?: string }[];
}

const payload = 'errors { attribute message }';
const mutations: MutationCase[] = [
  {
    field: 'updateOrganizationDetails',
    document: `mutation M($id: ID!, $name: String!) { updateOrganizationDetails(id: $id, name: $name) { organization { id name } ${payload} } }`,
    actor: 'olivia',
    target: () => ({ id: ACME, name: 'Hijacked by e2e' }),
    ownerOnly: true,
    required: 'name',
    badInput: [
      { variables: { id: SOL_STUDIO, name: '   ' }, attribute: 'name' },
      { variables: { id: SOL_STUDIO, name: 'x'.repeat(101) }, attribute: 'name' },
      { variables: { id: 'not-a-uuid', name: 'Fine' }, code: 'NOT_FOUND' },
    ],
  },
  {
    field: 'changeOrganizationOwner',
    document: `mutation M($o: ID!, $u: ID!) { changeOrganizationOwner(organization_id: $o, user_id: $u) { owner { id } organization { id name } ${payload} } }`,
    actor: 'olivia',
    target: () => ({ o: ACME, u: users.milo.id }),
    ownerOnly: true,
    required: 'u',
    badInput: [
      { variables: { o: SOL_STUDIO, u: users.olivia.id }, attribute: 'user_id' },
      { variables: { o: SOL_STUDIO, u: 'not-a-uuid' }, attribute: 'user_id' },
      { variables: { o: 'not-a-uuid', u: users.sol.id }, code: 'NOT_FOUND' },
    ],
  },
  {
    field: 'inviteUser',
    document: `mutation M($o: ID!, $e: String!) { inviteUser(organization_id: $o, email: $e) { organization { id name } ${payload} } }`,
    actor: 'olivia',
    target: () => ({ o: ACME, e: 'e2e-intruder@example.com' }),
    ownerOnly: true,
    required: 'e',
    badInput: [
      { variables: { o: SOL_STUDIO, e: 'not an e-mail' }, attribute: 'email' },
      { variables: { o: SOL_STUDIO, e: '' }, attribute: 'email' },
      { variables: { o: SOL_STUDIO, e: users.sol.email }, attribute: 'email' },
    ],
  },
  {
    field: 'resendInvitation',
    document: `mutation M($o: ID!, $i: ID!) { resendInvitation(organization_id: $o, invitation_id: $i) { organization { id name } ${payload} } }`,
    actor: 'olivia',
    target: () => ({ o: ACME, i: ACME_PENDING_INVITATION }),
    ownerOnly: true,
    required: 'i',
    badInput: [
      { variables: { o: SOL_STUDIO, i: 'not-a-uuid' }, code: 'NOT_FOUND' },
      // Another organization's invitation, through the viewer's own organization.
      { variables: { o: SOL_STUDIO, i: ACME_PENDING_INVITATION }, code: 'NOT_FOUND' },
    ],
  },
  {
    field: 'revokeInvitation',
    document: `mutation M($o: ID!, $i: ID!) { revokeInvitation(organization_id: $o, invitation_id: $i) { organization { id name } ${payload} } }`,
    actor: 'olivia',
    target: () => ({ o: ACME, i: ACME_PENDING_INVITATION }),
    ownerOnly: true,
    required: 'i',
    badInput: [
      { variables: { o: SOL_STUDIO, i: 'not-a-uuid' }, code: 'NOT_FOUND' },
      { variables: { o: SOL_STUDIO, i: ACME_PENDING_INVITATION }, code: 'NOT_FOUND' },
    ],
  },
  {
    field: 'removeUser',
    document: `mutation M($o: ID!, $u: ID!) { removeUser(organization_id: $o, user_id: $u) { users { id login email } ${payload} } }`,
    actor: 'olivia',
    target: () => ({ o: ACME, u: users.milo.id }),
    ownerOnly: true,
    required: 'u',
    badInput: [
      { variables: { o: SOL_STUDIO, u: 'not-a-uuid' }, attribute: 'user_id' },
      // A member of another organization, through the viewer's own organization.
      { variables: { o: SOL_STUDIO, u: users.milo.id }, attribute: 'user_id' },
      { variables: { o: SOL_STUDIO, u: users.sol.id }, attribute: 'user_id' },
    ],
  },
  {
    field: 'acceptInvitation',
    document: `mutation M($t: String!) { acceptInvitation(token: $t) { organization { id name } ${payload} } }`,
    actor: 'nia',
    target: () => ({ t: inviteOrg.token }),
    ownerOnly: false,
    required: 't',
    badInput: [
      { variables: { t: '' }, attribute: 'token' },
      { variables: { t: 'not-a-token' }, attribute: 'token' },
      { variables: { t: 'x'.repeat(5000) }, attribute: 'token' },
    ],
  },
  {
    field: 'serviceCreate',
    document: `mutation M($o: ID!, $n: String!, $m: String) { serviceCreate(organization_id: $o, name: $n, module_name: $m) { service { id module_name } ${payload} } }`,
    actor: 'olivia',
    target: () => ({ o: ACME, n: 'E2E Intruder', m: `e2e_intruder_${unique()}` }),
    ownerOnly: false,
    required: 'n',
    badInput: [
      { variables: { o: SOL_STUDIO, n: '   ' }, attribute: 'name' },
      { variables: { o: SOL_STUDIO, n: 'Fine', m: 'Bad-Name' }, attribute: 'module_name' },
      { variables: { o: SOL_STUDIO, n: 'Fine', m: 'acme_weather' }, attribute: 'module_name' },
      { variables: { o: SOL_STUDIO, n: 'x'.repeat(101) }, attribute: 'name' },
      { variables: { o: 'not-a-uuid', n: 'Fine' }, code: 'NOT_FOUND' },
    ],
  },
];

/** The answer carries no result for the mutation. */
function expectNoResult(res: GraphqlResult, field: string) {
  const data = res.body.data as Record<string, unknown> | null | undefined;
  expect(data?.[field] ?? null, res.text).toBeNull();
}

function expectCode(res: GraphqlResult, codes: string[]) {
  const code = res.body.errors?.[0]?.extensions?.code;
  expect(codes, `expected an error coded ${codes.join('/')}: ${res.text}`).toContain(code);
}

function expectNoAcmeData(text: string) {
  for (const secret of ACME_SECRETS) expect(text).not.toContain(secret);
}

function expectUserErrors(res: GraphqlResult, field: string, attribute: string) {
  const result = (res.body.data as Record<string, { errors: { attribute: string; message: string }[] }>)?.[
    field
  ];
  expect(result, res.text).toBeTruthy();
  expect(
    result.errors.map((e) => e.attribute),
    res.text,
  ).toContain(attribute);
  for (const e of result.errors) expect(e.message).toEqual(expect.any(String));
  const { errors: _errors, ...rest } = result as unknown as Record<string, unknown>;
  for (const value of Object.values(rest)) expect(value, res.text).toBeNull();
}

test.describe('GraphQL mutations', () => {
  for (const m of mutations) {
    test.describe(m.field, () => {
      test('without a CSRF token, or with another session’s: 403', async () => {
        const actor = clients[m.actor];
        for (const csrf of [null, clients.anon.csrf, '']) {
          const res = await actor.graphql(m.document, m.target(), { csrf });
          expect(res.status, res.text).toBe(403);
          expect(res.body.data ?? null).toBeNull();
        }
      });

      test('not signed in (with a valid CSRF token): 401', async () => {
        const res = await clients.anon.graphql(m.document, m.target());
        expect(res.status, res.text).toBe(401);
        expectCode(res, ['UNAUTHENTICATED']);
        expectNoResult(res, m.field);
      });

      test('by someone outside the organization (Sol): refused, nothing about it in the answer', async () => {
        const res = await clients.sol.graphql(m.document, m.target());
        expect(res.status).toBe(200);
        if (m.field === 'acceptInvitation') {
          // Sol holds an invitation link meant for Nia.
          expectUserErrors(res, m.field, 'token');
          expect(res.text).not.toContain(inviteOrg.name);
        } else {
          expectCode(res, ['NOT_FOUND', 'FORBIDDEN']);
          expectNoResult(res, m.field);
        }
        expectNoAcmeData(res.text);
      });

      if (m.ownerOnly) {
        test('by a member who is not the owner (Milo on Acme): FORBIDDEN', async () => {
          const res = await clients.milo.graphql(m.document, m.target());
          expectCode(res, ['FORBIDDEN']);
          expectNoResult(res, m.field);
        });
      }

      test('a required field missing or of the wrong type: a GraphQL validation error, no result', async () => {
        const { [m.required]: _dropped, ...rest } = m.target();
        // (Not a number: GraphQL's ID type accepts integers.)
        const wrongTypes = [{ not: 'a string' }, true, ['a', 'list']];
        for (const variables of [rest, ...wrongTypes.map((v) => ({ ...m.target(), [m.required]: v }))]) {
          const res = await clients[m.actor].graphql(m.document, variables);
          expect([200, 400], res.text).toContain(res.status);
          expect(res.body.errors?.length, res.text).toBeGreaterThan(0);
          expectNoResult(res, m.field);
        }
        // An argument the schema does not have, and a malformed document.
        const unknownArg = m.document.replace(`${m.field}(`, `${m.field}(bogus: 1, `);
        for (const document of [unknownArg, m.document.slice(0, -3)]) {
          const res = await clients[m.actor].graphql(document, m.target());
          expect([200, 400], res.text).toContain(res.status);
          expect(res.body.errors?.length, res.text).toBeGreaterThan(0);
          expectNoResult(res, m.field);
        }
      });

      test('bad input: errors as data with attribute and message (or NOT_FOUND), nothing written', async () => {
        for (const bad of m.badInput) {
          const res = await clients.sol.graphql(m.document, bad.variables);
          expect(res.status, res.text).toBe(200);
          if (bad.attribute) expectUserErrors(res, m.field, bad.attribute);
          else {
            expectCode(res, [bad.code!]);
            expectNoResult(res, m.field);
          }
          expectNoAcmeData(res.text);
        }
      });

      test(`a body over ${GRAPHQL_LIMIT / 1024} KB: 413`, async () => {
        const res = await clients[m.actor].graphql(m.document, {
          ...m.target(),
          padding: 'x'.repeat(GRAPHQL_LIMIT + 1024),
        });
        expect(res.status, res.text).toBe(413);
      });
    });
  }

  test('a mutation sent as a GET (no CSRF check applies to GET) is refused', async () => {
    const m = mutations[0];
    const res = await read(
      await clients.olivia.request.get('/graphql', {
        params: { query: m.document, variables: JSON.stringify(m.target()) },
      }),
    );
    expect(res.status).toBe(405);
  });
});

/** A JSON body just over the REST limit. */
const oversizeJson = () => ({ name: 'x'.repeat(REST_LIMIT + 1024) });

function expectFieldErrors(json: unknown, attributes: string[]) {
  const errors = (json as { errors?: { attribute: string; message: string }[] }).errors ?? [];
  for (const attribute of attributes) expect(errors.map((e) => e.attribute)).toContain(attribute);
  for (const e of errors) expect(e.message).toEqual(expect.any(String));
}

test.describe('POST /organizations (the + New Org form)', () => {
  test('without a CSRF token: 403 (JSON and form posts)', async () => {
    const { olivia } = clients;
    for (const res of [
      await olivia.request.post('/organizations', { data: { name: 'E2E No Token' }, maxRedirects: 0 }),
      await olivia.request.post('/organizations', {
        form: { name: 'E2E No Token', authenticity_token: clients.anon.csrf },
        headers: { Accept: 'text/html' },
        maxRedirects: 0,
      }),
    ]) {
      expect((await read(res)).status).toBe(403);
    }
  });

  test('not signed in: 401', async () => {
    const res = await read(
      await clients.anon.request.post('/organizations', {
        headers: { 'X-CSRF-Token': clients.anon.csrf },
        data: { name: 'E2E Anonymous' },
        maxRedirects: 0,
      }),
    );
    expect(res.status).toBe(401);
  });

  test('missing or malformed name: 400 with attribute and message', async () => {
    const { olivia } = clients;
    const post = (data: unknown) =>
      olivia.request.post('/organizations', {
        headers: { 'X-CSRF-Token': olivia.csrf },
        data,
        maxRedirects: 0,
      });
    for (const body of [
      {},
      { name: '' },
      { name: '   ' },
      { name: { nested: 1 } },
      { name: ['x'] },
      { name: 'x'.repeat(101) },
    ]) {
      const res = await read(await post(body));
      expect(res.status, JSON.stringify(body)).toBe(400);
      expectFieldErrors(res.json, ['name']);
    }
    // A form post from the browser gets a page that says what is wrong.
    const form = await read(
      await olivia.request.post('/organizations', {
        form: { name: '  ', authenticity_token: olivia.csrf },
        headers: { Accept: 'text/html' },
        maxRedirects: 0,
      }),
    );
    expect(form.status).toBe(400);
    expect(form.text).toContain('Organization name is required');
    // Not JSON at all.
    const broken = await read(
      await olivia.request.post('/organizations', {
        headers: { 'X-CSRF-Token': olivia.csrf, 'Content-Type': 'application/json' },
        data: '{"name": ',
        maxRedirects: 0,
      }),
    );
    expect(broken.status).toBe(400);
  });

  test(`a body over ${REST_LIMIT / 1024 / 1024} MB: 413`, async () => {
    const { olivia } = clients;
    const json = await read(
      await olivia.request.post('/organizations', {
        headers: { 'X-CSRF-Token': olivia.csrf },
        data: oversizeJson(),
        maxRedirects: 0,
      }),
    );
    expect(json.status).toBe(413);
    const form = await read(
      await olivia.request.post('/organizations', {
        form: { name: 'x'.repeat(REST_LIMIT + 1024), authenticity_token: olivia.csrf },
        maxRedirects: 0,
      }),
    );
    expect(form.status).toBe(413);
  });
});

test.describe('DELETE /organizations/{id}/users_cache', () => {
  const path = (id: string) => `/organizations/${id}/users_cache`;

  test('the owner with a token: 204 (the route works, and changes nothing visible)', async () => {
    const { olivia } = clients;
    const res = await read(
      await olivia.request.delete(path(ACME), { headers: { 'X-CSRF-Token': olivia.csrf } }),
    );
    expect(res.status).toBe(204);
  });

  test('without a CSRF token: 403', async () => {
    const res = await read(await clients.olivia.request.delete(path(ACME)));
    expect(res.status).toBe(403);
  });

  test('not signed in: 401', async () => {
    const { anon } = clients;
    const res = await read(await anon.request.delete(path(ACME), { headers: { 'X-CSRF-Token': anon.csrf } }));
    expect(res.status).toBe(401);
  });

  test('another organization (Sol on Acme): 404 with no Acme data; a member (Milo): 403', async () => {
    const { sol, milo } = clients;
    const outsider = await read(
      await sol.request.delete(path(ACME), { headers: { 'X-CSRF-Token': sol.csrf } }),
    );
    expect(outsider.status).toBe(404);
    expectNoAcmeData(outsider.text);
    const member = await read(
      await milo.request.delete(path(ACME), { headers: { 'X-CSRF-Token': milo.csrf } }),
    );
    expect(member.status).toBe(403);
  });

  test('a malformed or unknown id: 404', async () => {
    const { olivia } = clients;
    for (const id of ['not-a-uuid', '10000000-0000-4000-8000-00000000ffff', '%27%20OR%201%3D1']) {
      const res = await read(
        await olivia.request.delete(path(id), { headers: { 'X-CSRF-Token': olivia.csrf } }),
      );
      expect(res.status, id).toBe(404);
    }
  });

  test(`a body over ${REST_LIMIT / 1024 / 1024} MB: 413`, async () => {
    const { olivia } = clients;
    const res = await read(
      await olivia.request.delete(path(ACME), {
        headers: { 'X-CSRF-Token': olivia.csrf },
        data: oversizeJson(),
      }),
    );
    expect(res.status).toBe(413);
  });
});

test.describe('POST /login', () => {
  test('without a CSRF token: 403, and not signed in', async ({ playwright }) => {
    const client = await apiClient(playwright);
    try {
      const res = await read(
        await client.request.post('/login', { data: { login: 'olivia', password: 'switchyard' } }),
      );
      expect(res.status).toBe(403);
      expect(await viewerOf(client)).toBeNull();
    } finally {
      await client.dispose();
    }
  });

  test('a wrong password: 401 with attribute and message, and not signed in', async ({ playwright }) => {
    const client = await apiClient(playwright);
    try {
      const res = await read(
        await client.request.post('/login', {
          headers: { 'X-CSRF-Token': client.csrf },
          data: { login: 'olivia', password: 'not-the-password' },
        }),
      );
      expect(res.status).toBe(401);
      expectFieldErrors(res.json, ['login']);
      expect(await viewerOf(client)).toBeNull();
    } finally {
      await client.dispose();
    }
  });

  test('a body that is not JSON: 400', async () => {
    const { anon } = clients;
    const res = await read(
      await anon.request.post('/login', {
        headers: { 'X-CSRF-Token': anon.csrf, 'Content-Type': 'application/json' },
        data: '{"login": ',
      }),
    );
    expect(res.status).toBe(400);
  });

  test('missing or malformed fields: 400 with attribute and message', async ({ playwright }) => {
    const client = await apiClient(playwright);
    try {
      for (const body of [{}, { login: 'olivia' }, { login: ['olivia'], password: { x: 1 } }]) {
        const res = await read(
          await client.request.post('/login', { headers: { 'X-CSRF-Token': client.csrf }, data: body }),
        );
        expect(res.status, JSON.stringify(body)).toBe(400);
        expectFieldErrors(res.json, [Object.keys(body).length ? 'password' : 'login']);
      }
    } finally {
      await client.dispose();
    }
  });

  test(`a body over ${REST_LIMIT / 1024 / 1024} MB: 413`, async () => {
    const { anon } = clients;
    const res = await read(
      await anon.request.post('/login', {
        headers: { 'X-CSRF-Token': anon.csrf },
        data: { login: 'olivia', password: 'x'.repeat(REST_LIMIT + 1024) },
      }),
    );
    expect(res.status).toBe(413);
  });
});

test.describe('POST /logout', () => {
  test('without a CSRF token: 403, and still signed in', async () => {
    const { olivia } = clients;
    const res = await read(await olivia.request.post('/logout'));
    expect(res.status).toBe(403);
    expect(await viewerOf(olivia)).toMatchObject({ login: 'olivia' });
  });

  test(`a body over ${REST_LIMIT / 1024 / 1024} MB: 413, and still signed in`, async ({ playwright }) => {
    const client = await apiClient(playwright, 'olivia');
    try {
      const res = await read(
        await client.request.post('/logout', {
          headers: { 'X-CSRF-Token': client.csrf },
          data: oversizeJson(),
        }),
      );
      expect(res.status).toBe(413);
      expect(await viewerOf(client)).toMatchObject({ login: 'olivia' });
      // With the token and a normal body it works.
      const ok = await read(
        await client.request.post('/logout', { headers: { 'X-CSRF-Token': client.csrf } }),
      );
      expect(ok.status).toBe(204);
      expect(await viewerOf(client)).toBeNull();
    } finally {
      await client.dispose();
    }
  });

  test('not signed in: nothing to end, no error', async ({ playwright }) => {
    const client = await apiClient(playwright);
    try {
      const res = await read(
        await client.request.post('/logout', { headers: { 'X-CSRF-Token': client.csrf } }),
      );
      expect([204, 401]).toContain(res.status);
      expect(await viewerOf(client)).toBeNull();
    } finally {
      await client.dispose();
    }
  });
});

test.describe('POST /signup', () => {
  const account = () => {
    const id = unique();
    return {
      name: 'E2E Signup',
      login: `e2e_${id}`,
      email: `e2e_${id}@example.com`,
      password: 'a-long-password',
    };
  };

  test('without a CSRF token: 403, and no account is created', async ({ playwright }) => {
    const values = account();
    const refused = await read(await clients.anon.request.post('/signup', { data: values }));
    expect(refused.status).toBe(403);
    // The login and e-mail are still free: signing up properly with them works.
    const client = await apiClient(playwright);
    try {
      const created = await read(
        await client.request.post('/signup', { headers: { 'X-CSRF-Token': client.csrf }, data: values }),
      );
      expect(created.status).toBe(201);
    } finally {
      await client.dispose();
    }
  });

  test('missing or malformed fields: 400 with attribute and message', async () => {
    const { anon } = clients;
    const missing = await read(
      await anon.request.post('/signup', { headers: { 'X-CSRF-Token': anon.csrf }, data: {} }),
    );
    expect(missing.status).toBe(400);
    expectFieldErrors(missing.json, ['name', 'login', 'email', 'password']);

    const malformed = await read(
      await anon.request.post('/signup', {
        headers: { 'X-CSRF-Token': anon.csrf },
        data: { name: ['x'], login: 'a b', email: 'not-an-email', password: 'short' },
      }),
    );
    expect(malformed.status).toBe(400);
    expectFieldErrors(malformed.json, ['name', 'login', 'email', 'password']);
    expect(await viewerOf(anon)).toBeNull();
  });

  test(`a body over ${REST_LIMIT / 1024 / 1024} MB: 413`, async () => {
    const { anon } = clients;
    const res = await read(
      await anon.request.post('/signup', {
        headers: { 'X-CSRF-Token': anon.csrf },
        data: { ...account(), name: 'x'.repeat(REST_LIMIT + 1024) },
      }),
    );
    expect(res.status).toBe(413);
  });
});

test.describe('service configuration: serviceUpdate and POST /services/{slug}/icon', () => {
  const SERVICE_ID = 'query($m: String!) { service(module_name: $m) { id } }';
  const UPDATE = `mutation($id: ID!, $input: ServiceInput!) {
    serviceUpdate(id: $id, input: $input) { service { id name } errors { attribute message } } }`;
  const serviceId = async (m: string) =>
    ((await clients.olivia.graphql(SERVICE_ID, { m })).body.data as { service: { id: string } }).service.id;
  const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010802000000907753de', 'hex');
  const upload = (client: ApiClient, slug: string, csrf: string | null, data: Buffer = png) =>
    client.request.post(`/services/${slug}/icon`, {
      headers: { 'Content-Type': 'image/png', ...(csrf ? { 'X-CSRF-Token': csrf } : {}) },
      data,
    });

  test('serviceUpdate: 403 without CSRF, 401 signed out, NOT_FOUND for an outsider with no Acme data', async () => {
    const id = await serviceId('acme_notes');
    const input = { name: 'Hijacked' };
    expect((await clients.olivia.graphql(UPDATE, { id, input }, { csrf: null })).status).toBe(403);
    expect((await clients.anon.graphql(UPDATE, { id, input })).status).toBe(401);
    const outsider = await clients.sol.graphql(UPDATE, { id, input });
    expect(outsider.body.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expectNoAcmeData(outsider.text);
  });

  test('serviceUpdate: a published service is read-only, bad formats come back as attribute errors', async () => {
    const published = await clients.olivia.graphql(UPDATE, {
      id: await serviceId('acme_weather'),
      input: { name: 'Renamed' },
    });
    expectUserErrors(published, 'serviceUpdate', 'base');
    const bad = await clients.olivia.graphql(UPDATE, {
      id: await serviceId('acme_notes'),
      input: { home_url: 'javascript:alert(1)', support_email: 'nope' },
    });
    expectUserErrors(bad, 'serviceUpdate', 'home_url');
  });

  test('icon upload: 403 without CSRF, 401 signed out, 404 for an outsider, 422 when published, 413 when too large', async () => {
    expect((await read(await upload(clients.olivia, 'acme_notes', null))).status).toBe(403);
    expect((await read(await upload(clients.anon, 'acme_notes', clients.anon.csrf))).status).toBe(401);
    const outsider = await read(await upload(clients.sol, 'acme_notes', clients.sol.csrf));
    expect(outsider.status).toBe(404);
    expectNoAcmeData(outsider.text);
    expect((await read(await upload(clients.olivia, 'acme_weather', clients.olivia.csrf))).status).toBe(422);
    const big = Buffer.concat([png, Buffer.alloc(REST_LIMIT + 10)]);
    expect((await read(await upload(clients.olivia, 'acme_notes', clients.olivia.csrf, big))).status).toBe(
      413,
    );
    const notImage = Buffer.from('GIF89a not really');
    expect(
      (await read(await upload(clients.olivia, 'acme_notes', clients.olivia.csrf, notImage))).status,
    ).toBe(422);
  });
});
