import type { RequestContext } from '@switchyard/server-kit';
import { codeOf, milo, olivia, runner, seededDb, sol, type TestDb } from '../queries/queryTestKit';
import { LIST_EMPTY, UNKNOWN_LIST_TYPE, unknownServices } from './permissionResolvers';
import { DEMO_ORGS } from '../seed';
import { DEMO_ACTIONS, DEMO_TRIGGERS } from '../steps/seedSteps';
import { anonymous, contextFor } from '../testViewers';

let db: TestDb;
let run: ReturnType<typeof runner>;

beforeAll(async () => {
  db = await seededDb();
  run = runner(db);
});
afterAll(() => db.drop());

const stella: RequestContext = (() => {
  const ctx = contextFor('stella', { [DEMO_ORGS.bigco]: 'owner' });
  return { ...ctx, viewer: { ...ctx.viewer!, staff: true } };
})();

const PERMISSION = 'permission { list_type step_type channels { name module_name image_url brand_color } }';
const TRIGGER = `query ($c: String!, $s: String!) { trigger(channel_module_name: $c, slug_or_id: $s) { ${PERMISSION} } }`;
const ACTION = `query ($c: String!, $s: String!) { action(channel_module_name: $c, slug: $s) { ${PERMISSION} } }`;
const SET = `mutation ($t: String!, $id: ID!, $l: String!, $m: [String!]!) {
  setStepPermission(step_type: $t, step_id: $id, list_type: $l, channel_module_names: $m) {
    permission { list_type step_type channels { module_name } } errors { attribute message }
  }
}`;

const rows = async () =>
  (await db.query('SELECT * FROM service_config.step_permissions ORDER BY step_type, step_id')).rows;
const names = (p: { channels: { module_name: string }[] }) => p.channels.map((c) => c.module_name);

async function triggerPermission(ctx: RequestContext, slug = 'new_note') {
  const r = await run(TRIGGER, ctx, { c: 'acme_notes', s: slug });
  expect(r.errors).toBeUndefined();
  return r.data!.trigger?.permission ?? null;
}

async function actionPermission(ctx: RequestContext, slug = 'create_note', c = 'acme_notes') {
  const r = await run(ACTION, ctx, { c, s: slug });
  expect(r.errors).toBeUndefined();
  return r.data!.action?.permission ?? null;
}

describe('reading a permission', () => {
  it('shows members the seeded denylist of new_note with the listed service', async () => {
    expect(await triggerPermission(milo)).toEqual({
      list_type: 'denylist',
      step_type: 'trigger',
      channels: [{ name: 'Bigco CRM', module_name: 'bigco_crm', image_url: null, brand_color: '#3949AB' }],
    });
  });

  it('shows members the seeded allowlist of create_note', async () => {
    const p = await actionPermission(olivia);
    expect(p.list_type).toBe('allowlist');
    expect(p.step_type).toBe('action');
    expect(names(p)).toEqual(['acme_weather', 'lite_lamp']);
  });

  it('is none, with no services, for a step without a list', async () => {
    expect(await actionPermission(milo, 'send_forecast', 'acme_weather')).toEqual({
      list_type: 'none',
      step_type: 'action',
      channels: [],
    });
  });

  it('is hidden from outsiders with the step itself', async () => {
    expect(await triggerPermission(sol)).toBeNull();
    expect(await actionPermission(anonymous)).toBeNull();
  });
});

describe('setStepPermission', () => {
  it('lets staff set, replace and clear a list, which members then read', async () => {
    const set = await run(SET, stella, {
      t: 'action',
      id: DEMO_ACTIONS.sendForecast,
      l: 'denylist',
      m: ['bigco_crm', 'acme_tasks', 'bigco_crm'],
    });
    expect(set.errors).toBeUndefined();
    expect(set.data!.setStepPermission.errors).toEqual([]);
    expect(set.data!.setStepPermission.permission).toEqual({
      list_type: 'denylist',
      step_type: 'action',
      channels: [{ module_name: 'acme_tasks' }, { module_name: 'bigco_crm' }],
    });
    const read = await actionPermission(milo, 'send_forecast', 'acme_weather');
    expect([read.list_type, names(read)]).toEqual(['denylist', ['acme_tasks', 'bigco_crm']]);

    await run(SET, stella, { t: 'action', id: DEMO_ACTIONS.sendForecast, l: 'allowlist', m: ['lite_lamp'] });
    const replaced = await actionPermission(milo, 'send_forecast', 'acme_weather');
    expect([replaced.list_type, names(replaced)]).toEqual(['allowlist', ['lite_lamp']]);

    const cleared = await run(SET, stella, { t: 'action', id: DEMO_ACTIONS.sendForecast, l: 'none', m: [] });
    expect(cleared.data!.setStepPermission.permission).toEqual({
      list_type: 'none',
      step_type: 'action',
      channels: [],
    });
    expect((await actionPermission(milo, 'send_forecast', 'acme_weather')).list_type).toBe('none');
  });

  it('refuses anyone but staff with FORBIDDEN, changing nothing', async () => {
    const before = await rows();
    for (const ctx of [olivia, milo, anonymous]) {
      const r = await run(SET, ctx, { t: 'trigger', id: DEMO_TRIGGERS.newNote, l: 'none', m: [] });
      expect(codeOf(r)).toBe('FORBIDDEN');
    }
    expect(await rows()).toEqual(before);
    expect((await triggerPermission(milo)).list_type).toBe('denylist');
  });

  it('answers bad input as errors, changing nothing', async () => {
    const before = await rows();
    const attempt = async (vars: Record<string, unknown>) => {
      const r = await run(SET, stella, { t: 'trigger', id: DEMO_TRIGGERS.newNote, ...vars });
      expect(r.errors).toBeUndefined();
      expect(r.data!.setStepPermission.permission).toBeNull();
      return r.data!.setStepPermission.errors;
    };
    expect(await attempt({ l: 'blocklist', m: ['acme_tasks'] })).toEqual([
      { attribute: 'list_type', message: UNKNOWN_LIST_TYPE },
    ]);
    expect(await attempt({ l: 'allowlist', m: ['acme_tasks', 'no_such_service'] })).toEqual([
      { attribute: 'channel_module_names', message: unknownServices(['no_such_service']) },
    ]);
    expect(await attempt({ l: 'denylist', m: [] })).toEqual([
      { attribute: 'channel_module_names', message: LIST_EMPTY },
    ]);
    expect((await attempt({ t: 'query', l: 'none', m: [] }))[0].attribute).toBe('step_type');
    expect((await attempt({ id: 'not-a-uuid', l: 'none', m: [] }))[0].attribute).toBe('step_id');
    expect((await attempt({ id: DEMO_ACTIONS.createNote, l: 'none', m: [] }))[0].attribute).toBe('step_id');
    expect(await rows()).toEqual(before);
  });
});

describe('deleting a step', () => {
  it("removes the step's permission with it", async () => {
    const before = (await rows()).filter((r) => r.step_id === DEMO_TRIGGERS.newNote);
    expect(before).toHaveLength(1);
    const r = await run(
      'mutation ($id: ID!) { triggerDelete(id: $id) { errors { attribute message } } }',
      olivia,
      {
        id: DEMO_TRIGGERS.newNote,
      },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.triggerDelete.errors).toEqual([]);
    expect((await rows()).filter((r) => r.step_id === DEMO_TRIGGERS.newNote)).toHaveLength(0);
  });
});
