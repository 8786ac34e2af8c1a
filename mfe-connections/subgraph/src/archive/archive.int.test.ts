import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { CONNECTION_EXISTS } from '@switchyard/connections-common';
import { guardedBodyParsers, type RequestContext } from '@switchyard/server-kit';
import { testSettings } from '@switchyard/server-kit/settings';
import express from 'express';
import { connectionRouter } from '../rest';
import { DEMO_CONNECTIONS, DEMO_SERVICE_IDS } from '../seed';
import { startKit, VIEWERS, type Kit } from '../testing/connectionsTestKit';
import { ARCHIVED_REQUIRED, CSRF_REFUSED } from './archiveConnection';

jest.setTimeout(60_000);

const TOKEN = 'session-csrf-token-0123456789';

let kit: Kit;
let server: Server;
let base: string;
/** The viewer of the next request, as the gateway would set req.ctx. */
let current: RequestContext = VIEWERS.anonymous;
/** The session the gateway would have loaded (in-process); null when forwarded to the domain. */
let session: { csrfToken: string } | null = { csrfToken: TOKEN };

beforeAll(async () => {
  kit = await startKit();
  const app = express();
  app.use((req, _res, next) => {
    req.ctx = current;
    (req as unknown as { session: unknown }).session = session;
    next();
  });
  // As runSubgraph and the gateway mount a domain's router: the body parsers first.
  app.use(...guardedBodyParsers('1mb'));
  app.use(connectionRouter({ db: kit.db, settings: testSettings(), events: kit.events }));
  server = app.listen(0);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.close();
  await kit.stop();
});

const put = async (ctx: RequestContext, id: string, body: unknown, opts: { header?: string } = {}) => {
  current = ctx;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (opts.header) headers['x-csrf-token'] = opts.header;
  const r = await fetch(`${base}/connections/${id}`, { method: 'PUT', headers, body: JSON.stringify(body) });
  return { status: r.status, body: await r.json() };
};

const archive = (ctx: RequestContext, id: string, archived: boolean) =>
  put(ctx, id, { applet: { archived }, authenticity_token: TOKEN });

const row = async (id: string) =>
  (
    await kit.db.query<{ archived: boolean; version: number }>(
      'SELECT archived, version::int AS version FROM connections.connections WHERE id = $1',
      [id],
    )
  ).rows[0];

const changedEvents = async (id: string) =>
  (
    await kit.db.query<{ data: Record<string, unknown> }>(
      "SELECT data FROM events.outbox WHERE type = 'connection.changed' AND data->>'connection_id' = $1 ORDER BY seq",
      [id],
    )
  ).rows.map((r) => r.data);

