import { startEventBus, type DemoUsers, type EventBus, type RequestContext } from '@switchyard/server-kit';
import { startPartnerService } from '@switchyard/partner-service';
import { createTestDb } from '@switchyard/server-kit/testing';
import { graphql, type ExecutionResult } from 'graphql';
import { serviceConfigDomain } from '../index';
import { codeOf, milo, NOTES_ID, sol, WEATHER_ID, type TestDb } from '../queries/queryTestKit';
import { SCRIPT_MAX } from '@switchyard/service-config-common/rules/channelScript';
import { PUBLISHED_READ_ONLY } from '@switchyard/service-config-common/rules/publishedReadOnly';
import {
  BODY_NOT_JSON,
  BODY_NOT_OBJECT,
  FIELD_NOT_USED,
  operationNotAllowed,
} from '@switchyard/service-config-common/rules/stepTest';
import { NO_SCRIPT, NOT_A_FIELD, NOT_A_STEP, SHARED_NAME } from './scriptResolvers';
import { recordedCalls } from '../testing/recordedCalls';
import { anonymous } from '../testViewers';
import { closeChannelScriptSandbox } from './runChannelScript';
import { TOO_MANY_RUNS } from './runRateLimit';
import { testSettings } from '@switchyard/server-kit/settings';

let db: TestDb;
let run: ReturnType<typeof runnerWith>;
let events: EventBus;

function runnerWith(env: NodeJS.ProcessEnv) {
  const schema = serviceConfigDomain.schema({ db, settings: testSettings(env), events });
  return (source: string, ctx: RequestContext, variableValues?: Record<string, unknown>) =>
    graphql({ schema, source, contextValue: ctx, variableValues }) as Promise<
      ExecutionResult<Record<string, any>>
    >;
}

beforeAll(async () => {
  db = await createTestDb([serviceConfigDomain.migrations]);
  // The script's calls are published as transaction logs.
  events = await startEventBus(db);
  await serviceConfigDomain.seed!({ db, settings: testSettings() }, {} as DemoUsers);
  run = runnerWith({ SCRIPT_RUN_RATE_LIMIT: '1000' });
});
afterAll(async () => {
  await closeChannelScriptSandbox();
  await events.stop();
  await db.drop();
});

const UPDATE = `mutation ($c: String!, $s: String!) {
  updateChannelScript(channel_module_name: $c, script: $s) { script errors { attribute message } }
}`;
const SCRIPT_OF = `query ($m: String!) { service(module_name: $m) { script } }`;
const RUN = `mutation ($c: String!, $m: String!, $f: String, $o: String!, $b: JSON, $t: String) {
  runStepTest(channel_module_name: $c, step_module_name: $m, step_field_slug: $f, operation: $o, step_body: $b, step_type: $t) {
    protocol_response errors { attribute message }
  }
}`;

const storedScript = async (id: string) =>
  (
    await db.query<{ script: string | null }>('SELECT script FROM service_config.services WHERE id = $1', [
      id,
    ])
  ).rows[0].script;
const setScript = (id: string, script: string | null) =>
  db.query('UPDATE service_config.services SET script = $2 WHERE id = $1', [id, script]);

async function update(script: string, ctx = milo, c = 'acme_notes') {
  return run(UPDATE, ctx, { c, s: script });
}

interface RunArgs {
  c?: string;
  m?: string;
  f?: string | null;
  o?: string;
  b?: unknown;
  t?: string | null;
}
async function runStep(args: RunArgs, ctx = milo) {
  return run(RUN, ctx, { c: 'acme_notes', m: 'new_note', o: 'run', ...args });
}
async function runErrors(args: RunArgs, ctx = milo) {
  const r = await runStep(args, ctx);
  expect(r.errors).toBeUndefined();
  return r.data!.runStepTest.errors;
}

