import type { ServiceConfigurationChanged } from '@switchyard/events';
import type { Memberships, RequestContext, Viewer } from '@switchyard/server-kit';
import { createTestDb } from '@switchyard/server-kit/testing';
import { ACTION_NOT_ALLOWED } from '@switchyard/review-common/reviewStatus';
import { NO_ENDPOINT_TEST, SUBMISSION_FAILED } from '@switchyard/review-common/submissionCheck';
import { graphql } from 'graphql';
import { reviewDomain } from './index';
import { findReviewedService, forgetService, reviewedServicesByIds, storeConfiguration } from './reviewStore';
import { assignReviewer, unassignReviewer } from './reviewers';
import { saveStencils, stencilsOf } from './stencils';
import { makeTransition, STAFF_ONLY } from './transitions';
import { testSettings } from '@switchyard/server-kit/settings';

const ORG = '10000000-0000-4000-8000-000000000001';
const OTHER_ORG = '10000000-0000-4000-8000-000000000004';
const SERVICE = '20000000-0000-4000-8000-00000000aaaa';

function viewer(login: string, memberships: Memberships, flags: Partial<Viewer> = {}): RequestContext {
  const v: Viewer = {
    id: `00000000-0000-4000-8000-${String(login.length).padStart(12, '0')}`,
    login,
    email: `${login}@example.com`,
    name: login,
    staff: false,
    emailVerified: true,
    reviewTeam: false,
    maker: false,
    tier: 'free',
    timezone: 'UTC',
    ...flags,
  };
  return { viewer: v, memberships: async () => memberships };
}
const member = viewer('milo', { [ORG]: 'member' });
const outsider = viewer('sol', { [OTHER_ORG]: 'owner' });
const reviewer = viewer('rey', {}, { reviewTeam: true });
const staff = viewer('stella', {}, { staff: true });
const anonymous: RequestContext = { viewer: null, memberships: async () => ({}) };

const configuration = (over: Partial<ServiceConfigurationChanged> = {}): ServiceConfigurationChanged => ({
  service_id: SERVICE,
  organization_id: ORG,
  module_name: 'daybook',
  version: 1,
  staging_of: null,
  published: false,
  snapshot: { properties: { name: 'Daybook' }, lists: { triggers: [], queries: [], actions: [] } },
  missing_for_submission: [],
  last_endpoint_test: {
    failed: false,
    passing: 111,
    failed_count: 0,
    finished_at: '2026-11-25T10:00:00.000Z',
  },
  ...over,
});

let db: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  db = await createTestDb([reviewDomain.migrations]);
});
afterAll(() => db.drop());
beforeEach(async () => {
  await db.query('DELETE FROM review.services');
  await db.query('DELETE FROM review.deleted_services');
});

const rowCounts = async () =>
  (
    await db.query<{ h: number; s: number }>(
      'SELECT (SELECT count(*) FROM review.status_history)::int AS h, (SELECT count(*) FROM review.snapshots)::int AS s',
    )
  ).rows[0];

describe('the copy of each service', () => {
  it('keeps the newest version and ignores an older or repeated event', async () => {
    await storeConfiguration(db, configuration({ version: 2, missing_for_submission: ['icon'] }));
    await storeConfiguration(db, configuration({ version: 1, missing_for_submission: [] }));
    await storeConfiguration(db, configuration({ version: 2, missing_for_submission: [] }));
    expect((await findReviewedService(db, 'daybook'))!.missing_for_submission).toEqual(['icon']);
    await storeConfiguration(db, configuration({ version: 3 }));
    expect((await findReviewedService(db, 'daybook'))!.missing_for_submission).toEqual([]);
  });

  it('starts a service seen for the first time as service-config says: published, or in development', async () => {
    await storeConfiguration(db, configuration({ published: true }));
    expect(await findReviewedService(db, 'daybook')).toMatchObject({ review_status: 2, published: true });
  });
});

