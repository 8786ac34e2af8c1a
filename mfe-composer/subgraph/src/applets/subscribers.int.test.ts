import type { Memberships, Viewer } from '@switchyard/server-kit';
import {
  ACME,
  appletBody,
  daybookConfiguration,
  viewer,
  weatherConfiguration,
} from './appletFixtures.testing';
import { startComposer, type ComposerHarness } from './appletHarness.testing';

// Issue 32, finding 1: a maker cannot turn the applet others have against them.

jest.setTimeout(60_000);

let h: ComposerHarness;
const olivia = viewer('olivia', { tier: 'pro_plus', maker: true });
const mara = viewer('mara', { tier: 'pro', id: '00000000-0000-4000-8000-0000000000bb' });
const membershipsOf = (v: Viewer): Memberships => (v === olivia ? { [ACME]: 'owner' } : {});

const call = (v: Viewer, method: string, path: string, body?: unknown) => h.call(v, method, path, body);
const APPLET = `query ($id: ID!) { applet(id: $id) { id status enabled owned filter_code
  applet_actions { full_module_name fields { name hidden default_value_json } } } }`;
const appletOf = async (v: Viewer, id: string) => (await h.gql(v, APPLET, { id })).body.data.applet;
const myApplets = async (v: Viewer) =>
  (await h.gql(v, '{ myApplets { id } }')).body.data.myApplets.map((a: { id: string }) => a.id);
const stored = async (id: string) =>
  (
    await h.db.query<{ status: string; filter_code: string | null; steps: unknown }>(
      `SELECT a.status, a.filter_code,
              (SELECT jsonb_agg(jsonb_build_array(s.kind, s.module_name, s.fields) ORDER BY s.kind, s.position)
                 FROM composer.applet_steps s WHERE s.applet_id = a.id) AS steps
         FROM composer.applets a WHERE a.id = $1`,
      [id],
    )
  ).rows[0];

// Published, so Mara (in no organization) may use them.
beforeAll(async () => {
  h = await startComposer(
    [daybookConfiguration({ published: true }), { ...weatherConfiguration(), published: true }],
    membershipsOf,
  );
});
afterAll(() => h.close());

/** Olivia's published applet that Mara has turned on. */
async function subscribedApplet() {
  const made = await call(olivia, 'POST', '/applets', appletBody({ filter_code: 'Meta.currentUserTime;' }));
  const id = made.body.applet.id as string;
  expect((await call(olivia, 'PUT', `/applets/${id}/status`, { status: 'published' })).status).toBe(200);
  expect((await call(mara, 'POST', `/applets/${id}/enable`)).body.applet).toEqual({ id, enabled: true });
  return id;
}

const swappedAction = appletBody({
  filter_code: 'Meta.currentUserTime;',
  applet_actions: [
    {
      channel_module_name: 'weather',
      module_name: 'send_forecast',
      fields: [{ name: 'city', hidden: true, default_value_json: '"The maker’s city"' }],
    },
  ],
});

