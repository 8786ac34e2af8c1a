import { CONNECTION_ENABLEMENT_EVENTS, CONNECTION_EVENTS, type ConnectionChanged } from '@switchyard/events';
import type { Memberships, Viewer } from '@switchyard/server-kit';
import {
  ACME,
  appletBody,
  daybookConfiguration,
  DAYBOOK,
  SOL_STUDIO,
  viewer,
  weatherConfiguration,
  WEATHER,
} from '../applets/appletFixtures.testing';
import { startComposer, type ComposerHarness } from '../applets/appletHarness.testing';
import { PIN_LIMIT_MESSAGE } from './pinStore';

// Issue 38: a service's partner pins up to nine of its published applets and connections; pinned
// ones lead the service's public list of applets.

jest.setTimeout(120_000);

let h: ComposerHarness;
const olivia = viewer('olivia', { maker: true });
const milo = viewer('milo');
const sol = viewer('sol', { id: '00000000-0000-4000-8000-000000000005' });
const membershipsOf = (v: Viewer): Memberships =>
  v.login === 'olivia'
    ? { [ACME]: 'owner' }
    : v.login === 'milo'
      ? { [ACME]: 'member' }
      : v.login === 'sol'
        ? { [SOL_STUDIO]: 'owner' }
        : {};

const PIN = '/services/daybook/pinned_applets/pin';
const UNPIN = '/services/daybook/pinned_applets/unpin';
const LIST = `query ($m: String!) { serviceApplets(module_name: $m) { id kind name description pinned url } }`;
const listOf = async (v: Viewer | null, module = 'daybook') =>
  (await h.gql(v, LIST, { m: module })).body.data.serviceApplets as {
    id: string;
    kind: string;
    pinned: boolean;
    url: string;
  }[];
const ids = (list: { id: string }[]) => list.map((l) => l.id);

const CONNECTION = 'c0000000-0000-4000-8000-0000000000aa';
const connectionEvent = (over: Partial<ConnectionChanged> = {}): ConnectionChanged => ({
  connection_id: CONNECTION,
  owner_service_id: DAYBOOK,
  connected_service_ids: [WEATHER],
  published: true,
  archived: false,
  version: 1,
  updated_at: '2026-11-01T00:00:00.000Z',
  name: 'Daybook → Weather',
  description: 'Forecasts in your journal.',
  ...over,
});

/** Olivia's published applets on Daybook, oldest first. */
const applets: string[] = [];
async function publishedApplet(name: string) {
  const made = await h.call(olivia, 'POST', '/applets', appletBody({ name }));
  expect(made.status).toBe(201);
  const id = made.body.applet.id as string;
  expect((await h.call(olivia, 'PUT', `/applets/${id}/status`, { status: 'published' })).status).toBe(200);
  return id;
}

beforeAll(async () => {
  h = await startComposer(
    [daybookConfiguration({ published: true }), { ...weatherConfiguration(), published: true }],
    membershipsOf,
  );
  for (let n = 1; n <= 11; n++) applets.push(await publishedApplet(`Journal ${n}`));
});
afterAll(() => h.close());