describe('review transitions, per role', () => {
  it('lets a member submit a service that passes the check, and staff approve and publish it', async () => {
    await storeConfiguration(db, configuration());
    expect(await makeTransition(db, undefined, member, 'daybook', 'start')).toEqual({
      review_status: 1,
      published: false,
    });
    expect(await makeTransition(db, undefined, staff, 'daybook', 'approve')).toEqual({
      review_status: 2,
      published: false,
    });
    expect(await makeTransition(db, undefined, staff, 'daybook', 'publish')).toEqual({
      review_status: 2,
      published: true,
    });
    const { rows } = await db.query(
      'SELECT action, from_status, to_status, published FROM review.status_history ORDER BY id',
    );
    expect(rows).toEqual([
      { action: 'start', from_status: 0, to_status: 1, published: false },
      { action: 'approve', from_status: 1, to_status: 2, published: false },
      { action: 'publish', from_status: 2, to_status: 2, published: true },
    ]);
    const kinds = await db.query('SELECT kind FROM review.snapshots ORDER BY id');
    expect(kinds.rows.map((r) => r.kind)).toEqual(['review', 'published']);
  });

  it('refuses a submission that fails the check, with the failing items, and changes nothing', async () => {
    await storeConfiguration(
      db,
      configuration({ missing_for_submission: ['category_name'], last_endpoint_test: null }),
    );
    const before = await rowCounts();
    await expect(makeTransition(db, undefined, member, 'daybook', 'start')).rejects.toMatchObject({
      status: 422,
      message: SUBMISSION_FAILED,
      body: { passed: false, progress: { failed_tests: ['Category is required', NO_ENDPOINT_TEST] } },
    });
    expect(await findReviewedService(db, 'daybook')).toMatchObject({ review_status: 0 });
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a transition the status does not offer, so one sent twice changes nothing', async () => {
    await storeConfiguration(db, configuration());
    await makeTransition(db, undefined, member, 'daybook', 'start');
    const before = await rowCounts();
    await expect(makeTransition(db, undefined, member, 'daybook', 'start')).rejects.toMatchObject({
      status: 422,
      message: ACTION_NOT_ALLOWED,
    });
    await expect(makeTransition(db, undefined, staff, 'daybook', 'publish')).rejects.toMatchObject({
      status: 422,
    });
    expect(await rowCounts()).toEqual(before);
  });

  it('keeps every transition but submitting to staff, and the service from outsiders', async () => {
    await storeConfiguration(db, configuration());
    await makeTransition(db, undefined, member, 'daybook', 'start');
    await expect(makeTransition(db, undefined, member, 'daybook', 'approve')).rejects.toMatchObject({
      status: 403,
      message: STAFF_ONLY,
    });
    await expect(makeTransition(db, undefined, reviewer, 'daybook', 'approve')).rejects.toMatchObject({
      status: 403,
    });
    await expect(makeTransition(db, undefined, outsider, 'daybook', 'reject')).rejects.toMatchObject({
      status: 404,
    });
    await expect(makeTransition(db, undefined, outsider, 'nope', 'reject')).rejects.toMatchObject({
      status: 404,
    });
    await expect(makeTransition(db, undefined, anonymous, 'daybook', 'reject')).rejects.toMatchObject({
      status: 401,
    });
    expect(await findReviewedService(db, 'daybook')).toMatchObject({ review_status: 1 });
  });
});

