import { checkOpinion, FEEDBACK_COUNTS_MAX_IDS, type OpinionInput } from '@switchyard/observability-common';
import type { RequestContext } from '@switchyard/server-kit';
import { forgetPartnerSettings, registerPartnerProviders } from '@switchyard/server-kit/partner-client';
import { testSettings } from '@switchyard/server-kit/settings';
import { createTestDb } from '@switchyard/server-kit/testing';
import { graphql } from 'graphql';
import { observabilityDomain } from '../index';
import { saveOpinion } from './feedbackStore';
import { as } from '../testing/requestContexts';

// feedbackCountsOf (issue 38 item 1's applet list bars) on the database: the counts of
// appletFeedbackCounts for many ids in one query, the ids a viewer may not read left out.
jest.setTimeout(60_000);

type Db = Awaited<ReturnType<typeof createTestDb>>;
let db: Db;

const ACME = '10000000-0000-4000-8000-00000000000a';
const BIGCO = '10000000-0000-4000-8000-00000000000b';
const DAYBOOK = '20000000-0000-4000-8000-0000000000d1'; // Acme's
const WEATHER = '20000000-0000-4000-8000-0000000000e1'; // Acme's
const LEDGER = '20000000-0000-4000-8000-0000000000b1'; // Bigco's
const A1 = 'a0000000-0000-4000-8000-000000000001'; // Daybook + Weather
const A2 = 'a0000000-0000-4000-8000-000000000002'; // Ledger + Weather: both organizations read it
const A3 = 'a0000000-0000-4000-8000-000000000003'; // Ledger only
const NONE = 'a0000000-0000-4000-8000-0000000000ff'; // no opinion
const user = (n: number) => `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`;

const acme = as({ [ACME]: 'member' });
const bigco = as({ [BIGCO]: 'owner' });
const outsider = as({});
const staff = as({}, true);

const QUERY = `query ($kind: String!, $ids: [ID!]!) { feedbackCountsOf(kind: $kind, applet_ids: $ids) {
  applet_id counts { like dislike ratings_count opinions { unexpected no_response others }
    positive_percentage negative_percentage } } }`;
const SINGLE = `query ($kind: String!, $id: ID!) { appletFeedbackCounts(kind: $kind, applet_id: $id) {
  like dislike ratings_count opinions { unexpected no_response others } positive_percentage negative_percentage } }`;

async function ask(
  source: string,
  ctx: RequestContext | { viewer: null },
  variables: Record<string, unknown>,
) {
  return graphql({
    schema: observabilityDomain.schema({ db, settings: testSettings() }),
    source,
    contextValue: ctx,
    variableValues: variables,
  });
}
async function countsOf(ctx: RequestContext, ids: string[], kind = 'connection') {
  const r = await ask(QUERY, ctx, { kind, ids });
  if (r.errors) throw r.errors[0];
  return (r.data as { feedbackCountsOf: { applet_id: string; counts: Record<string, unknown> }[] })
    .feedbackCountsOf;
}

async function give(userN: number, appletId: string, services: string[], input: Omit<OpinionInput, 'kind'>) {
  await saveOpinion(db, {
    userId: user(userN),
    appletId,
    opinion: checkOpinion({ kind: 'connection', ...input }).opinion!,
    context: { name: 'A connection', service_ids: services },
  });
}

beforeAll(async () => {
  db = await createTestDb([observabilityDomain.migrations]);
  forgetPartnerSettings();
  const org: Record<string, string> = { [DAYBOOK]: ACME, [WEATHER]: ACME, [LEDGER]: BIGCO };
  registerPartnerProviders(db, {
    partnerSettings: async (id) =>
      (org[id] ? { service_id: id, organization_id: org[id], module_name: id } : null) as never,
  });
  await give(1, A1, [DAYBOOK, WEATHER], { like: true });
  await give(2, A1, [DAYBOOK, WEATHER], { like: false, opinion_code: 'unexpected' });
  await give(3, A1, [DAYBOOK, WEATHER], { like: false });
  await give(4, A1, [DAYBOOK, WEATHER], { like: false, opinion_code: 'too_slow' });
  await give(1, A2, [LEDGER, WEATHER], { like: true });
  await give(1, A3, [LEDGER], { like: false, opinion_code: 'not_useful' });
});
afterAll(() => db.drop());

describe('feedbackCountsOf', () => {
  it('answers the counts appletFeedbackCounts answers, each id once, in the order asked', async () => {
    const got = await countsOf(acme, [A2, A1, NONE, A1.toUpperCase()]);
    expect(got.map((e) => e.applet_id)).toEqual([A2, A1, NONE]);
    for (const { applet_id, counts } of got) {
      const single = await ask(SINGLE, acme, { kind: 'connection', id: applet_id });
      expect(single.data!.appletFeedbackCounts).toEqual(counts);
    }
    expect(got[1]!.counts).toEqual({
      like: 1,
      dislike: 3,
      ratings_count: 4,
      opinions: { unexpected: 1, no_response: 1, others: 1 },
      positive_percentage: 25,
      negative_percentage: 75,
    });
    expect(got[2]!.counts).toMatchObject({ like: 0, dislike: 0, ratings_count: 0 });
  });

  it('leaves out the ids the viewer may not read', async () => {
    expect((await countsOf(acme, [A1, A2, A3])).map((e) => e.applet_id)).toEqual([A1, A2]);
    expect((await countsOf(bigco, [A1, A2, A3])).map((e) => e.applet_id)).toEqual([A2, A3]);
    expect((await countsOf(outsider, [A1, A2, A3, NONE])).map((e) => e.applet_id)).toEqual([NONE]);
    expect((await countsOf(staff, [A1, A2, A3])).map((e) => e.applet_id)).toEqual([A1, A2, A3]);
    // The other kind has no opinions of these ids.
    expect((await countsOf(outsider, [A1], 'applet'))[0]!.counts).toMatchObject({ ratings_count: 0 });
    expect(await countsOf(acme, [])).toEqual([]);
  });

  it(`refuses more than ${FEEDBACK_COUNTS_MAX_IDS} ids, an unknown kind, and the signed out`, async () => {
    const many = Array.from(
      { length: FEEDBACK_COUNTS_MAX_IDS + 1 },
      (_, i) => `b0000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    expect((await countsOf(acme, many.slice(0, FEEDBACK_COUNTS_MAX_IDS))).length).toBe(
      FEEDBACK_COUNTS_MAX_IDS,
    );
    const tooMany = await ask(QUERY, acme, { kind: 'connection', ids: many });
    expect(tooMany.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(tooMany.errors?.[0]?.message).toMatch(/applet_ids/);
    const badKind = await ask(QUERY, acme, { kind: 'recipe', ids: [A1] });
    expect(badKind.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    const signedOut = await ask(QUERY, { viewer: null }, { kind: 'connection', ids: [A1] });
    expect(signedOut.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