describe('updateChannelScript', () => {
  it('saves the script of a member’s unpublished service, as typed, and reads it back', async () => {
    const script = 'function run(request) {\n  return { data: [] };\n}\n';
    const r = await update(script);
    expect(r.errors).toBeUndefined();
    expect(r.data!.updateChannelScript).toEqual({ script, errors: [] });
    expect(await storedScript(NOTES_ID)).toBe(script);
    expect((await run(SCRIPT_OF, milo, { m: 'acme_notes' })).data!.service.script).toBe(script);
  });

  it('clears the script when given an empty one', async () => {
    await update('function run() {}');
    expect((await update('  \n')).data!.updateChannelScript).toEqual({ script: null, errors: [] });
    expect(await storedScript(NOTES_ID)).toBeNull();
  });

  it(`takes ${SCRIPT_MAX} characters and refuses one more, changing nothing`, async () => {
    const longest = `//${'x'.repeat(SCRIPT_MAX - 2)}`;
    expect((await update(longest)).data!.updateChannelScript.errors).toEqual([]);
    const r = await update(`${longest}x`);
    expect(r.data!.updateChannelScript).toEqual({
      script: null,
      errors: [{ attribute: 'script', message: `is too long (maximum is ${SCRIPT_MAX} characters)` }],
    });
    expect(await storedScript(NOTES_ID)).toBe(longest);
  });

  it('refuses a published service with the guidance, changing nothing', async () => {
    await setScript(WEATHER_ID, 'function run() { return 1; }');
    const r = await update('function run() { return 2; }', milo, 'acme_weather');
    expect(r.data!.updateChannelScript).toEqual({
      script: null,
      errors: [{ attribute: 'base', message: PUBLISHED_READ_ONLY }],
    });
    expect(await storedScript(WEATHER_ID)).toBe('function run() { return 1; }');
  });

  it('answers NOT_FOUND to outsiders and for unknown services, UNAUTHENTICATED when signed out', async () => {
    await update('// mine');
    for (const [ctx, c, code] of [
      [sol, 'acme_notes', 'NOT_FOUND'],
      [milo, 'nope_service', 'NOT_FOUND'],
      [anonymous, 'acme_notes', 'UNAUTHENTICATED'],
    ] as const) {
      const r = await update('// theirs', ctx, c);
      expect(codeOf(r)).toBe(code);
    }
    expect(await storedScript(NOTES_ID)).toBe('// mine');
    // Outsiders do not see the service, so neither its script.
    expect((await run(SCRIPT_OF, sol, { m: 'acme_notes' })).data!.service).toBeNull();
  });
});

describe('Service.script_endpoints', () => {
  it('lists the Request endpoint options with their operations (PRODUCT_SLUG in the path)', async () => {
    const ifttt = runnerWith({ PRODUCT_SLUG: 'ifttt' });
    const r = await ifttt(
      `query { service(module_name: "acme_notes") { script_endpoints { endpoint step_type step_module_name field_slug operations } } }`,
      milo,
    );
    expect(r.errors).toBeUndefined();
    const options = r.data!.service.script_endpoints;
    expect(options.map((o: { endpoint: string }) => o.endpoint)).toEqual([
      '/ifttt/v1/triggers/new_note',
      '/ifttt/v1/triggers/new_note/field/notebook',
      '/ifttt/v1/triggers/new_note/field/color',
      '/ifttt/v1/triggers/new_note/field/tag',
      '/ifttt/v1/queries/list_notes',
      '/ifttt/v1/queries/find_note',
      '/ifttt/v1/actions/create_note',
    ]);
    expect(options[1]).toEqual({
      endpoint: '/ifttt/v1/triggers/new_note/field/notebook',
      step_type: 'trigger',
      step_module_name: 'new_note',
      field_slug: 'notebook',
      operations: ['dropdown', 'validate'],
    });
    expect(options[4].operations).toEqual(['run', 'contextual_validation']);
  });
});

