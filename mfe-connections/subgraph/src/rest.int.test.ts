import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { CONNECTION_EXISTS, TARGET_PROBLEMS } from '@switchyard/connections-common';
import type { RequestContext } from '@switchyard/server-kit';
import { testSettings } from '@switchyard/server-kit/settings';
import express from 'express';
import { connectionView, connectionViewCache } from './connections/connectionView';
import { connectionRouter } from './rest';
import { DEMO_CONNECTIONS } from './seed';
import { startKit, VIEWERS, type Kit } from './testing/connectionsTestKit';

jest.setTimeout(60_000);

let kit: Kit;
let server: Server;
let base: string;
/** The viewer of the next request, as the gateway would set req.ctx. */
let current: RequestContext = VIEWERS.anonymous;

beforeAll(async () => {
  kit = await startKit();
  const app = express();
  app.use((req, _res, next) => {
    req.ctx = current;
    next();
  });
  app.use(connectionRouter({ db: kit.db, settings: testSettings() }));
  server = app.listen(0);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.close();
  await kit.stop();
});

const validate = async (ctx: RequestContext, owner: string, target: string) => {
  current = ctx;
  const r = await fetch(
    `${base}/connections/validate?owner_module_name=${encodeURIComponent(owner)}&targeted_service_slug=${encodeURIComponent(target)}`,
  );
  return { status: r.status, body: await r.json() };
};

describe('GET /connections/validate', () => {
  it('answers ok for a connect_enabled service the owner has no connection to', async () => {
    for (const ctx of [VIEWERS.olivia, VIEWERS.milo])
      expect(await validate(ctx, 'daybook', 'lite_lamp')).toEqual({ status: 200, body: { ok: true } });
  });

  it('answers 422 with the code and message of each problem', async () => {
    const problem = (code: string, message: string) => ({
      status: 422,
      body: {
        error: message,
        errors: [{ attribute: 'targeted_service_slug', message }],
        data: { error: code },
      },
    });
    expect(await validate(VIEWERS.milo, 'daybook', 'acme_weather')).toEqual(
      problem('connection_exists', CONNECTION_EXISTS),
    );
    expect(await validate(VIEWERS.milo, 'daybook', 'nothing')).toEqual(
      problem('unknown_service', TARGET_PROBLEMS.unknown_service),
    );
    expect(await validate(VIEWERS.milo, 'daybook', '')).toEqual(
      problem('unknown_service', TARGET_PROBLEMS.unknown_service),
    );
    expect(await validate(VIEWERS.milo, 'daybook', 'bigco_crm')).toEqual(
      problem('not_connect_enabled', TARGET_PROBLEMS.not_connect_enabled),
    );
    expect(await validate(VIEWERS.milo, 'daybook', 'daybook')).toEqual(
      problem('owner_service', TARGET_PROBLEMS.owner_service),
    );
  });

  it('answers 401 signed out and 404 to anyone outside the owner organization, staff included', async () => {
    expect((await validate(VIEWERS.anonymous, 'daybook', 'lite_lamp')).status).toBe(401);
    for (const ctx of [VIEWERS.sol, VIEWERS.nia, VIEWERS.stella])
      expect((await validate(ctx, 'daybook', 'lite_lamp')).status).toBe(404);
    expect((await validate(VIEWERS.milo, 'no_such_owner', 'lite_lamp')).status).toBe(404);
  });
});

describe('DELETE /connections/:id/cache', () => {
  const drop = async (ctx: RequestContext, id: string) => {
    current = ctx;
    return (await fetch(`${base}/connections/${id}/cache`, { method: 'DELETE' })).status;
  };

  it("drops this process's rendering, so a change made behind it shows at once", async () => {
    const id = DEMO_CONNECTIONS.published;
    await connectionView(kit.db, id);
    await kit.db.query("UPDATE connections.connections SET name = 'Changed behind the cache' WHERE id = $1", [
      id,
    ]);
    expect((await connectionView(kit.db, id))!.name).toBe('Daybook + Acme Weather');
    expect(await drop(VIEWERS.milo, id)).toBe(204);
    expect(connectionViewCache(kit.db).has(id)).toBe(false);
    expect((await connectionView(kit.db, id))!.name).toBe('Changed behind the cache');
  });

  it('answers 401 signed out, 404 outside the organization or for unknown ids, 403 to staff', async () => {
    const id = DEMO_CONNECTIONS.draft;
    expect(await drop(VIEWERS.anonymous, id)).toBe(401);
    for (const ctx of [VIEWERS.sol, VIEWERS.nia]) expect(await drop(ctx, id)).toBe(404);
    expect(await drop(VIEWERS.milo, 'c0000000-0000-4000-8000-0000000000ff')).toBe(404);
    expect(await drop(VIEWERS.milo, 'bad-id')).toBe(404);
    expect(await drop(VIEWERS.stella, id)).toBe(403);
    expect(await drop(VIEWERS.olivia, id)).toBe(204);
  });
});