describe('pin and unpin', () => {
  it('answer the signed-out 401 and anyone outside the service’s organization 404', async () => {
    const body = { applet_id: applets[0] };
    expect((await h.call(null, 'POST', PIN, body)).status).toBe(401);
    expect((await h.call(null, 'POST', UNPIN, body)).status).toBe(401);
    const outsider = await h.call(sol, 'POST', PIN, body);
    expect(outsider).toEqual({ status: 404, body: expect.objectContaining({ error: 'Service not found.' }) });
    expect((await h.call(sol, 'POST', UNPIN, body)).status).toBe(404);
    expect((await h.call(olivia, 'POST', '/services/nowhere/pinned_applets/pin', body)).status).toBe(404);
    // Weather is Sol's: Acme's members cannot pin on it.
    expect((await h.call(olivia, 'POST', '/services/weather/pinned_applets/pin', body)).status).toBe(404);
  });

  it('pin only what the service may: a published applet using it, its own published connection', async () => {
    expect((await h.call(olivia, 'POST', PIN, {})).status).toBe(422);
    expect((await h.call(olivia, 'POST', PIN, { applet_id: 'nope' })).status).toBe(404);
    expect((await h.call(olivia, 'POST', PIN, { applet_id: CONNECTION })).status).toBe(404);
    const made = await h.call(olivia, 'POST', '/applets', appletBody({ name: 'Private one' }));
    const privateId = made.body.applet.id as string;
    expect((await h.call(olivia, 'POST', PIN, { applet_id: privateId })).status).toBe(404);
    // A connection of another service is not Daybook's to pin.
    await h.publish(CONNECTION_EVENTS.changed, connectionEvent({ owner_service_id: WEATHER }));
    expect((await h.call(olivia, 'POST', PIN, { applet_id: CONNECTION })).status).toBe(404);
    await h.publish(CONNECTION_EVENTS.changed, connectionEvent({ version: 2 }));
    expect(await h.call(milo, 'POST', PIN, { applet_id: CONNECTION })).toEqual({
      status: 200,
      body: { pinned: [CONNECTION] },
    });
    expect(await h.call(olivia, 'POST', UNPIN, { applet_id: CONNECTION })).toEqual({
      status: 200,
      body: { pinned: [] },
    });
  });

  it('keep at most nine: a tenth is refused and nothing changes; repeats change nothing', async () => {
    let pinned: string[] = [];
    for (const id of applets.slice(0, 9)) {
      const res = await h.call(olivia, 'POST', PIN, { applet_id: id });
      expect(res.status).toBe(200);
      pinned = res.body.pinned;
    }
    expect(pinned).toEqual(applets.slice(0, 9));
    const tenth = await h.call(olivia, 'POST', PIN, { applet_id: applets[9] });
    expect(tenth.status).toBe(422);
    expect(tenth.body.error).toBe(PIN_LIMIT_MESSAGE);
    expect(tenth.body.error).toBe('Only nine Applets can be pinned at a time');
    // Pinning one again keeps its place; unpinning one not pinned is no change either.
    expect((await h.call(olivia, 'POST', PIN, { applet_id: applets[0] })).body.pinned).toEqual(pinned);
    expect(await h.call(olivia, 'POST', UNPIN, { applet_id: applets[10] })).toEqual({
      status: 200,
      body: { pinned },
    });
    const list = await listOf(olivia);
    expect(ids(list.filter((l) => l.pinned))).toEqual(pinned);
  });

  it('never exceed nine under concurrent pins', async () => {
    for (const id of applets.slice(0, 2))
      expect((await h.call(olivia, 'POST', UNPIN, { applet_id: id })).status).toBe(200);
    const answers = await Promise.all(
      [applets[0], applets[1], applets[9], applets[10]].map((id) =>
        h.call(olivia, 'POST', PIN, { applet_id: id }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    expect(answers.filter((a) => a.status === 422)).toHaveLength(2);
    const { rows } = await h.db.query('SELECT 1 FROM composer.pins WHERE service_id = $1', [DAYBOOK]);
    expect(rows).toHaveLength(9);
  });

  it('drop an applet archived or deleted, and a connection unpublished or archived', async () => {
    await h.publish(CONNECTION_EVENTS.changed, connectionEvent({ version: 3 }));
    const before = (await listOf(olivia)).filter((l) => l.pinned).map((l) => l.id);
    const archived = before[0];
    expect((await h.call(olivia, 'PUT', `/applets/${archived}/status`, { status: 'archived' })).status).toBe(
      200,
    );
    const deleted = before[1];
    expect((await h.call(olivia, 'DELETE', `/applets/${deleted}`)).status).toBeLessThan(300);
    const pinned = await h.call(olivia, 'POST', PIN, { applet_id: CONNECTION });
    expect(pinned.body.pinned).toEqual([...before.slice(2), CONNECTION]);
    // An older event changes nothing; the archived connection leaves the pins.
    await h.publish(CONNECTION_EVENTS.changed, connectionEvent({ version: 2, archived: true }));
    expect(
      (await h.call(olivia, 'POST', UNPIN, { applet_id: 'c0000000-0000-4000-8000-0000000000ff' })).status,
    ).toBe(404);
    expect(ids((await listOf(olivia)).filter((l) => l.pinned))).toEqual([...before.slice(2), CONNECTION]);
    await h.publish(CONNECTION_EVENTS.changed, connectionEvent({ version: 4, archived: true }));
    expect(ids((await listOf(olivia)).filter((l) => l.pinned))).toEqual(before.slice(2));
    expect(ids(await listOf(olivia))).not.toContain(CONNECTION);
    // Unpinning it now: it is no longer the service's to pin.
    expect((await h.call(olivia, 'POST', UNPIN, { applet_id: CONNECTION })).status).toBe(404);
    await h.publish(CONNECTION_EVENTS.changed, connectionEvent({ version: 5 }));
  });
});

describe('serviceApplets', () => {
  it('lists pinned first in pin order, then by users most first, then newest; connections link to enable', async () => {
    // Milo turns on an unpinned applet: it leads the unpinned ones.
    const listed = ids(await listOf(olivia));
    const pinned = ids((await listOf(olivia)).filter((l) => l.pinned));
    const unpinned = applets.filter((id) => listed.includes(id) && !pinned.includes(id));
    const popular = unpinned[0];
    expect((await h.call(milo, 'POST', `/applets/${popular}/enable`)).status).toBe(200);
    await h.publish(CONNECTION_ENABLEMENT_EVENTS.changed, {
      enablement_id: 'e0000000-0000-4000-8000-000000000001',
      connection_id: CONNECTION,
      connection_version: 5,
      owner_service_id: DAYBOOK,
      connected_service_ids: [WEATHER],
      user_id: milo.id,
      partner_user_id: null,
      enabled: true,
      features: [],
      version: 1,
      updated_at: '2026-11-02T00:00:00.000Z',
    });
    await h.publish(CONNECTION_ENABLEMENT_EVENTS.changed, {
      enablement_id: 'e0000000-0000-4000-8000-000000000002',
      connection_id: CONNECTION,
      connection_version: 5,
      owner_service_id: DAYBOOK,
      connected_service_ids: [WEATHER],
      user_id: sol.id,
      partner_user_id: null,
      enabled: true,
      features: [],
      version: 1,
      updated_at: '2026-11-02T00:00:00.000Z',
    });

    const list = await listOf(sol);
    const rest = unpinned.filter((id) => id !== popular).reverse();
    // Two users each (Olivia and Milo have the applet; Milo and Sol enabled the connection): the
    // newer first. The other applets have their maker alone, newest first.
    expect(ids(list)).toEqual([...pinned, popular, CONNECTION, ...rest]);
    expect(list.find((l) => l.id === CONNECTION)).toEqual({
      id: CONNECTION,
      kind: 'connection',
      name: 'Daybook → Weather',
      description: 'Forecasts in your journal.',
      pinned: false,
      url: `/connections/${CONNECTION}/enable`,
    });
    expect(list.find((l) => l.id === popular)).toMatchObject({
      kind: 'applet',
      pinned: false,
      url: `/applets/${popular}`,
    });
    expect(list.filter((l) => l.pinned).every((l) => l.kind === 'applet')).toBe(true);
  });

  it('is empty signed out, and an unpublished service’s list is its members’ only', async () => {
    expect(await listOf(null)).toEqual([]);
    expect(await listOf(sol, 'nowhere')).toEqual([]);
    await h.db.query('UPDATE composer.channels SET published = false WHERE service_id = $1', [DAYBOOK]);
    try {
      expect(await listOf(sol)).toEqual([]);
      expect((await listOf(milo)).length).toBeGreaterThan(0);
    } finally {
      await h.db.query('UPDATE composer.channels SET published = true WHERE service_id = $1', [DAYBOOK]);
    }
  });
});
