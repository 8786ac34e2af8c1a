import { startEventBus, type DemoUsers, type EventBus, type RequestContext } from '@switchyard/server-kit';
import { createTestDb } from '@switchyard/server-kit/testing';
import { graphql, type ExecutionResult } from 'graphql';
import { serviceConfigDomain } from '../index';
import { milo, NOTES_ID, type TestDb } from '../queries/queryTestKit';
import { closeChannelScriptSandbox } from './runChannelScript';
import { testSettings } from '@switchyard/server-kit/settings';

// Issue 32, finding 4: runStepTest's step_body may come as JSON text, parsed by service-config; what
// it holds gets the edge guard's checks (NUL, lone surrogates, nesting) with the path inside it, and
// the script does not run.
let db: TestDb;
let events: EventBus;
let run: (
  source: string,
  ctx: RequestContext,
  vars: Record<string, unknown>,
) => Promise<ExecutionResult<any>>;

beforeAll(async () => {
  db = await createTestDb([serviceConfigDomain.migrations]);
  events = await startEventBus(db);
  await serviceConfigDomain.seed!({ db, settings: testSettings() }, {} as DemoUsers);
  const schema = serviceConfigDomain.schema({
    db,
    settings: testSettings({ SCRIPT_RUN_RATE_LIMIT: '1000' }),
    events,
  });
  run = (source, ctx, variableValues) =>
    graphql({ schema, source, contextValue: ctx, variableValues }) as Promise<ExecutionResult<any>>;
  // The script says what it was given: a refused body never reaches it.
  await db.query('UPDATE service_config.services SET script = $2 WHERE id = $1', [
    NOTES_ID,
    'function handler(request) { return { data: [{ fields: request.body.fields }] }; }',
  ]);
});
afterAll(async () => {
  await closeChannelScriptSandbox();
  await events.stop();
  await db.drop();
});

const RUN = `mutation ($b: JSON) {
  runStepTest(channel_module_name: "acme_notes", step_module_name: "new_note", operation: "run", step_body: $b) {
    protocol_response errors { attribute message }
  }
}`;
const runWith = async (body: unknown) => {
  const r = await run(RUN, milo, { b: body });
  expect(r.errors).toBeUndefined();
  return r.data!.runStepTest as {
    protocol_response: unknown;
    errors: { attribute: string; message: string }[];
  };
};

const NUL = 'contains a NUL character (\\u0000), which is not allowed';

describe('runStepTest: a step_body given as JSON text', () => {
  it.each([
    ['a NUL', '{"fields": {"notebook": "a\\u0000b"}}', 'step_body.fields.notebook', NUL],
    [
      'a lone surrogate',
      '{"fields": {"notebook": "\\ud800"}}',
      'step_body.fields.notebook',
      'contains a lone surrogate (text that is not valid Unicode)',
    ],
    ['a key holding NUL', '{"fields": {"a\\u0000": 1}}', 'step_body.fields.a?', `has a key that ${NUL}`],
    [
      'a value 4,900 levels deep',
      `{"fields": {"notebook": ${'['.repeat(4900)}${']'.repeat(4900)}}}`,
      `step_body.fields.notebook${'[0]'.repeat(62)}`,
      'nests deeper than 64 levels (the limit of one input)',
    ],
  ])('refuses %s with its path, and does not run the script', async (_, text, attribute, message) => {
    expect(await runWith(text)).toEqual({ protocol_response: null, errors: [{ attribute, message }] });
  });

  it('runs a body that holds what it may', async () => {
    const r = await runWith('{"fields": {"notebook": "Wörk ✓"}, "limit": 1}');
    expect(r.errors).toEqual([]);
    expect(r.protocol_response).toMatchObject({ response: { data: [{ fields: { notebook: 'Wörk ✓' } }] } });
  });
});
