/** The fetch capability: the script's calls are relayed to a function on the host thread, and only there. */
import { createSandbox } from './createSandbox';
import type { Sandbox, SandboxFetchInit, SandboxFetchResponse, SandboxResult } from './sandboxTypes';

let sandbox: Sandbox;
beforeAll(() => {
  sandbox = createSandbox({ workers: 2, maxCapabilityCalls: 4, wallTimeoutMs: 1500 });
});
afterAll(() => sandbox.close());

const value = (result: SandboxResult) => {
  if (!result.ok) throw new Error(`${result.error.kind}: ${result.error.message}`);
  return result.value;
};

function fakeFetch(
  answer: (url: string, init: SandboxFetchInit) => SandboxFetchResponse | Promise<SandboxFetchResponse>,
) {
  const calls: { url: string; init: SandboxFetchInit }[] = [];
  const fetch = jest.fn(async (url: string, init: SandboxFetchInit) => {
    calls.push({ url, init });
    return answer(url, init);
  });
  return { fetch, calls };
}

const json = (body: unknown, status = 200): SandboxFetchResponse => ({
  status,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

it('relays a call to the host function and hands back the answer', async () => {
  const host = fakeFetch((url) => ({
    ...json({ data: [{ id: 1 }, { id: 2 }], url }),
    ok: true,
    url: `https://partner.test${url}`,
  }));
  const result = await sandbox.run(
    `async function handler(input, env) {
      const res = await fetch('/switchyard/v1/triggers/new_thing', {
        method: 'post',
        headers: { 'X-Count': 3, Accept: 'application/json' },
        body: { trigger_fields: {}, limit: input.limit },
      });
      const again = await env.fetch('/status');
      return { status: res.status, ok: res.ok, url: res.url, type: res.headers['content-type'],
        ids: (await res.json()).data.map((d) => d.id), text: (await again.text()).length > 0, same: env.fetch === fetch };
    }`,
    { limit: 2 },
    { fetch: host.fetch },
  );
  expect(value(result)).toEqual({
    status: 200,
    ok: true,
    url: 'https://partner.test/switchyard/v1/triggers/new_thing',
    type: 'application/json',
    ids: [1, 2],
    text: true,
    same: true,
  });
  expect(host.calls).toEqual([
    {
      url: '/switchyard/v1/triggers/new_thing',
      init: {
        method: 'post',
        headers: { 'X-Count': '3', Accept: 'application/json' },
        body: '{"trigger_fields":{},"limit":2}',
      },
    },
    { url: '/status', init: { method: 'GET', headers: {}, body: null } },
  ]);
});

it('fills in ok and headers when the host leaves them out', async () => {
  const host = fakeFetch(() => ({ status: 404, body: 'missing' }));
  const result = await sandbox.run(
    'async function handler() { const r = await fetch("/x"); return [r.ok, r.headers, r.body] }',
    null,
    host,
  );
  expect(value(result)).toEqual([false, {}, 'missing']);
});

it('is not there unless the host lends it', async () => {
  const result = await sandbox.run(
    'function handler(input, env) { return [typeof fetch, typeof env.fetch, Object.isFrozen(env)] }',
    null,
  );
  expect(value(result)).toEqual(['undefined', 'undefined', true]);
});

it('turns a failed host call into an error the script can catch', async () => {
  const host = fakeFetch(() => {
    throw new Error('fetch failed (refused): 10.0.0.1 is a private address');
  });
  const result = await sandbox.run(
    'async function handler() { try { await fetch("http://10.0.0.1/") } catch (e) { return e.message } }',
    null,
    host,
  );
  expect(value(result)).toBe('fetch failed (refused): 10.0.0.1 is a private address');
});

it("lets an uncaught failed call fail the run, with the host's message", async () => {
  const host = fakeFetch(() => Promise.reject(new Error('timed out')));
  const result = await sandbox.run('async function handler() { await fetch("/slow") }', null, host);
  expect(result).toMatchObject({
    ok: false,
    error: { kind: 'runtime', message: expect.stringMatching(/^Error: timed out/) },
  });
});

it('checks the arguments in the sandbox, before the host is called', async () => {
  const host = fakeFetch(() => json({}));
  const result = await sandbox.run(
    `async function handler() {
      const errors = [];
      for (const args of [[42], [{ url: '/x' }], ['/x', 'GET']]) {
        try { await fetch(...args) } catch (e) { errors.push(e.name) }
      }
      return errors;
    }`,
    null,
    host,
  );
  expect(value(result)).toEqual(['TypeError', 'TypeError', 'TypeError']);
  expect(host.fetch).not.toHaveBeenCalled();
});

it('refuses an oversized request body without calling the host', async () => {
  const host = fakeFetch(() => json({}));
  const result = await sandbox.run(
    'async function handler() { try { await fetch("/x", { method: "POST", body: "b".repeat(2 * 1024 * 1024) }) } catch (e) { return e.message } }',
    null,
    host,
  );
  expect(value(result)).toMatch(/larger than 1048576 bytes/);
  expect(host.fetch).not.toHaveBeenCalled();
});

it('caps the number of calls per run, and counts each run on its own', async () => {
  const host = fakeFetch(() => json({ ok: 1 }));
  const code = `async function handler() {
    const outcomes = [];
    for (let i = 0; i < 6; i++) {
      try { await fetch('/n/' + i); outcomes.push('ok') } catch (e) { outcomes.push(e.message) }
    }
    return outcomes;
  }`;
  const first = value(await sandbox.run(code, null, host)) as string[];
  expect(first.slice(0, 4)).toEqual(['ok', 'ok', 'ok', 'ok']);
  expect(first.slice(4)).toEqual([
    expect.stringMatching(/at most 4 calls/),
    expect.stringMatching(/at most 4 calls/),
  ]);
  expect(host.fetch).toHaveBeenCalledTimes(4);
  const second = value(await sandbox.run(code, null, host)) as string[];
  expect(second.filter((o) => o === 'ok')).toHaveLength(4);
  expect(host.fetch).toHaveBeenCalledTimes(8);
});

it('runs calls in parallel with Promise.all', async () => {
  let inFlight = 0;
  let most = 0;
  const host = fakeFetch(async (url) => {
    most = Math.max(most, ++inFlight);
    await new Promise((resolve) => setTimeout(resolve, 50));
    inFlight--;
    return json({ url });
  });
  const result = await sandbox.run(
    'async function handler() { const rs = await Promise.all(["/a", "/b", "/c"].map((u) => fetch(u))); return Promise.all(rs.map((r) => r.json())) }',
    null,
    host,
  );
  expect(value(result)).toEqual([{ url: '/a' }, { url: '/b' }, { url: '/c' }]);
  expect(most).toBe(3);
});

it('gives each run its own capability', async () => {
  const results = await Promise.all(
    ['alpha', 'beta', 'gamma'].map((name) =>
      sandbox.run('async function handler() { return (await fetch("/who")).body }', null, {
        fetch: async () => {
          await new Promise((resolve) => setTimeout(resolve, 20));
          return { status: 200, body: name };
        },
      }),
    ),
  );
  expect(results.map(value)).toEqual(['alpha', 'beta', 'gamma']);
});

it('ends a run whose call never answers at the wall-time limit, and ignores the late answer', async () => {
  let answer: (r: SandboxFetchResponse) => void = () => {};
  const host = fakeFetch(() => new Promise<SandboxFetchResponse>((resolve) => (answer = resolve)));
  const started = Date.now();
  const result = await sandbox.run(
    'async function handler() { await fetch("/hang"); return "late" }',
    null,
    host,
  );
  expect(result).toMatchObject({
    ok: false,
    error: { kind: 'timeout', message: expect.stringMatching(/within 1500 ms/) },
  });
  expect(Date.now() - started).toBeLessThan(3000);
  answer(json({}));
  const next = await sandbox.run('const handler = () => "next"', null);
  expect(value(next)).toBe('next');
});

it('does not hold up other runs on the same worker while a call is out', async () => {
  const single = createSandbox({ workers: 1, runsPerWorker: 2 });
  try {
    let answer: ((r: { status: number; body: string }) => void) | undefined;
    const slow = single.run('async function handler() { return (await fetch("/slow")).status }', null, {
      fetch: () => new Promise((resolve) => (answer = resolve)),
    });
    let slowDone = false;
    void slow.then(() => (slowDone = true));
    while (!answer) await new Promise((resolve) => setTimeout(resolve, 10));
    // The only worker has a run waiting on its call: another run still gets through meanwhile.
    const quick = await single.run('const handler = () => "quick"', null);
    expect(value(quick)).toBe('quick');
    expect(slowDone).toBe(false);
    answer({ status: 201, body: '' });
    expect(value(await slow)).toBe(201);
  } finally {
    await single.close();
  }
});

it('refuses a host answer that is not a response', async () => {
  const result = await sandbox.run(
    'async function handler() { try { await fetch("/x") } catch (e) { return e.message } }',
    null,
    { fetch: async () => 'nope' as unknown as SandboxFetchResponse },
  );
  expect(value(result)).toMatch(/no response/);
});
