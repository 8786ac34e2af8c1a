/**
 * The registry's API through the whole gateway: who may do what (staff with CSRF, a domain's deploy
 * token alone), publish, switch, rollback, canary, the gates' refusals, subgraph schemas, load
 * failures, and bad input that is refused clearly, never with a 500.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { metrics } from '@switchyard/server-kit';
import { startTestGateway, type RunningGateway } from '../testing/testGateway';
import type { TestClient } from '../testing/testClient';
import { orgVariant, root } from './registry.testing';
import type { RemoteState, TokenInfo } from './types';

jest.setTimeout(120_000);

const MAX_BYTES = 3_000_000;
let gw: RunningGateway;
let staff: TestClient;
let orgToken: string;
let reviewToken: string;

beforeAll(async () => {
  gw = await startTestGateway(
    {},
    {
      env: {
        REMOTES_DIR: mkdtempSync(join(tmpdir(), 'switchyard-remotes-')),
        REMOTES_DEPLOY_MAX_BYTES: String(MAX_BYTES),
      },
    },
  );
  staff = await gw.client().login('stella');
});
afterAll(() => gw.stop());

/** A call with a deploy token (no cookie, no CSRF token). */
const bearer = (token: string, path: string, init: { method?: string; json?: unknown; body?: string } = {}) =>
  fetch(gw.base + path, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      accept: 'application/json',
    },
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
  });

const upload = (files: Map<string, Buffer>) => ({
  files: Object.fromEntries([...files].map(([path, body]) => [path, body.toString('base64')])),
});

const body = async (res: Response) => ({
  status: res.status,
  body: (await res.json()) as Record<string, any>,
});

describe('deploy tokens', () => {
  it('are created by staff only, with the CSRF token, the secret shown once', async () => {
    const created = await body(
      await staff.request('/registry/tokens', { method: 'POST', json: { remote: 'org', name: 'org CI' } }),
    );
    expect(created).toEqual({
      status: 201,
      body: {
        token: expect.stringMatching(/^sydt_/),
        info: expect.objectContaining({ remote: 'org', name: 'org CI' }),
      },
    });
    orgToken = created.body.token;
    reviewToken = (
      await body(
        await staff.request('/registry/tokens', { method: 'POST', json: { remote: 'review', name: 'rv' } }),
      )
    ).body.token;

    const listed = await body(await staff.request('/registry/remotes'));
    expect(listed.status).toBe(200);
    expect((listed.body.tokens as TokenInfo[]).map((t) => t.name).sort()).toEqual(['org CI', 'rv']);
    expect(JSON.stringify(listed.body)).not.toContain(orgToken);

    // Without the CSRF token, as another user, anonymously, or with a token: refused.
    const noCsrf = await staff.request('/registry/tokens', {
      method: 'POST',
      json: { remote: 'org', name: 'x' },
      csrf: false,
    });
    expect(noCsrf.status).toBe(403);
    const rey = await gw.client().login('rey');
    expect(
      await body(
        await rey.request('/registry/tokens', { method: 'POST', json: { remote: 'org', name: 'x' } }),
      ),
    ).toEqual({ status: 403, body: { error: 'Only staff can use the remote registry.' } });
    expect((await rey.request('/registry/remotes')).status).toBe(403);
    expect((await gw.client().request('/registry/remotes')).status).toBe(401);
    expect(
      (await bearer(orgToken, '/registry/tokens', { method: 'POST', json: { remote: 'org', name: 'x' } }))
        .status,
    ).toBe(403);
    expect((await bearer(orgToken, '/registry/remotes')).status).toBe(403);

    expect(
      await body(
        await staff.request('/registry/tokens', { method: 'POST', json: { remote: 'nope', name: 'x' } }),
      ),
    ).toEqual({
      status: 422,
      body: {
        error: 'is not a remote of this platform',
        errors: [{ attribute: 'remote', message: 'is not a remote of this platform' }],
      },
    });
    expect(
      (
        await body(
          await staff.request('/registry/tokens', { method: 'POST', json: { remote: 'org', name: '  ' } }),
        )
      ).body.errors,
    ).toEqual([{ attribute: 'name', message: "can't be blank" }]);
  });

  it('act on their own remote only; an unknown or revoked one is 401', async () => {
    expect(
      await body(
        await bearer(reviewToken, '/registry/remotes/org/live', { method: 'PUT', json: { version: 'x' } }),
      ),
    ).toEqual({ status: 403, body: { error: 'This deploy token is for review, not org.' } });
    expect(
      await body(
        await bearer('sydt_' + 'A'.repeat(43), '/registry/remotes/org/live', {
          method: 'PUT',
          json: { version: 'x' },
        }),
      ),
    ).toEqual({ status: 401, body: { error: 'The deploy token is unknown or revoked.' } });
    expect((await bearer('nonsense', '/registry/remotes/org/live', { method: 'PUT', json: {} })).status).toBe(
      401,
    );

    const made = await body(
      await staff.request('/registry/tokens', {
        method: 'POST',
        json: { remote: 'org', name: 'short-lived' },
      }),
    );
    const revoked = await body(
      await staff.request(`/registry/tokens/${made.body.info.id}`, { method: 'DELETE' }),
    );
    expect(revoked).toEqual({
      status: 200,
      body: expect.objectContaining({ revokedAt: expect.any(String) }),
    });
    expect((await bearer(made.body.token, '/registry/remotes/org/canary', { method: 'DELETE' })).status).toBe(
      401,
    );
    expect((await staff.request('/registry/tokens/not-an-id', { method: 'DELETE' })).status).toBe(404);
  });
});