describe('GraphQL', () => {
  const run = (source: string, ctx: RequestContext) =>
    graphql({ schema: reviewDomain.schema({ db, settings: testSettings() }), source, contextValue: ctx });
  const entity = `{ _entities(representations: [{ __typename: "Service", id: "${SERVICE}" }]) { ... on Service { review_status review_status_label review_actions } } }`;

  it('shows the review state to members, the review team and staff, with the actions each may take', async () => {
    await storeConfiguration(db, configuration());
    await makeTransition(db, undefined, member, 'daybook', 'start');
    const as = async (ctx: RequestContext) => ((await run(entity, ctx)).data as any)._entities[0];
    expect(await as(member)).toEqual({
      review_status: 1,
      review_status_label: 'In review',
      review_actions: [],
    });
    expect(await as(staff)).toEqual({
      review_status: 1,
      review_status_label: 'In review',
      review_actions: ['approve', 'reject'],
    });
    expect(await as(reviewer)).toMatchObject({ review_status: 1, review_actions: [] });
    expect(await as(outsider)).toEqual({
      review_status: null,
      review_status_label: null,
      review_actions: [],
    });
  });

  it('gives the review data: changes from the last review and from the published version, test and progress', async () => {
    const trigger = (description: string) => ({
      key: 'new_entry',
      properties: { name: 'New entry', description },
    });
    const snapshot = (
      description: string,
      actions: { key: string; properties: Record<string, unknown> }[] = [],
    ) => ({
      properties: { name: 'Daybook' },
      lists: { triggers: [trigger(description)], queries: [], actions },
    });
    await storeConfiguration(db, configuration({ snapshot: snapshot('v1') }));
    await makeTransition(db, undefined, member, 'daybook', 'start');
    await makeTransition(db, undefined, staff, 'daybook', 'reject');
    await storeConfiguration(
      db,
      configuration({ version: 2, snapshot: snapshot('v2', [{ key: 'add', properties: { name: 'Add' } }]) }),
    );
    await makeTransition(db, undefined, member, 'daybook', 'start');
    const source = `{ _entities(representations: [{ __typename: "Service", id: "${SERVICE}" }]) { ... on Service {
      review { current changes { from_published { taken_at } from_last_review { diffs { path event data { property from } } original_channel } }
        most_recent_endpoint_test_result { failed timestamp } progress { passing failed_tests } } } } }`;
    const review = async (ctx: RequestContext) => ((await run(source, ctx)).data as any)._entities[0].review;
    const seen = await review(reviewer);
    expect(seen.current.lists.triggers[0].properties.description).toBe('v2');
    // In review, the base is the submission before this one (rejected), not the one under review.
    expect(seen.changes.from_last_review.original_channel.lists.triggers[0].properties.description).toBe(
      'v1',
    );
    expect(seen.changes.from_last_review.diffs).toEqual(
      expect.arrayContaining([
        { path: 'triggers.new_entry', event: 'update', data: { property: 'description', from: 'v1' } },
        { path: 'actions.add', event: 'create', data: null },
      ]),
    );
    expect(seen.changes.from_last_review.diffs).toHaveLength(2);
    expect(seen.changes.from_published).toBeNull();
    expect(seen.most_recent_endpoint_test_result).toEqual({
      failed: false,
      timestamp: '2026-11-25T10:00:00.000Z',
    });
    expect(seen.progress).toEqual({ passing: 111, failed_tests: [] });
    await makeTransition(db, undefined, staff, 'daybook', 'approve');
    await makeTransition(db, undefined, staff, 'daybook', 'publish');
    expect((await review(member)).changes.from_published.taken_at).toMatch(/^\d{4}-/);
    expect(await review(outsider)).toBeNull();
  });

  it('compares a published service seen for the first time with itself, and a staging clone with its original', async () => {
    await storeConfiguration(db, configuration({ published: true }));
    const clone = '20000000-0000-4000-8000-00000000cccc';
    await storeConfiguration(
      db,
      configuration({
        service_id: clone,
        module_name: 'daybook_staging',
        staging_of: SERVICE,
        snapshot: { properties: { name: 'Daybook 2' }, lists: { triggers: [], queries: [], actions: [] } },
      }),
    );
    const source = (id: string) =>
      `{ _entities(representations: [{ __typename: "Service", id: "${id}" }]) { ... on Service { review { changes { from_published { diffs { path event data { property from } } } } } } } }`;
    const diffs = async (id: string) =>
      ((await run(source(id), member)).data as any)._entities[0].review.changes.from_published.diffs;
    expect(await diffs(SERVICE)).toEqual([]);
    expect(await diffs(clone)).toEqual([
      { path: 'service', event: 'update', data: { property: 'name', from: 'Daybook' } },
    ]);
  });

  it('lists services in review, oldest first, to the review team and staff only', async () => {
    await storeConfiguration(db, configuration());
    await storeConfiguration(
      db,
      configuration({ service_id: '20000000-0000-4000-8000-00000000bbbb', module_name: 'later' }),
    );
    await makeTransition(db, undefined, member, 'daybook', 'start');
    await makeTransition(db, undefined, member, 'later', 'start');
    const queue = async (ctx: RequestContext) =>
      ((await run('{ reviewQueue { module_name } }', ctx)).data as any).reviewQueue;
    expect(await queue(reviewer)).toEqual([{ module_name: 'daybook' }, { module_name: 'later' }]);
    expect(await queue(staff)).toHaveLength(2);
    expect(await queue(member)).toEqual([]);
  });
});

