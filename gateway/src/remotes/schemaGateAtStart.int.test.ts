/**
 * Scaled out, a subgraph run as its own service passes the registry's schema gate as it starts
 * (SCHEMA_REGISTRY_URL, DEPLOY_TOKEN): its schema is accepted, or it is refused with every reason
 * and the subgraph does not start; an unreachable registry refuses too.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'graphql';
import { passSchemaGate, SchemaGateRefusal } from '@switchyard/server-kit';
import { startTestGateway, type RunningGateway } from '../testing/testGateway';
import { root } from './registry.testing';

jest.setTimeout(120_000);

const committed = readFileSync(join(root, 'mfe-org', 'subgraph', 'schema.graphql'), 'utf8');
let gw: RunningGateway;
let token: string;

beforeAll(async () => {
  gw = await startTestGateway(
    {},
    { env: { REMOTES_DIR: mkdtempSync(join(tmpdir(), 'switchyard-remotes-')) } },
  );
  const staff = await gw.client().login('stella');
  const res = await staff.request('/registry/tokens', {
    method: 'POST',
    json: { remote: 'org', name: 'org subgraph' },
  });
  token = ((await res.json()) as { token: string }).token;
});
afterAll(() => gw.stop());

const accepted = async () =>
  (
    await gw.gateway.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM remotes.subgraph_schemas WHERE subgraph = 'org'`,
    )
  ).rows[0].n;

it('accepts the committed schema, and refuses one that removes a field the live org remote uses, with the reasons', async () => {
  await passSchemaGate({ name: 'org', typeDefs: parse(committed) }, gw.base, token);
  expect(await accepted()).toBe(1);
  // A restart with the same schema passes again and is not a new entry.
  await passSchemaGate({ name: 'org', typeDefs: parse(committed) }, gw.base, token);
  expect(await accepted()).toBe(1);

  const removed = committed.replace(/\n {2}tier_display_name: String!/, '');
  expect(removed).not.toBe(committed);
  const refusal = await passSchemaGate({ name: 'org', typeDefs: parse(removed) }, gw.base, token).catch(
    (e: unknown) => e,
  );
  expect(refusal).toBeInstanceOf(SchemaGateRefusal);
  expect((refusal as SchemaGateRefusal).lines[0]).toMatch(
    /org subgraph's schema was refused by the registry \(422\)/,
  );
  expect((refusal as SchemaGateRefusal).lines.join('\n')).toMatch(/tier_display_name/);
  expect(await accepted()).toBe(1);
});

it("refuses with another domain's token, and when the registry cannot be reached", async () => {
  const other = passSchemaGate({ name: 'review', typeDefs: parse('type Query { a: Int }') }, gw.base, token);
  await expect(other).rejects.toThrow(/refused by the registry \(403\)/);
  await expect(
    passSchemaGate({ name: 'org', typeDefs: parse(committed) }, 'http://127.0.0.1:9', token),
  ).rejects.toThrow(/could not reach the schema registry/);
});

it('a subgraph started with SCHEMA_REGISTRY_URL it cannot pass does not start, and says why', () => {
  const run = spawnSync('node', ['--import', 'tsx', 'src/server.ts'], {
    cwd: join(root, 'mfe-org', 'subgraph'),
    env: {
      ...process.env,
      // Logging as a deployment would (jest's NODE_ENV=test silences the logger).
      NODE_ENV: 'development',
      // Never reached: the gate comes first.
      DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none',
      SESSION_SECRET: 'schema-gate-test-secret-schema-gate',
      PORT: '0',
      SCHEMA_REGISTRY_URL: 'http://127.0.0.1:9',
      DEPLOY_TOKEN: token,
    },
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(run.status).toBe(1);
  // The reason is a JSON log line (stdout) or the crash text (stderr).
  expect(run.stderr + run.stdout).toMatch(/could not reach the schema registry at http:\/\/127\.0\.0\.1:9/);
  expect(run.stderr + run.stdout).not.toContain(token);

  const withoutToken = spawnSync('node', ['--import', 'tsx', 'src/server.ts'], {
    cwd: join(root, 'mfe-org', 'subgraph'),
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none',
      SESSION_SECRET: 'x'.repeat(32),
      SCHEMA_REGISTRY_URL: 'http://127.0.0.1:9',
      DEPLOY_TOKEN: '',
    },
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(withoutToken.status).toBe(1);
  expect(withoutToken.stderr + withoutToken.stdout).toMatch(/SCHEMA_REGISTRY_URL needs DEPLOY_TOKEN/);
});
