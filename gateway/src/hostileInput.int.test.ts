/**
 * Hostile text and JSON, sent to every string or JSON argument of every operation of the supergraph
 * and to every REST path of every domain, as the owner of the demo organization: nothing answers
 * 500 and no row changes. The operations and paths are read from the running gateway (introspection
 * and its routers), so a new field or path is covered without editing this file.
 */
import {
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import { DEMO_USERS, INPUT_LIMITS, inputGuard } from '@switchyard/server-kit';
import { startTestGateway, type RunningGateway } from './testing/testGateway';
import type { TestClient } from './testing/testClient';

const deepJsonText = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** Each hostile value as JSON text (the deep one cannot go through JSON.stringify). */
const HOSTILE: Record<string, { json: string; jsonOnly?: boolean }> = {
  nul: { json: JSON.stringify('a\u0000b') },
  'lone surrogate': { json: '"a\\ud800b"' },
  oversize: { json: JSON.stringify('x'.repeat(INPUT_LIMITS.maxStringLength + 1)) },
  'deep JSON': { json: deepJsonText(6000), jsonOnly: true },
};

/**
 * Real objects of the demo organization the owner may edit (an unpublished service and one of each
 * of its steps), so that a probe reaches the write it targets instead of stopping at "not found".
 */
type Real = Record<string, string>;

async function realObjects(gw: RunningGateway): Promise<Real> {
  const one = async (sql: string, params: unknown[] = []) =>
    ((await gw.gateway.db.query<Record<string, string>>(sql, params)).rows[0] ?? {}) as Record<
      string,
      string
    >;
  const org = '10000000-0000-4000-8000-000000000001';
  const service = await one(
    `SELECT s.id, s.module_name FROM service_config.services s
      WHERE s.organization_id = $1 AND NOT s.published
      ORDER BY (SELECT count(*) FROM service_config.triggers t WHERE t.service_id = s.id) DESC LIMIT 1`,
    [org],
  );
  const of = (table: string, column = 'service_id', id = service.id) =>
    one(`SELECT * FROM service_config.${table} WHERE ${column} = $1 LIMIT 1`, [id]);
  const trigger = await of('triggers');
  const action = await of('actions');
  const query = await of('queries');
  const queryField = await of('query_fields', 'query_id', query.id);
  const triggerField = await of('trigger_fields', 'trigger_id', trigger.id);
  const actionField = await of('action_fields', 'action_id', action.id);
  const ingredient = await of('ingredients', 'parent_id', trigger.id);
  const invitation = await one('SELECT id FROM org.invitations WHERE organization_id = $1 LIMIT 1', [org]);
  return {
    organization: org,
    user: DEMO_USERS.member.id,
    invitation: invitation.id,
    service: service.id,
    serviceModule: service.module_name,
    trigger: trigger.id,
    triggerSlug: trigger.slug,
    action: action.id,
    actionSlug: action.slug,
    query: query.id,
    queryModule: query.module_name,
    queryField: queryField.id,
    triggerField: triggerField.slug,
    actionField: actionField.slug,
    ingredient: ingredient.id,
    ingredientSlug: ingredient.slug,
  };
}

/** The entity an operation or REST path is about, from its name (queryFieldUpdate → queryField). */
const ENTITIES = ['queryField', 'ingredient', 'trigger', 'action', 'query', 'service', 'organization'];
const entityOf = (name: string) =>
  ENTITIES.find((e) => name.toLowerCase().includes(e.toLowerCase())) ?? 'service';

/** A real value for an ID-like argument or path parameter, by its name and its operation's name. */
function realValue(real: Real, arg: string, operation: string): string | undefined {
  const entity = entityOf(operation);
  const byName: Record<string, string | undefined> = {
    organization_id: real.organization,
    user_id: real.user,
    invitation_id: real.invitation,
    service_id: real.service,
    trigger_id: real.trigger,
    action_id: real.action,
    query_id: real.query,
    channel_module_name: real.serviceModule,
    module_name: entity === 'query' || entity === 'queryField' ? real.queryModule : real.serviceModule,
    slug_or_id: real.triggerSlug,
    field_slug: operation.includes('action') ? real.actionField : real.triggerField,
    ingredient_slug: real.ingredientSlug,
    id: real[entity],
  };
  if (arg === 'slug')
    return operation.startsWith('/services/:slug') ? real.serviceModule : real[`${entity}Slug`];
  return byName[arg];
}

/** A harmless value of an input type, so that only the one hostile value is wrong. */
function plain(
  type: GraphQLInputType,
  depth = 0,
  real?: { values: Real; arg: string; operation: string },
): unknown {
  if (real && isTextual(type) && !isListType(isNonNullType(type) ? type.ofType : type)) {
    const value = realValue(real.values, real.arg, real.operation);
    if (value) return value;
  }
  if (isNonNullType(type)) return plain(type.ofType, depth, real);
  if (isListType(type)) return [plain(type.ofType, depth)];
  if (isEnumType(type)) return type.getValues()[0].value;
  if (isInputObjectType(type)) {
    const out: Record<string, unknown> = {};
    for (const f of Object.values(type.getFields())) {
      if (isNonNullType(f.type) && depth < 5) out[f.name] = plain(f.type, depth + 1);
    }
    return out;
  }
  switch (getNamedType(type).name) {
    case 'Int':
    case 'Float':
      return 1;
    case 'Boolean':
      return false;
    case 'JSON':
      return {};
    default:
      return 'x';
  }
}

const isTextual = (type: GraphQLInputType) => {
  const named = getNamedType(type);
  return isScalarType(named) && !['Int', 'Float', 'Boolean'].includes(named.name);
};

/** Paths (argument, then input fields) of every string or JSON position in an argument. */
function textualPaths(type: GraphQLInputType, prefix: string[], seen = new Set<string>()): string[][] {
  const named = getNamedType(type);
  if (isInputObjectType(named)) {
    if (seen.has(named.name)) return [];
    const next = new Set(seen).add(named.name);
    return Object.values(named.getFields()).flatMap((f) => textualPaths(f.type, [...prefix, f.name], next));
  }
  return isTextual(type) ? [prefix] : [];
}

interface Probe {
  label: string;
  body: string;
}

/** One request per (operation, textual position, hostile value), the value placed through a variable. */
function graphqlProbes(schema: GraphQLSchema, real: Real): Probe[] {
  const probes: Probe[] = [];
  const roots = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const;
  for (const [kind, root] of roots) {
    if (!root) continue;
    for (const field of Object.values(root.getFields()) as GraphQLField<unknown, unknown>[]) {
      const args = field.args as readonly GraphQLArgument[];
      if (!args.length) continue;
      const varDefs = args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
      const argUses = args.map((a) => `${a.name}: $${a.name}`).join(', ');
      const selection =
        isScalarType(getNamedType(field.type)) || isEnumType(getNamedType(field.type))
          ? ''
          : ' { __typename }';
      const query = `${kind}(${varDefs}) { ${field.name}(${argUses})${selection} }`;
      const base = Object.fromEntries(
        args.map((a) => [a.name, plain(a.type, 0, { values: real, arg: a.name, operation: field.name })]),
      );
      for (const arg of args) {
        for (const path of textualPaths(arg.type, [arg.name])) {
          for (const [name, hostile] of Object.entries(HOSTILE)) {
            const variables = structuredClone(base);
            // A marker string is put where the hostile value goes, then swapped in the JSON text.
            let at: Record<string, unknown> = variables;
            for (const key of path.slice(0, -1)) {
              at[key] = isPlainObject(at[key]) ? at[key] : {};
              at = at[key] as Record<string, unknown>;
            }
            at[path[path.length - 1]] = '@@HOSTILE@@';
            const body = JSON.stringify({ query, variables }).replace('"@@HOSTILE@@"', hostile.json);
            probes.push({ label: `${field.name}(${path.join('.')}) ← ${name}`, body });
          }
        }
      }
    }
  }
  return probes;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Every route the gateway serves behind the edge guard, walked from its routers (the identity routes
 * and the domains' REST paths). Before the guard sit only /health and the static web files, which
 * read no input, and /graphql, which has its own guard (inputGuardPlugin).
 */
function routesOf(gw: RunningGateway): { path: string; method: string }[] {
  const out: { path: string; method: string }[] = [];
  const walk = (stack: any[]) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const method of Object.keys(layer.route.methods)) {
          if (typeof layer.route.path === 'string') out.push({ path: layer.route.path, method });
        }
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack);
      }
    }
  };
  const stack = (gw.gateway.app as any).router.stack as any[];
  const guard = stack.findIndex((layer) => layer.handle === inputGuard);
  expect(guard).toBeGreaterThan(0);
  walk(stack.slice(guard));
  return out;
}