describe('reviewers', () => {
  const run = (source: string, ctx: RequestContext) =>
    graphql({ schema: reviewDomain.schema({ db, settings: testSettings() }), source, contextValue: ctx });
  const LATER = '20000000-0000-4000-8000-00000000bbbb';

  it("lists each queue row's reviewers, first assigned first, and whether the viewer is one", async () => {
    await storeConfiguration(db, configuration());
    await storeConfiguration(db, configuration({ service_id: LATER, module_name: 'later' }));
    await makeTransition(db, undefined, member, 'daybook', 'start');
    await makeTransition(db, undefined, member, 'later', 'start');
    await assignReviewer(db, SERVICE, staff.viewer!);
    await assignReviewer(db, SERVICE, reviewer.viewer!);
    // Assigning again keeps the first assignment's place.
    await assignReviewer(db, SERVICE, staff.viewer!);
    const queue = async (ctx: RequestContext) =>
      (
        (await run('{ reviewQueue { module_name reviewers { login name } viewer_is_reviewer } }', ctx))
          .data as any
      ).reviewQueue;
    expect(await queue(reviewer)).toEqual([
      {
        module_name: 'daybook',
        reviewers: [
          { login: 'stella', name: 'stella' },
          { login: 'rey', name: 'rey' },
        ],
        viewer_is_reviewer: true,
      },
      { module_name: 'later', reviewers: [], viewer_is_reviewer: false },
    ]);
    await unassignReviewer(db, SERVICE, reviewer.viewer!.id);
    expect((await queue(reviewer))[0]).toMatchObject({
      reviewers: [{ login: 'stella' }],
      viewer_is_reviewer: false,
    });
    expect((await queue(staff))[0]).toMatchObject({ viewer_is_reviewer: true });
  });

  it("shows the service's reviewers to the review team and staff only", async () => {
    await storeConfiguration(db, configuration());
    await assignReviewer(db, SERVICE, reviewer.viewer!);
    const entity = `{ _entities(representations: [{ __typename: "Service", id: "${SERVICE}" }]) { ... on Service { reviewers { login } viewer_is_reviewer } } }`;
    const as = async (ctx: RequestContext) => ((await run(entity, ctx)).data as any)._entities[0];
    expect(await as(reviewer)).toEqual({ reviewers: [{ login: 'rey' }], viewer_is_reviewer: true });
    expect(await as(staff)).toEqual({ reviewers: [{ login: 'rey' }], viewer_is_reviewer: false });
    expect(await as(member)).toEqual({ reviewers: [], viewer_is_reviewer: false });
    expect(await as(outsider)).toEqual({ reviewers: [], viewer_is_reviewer: false });
    // A deleted service takes its reviewers with it.
    await forgetService(db, SERVICE);
    expect((await db.query('SELECT count(*)::int AS n FROM review.reviewers')).rows[0].n).toBe(0);
  });
});