describe('runStepTest: what it refuses before running', () => {
  beforeAll(() => setScript(NOTES_ID, 'function run() { return { data: [] }; }'));

  it('answers NOT_FOUND to outsiders and UNAUTHENTICATED when signed out', async () => {
    expect(codeOf(await runStep({}, sol))).toBe('NOT_FOUND');
    expect(codeOf(await runStep({ c: 'nope_service' }))).toBe('NOT_FOUND');
    expect(codeOf(await runStep({}, anonymous))).toBe('UNAUTHENTICATED');
  });

  it('knows the five operations only', async () => {
    expect(await runErrors({ o: 'poll' })).toEqual([
      { attribute: 'operation', message: 'is not included in the list' },
    ]);
  });

  it('lets queries and actions run and validate contextually only', async () => {
    for (const [m, t] of [
      ['list_notes', 'query'],
      ['create_note', 'action'],
    ] as const) {
      const notAllowed = [{ attribute: 'operation', message: operationNotAllowed(t) }];
      expect(await runErrors({ m, o: 'delete_trigger_identity' })).toEqual(notAllowed);
      expect(await runErrors({ m, o: 'dropdown', f: 'notebook' })).toEqual(notAllowed);
      expect(await runErrors({ m, o: 'validate', f: 'notebook' })).toEqual(notAllowed);
    }
  });

  it('wants a field of the trigger for dropdown and validate, and none for the other operations', async () => {
    expect(await runErrors({ o: 'dropdown' })).toEqual([
      { attribute: 'step_field_slug', message: "can't be blank" },
    ]);
    expect(await runErrors({ o: 'validate', f: 'city' })).toEqual([
      { attribute: 'step_field_slug', message: NOT_A_FIELD },
    ]);
    expect(await runErrors({ o: 'run', f: 'notebook' })).toEqual([
      { attribute: 'step_field_slug', message: FIELD_NOT_USED },
    ]);
  });

  it('refuses a body that is not a JSON object', async () => {
    const r = await runStep({ b: '{"fields": {}, limit: 1}' });
    expect(r.data!.runStepTest).toEqual({
      protocol_response: null,
      errors: [{ attribute: 'step_body', message: BODY_NOT_JSON }],
    });
    expect(await runErrors({ b: [1, 2] })).toEqual([{ attribute: 'step_body', message: BODY_NOT_OBJECT }]);
    expect(await runErrors({ b: { limit: 'one' } })).toEqual([
      { attribute: 'step_body.limit', message: 'must be a whole number from 0' },
    ]);
  });

  it('names steps of this service only, by slug or module name (not feed triggers)', async () => {
    const notAStep = [{ attribute: 'step_module_name', message: NOT_A_STEP }];
    expect(await runErrors({ m: 'severe_weather_alert' })).toEqual(notAStep);
    expect(await runErrors({ m: '40000000-0000-4000-8000-000000000002' })).toEqual(notAStep);
    expect(await runErrors({ m: 'new_note', t: 'action' })).toEqual(notAStep);
    expect(await runErrors({ t: 'feed' })).toEqual([
      { attribute: 'step_type', message: 'is not included in the list' },
    ]);
  });

  it('asks for step_type when steps of different types share the name', async () => {
    await db.query(
      `INSERT INTO service_config.actions (service_id, name, slug, description)
       VALUES ($1, 'Twin', 'twin_step', 'This action shares a name.'),
       ($1, 'New note action', 'new_note', 'This action shares the trigger''s name.')`,
      [NOTES_ID],
    );
    await db.query(
      `INSERT INTO service_config.queries (service_id, module_name, name, description)
       VALUES ($1, 'twin_step', 'Twin', 'This query shares a name.')`,
      [NOTES_ID],
    );
    expect(await runErrors({ m: 'twin_step' })).toEqual([{ attribute: 'step_type', message: SHARED_NAME }]);
    expect(await runErrors({ m: 'new_note' })).toEqual([{ attribute: 'step_type', message: SHARED_NAME }]);
    // Named by type, the run goes ahead (and any error is the script's).
    for (const t of ['query', 'action', 'trigger']) {
      const errors = await runErrors({ m: t === 'trigger' ? 'new_note' : 'twin_step', t });
      expect(errors.every((e: { attribute: string }) => e.attribute === 'script')).toBe(true);
    }
    await db.query(`DELETE FROM service_config.actions WHERE slug IN ('twin_step', 'new_note')`);
    await db.query(`DELETE FROM service_config.queries WHERE module_name = 'twin_step'`);
  });

  it('needs a saved script', async () => {
    await setScript(NOTES_ID, null);
    expect(await runErrors({})).toEqual([{ attribute: 'script', message: NO_SCRIPT }]);
    await setScript(NOTES_ID, 'function run() { return { data: [] }; }');
  });

  it('limits runs per viewer', async () => {
    const limited = runnerWith({ SCRIPT_RUN_RATE_LIMIT: '2' });
    const go = () => limited(RUN, milo, { c: 'acme_notes', m: 'new_note', o: 'poll' });
    expect((await go()).data!.runStepTest.errors[0].attribute).toBe('operation');
    expect((await go()).data!.runStepTest.errors[0].attribute).toBe('operation');
    expect((await go()).data!.runStepTest).toEqual({
      protocol_response: null,
      errors: [{ attribute: 'base', message: TOO_MANY_RUNS }],
    });
    // Another viewer has a limit of its own.
    const olivia = { ...milo, viewer: { ...milo.viewer!, id: '00000000-0000-4000-8000-0000000000ff' } };
    expect(
      (await limited(RUN, olivia, { c: 'acme_notes', m: 'new_note', o: 'poll' })).data!.runStepTest.errors[0]
        .attribute,
    ).toBe('operation');
  });
});