describe('PUT /connections/:id (archive)', () => {
  const id = DEMO_CONNECTIONS.draft;

  it('starts from the demo connections, each announced once by the seed (the composer pins from it)', async () => {
    expect(await changedEvents(DEMO_CONNECTIONS.published)).toEqual([
      expect.objectContaining({
        published: true,
        archived: false,
        name: 'Daybook + Acme Weather',
        version: 1,
      }),
    ]);
    expect(await changedEvents(id)).toEqual([
      expect.objectContaining({
        published: false,
        archived: false,
        owner_service_id: DEMO_SERVICE_IDS.daybook,
      }),
    ]);
  });

  it('archives for a member: the version grows and connection.changed says archived, once', async () => {
    const before = await row(id);
    const seen = (await changedEvents(id)).length;
    const r = await archive(VIEWERS.milo, id, true);
    expect(r).toEqual({
      status: 200,
      body: { applet: { id, archived: true, version: before.version + 1 } },
    });
    expect(await row(id)).toEqual({ archived: true, version: before.version + 1 });
    const events = (await changedEvents(id)).slice(seen);
    expect(events).toEqual([
      expect.objectContaining({
        connection_id: id,
        owner_service_id: DEMO_SERVICE_IDS.daybook,
        archived: true,
        version: before.version + 1,
      }),
    ]);
    // Asked again: nothing changes, nothing is published.
    expect((await archive(VIEWERS.olivia, id, true)).status).toBe(200);
    expect(await row(id)).toEqual({ archived: true, version: before.version + 1 });
    expect((await changedEvents(id)).length).toBe(seen + 1);
  });

  it('unarchives for the owner, and refuses while another live connection to the same service exists', async () => {
    // The draft and the published demo connection both link Daybook to a service; make them the same.
    const { rows } = await kit.db.query<{ connected_service_id: string }>(
      'SELECT connected_service_id FROM connections.connections WHERE id = $1',
      [DEMO_CONNECTIONS.published],
    );
    const original = (
      await kit.db.query<{ connected_service_id: string }>(
        'SELECT connected_service_id FROM connections.connections WHERE id = $1',
        [id],
      )
    ).rows[0].connected_service_id;
    await kit.db.query('UPDATE connections.connections SET connected_service_id = $2 WHERE id = $1', [
      id,
      rows[0].connected_service_id,
    ]);
    const before = await row(id);
    const seen = (await changedEvents(id)).length;
    expect(await archive(VIEWERS.olivia, id, false)).toEqual({
      status: 422,
      body: { error: CONNECTION_EXISTS, errors: [{ attribute: 'base', message: CONNECTION_EXISTS }] },
    });
    expect(await row(id)).toEqual(before);
    expect((await changedEvents(id)).length).toBe(seen);

    await kit.db.query('UPDATE connections.connections SET connected_service_id = $2 WHERE id = $1', [
      id,
      original,
    ]);
    const r = await archive(VIEWERS.olivia, id, false);
    expect(r.status).toBe(200);
    expect(r.body.applet).toEqual({ id, archived: false, version: before.version + 1 });
    expect((await changedEvents(id)).slice(seen)).toEqual([
      expect.objectContaining({ archived: false, version: before.version + 1 }),
    ]);
  });

  it('answers 401 signed out, 404 outside the organization or for unknown ids, 403 to staff; nothing changes', async () => {
    const before = await row(id);
    expect((await archive(VIEWERS.anonymous, id, true)).status).toBe(401);
    for (const ctx of [VIEWERS.sol, VIEWERS.nia]) expect((await archive(ctx, id, true)).status).toBe(404);
    expect((await archive(VIEWERS.milo, 'c0000000-0000-4000-8000-0000000000ff', true)).status).toBe(404);
    expect((await archive(VIEWERS.milo, 'bad-id', true)).status).toBe(404);
    expect((await archive(VIEWERS.stella, id, true)).status).toBe(403);
    expect(await row(id)).toEqual(before);
  });

  it('answers 422 on applet/archived for any other body, before anything changes', async () => {
    const before = await row(id);
    const refused = {
      status: 422,
      body: {
        error: ARCHIVED_REQUIRED,
        errors: [{ attribute: 'applet/archived', message: ARCHIVED_REQUIRED }],
      },
    };
    for (const body of [
      { authenticity_token: TOKEN },
      { applet: {}, authenticity_token: TOKEN },
      { applet: { archived: 'yes' }, authenticity_token: TOKEN },
      { applet: { archived: 1 }, authenticity_token: TOKEN },
      { applet: [true], authenticity_token: TOKEN },
      { applet: 'archived', authenticity_token: TOKEN },
    ])
      expect(await put(VIEWERS.milo, id, body)).toEqual(refused);
    expect(await row(id)).toEqual(before);
  });

  it("refuses an authenticity_token that is not the session's, or none (403)", async () => {
    const before = await row(id);
    const refused = {
      status: 403,
      body: { error: CSRF_REFUSED, errors: [{ attribute: 'authenticity_token', message: CSRF_REFUSED }] },
    };
    expect(await put(VIEWERS.milo, id, { applet: { archived: true } })).toEqual(refused);
    expect(await put(VIEWERS.milo, id, { applet: { archived: true }, authenticity_token: 'other' })).toEqual(
      refused,
    );
    expect(await put(VIEWERS.milo, id, { applet: { archived: true }, authenticity_token: 42 })).toEqual(
      refused,
    );
    expect(await row(id)).toEqual(before);
  });

  it('forwarded (no session here): the token must equal the X-CSRF-Token header the gateway checked', async () => {
    session = null;
    try {
      const before = await row(id);
      const body = { applet: { archived: true }, authenticity_token: TOKEN };
      expect((await put(VIEWERS.milo, id, body, { header: 'another-token' })).status).toBe(403);
      expect(await row(id)).toEqual(before);
      expect((await put(VIEWERS.milo, id, body, { header: TOKEN })).status).toBe(200);
      expect((await row(id)).archived).toBe(true);
    } finally {
      session = { csrfToken: TOKEN };
    }
  });

  it('takes "true" and "false" as text too (what a form sends)', async () => {
    const r = await put(VIEWERS.milo, id, { applet: { archived: 'false' }, authenticity_token: TOKEN });
    expect(r.status).toBe(200);
    expect((await row(id)).archived).toBe(false);
  });
});