describe('embedded redirect URIs', () => {
  const run = (source: string, ctx: RequestContext, variableValues?: Record<string, unknown>) =>
    graphql({
      schema: reviewDomain.schema({ db, settings: testSettings() }),
      source,
      contextValue: ctx,
      variableValues,
    });
  const UPDATE = `mutation($r: [String!]!) { updateEmbeddedRedirects(module_name: "daybook", redirects: $r) { redirects errors { attribute message } } }`;
  const READ = `{ _entities(representations: [{ __typename: "Service", id: "${SERVICE}" }]) { ... on Service { embedded_redirects } } }`;
  const saved = async (ctx: RequestContext) =>
    ((await run(READ, ctx)).data as any)._entities[0].embedded_redirects;

  it('saves the list a member sends, one entry per address, and shows it to those who see the service', async () => {
    await storeConfiguration(db, configuration());
    const r = await run(UPDATE, member, {
      r: ['https://a.example/cb', 'myapp://oauth, https://b.example', ''],
    });
    expect((r.data as any).updateEmbeddedRedirects).toEqual({
      redirects: ['https://a.example/cb', 'myapp://oauth', 'https://b.example'],
      errors: [],
    });
    expect(await saved(reviewer)).toEqual(['https://a.example/cb', 'myapp://oauth', 'https://b.example']);
    expect(await saved(outsider)).toEqual([]);
  });

  it('names an entry that is not an address and saves nothing; refuses a published service and outsiders', async () => {
    await storeConfiguration(db, configuration());
    await run(UPDATE, member, { r: ['https://keep.example'] });
    const bad = await run(UPDATE, member, { r: ['https://ok.example', 'not a url'] });
    expect((bad.data as any).updateEmbeddedRedirects).toEqual({
      redirects: null,
      errors: [{ attribute: 'redirects', message: 'The URL “not” is invalid' }],
    });
    expect(await saved(member)).toEqual(['https://keep.example']);
    const other = await run(UPDATE, outsider, { r: ['https://x.example'] });
    expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    await storeConfiguration(
      db,
      configuration({
        service_id: '20000000-0000-4000-8000-00000000cccc',
        module_name: 'live',
        published: true,
      }),
    );
    const live = await run(
      `mutation { updateEmbeddedRedirects(module_name: "live", redirects: ["https://x.example"]) { errors { attribute } } }`,
      member,
    );
    expect((live.data as any).updateEmbeddedRedirects.errors).toEqual([{ attribute: 'base' }]);
  });
});

