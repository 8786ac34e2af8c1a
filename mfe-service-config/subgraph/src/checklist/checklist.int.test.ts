import { anonymous, contextFor } from '../testViewers';
import { daybookIds } from '../endpointTests/seedDaybook';
import { codeOf, milo, runner, seededDb, sol, type TestDb } from '../queries/queryTestKit';

let db: TestDb;
let run: ReturnType<typeof runner>;
beforeAll(async () => {
  db = await seededDb();
  run = runner(db);
});
afterAll(() => db.drop());

const DAYBOOK = daybookIds().service;
const reviewer = (() => {
  const ctx = contextFor('rey', {});
  return { ...ctx, viewer: { ...ctx.viewer!, reviewTeam: true } };
})();

const READ = `{ service(module_name: "daybook") { checklist {
  key channel_module_name step_module_name step_type satisfied skipped title edit_path
} } }`;
const SKIP = `mutation ($input: SkipChecklistItemInput!) {
  skipChecklistItem(input: $input) { item { key step_module_name step_type satisfied skipped } errors { attribute message } }
}`;

interface Item {
  key: string;
  step_module_name: string;
  step_type: string;
  satisfied: boolean;
  skipped: boolean;
  title: string;
  edit_path: string;
}
const checklistAs = async (ctx = milo) =>
  ((await run(READ, ctx)).data?.service?.checklist ?? null) as Item[] | null;
const itemOf = (items: Item[], type: string, step: string, key: string) =>
  items.find((i) => i.step_type === type && i.step_module_name === step && i.key === key);
const skips = async () =>
  (
    await db.query<{ step_module_name: string; key: string }>(
      'SELECT step_module_name, key FROM service_config.checklist_skips WHERE service_id = $1 ORDER BY key',
      [DAYBOOK],
    )
  ).rows;

const input = (over: Record<string, unknown> = {}) => ({
  key: 'fields_labelled',
  channel_module_name: 'daybook',
  step_module_name: 'new_journal_entry',
  step_type: 'trigger',
  enabled: false,
  ...over,
});

