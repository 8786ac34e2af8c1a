import { createSandbox } from '@switchyard/sandbox';
import { STARTER_SCRIPT } from '@switchyard/service-config-common/script/starterScript';

// The example must run as given in the sandbox the server uses: it forwards a trigger run to the
// partner's API at the endpoint's path and says plainly what it does not handle yet.
const sandbox = createSandbox({ workers: 1 });
afterAll(() => sandbox.close());

const request = (operation: string, type = 'trigger') => ({
  operation,
  endpoint: '/switchyard/v1/triggers/new_note',
  step: { type, module_name: 'new_note', field_slug: null },
  body: { fields: { notebook: 'work' }, limit: 1 },
  service: { module_name: 'acme_notes', api_url_prefix: 'https://api.example.com' },
});

it('forwards a trigger run to the API and returns its answer', async () => {
  const calls: [string, { method: string; body: string | null }][] = [];
  const result = await sandbox.run(STARTER_SCRIPT, request('run'), {
    fetch: async (url, init) => {
      calls.push([url, init]);
      return { status: 200, body: JSON.stringify({ data: [{ title: 'Hello' }] }) };
    },
  });
  expect(result).toMatchObject({ ok: true, value: { data: [{ title: 'Hello' }] } });
  expect(calls).toHaveLength(1);
  expect(calls[0][0]).toBe('/switchyard/v1/triggers/new_note');
  expect(calls[0][1].method).toBe('POST');
  expect(JSON.parse(calls[0][1].body!)).toEqual({ triggerFields: { notebook: 'work' }, limit: 1 });
});

it('turns an error answer into a clear error', async () => {
  const result = await sandbox.run(STARTER_SCRIPT, request('run'), {
    fetch: async () => ({ status: 401, body: '{"errors":[{"message":"Invalid token"}]}' }),
  });
  expect(result.ok).toBe(false);
  if (!result.ok) expect(result.error.message).toMatch(/Your API answered 401/);
});

it('says which operation is not handled yet', async () => {
  const result = await sandbox.run(STARTER_SCRIPT, request('dropdown'));
  expect(result.ok).toBe(false);
  if (!result.ok) expect(result.error.message).toMatch(/Not handled yet: dropdown/);
});