describe('publish, switch, rollback and canary', () => {
  let build: string;
  let v1: string;
  let v2: string;

  it("starts with the checkout's builds live", async () => {
    const state = await body(await staff.request('/registry/remotes'));
    const org = (state.body.remotes as RemoteState[]).find((r) => r.name === 'org')!;
    expect(org.live?.publishedBy).toEqual({ kind: 'build', name: 'platform build' });
    expect(org.routes).toEqual(['/organizations', '/invitations', '/outbox']);
    build = org.live!.version;
  });

  it('publishes with a token: 201, then 200 for the same files', async () => {
    const first = await body(
      await bearer(orgToken, '/registry/remotes/org/versions', {
        method: 'POST',
        json: upload(orgVariant(1)),
      }),
    );
    expect(first).toEqual({
      status: 201,
      body: { version: expect.stringMatching(/^0\.1\.0-[0-9a-f]{12}$/), created: true },
    });
    v1 = first.body.version;
    expect(
      await body(
        await bearer(orgToken, '/registry/remotes/org/versions', {
          method: 'POST',
          json: upload(orgVariant(1)),
        }),
      ),
    ).toEqual({ status: 200, body: { version: v1, created: false } });
    // Staff publish too, with the CSRF token.
    const second = await body(
      await staff.request('/registry/remotes/org/versions', { method: 'POST', json: upload(orgVariant(2)) }),
    );
    expect(second.status).toBe(201);
    v2 = second.body.version;
    expect(
      (
        await staff.request('/registry/remotes/org/versions', {
          method: 'POST',
          json: upload(orgVariant(3)),
          csrf: false,
        })
      ).status,
    ).toBe(403);
  });

  it('switches live and rolls back, the history saying who did what from what', async () => {
    const switched = await body(
      await bearer(orgToken, '/registry/remotes/org/live', { method: 'PUT', json: { version: v2 } }),
    );
    expect(switched.status).toBe(200);
    expect(switched.body.live.version).toBe(v2);
    const back = await body(
      await staff.request('/registry/remotes/org/live', { method: 'PUT', json: { version: v1 } }),
    );
    expect(back.body.live.version).toBe(v1);
    expect(
      (back.body as RemoteState).history.slice(0, 2).map((h) => [h.action, h.version, h.from, h.actor]),
    ).toEqual([
      ['rollback', v1, v2, { kind: 'user', name: 'stella' }],
      ['switch', v2, build, { kind: 'token', name: 'org CI' }],
    ]);
    expect(
      await body(
        await bearer(orgToken, '/registry/remotes/org/live', { method: 'PUT', json: { version: 'nope' } }),
      ),
    ).toEqual({
      status: 422,
      body: {
        error: '"nope" is not a published version of org.',
        errors: [{ attribute: 'version', message: '"nope" is not a published version of org.' }],
      },
    });
    expect(
      (
        await staff.request('/registry/remotes/org/live', {
          method: 'PUT',
          json: { version: v2 },
          csrf: false,
        })
      ).status,
    ).toBe(403);
  });

  it('sets a canary, promotes it, aborts another', async () => {
    const canary = await body(
      await bearer(orgToken, '/registry/remotes/org/canary', {
        method: 'PUT',
        json: { version: v2, percent: 50 },
      }),
    );
    expect(canary.status).toBe(200);
    expect(canary.body.canary).toEqual({ version: expect.objectContaining({ version: v2 }), percent: 50 });
    for (const percent of [0, 100, 5.5, '50'])
      expect(
        (
          await bearer(orgToken, '/registry/remotes/org/canary', {
            method: 'PUT',
            json: { version: v2, percent },
          })
        ).status,
      ).toBe(422);
    expect(
      (
        await body(
          await bearer(orgToken, '/registry/remotes/org/canary', {
            method: 'PUT',
            json: { version: v1, percent: 5 },
          }),
        )
      ).body.error,
    ).toBe(`${v1} is already live.`);

    const promoted = await body(
      await bearer(orgToken, '/registry/remotes/org/canary/promote', { method: 'POST' }),
    );
    expect([promoted.status, promoted.body.live.version, promoted.body.canary]).toEqual([200, v2, null]);
    expect(
      await body(await bearer(orgToken, '/registry/remotes/org/canary/promote', { method: 'POST' })),
    ).toEqual({
      status: 422,
      body: {
        error: 'There is no canary to promote.',
        errors: [{ attribute: 'canary', message: 'There is no canary to promote.' }],
      },
    });

    await staff.request('/registry/remotes/org/canary', {
      method: 'PUT',
      json: { version: v1, percent: 10 },
    });
    const aborted = await body(await staff.request('/registry/remotes/org/canary', { method: 'DELETE' }));
    expect([aborted.status, aborted.body.canary, aborted.body.history[0].action]).toEqual([
      200,
      null,
      'abort',
    ]);
  });

  it('404s an unknown remote or path', async () => {
    expect(
      await body(
        await bearer(orgToken, '/registry/remotes/nope/live', { method: 'PUT', json: { version: v1 } }),
      ),
    ).toEqual({ status: 404, body: { error: 'There is no remote called "nope".' } });
    expect((await staff.request('/registry/whatever')).status).toBe(404);
  });
});