describe('Service.checklist', () => {
  it("lists each step's items for the organization's members, satisfied from the step's data", async () => {
    const items = (await checklistAs())!;
    expect(items.map((i) => `${i.step_type}:${i.step_module_name}`)).toEqual(
      expect.arrayContaining([
        'trigger:new_photo_in_album',
        'query:list_album_photos',
        'action:create_journal_entry',
      ]),
    );
    // The mood field has no helper text; the album field has one.
    expect(itemOf(items, 'trigger', 'new_journal_entry', 'fields_labelled')).toEqual({
      key: 'fields_labelled',
      channel_module_name: 'daybook',
      step_module_name: 'new_journal_entry',
      step_type: 'trigger',
      satisfied: false,
      skipped: false,
      title: 'Give every field of New journal entry a helper text',
      edit_path: '/services/daybook/triggers/new_journal_entry#checklist-fields_labelled',
    });
    expect(itemOf(items, 'trigger', 'new_photo_in_album', 'fields_labelled')?.satisfied).toBe(true);
    expect(itemOf(items, 'trigger', 'new_photo_in_album', 'description')?.satisfied).toBe(true);
    expect(itemOf(items, 'query', 'list_album_photos', 'description')?.satisfied).toBe(true);
    expect(itemOf(items, 'query', 'list_album_photos', 'verbiage')).toBeUndefined();
    expect(itemOf(items, 'action', 'create_journal_entry', 'fields_labelled')?.satisfied).toBe(false);
    expect(itemOf(items, 'action', 'create_journal_entry', 'ingredients')).toBeUndefined();
    // No endpoint test has run yet.
    expect(items.filter((i) => i.key === 'endpoint_test').every((i) => !i.satisfied)).toBe(true);
  });

  it("follows the service's newest finished endpoint test run, step by step", async () => {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO service_config.endpoint_test_runs (service_id, started_by, finished_at, failed)
       VALUES ($1, $2, now(), true) RETURNING id`,
      [DAYBOOK, milo.viewer!.id],
    );
    const events = [
      ['assertion_success', 'triggers/new_photo_in_album/default'],
      ['assertion_success', 'triggers/new_photo_in_album/limit_1'],
      ['assertion_success', 'actions/create_journal_entry/sample'],
      ['assertion_failure', 'actions/create_journal_entry/skip'],
      ['test_case_skip', 'queries/list_album_photos/cursor'],
    ];
    for (const [index, [type, path]] of events.entries())
      await db.query(
        `INSERT INTO service_config.endpoint_test_events (run_id, index, type, context_path) VALUES ($1, $2, $3, $4)`,
        [rows[0].id, index, type, path],
      );
    const items = (await checklistAs())!;
    expect(itemOf(items, 'trigger', 'new_photo_in_album', 'endpoint_test')).toMatchObject({
      satisfied: true,
      edit_path: '/services/daybook/endpoint_tests#checklist-endpoint_test',
    });
    expect(itemOf(items, 'action', 'create_journal_entry', 'endpoint_test')?.satisfied).toBe(false);
    expect(itemOf(items, 'query', 'list_album_photos', 'endpoint_test')?.satisfied).toBe(false);
    expect(itemOf(items, 'trigger', 'new_journal_entry', 'endpoint_test')?.satisfied).toBe(false);
  });

  it('is empty for the review team and for other organizations; signed out, there is no service', async () => {
    expect(await checklistAs(reviewer)).toEqual([]);
    expect((await checklistAs(sol)) ?? []).toEqual([]);
    expect((await run(READ, anonymous)).data?.service ?? null).toBeNull();
  });
});

describe('skipChecklistItem', () => {
  it('skips an item for a member, harmlessly again, and counts it again with enabled true', async () => {
    const first = await run(SKIP, milo, { input: input() });
    expect(first.errors).toBeUndefined();
    expect(first.data?.skipChecklistItem).toEqual({
      item: {
        key: 'fields_labelled',
        step_module_name: 'new_journal_entry',
        step_type: 'trigger',
        satisfied: false,
        skipped: true,
      },
      errors: [],
    });
    expect((await run(SKIP, milo, { input: input() })).data?.skipChecklistItem.item.skipped).toBe(true);
    expect(await skips()).toEqual([{ step_module_name: 'new_journal_entry', key: 'fields_labelled' }]);
    expect(itemOf((await checklistAs())!, 'trigger', 'new_journal_entry', 'fields_labelled')?.skipped).toBe(
      true,
    );

    const restored = await run(SKIP, milo, { input: input({ enabled: true }) });
    expect(restored.data?.skipChecklistItem.item.skipped).toBe(false);
    expect(await skips()).toEqual([]);
    expect(
      (await run(SKIP, milo, { input: input({ enabled: true }) })).data?.skipChecklistItem.errors,
    ).toEqual([]);
  });

  it('names a feed trigger by its id, as the checklist does', async () => {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO service_config.triggers (service_id, name, description, feed_url)
       VALUES ($1, 'New post', 'A new post.', 'https://daybook.example/feed.xml') RETURNING id`,
      [DAYBOOK],
    );
    const feedItems = (await checklistAs())!.filter((i) => i.step_module_name === rows[0].id);
    expect(feedItems.map((i) => i.key)).not.toContain('endpoint_test');
    const r = await run(SKIP, milo, {
      input: input({ step_module_name: rows[0].id, key: 'verbiage' }),
    });
    expect(r.data?.skipChecklistItem.item).toMatchObject({ key: 'verbiage', skipped: true });
    await db.query('DELETE FROM service_config.triggers WHERE id = $1', [rows[0].id]);
    await db.query('DELETE FROM service_config.checklist_skips');
  });

  it('answers an unknown step type, step or item with an error on its attribute and stores nothing', async () => {
    const cases: [Record<string, unknown>, { attribute: string; message: string }][] = [
      [{ step_type: 'feed' }, { attribute: 'step_type', message: 'is not included in the list' }],
      [
        { step_module_name: 'nope_nope' },
        { attribute: 'step_module_name', message: 'is not a trigger of this service' },
      ],
      // a query of that name exists, but no trigger
      [
        { step_module_name: 'list_album_photos' },
        { attribute: 'step_module_name', message: 'is not a trigger of this service' },
      ],
      [{ key: 'colour' }, { attribute: 'key', message: 'is not a checklist item of this step' }],
      // queries have no verbiage
      [
        { step_type: 'query', step_module_name: 'list_album_photos', key: 'verbiage' },
        { attribute: 'key', message: 'is not a checklist item of this step' },
      ],
    ];
    for (const [over, error] of cases) {
      const r = await run(SKIP, milo, { input: input(over) });
      expect(r.data?.skipChecklistItem).toEqual({ item: null, errors: [error] });
    }
    expect(await skips()).toEqual([]);
  });

  it('is not found for anyone outside the organization (the review team too) or an unknown service; signed out it is refused', async () => {
    for (const [ctx, over] of [
      [sol, {}],
      [reviewer, {}],
      [milo, { channel_module_name: 'no_such_service' }],
    ] as const) {
      const r = await run(SKIP, ctx, { input: input(over) });
      expect(codeOf(r)).toBe('NOT_FOUND');
      expect(r.errors?.[0].message).toBe('Service not found.');
    }
    expect(codeOf(await run(SKIP, anonymous, { input: input() }))).toBe('UNAUTHENTICATED');
    expect(await skips()).toEqual([]);
  });
});