describe('runStepTest: the script runs in the sandbox', () => {
  const ANSWERING = `
    async function handler(request, env) {
      console.log('asked', request.operation, 'at', request.endpoint);
      if (request.operation === 'run') {
        const items = [3, 2, 1].map((n) => ({ title: 'Note ' + n, meta: { id: 'n' + n, timestamp: 1700000000 + n } }));
        return { data: items.slice(0, request.body.limit) };
      }
      if (request.operation === 'dropdown') {
        return { data: [{ label: 'Work', value: 'work' }, { label: 'Field ' + request.step.field_slug, value: 'f' }] };
      }
      throw new Error('Unsupported operation ' + request.operation);
    }`;

  beforeAll(() => setScript(NOTES_ID, ANSWERING));

  it("answers a trigger's run with what the script returns, its logs and duration", async () => {
    const r = await runStep({ b: { fields: { notebook: 'work' }, limit: 2 } });
    expect(r.errors).toBeUndefined();
    const { protocol_response, errors } = r.data!.runStepTest;
    expect(errors).toEqual([]);
    expect(protocol_response.response).toEqual({
      data: [
        { title: 'Note 3', meta: { id: 'n3', timestamp: 1700000003 } },
        { title: 'Note 2', meta: { id: 'n2', timestamp: 1700000002 } },
      ],
    });
    expect(protocol_response.logs).toEqual([
      { level: 'log', message: 'asked run at /switchyard/v1/triggers/new_note' },
    ]);
    expect(typeof protocol_response.duration_ms).toBe('number');
  });

  it('passes the default body (empty fields, limit 1) and takes it as JSON text too', async () => {
    expect((await runStep({})).data!.runStepTest.protocol_response.response.data).toHaveLength(1);
    const r = await runStep({ b: '{"fields": {}, "limit": 3}' });
    expect(r.data!.runStepTest.protocol_response.response.data).toHaveLength(3);
  });

  it("answers a trigger field's dropdown", async () => {
    const r = await runStep({ o: 'dropdown', f: 'color' });
    expect(r.data!.runStepTest.errors).toEqual([]);
    expect(r.data!.runStepTest.protocol_response.response).toEqual({
      data: [
        { label: 'Work', value: 'work' },
        { label: 'Field color', value: 'f' },
      ],
    });
  });

  it('runs for a published service too, without changing it', async () => {
    await setScript(WEATHER_ID, 'function handler(request) { return { data: request.step }; }');
    const r = await runStep({ c: 'acme_weather', m: 'severe_weather_alert' });
    expect(r.data!.runStepTest).toEqual({
      protocol_response: expect.objectContaining({
        response: { data: { type: 'trigger', module_name: 'severe_weather_alert', field_slug: null } },
      }),
      errors: [],
    });
    expect(await storedScript(WEATHER_ID)).toBe(
      'function handler(request) { return { data: request.step }; }',
    );
  });

  it("returns a script's exception as an error, with the logs it wrote", async () => {
    const r = await runStep({ o: 'contextual_validation' });
    const { protocol_response, errors } = r.data!.runStepTest;
    expect(errors).toHaveLength(1);
    expect(errors[0].attribute).toBe('script');
    expect(errors[0].message).toContain('Unsupported operation contextual_validation');
    expect(protocol_response).toEqual({
      logs: [{ level: 'log', message: 'asked contextual_validation at /switchyard/v1/triggers/new_note' }],
      duration_ms: expect.any(Number),
    });
    expect(protocol_response.response).toBeUndefined();
  });

  it('stops a script that loops with a time-out error, and the next run works', async () => {
    await setScript(NOTES_ID, 'function handler() { while (true) {} }');
    const started = Date.now();
    const r = await runStep({});
    expect(r.errors).toBeUndefined();
    expect(r.data!.runStepTest.errors).toEqual([
      { attribute: 'script', message: expect.stringMatching(/time/i) },
    ]);
    expect(Date.now() - started).toBeLessThan(10_000);
    await setScript(NOTES_ID, ANSWERING);
    expect((await runStep({})).data!.runStepTest.errors).toEqual([]);
  });

  it('reports a syntax error and a script without a handler', async () => {
    await setScript(NOTES_ID, 'function handler( {');
    expect((await runStep({})).data!.runStepTest.errors[0].attribute).toBe('script');
    await setScript(NOTES_ID, 'function run() { return 1; }');
    expect((await runStep({})).data!.runStepTest.errors[0].message).toMatch(/handler/);
    await setScript(NOTES_ID, ANSWERING);
  });
});