describe('the gates, through the API', () => {
  const refused = async (files: Map<string, Buffer>) => {
    const r = await body(
      await bearer(orgToken, '/registry/remotes/org/versions', { method: 'POST', json: upload(files) }),
    );
    expect(r.status).toBe(422);
    expect(r.body.error).toBe('The deploy was refused.');
    return r.body.reasons as string[];
  };
  const withManifest = (files: Map<string, Buffer>, change: (m: any) => void) => {
    const m = JSON.parse(files.get('mf-manifest.json')!.toString('utf8'));
    change(m);
    files.set('mf-manifest.json', Buffer.from(JSON.stringify(m)));
    return files;
  };

  it('refuses a shared singleton the shell does not provide', async () => {
    const files = withManifest(orgVariant(10), (m) => {
      for (const s of m.shared) if (s.name === 'react') s.version = '18.3.1';
    });
    expect(await refused(files)).toEqual([
      expect.stringMatching(/^react 18\.3\.1 does not satisfy the shell's/),
    ]);
  });

  it('refuses an operation the API schema does not serve', async () => {
    const files = orgVariant(11);
    files.set(
      'operations.graphql',
      Buffer.from('query OrgTeam($id: ID!) { organization(id: $id) { id foo } }\n'),
    );
    expect(await refused(files)).toEqual([
      'operation OrgTeam: Cannot query field "foo" on type "Organization".',
    ]);
  });

  it('refuses a page over the JS budget', async () => {
    const files = orgVariant(12);
    const m = JSON.parse(files.get('mf-manifest.json')!.toString('utf8'));
    files.set(m.exposes[0].assets.js.sync[0], Buffer.from(randomBytes(300_000).toString('base64')));
    expect(await refused(files)).toEqual([
      expect.stringMatching(/KB of JS before it paints, over the .* budget$/),
    ]);
  });
});

describe('subgraph schemas', () => {
  const committed = readFileSync(join(root, 'mfe-org', 'subgraph', 'schema.graphql'), 'utf8');

  it("accepts the domain's own schema with its token, and refuses another domain's", async () => {
    const accepted = await body(
      await bearer(orgToken, '/registry/subgraphs/org/schema', { method: 'POST', json: { sdl: committed } }),
    );
    expect(accepted).toEqual({
      status: 200,
      body: { accepted: true, hash: expect.stringMatching(/^[0-9a-f]{64}$/) },
    });
    const rows = await gw.gateway.db.query('SELECT subgraph, actor FROM remotes.subgraph_schemas');
    expect(rows.rows).toEqual([{ subgraph: 'org', actor: 'org CI' }]);
    expect(
      (
        await bearer(reviewToken, '/registry/subgraphs/org/schema', {
          method: 'POST',
          json: { sdl: committed },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await bearer(orgToken, '/registry/subgraphs/nope/schema', {
          method: 'POST',
          json: { sdl: committed },
        })
      ).status,
    ).toBe(404);
  });

  it('refuses a schema that removes a field a live version uses, or that does not compose', async () => {
    const removed = committed.replace(/\n {2}tier_display_name: String!/, '');
    expect(removed).not.toBe(committed);
    const r = await body(
      await staff.request('/registry/subgraphs/org/schema', { method: 'POST', json: { sdl: removed } }),
    );
    expect(r.status).toBe(422);
    expect(r.body.error).toBe('The schema was refused.');
    expect(r.body.reasons).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^org 0\.1\.0-[0-9a-f]{12} would break: .*tier_display_name/),
      ]),
    );
    const broken = await body(
      await staff.request('/registry/subgraphs/org/schema', {
        method: 'POST',
        json: {
          sdl: committed.replace(
            'type Organization @key(fields: "id")',
            'type Organization @key(fields: "nope")',
          ),
        },
      }),
    );
    expect(broken.status).toBe(422);
    expect(broken.body.reasons[0]).toMatch(/^the schema does not compose/);
    expect(
      (
        await body(
          await staff.request('/registry/subgraphs/org/schema', { method: 'POST', json: { sdl: 'type {' } }),
        )
      ).body.reasons,
    ).toEqual([expect.stringMatching(/^the schema does not parse/)]);
  });
});