describe('an applet other users have', () => {
  it('cannot go private: its subscribers keep seeing it and can turn it off', async () => {
    const id = await subscribedApplet();
    const refused = await call(olivia, 'PUT', `/applets/${id}/status`, { status: 'private' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([
      {
        attribute: 'status',
        message:
          'Other users have this Applet, so it cannot be private. Archive it to hide it from everyone else.',
      },
    ]);
    expect((await stored(id)).status).toBe('published');
    // Its maker is told (the applet page hides Make private and says what stays); no one else is.
    const OTHERS = 'query ($id: ID!) { applet(id: $id) { others_have } }';
    expect((await h.gql(olivia, OTHERS, { id })).body.data.applet.others_have).toBe(true);
    expect((await h.gql(mara, OTHERS, { id })).body.data.applet.others_have).toBe(false);

    // Archived instead: hidden from everyone else, still Mara's to see and turn off.
    expect((await call(olivia, 'PUT', `/applets/${id}/status`, { status: 'archived' })).status).toBe(200);
    expect(await appletOf(mara, id)).toMatchObject({ id, enabled: true, owned: false });
    expect(await myApplets(mara)).toContain(id);
    expect((await call(olivia, 'PUT', `/applets/${id}/status`, { status: 'private' })).status).toBe(422);
    expect((await call(mara, 'POST', `/applets/${id}/disable`)).body.applet).toEqual({ id, enabled: false });
    // Off is not gone: she still has it, so it still cannot go private.
    expect((await call(olivia, 'PUT', `/applets/${id}/status`, { status: 'private' })).status).toBe(422);
  });

  it('keeps its steps, field values and filter code whatever its status', async () => {
    const id = await subscribedApplet();
    await call(olivia, 'PUT', `/applets/${id}/status`, { status: 'archived' });
    const before = await stored(id);

    const swapped = await call(olivia, 'PUT', `/applets/${id}`, swappedAction);
    expect(swapped.status).toBe(422);
    expect(swapped.body.details).toEqual([
      { parameter: '/applet', message: 'An Applet other users have keeps its trigger, queries and actions.' },
    ]);

    const hiddenTitle = appletBody({
      filter_code: 'Meta.currentUserTime;',
      applet_actions: [
        {
          channel_module_name: 'daybook',
          module_name: 'create_journal_entry',
          fields: [
            { name: 'title', hidden: true, default_value_json: '"Written by the maker"' },
            { name: 'body' },
          ],
        },
      ],
    });
    expect((await call(olivia, 'PUT', `/applets/${id}`, hiddenTitle)).body.details).toEqual([
      {
        parameter: '/applet/applet_actions/0/fields/title/hidden',
        message: 'cannot change while other users have this Applet',
      },
    ]);

    const newDefault = appletBody({
      filter_code: 'Meta.currentUserTime;',
      applet_actions: [
        {
          channel_module_name: 'daybook',
          module_name: 'create_journal_entry',
          fields: [{ name: 'title', default_value_json: '"Written by the maker"' }, { name: 'body' }],
        },
      ],
    });
    expect((await call(olivia, 'PUT', `/applets/${id}`, newDefault)).body.details).toEqual([
      {
        parameter: '/applet/applet_actions/0/fields/title/default_value',
        message: 'cannot change while other users have this Applet',
      },
    ]);

    const newFilter = appletBody({ filter_code: 'Daybook.createJournalEntry.setTitle("x");' });
    expect((await call(olivia, 'PUT', `/applets/${id}`, newFilter)).body.details).toEqual([
      { parameter: '/applet/filter_code', message: 'cannot change while other users have this Applet' },
    ]);
    expect(await stored(id)).toEqual(before);

    // What does not run on anyone's account still changes.
    const renamed = await call(
      olivia,
      'PUT',
      `/applets/${id}`,
      appletBody({ filter_code: 'Meta.currentUserTime;', name: 'A better name' }),
    );
    expect(renamed.status).toBe(200);
  });

  it('made private before this rule: its subscriber still sees it, turns it off, and its steps stay', async () => {
    const id = await subscribedApplet();
    // As an applet could be before the rule: private with a subscriber on it.
    await h.db.query(`UPDATE composer.applets SET status = 'private' WHERE id = $1`, [id]);
    expect(await appletOf(mara, id)).toMatchObject({ id, status: 'private', enabled: true });
    expect(await myApplets(mara)).toContain(id);
    expect((await call(olivia, 'PUT', `/applets/${id}`, swappedAction)).status).toBe(422);
    expect((await call(mara, 'POST', `/applets/${id}/disable`)).body.applet).toEqual({ id, enabled: false });
    expect((await appletOf(mara, id)).enabled).toBe(false);
  });

  it('goes private, and changes freely, once no one else has it', async () => {
    const made = await call(olivia, 'POST', '/applets', appletBody());
    const id = made.body.applet.id as string;
    await call(olivia, 'PUT', `/applets/${id}/status`, { status: 'published' });
    expect(
      (await h.gql(olivia, 'query ($id: ID!) { applet(id: $id) { others_have } }', { id })).body.data.applet
        .others_have,
    ).toBe(false);
    expect((await call(olivia, 'PUT', `/applets/${id}/status`, { status: 'private' })).status).toBe(200);
    expect((await call(olivia, 'PUT', `/applets/${id}`, swappedAction)).status).toBe(200);
    expect(await appletOf(mara, id)).toBeNull();
  });
});