async function tableChecksum(gw: RunningGateway): Promise<Record<string, string>> {
  const tables = await gw.gateway.db.query<{ name: string }>(
    `SELECT table_schema || '.' || table_name AS name FROM information_schema.tables
      WHERE table_type = 'BASE TABLE'
        -- pg-boss keeps its own clock (maintenance times) in its schema: bookkeeping, not data.
        AND table_schema NOT IN ('pg_catalog', 'information_schema', 'pgboss')
        AND table_name NOT LIKE '%session%' AND table_name NOT LIKE '%migrations%'
      ORDER BY 1`,
  );
  const sums: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const r = await gw.gateway.db.query<{ sum: string | null }>(
      `SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS sum FROM ${name} t`,
    );
    sums[name] = r.rows[0].sum ?? '';
  }
  return sums;
}

/**
 * The tables once the platform's own work after start-up is done: the seed's events, the
 * connections domain's re-checks they cause and the engine's first polls of the demo enablements
 * write for a while. Three equal checksums a second apart, within 40 s.
 */
async function quietChecksum(gw: RunningGateway): Promise<Record<string, string>> {
  const same = (a: Record<string, string>, b: Record<string, string>) =>
    JSON.stringify(a) === JSON.stringify(b);
  let last = await tableChecksum(gw);
  let equal = 0;
  for (const until = Date.now() + 40_000; equal < 2 && Date.now() < until;) {
    await new Promise((r) => setTimeout(r, 1000));
    const next = await tableChecksum(gw);
    equal = same(next, last) ? equal + 1 : 0;
    last = next;
  }
  return last;
}