describe('load failures', () => {
  it('counts a user once per version, for signed-in users with the CSRF token', async () => {
    const live = (await body(await staff.request('/registry/remotes'))).body.remotes.find(
      (r: RemoteState) => r.name === 'org',
    ).live.version as string;
    const milo = await gw.client().login('milo');
    const report = (c: TestClient, json: unknown, csrf = true) =>
      c.request('/remote-load-failures', { method: 'POST', json, csrf });
    expect((await report(milo, { remote: 'org', version: live })).status).toBe(204);
    expect((await report(milo, { remote: 'org', version: live })).status).toBe(204);
    expect((await report(staff, { remote: 'org', version: live })).status).toBe(204);
    expect((await report(milo, { remote: 'org', version: live }, false)).status).toBe(403);
    expect((await report(gw.client(), { remote: 'org', version: live })).status).toBe(401);
    expect((await body(await report(milo, { remote: 'org', version: 'nope' }))).body.errors).toEqual([
      { attribute: 'version', message: 'is not a published version of org' },
    ]);
    expect((await report(milo, { remote: 'nope', version: live })).status).toBe(422);

    const org = (await body(await staff.request('/registry/remotes'))).body.remotes.find(
      (r: RemoteState) => r.name === 'org',
    ) as RemoteState;
    expect(org.live?.failures).toBe(2);
    const counted = await metrics.getSingleMetric('switchyard_remote_load_failures_total')!.get();
    expect(counted.values.find((v) => v.labels.version === live)?.value).toBe(2);
  });
});