describe('applet defaults (stencils)', () => {
  const TRIGGER_ID = '40000000-0000-4000-8000-000000000001';
  const withTrigger = (over: Partial<ServiceConfigurationChanged> = {}) =>
    configuration({
      snapshot: {
        properties: { name: 'Daybook' },
        lists: {
          triggers: [
            { key: 'new_entry', id: TRIGGER_ID, properties: { name: 'New entry', slug: 'new_entry' } },
            { key: 'feed:x', id: 'f', properties: { name: 'Feed', slug: null } },
          ],
          queries: [],
          actions: [],
        },
      },
      ...over,
    });
  const values = async (id = SERVICE) =>
    Object.fromEntries(
      (await stencilsOf(db, (await reviewedServicesByIds(db, [id])).get(id)!))
        .filter((s) => s.value)
        .map((s) => [s.slug, s.value]),
    );
  const service = async (id = SERVICE) => (await reviewedServicesByIds(db, [id])).get(id)!;

  it('lists every stencil of each trigger with an endpoint, and saves a group for members', async () => {
    await storeConfiguration(db, withTrigger());
    const all = await stencilsOf(db, await service());
    expect(all).toHaveLength(12);
    expect(all[0]).toMatchObject({
      slug: 'mobile',
      name: 'Send a notification',
      endpoint: 'new_entry',
      trigger_id: TRIGGER_ID,
      value: '',
    });
    await saveStencils(db, undefined, member, await service(), [
      { trigger_id: TRIGGER_ID, slug: 'title', value: '{{title}}' },
      { trigger_id: TRIGGER_ID, slug: 'html', value: ' <p>{{body}}</p> ' },
    ]);
    expect(await values()).toEqual({ title: '{{title}}', html: '<p>{{body}}</p>' });
    // The composer is told the service's defaults as they now are, in the same transaction.
    const published: unknown[] = [];
    const bus = {
      publish: async (_tx: unknown, type: string, data: unknown) => void published.push({ type, data }),
    };
    await saveStencils(db, bus as never, member, await service(), [
      { trigger_id: TRIGGER_ID, slug: 'title', value: '' },
    ]);
    expect(published).toEqual([
      {
        type: 'service.applet_defaults_changed',
        data: { service_id: SERVICE, defaults: { new_entry: { html: '<p>{{body}}</p>' } } },
      },
    ]);
    expect(await values()).toEqual({ html: '<p>{{body}}</p>' });
  });

  it('refuses other roles, a published service and bad entries, saving nothing of the group', async () => {
    await storeConfiguration(db, withTrigger());
    const ok = { trigger_id: TRIGGER_ID, slug: 'mobile', value: 'Hello' };
    const refused = async (ctx: RequestContext, changes: object[]) =>
      saveStencils(db, undefined, ctx, await service(), changes as never).then(
        () => null,
        (e: { status: number; errors: { attribute: string }[] }) => [e.status, e.errors[0]?.attribute],
      );
    expect(await refused(reviewer, [ok])).toEqual([403, undefined]);
    expect(await refused(staff, [ok])).toEqual([403, undefined]);
    expect(await refused(member, [ok, { ...ok, trigger_id: 'f' }])).toEqual([422, 'trigger_id']);
    expect(await refused(member, [ok, { ...ok, slug: 'nope' }])).toEqual([422, 'slug']);
    expect(await refused(member, [ok, { ...ok, value: 'x'.repeat(501) }])).toEqual([422, 'value']);
    expect(await refused(member, [])).toEqual([422, 'partner_trigger_stencils']);
    expect(await values()).toEqual({});
    await storeConfiguration(db, withTrigger({ version: 2, published: true }));
    await db.query('UPDATE review.services SET published = true WHERE service_id = $1', [SERVICE]);
    expect(await refused(member, [ok])).toEqual([422, 'base']);
  });

  it("gives a new staging clone its original's defaults, and a migration gives the clone's back", async () => {
    await storeConfiguration(db, withTrigger({ published: true }));
    await db.query(
      "INSERT INTO review.stencils (service_id, trigger_key, slug, value) VALUES ($1, 'new_entry', 'mobile', 'Original')",
      [SERVICE],
    );
    const clone = '20000000-0000-4000-8000-00000000dddd';
    await storeConfiguration(
      db,
      withTrigger({
        service_id: clone,
        module_name: 'daybook_staging',
        staging_of: SERVICE,
        published: false,
      }),
    );
    expect(await values(clone)).toEqual({ mobile: 'Original' });
    await saveStencils(db, undefined, member, await service(clone), [
      { trigger_id: TRIGGER_ID, slug: 'mobile', value: 'Changed' },
    ]);
    await db.query('UPDATE review.services SET review_status = 2 WHERE service_id = $1', [clone]);
    await makeTransition(db, undefined, staff, 'daybook_staging', 'migrate');
    expect(await values()).toEqual({ mobile: 'Changed' });
  });
});

describe('a deleted service', () => {
  it('loses its review records and is not brought back by a late configuration', async () => {
    await storeConfiguration(db, configuration());
    await forgetService(db, SERVICE);
    expect(await findReviewedService(db, 'daybook')).toBeNull();
    await storeConfiguration(db, configuration({ version: 9 }));
    expect(await findReviewedService(db, 'daybook')).toBeNull();
  });
});