/** encodeURIComponent, except that a lone surrogate is written as its (invalid) UTF-8 bytes. */
const encodeText = (text: string) =>
  text
    .split(/([\uD800-\uDFFF])/)
    .map((part) => (/^[\uD800-\uDFFF]$/.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');

async function send(
  client: TestClient,
  path: string,
  method: string,
  body?: string,
  type = 'application/json',
) {
  const res = await client.request(path, {
    method,
    body,
    headers: body === undefined ? {} : { 'content-type': type },
  });
  return { status: res.status, text: await res.text() };
}

describe('hostile input at the edge', () => {
  let gw: RunningGateway;
  let owner: TestClient;
  let schema: GraphQLSchema;

  beforeAll(async () => {
    // No engine workers: their first polls of the demo enablements (and the pauses those cause)
    // would write while the probes run. The probes' own effects are what the checksums compare.
    gw = await startTestGateway({}, { env: { ENGINE_WORKERS: '0' } });
    owner = await gw.client().login('olivia');
    const res = await owner.gql<IntrospectionQuery>(getIntrospectionQuery());
    schema = buildClientSchema(res.data!);
  });
  afterAll(() => gw.stop());

  it('refuses hostile text and JSON in every GraphQL argument with a 400 naming its path, changing nothing', async () => {
    const probes = graphqlProbes(schema, await realObjects(gw));
    expect(probes.length).toBeGreaterThan(100);
    const before = await quietChecksum(gw);
    const wrong: string[] = [];
    for (const probe of probes) {
      const r = await send(owner, '/graphql', 'POST', probe.body);
      const body = JSON.parse(r.text) as { errors?: { message: string; extensions?: { code?: string } }[] };
      const code = body.errors?.[0]?.extensions?.code;
      // The edge answers 400 BAD_USER_INPUT; a type mismatch (e.g. JSON where ID is expected) is also a 4xx refusal.
      if (
        r.status >= 500 ||
        r.status < 400 ||
        !['BAD_USER_INPUT', 'GRAPHQL_VALIDATION_FAILED'].includes(code ?? '')
      ) {
        wrong.push(`${probe.label}: ${r.status} ${r.text.slice(0, 200)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await tableChecksum(gw)).toEqual(before);
  }, 90_000);

  it('names the argument path and the limit in the message', async () => {
    const r = await owner.gql('query($m: String!) { service(module_name: $m) { id } }', { m: 'a\u0000b' });
    expect(r.status).toBe(400);
    expect(r.errors?.[0].message).toBe(
      'variables.m contains a NUL character (\\u0000), which is not allowed.',
    );
    const literal = await owner.gql('{ service(module_name: "a\\u0000") { id } }');
    expect(literal.errors?.[0].message).toBe(
      'service.module_name contains a NUL character (\\u0000), which is not allowed.',
    );
    const surrogate = await owner.gql(
      'mutation($id: ID!, $name: String!) { updateOrganizationDetails(id: $id, name: $name) { __typename } }',
      {
        id: 'x',
        name: 'a\ud800',
      },
    );
    expect(surrogate.errors?.[0].message).toBe(
      'variables.name contains a lone surrogate (text that is not valid Unicode).',
    );
    const deep = await send(
      owner,
      '/graphql',
      'POST',
      `{"query":"{ __typename }","variables":{"x":${deepJsonText(6000)}}}`,
    );
    expect(deep.status).toBe(400);
    expect(deep.text).toContain(`nests deeper than ${INPUT_LIMITS.maxJsonDepth} levels`);
  });

  it('refuses hostile bodies, query strings and path segments on every REST path with a 400, changing nothing', async () => {
    // Signing out reads no input, and would end the session the other probes run in.
    const routes = routesOf(gw).filter((r) => r.method !== '_all' && r.path !== '/logout');
    expect(routes.some((r) => r.path === '/organizations')).toBe(true);
    expect(routes.some((r) => r.path.startsWith('/services/'))).toBe(true);
    const real = await realObjects(gw);
    const before = await quietChecksum(gw);
    const wrong: string[] = [];
    for (const { path, method } of routes) {
      const fill = (value?: string) =>
        path.replace(/:(\w+)/g, (_, name: string) => encodeText(value ?? realValue(real, name, path) ?? 'x'));
      const attempts: {
        label: string;
        url: string;
        body?: string;
        type?: string;
        status?: number;
      }[] = [];
      for (const [name, hostile] of Object.entries(HOSTILE)) {
        const hasBody = method !== 'get';
        if (hasBody)
          attempts.push({
            label: `body ${name}`,
            url: fill(),
            body: `{"name":${hostile.json},"value":${hostile.json}}`,
          });
        if (!hostile.jsonOnly) {
          const text = JSON.parse(hostile.json) as string;
          // A lone surrogate cannot be written in a URL or a form: its bytes are invalid UTF-8, which
          // the edge refuses rather than let the parsers turn them into U+FFFD.
          if (hasBody)
            attempts.push({
              label: `form ${name}`,
              url: fill(),
              body: `name=${encodeText(text)}`,
              type: 'application/x-www-form-urlencoded',
            });
          // Node refuses an oversize query string itself, with 431.
          const status = name === 'oversize' ? 431 : undefined;
          attempts.push({
            label: `query ${name}`,
            url: `${fill()}?q=${encodeText(text)}`,
            body: '{}',
            status,
          });
          if (path.includes(':') && name !== 'oversize')
            attempts.push({ label: `path ${name}`, url: fill(text), body: '{}' });
        }
      }
      for (const a of attempts) {
        const r = await send(
          owner,
          a.url,
          method.toUpperCase(),
          method === 'get' ? undefined : a.body,
          a.type,
        );
        if (r.status !== (a.status ?? 400))
          wrong.push(`${method.toUpperCase()} ${path} (${a.label}): ${r.status} ${r.text.slice(0, 160)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await tableChecksum(gw)).toEqual(before);
  }, 90_000);
});