describe('bad input is refused clearly, never with a 500', () => {
  const publish = (json: unknown) =>
    bearer(orgToken, '/registry/remotes/org/versions', { method: 'POST', json });

  it('refuses hostile paths and bodies that are not base64', async () => {
    for (const path of ['../../etc/passwd', '/etc/passwd', 'a/../../b.js', 'a\u0000.js', 'x'.repeat(300)]) {
      const files = orgVariant(20);
      files.set(path, Buffer.from('x'));
      const r = await body(await publish(upload(files)));
      expect(r.status).toBe(422);
      expect(r.body.errors[0].attribute).toBe('files');
    }
    const notBase64 = upload(orgVariant(21));
    notBase64.files['remoteEntry.js'] = 'this is not base64!';
    expect((await body(await publish(notBase64))).body.errors).toEqual([
      { attribute: 'files', message: '"remoteEntry.js" is not base64.' },
    ]);
    for (const json of [{}, { files: [] }, { files: { a: 1 } }, []])
      expect((await publish(json)).status).toBe(422);
    // Not an object at all (strict JSON bodies): 400.
    for (const json of ['x', null])
      expect(await body(await publish(json))).toEqual({
        status: 400,
        body: {
          error: 'The request body is not a JSON object.',
          errors: [{ attribute: 'base', message: 'The request body is not a JSON object.' }],
        },
      });
    const notJson = await bearer(orgToken, '/registry/remotes/org/versions', {
      method: 'POST',
      body: '{"files": ',
    });
    expect(notJson.status).toBe(400);
    const missing = upload(orgVariant(22));
    delete missing.files['mf-manifest.json'];
    expect((await body(await publish(missing))).body.errors).toEqual([
      { attribute: 'files', message: 'mf-manifest.json is missing.' },
    ]);
  });

  it('refuses a deploy over REMOTES_DEPLOY_MAX_BYTES with 413', async () => {
    const files = orgVariant(23);
    files.set('big.txt', randomBytes(MAX_BYTES));
    expect(await body(await publish(upload(files)))).toEqual({
      status: 413,
      body: { error: `A deploy is at most ${MAX_BYTES} bytes of files (REMOTES_DEPLOY_MAX_BYTES).` },
    });
    const huge = await bearer(orgToken, '/registry/remotes/org/versions', {
      method: 'POST',
      body: JSON.stringify({ files: { 'big.txt': 'A'.repeat(MAX_BYTES * 2) } }),
    });
    expect(huge.status).toBe(413);
  });

  it('refuses bad JSON and hostile text in the small bodies', async () => {
    const put = (body: string) => bearer(orgToken, '/registry/remotes/org/live', { method: 'PUT', body });
    expect((await put('{"version": ')).status).toBe(400);
    expect((await put(JSON.stringify({ version: 'a\u0000b' }))).status).toBe(422);
    expect((await put(JSON.stringify({ version: 42 }))).status).toBe(422);
    expect((await put(JSON.stringify({ version: 'x'.repeat(10_000) }))).status).toBe(422);
    const badPath = await bearer(orgToken, '/registry/remotes/%E0%A4%A/live', { method: 'PUT', json: {} });
    expect(await body(badPath)).toEqual({
      status: 400,
      body: {
        error: 'The request could not be read.',
        errors: [{ attribute: 'base', message: 'The request could not be read.' }],
      },
    });
    expect((await bearer(orgToken, '/registry/remotes/%00/live', { method: 'PUT', json: {} })).status).toBe(
      404,
    );
  });
});