describe('runStepTest: the script calls its service through the guarded fetch', () => {
  let partner: Awaited<ReturnType<typeof startPartnerService>>;
  let runAllowed: ReturnType<typeof runnerWith>;

  beforeAll(async () => {
    partner = await startPartnerService({ port: 0, serviceKey: 'script-test-key' });
    runAllowed = runnerWith({ SCRIPT_RUN_RATE_LIMIT: '1000', SAFE_FETCH_ALLOW: new URL(partner.url).host });
    await db.query(
      `UPDATE service_config.services SET api_url_prefix = $2, service_key = $3, script = $4 WHERE id = $1`,
      [
        NOTES_ID,
        partner.url,
        partner.settings.service_key,
        `async function handler(request, env) {
           const res = await env.fetch('/switchyard/v1/triggers/' + request.step.module_name, {
             method: 'POST',
             headers: { Authorization: 'Bearer demo-api-token' },
             body: { trigger_identity: 'script-test', triggerFields: request.body.fields, limit: request.body.limit, user: { timezone: 'UTC' } },
           });
           const status = await env.fetch('/switchyard/v1/status');
           return { status: res.status, statusCheck: status.status, body: await res.json() };
         }`,
      ],
    );
    await db.query(
      `INSERT INTO service_config.triggers (service_id, name, slug, description)
       VALUES ($1, 'New photo in album', 'new_photo_in_album', 'This trigger fires for every new photo.')`,
      [NOTES_ID],
    );
  });
  afterAll(async () => {
    await db.query(`UPDATE service_config.services SET api_url_prefix = NULL WHERE id = $1`, [NOTES_ID]);
    await partner.close();
  });

  it("answers with the partner's data, sends the service key and records each call as a transaction log", async () => {
    const r = await runAllowed(RUN, milo, {
      c: 'acme_notes',
      m: 'new_photo_in_album',
      o: 'run',
      b: { fields: { album: 'album_lisbon' }, limit: 2 },
    });
    expect(r.errors).toBeUndefined();
    const { protocol_response, errors } = r.data!.runStepTest;
    expect(errors).toEqual([]);
    expect(protocol_response.response.status).toBe(200);
    // status is service-level: it answers 200 only with the right service key.
    expect(protocol_response.response.statusCheck).toBe(200);
    expect(protocol_response.response.body.data).toHaveLength(2);
    expect(protocol_response.response.body.data[0].meta).toEqual({
      id: expect.any(String),
      timestamp: expect.any(Number),
    });
    const rows = (await recordedCalls(db)).filter((c) => c.serviceId === NOTES_ID);
    expect(rows.map((row) => row.url).sort()).toEqual([
      `${partner.url}/switchyard/v1/status`,
      `${partner.url}/switchyard/v1/triggers/new_photo_in_album`,
    ]);
    expect(rows.every((row) => row.type === 'script')).toBe(true);
    const headers = Object.fromEntries(
      Object.entries(rows[0].requestHeaders).map(([name, value]) => [name.toLowerCase(), value]),
    );
    expect(headers['switchyard-service-key']).toBe('[REDACTED]');
  });

  it('refuses a call outside the service’s API as a script error', async () => {
    await setScript(
      NOTES_ID,
      `async function handler(request, env) { return await env.fetch('http://169.254.169.254/latest/meta-data'); }`,
    );
    const r = await runAllowed(RUN, milo, { c: 'acme_notes', m: 'new_photo_in_album', o: 'run' });
    expect(r.data!.runStepTest.errors).toEqual([
      { attribute: 'script', message: expect.stringContaining("may call only its service's API") },
    ]);
  });
});
