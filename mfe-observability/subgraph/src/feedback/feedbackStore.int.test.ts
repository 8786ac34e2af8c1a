import type { Db } from '@switchyard/server-kit';
import { createTestDb } from '@switchyard/server-kit/testing';
import { checkOpinion, type OpinionInput } from '@switchyard/observability-common';
import { observabilityDomain } from '../index';
import { decodeCursor, readPage, type PageKey, type ReadPage } from './cursorPage';
import {
  feedbackPageSource,
  opinionOf,
  opinionTally,
  saveOpinion,
  withdrawOpinion,
  type FeedbackPageFilter,
} from './feedbackStore';
import { moderatedItem, reportItem, setHidden } from './moderation';
import {
  storeSuggestions,
  suggestionPageSource,
  type SuggestionItemRow,
  type SuggestionPageFilter,
} from './suggestionCopy';

// The store on the database (PGlite, or PostgreSQL with DATABASE_URL): opinions, the per-service
// rows the feedback page reads, cursor pages in SQL, reports, hiding and the suggestions' copy.
jest.setTimeout(60_000);

type TestDb = Awaited<ReturnType<typeof createTestDb>>;
let db: TestDb;

const uuid = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;
const SERVICE = {
  daybook: uuid('20000000', 1),
  weather: uuid('20000000', 2),
  tasks: uuid('20000000', 3),
  notes: uuid('20000000', 4),
};
const user = (n: number) => uuid('00000000', n);
const applet = (n: number) => uuid('a0000000', n);
const ORG = 'org-acme';

const opinion = (input: Partial<OpinionInput> = {}) =>
  checkOpinion({ kind: 'applet', like: false, opinion_code: 'unexpected', ...input }).opinion!;
const context = (service_ids = [SERVICE.daybook, SERVICE.weather], name = 'Entries to forecasts') => ({
  name,
  service_ids,
});

const read = (over: Partial<ReadPage> = {}): ReadPage => ({
  order: 'created_at_desc',
  direction: 'next',
  cursor: null,
  first: 20,
  ...over,
});

beforeAll(async () => {
  db = await createTestDb([observabilityDomain.migrations]);
});
afterAll(() => db.drop());

const servicesOf = async (feedbackId: string) =>
  (
    await db.query<{ service_id: string; context_service_id: string | null }>(
      `SELECT service_id, context_service_id FROM observability.applet_feedback_services
        WHERE feedback_id = $1 ORDER BY service_id`,
      [feedbackId],
    )
  ).rows;

describe('opinions', () => {
  it('keeps one opinion per user and applet, with a row per service and its context service', async () => {
    const first = await saveOpinion(db, {
      userId: user(1),
      appletId: applet(1),
      opinion: opinion({ text: 'Never fires' }),
      context: context([SERVICE.weather, SERVICE.daybook, SERVICE.tasks]),
    });
    expect(first).toMatchObject({
      kind: 'applet',
      liked: false,
      opinion_code: 'unexpected',
      text: 'Never fires',
    });
    // Seen from the trigger's service, the context is the first other; from the others, the trigger's.
    expect(await servicesOf(first.id)).toEqual([
      { service_id: SERVICE.daybook, context_service_id: SERVICE.weather },
      { service_id: SERVICE.weather, context_service_id: SERVICE.daybook },
      { service_id: SERVICE.tasks, context_service_id: SERVICE.weather },
    ]);

    // The same opinion again keeps its date; a changed one replaces it, under the same id, given again.
    const same = await saveOpinion(db, {
      userId: user(1),
      appletId: applet(1),
      opinion: opinion({ text: 'Never fires' }),
      context: context([SERVICE.weather, SERVICE.daybook, SERVICE.tasks]),
    });
    expect(same).toEqual(first);
    const changed = await saveOpinion(db, {
      userId: user(1),
      appletId: applet(1),
      opinion: opinion({ like: true, opinion_code: null, text: null }),
      context: context([SERVICE.daybook]),
    });
    expect(changed).toMatchObject({ id: first.id, liked: true, opinion_code: null, text: null });
    expect(Date.parse(changed.created_at)).toBeGreaterThan(Date.parse(first.created_at));
    // An applet of one service has no context service.
    expect(await servicesOf(first.id)).toEqual([{ service_id: SERVICE.daybook, context_service_id: null }]);
    expect(await opinionOf(db, user(1), 'applet', applet(1))).toEqual(changed);
    // Another kind is another opinion.
    expect(await opinionOf(db, user(1), 'connection', applet(1))).toBeNull();

    expect(await withdrawOpinion(db, user(1), 'applet', applet(1))).toBe(true);
    expect(await withdrawOpinion(db, user(1), 'applet', applet(1))).toBe(false);
    expect(await opinionOf(db, user(1), 'applet', applet(1))).toBeNull();
    expect(await servicesOf(first.id)).toEqual([]);
  });

  it('keeps an opinion staff hid hidden when its author withdraws it and gives one again', async () => {
    const give = () =>
      saveOpinion(db, {
        userId: user(7),
        appletId: applet(7),
        opinion: opinion({ text: 'Something abusive' }),
        context: context(),
      });
    const hiddenOf = async (id: string) =>
      (
        await db.query<{ hidden: boolean; rows: boolean[] }>(
          `SELECT f.hidden, array(SELECT s.hidden FROM observability.applet_feedback_services s
                                   WHERE s.feedback_id = f.id ORDER BY s.service_id) AS rows
             FROM observability.applet_feedback f WHERE f.id = $1`,
          [id],
        )
      ).rows[0];
    const first = await give();
    expect(await setHidden(db, 'feedback', first.id, true, user(99))).toBe(true);
    expect(await withdrawOpinion(db, user(7), 'applet', applet(7))).toBe(true);
    const again = await give();
    expect(again.id).not.toBe(first.id);
    expect(await hiddenOf(again.id)).toEqual({ hidden: true, rows: [true, true] });
    // Another user's opinion of the same applet, and this user's of another, start visible.
    const other = await saveOpinion(db, {
      userId: user(8),
      appletId: applet(7),
      opinion: opinion(),
      context: context(),
    });
    expect(await hiddenOf(other.id)).toEqual({ hidden: false, rows: [false, false] });
    // A withdrawn opinion that was never hidden leaves no mark.
    expect(await withdrawOpinion(db, user(8), 'applet', applet(7))).toBe(true);
    const back = await saveOpinion(db, {
      userId: user(8),
      appletId: applet(7),
      opinion: opinion(),
      context: context(),
    });
    expect(await hiddenOf(back.id)).toEqual({ hidden: false, rows: [false, false] });
  });

  it('counts the opinions of an applet by reason, with the services they concern', async () => {
    const give = (n: number, input: Partial<OpinionInput>, services = [SERVICE.daybook, SERVICE.weather]) =>
      saveOpinion(db, {
        userId: user(n),
        appletId: applet(2),
        opinion: opinion(input),
        context: context(services),
      });
    await give(1, { like: true, opinion_code: null });
    await give(2, { like: true, opinion_code: null });
    await give(3, { opinion_code: 'unexpected' });
    await give(4, { opinion_code: null });
    await give(5, { opinion_code: 'too_slow' }, [SERVICE.daybook, SERVICE.tasks]);
    const { tally, serviceIds } = await opinionTally(db, 'applet', applet(2));
    expect(tally).toEqual({ like: 2, dislike: 3, reasons: { unexpected: 1, no_response: 1, too_slow: 1 } });
    expect(serviceIds.sort()).toEqual([SERVICE.daybook, SERVICE.weather, SERVICE.tasks].sort());
    expect(await opinionTally(db, 'connection', applet(2))).toEqual({
      tally: { like: 0, dislike: 0, reasons: {} },
      serviceIds: [],
    });
  });
});

describe('feedback pages in SQL', () => {
  const APPLETS = 45;
  // 45 opinions concerning Acme Notes, each on its own applet, ten of them given in one microsecond.
  const TIE = '2026-01-10T10:00:00.123456Z';
  beforeAll(async () => {
    for (let n = 1; n <= APPLETS; n++)
      await saveOpinion(db, {
        userId: user(100 + n),
        appletId: applet(100 + n),
        opinion: opinion({ text: `#${n}` }),
        context: context([SERVICE.notes, SERVICE.weather], `Applet ${n}`),
      });
    await db.query(
      `WITH dated AS (
         SELECT f.id, CASE WHEN f.text IN ('#11','#12','#13','#14','#15','#16','#17','#18','#19','#20')
                           THEN $1::timestamptz
                           ELSE $1::timestamptz + (substr(f.text, 2)::int - 15) * interval '1 minute' END AS at
           FROM observability.applet_feedback f WHERE f.text LIKE '#%')
       UPDATE observability.applet_feedback f SET created_at = dated.at FROM dated WHERE f.id = dated.id`,
      [TIE],
    );
    await db.query(
      `UPDATE observability.applet_feedback_services s SET created_at = f.created_at
         FROM observability.applet_feedback f WHERE f.id = s.feedback_id`,
    );
  });

  const filter = (over: Partial<FeedbackPageFilter> = {}): FeedbackPageFilter => ({
    serviceId: SERVICE.notes,
    withHidden: false,
    reportedOnly: false,
    reportsSeenBy: [ORG],
    ...over,
  });
  const texts = (items: { text: string | null }[]) => items.map((i) => Number(i.text!.slice(1)));

  /** Every page from one end to the other, then back: the items in order, each once. */
  async function walk(order: ReadPage['order'], f = filter(), first = 20) {
    const source = feedbackPageSource(db, f);
    const pages: {
      items: { text: string | null; id: string }[];
      startCursor: string | null;
      endCursor: string | null;
    }[] = [];
    let cursor: PageKey | null = null;
    for (;;) {
      const page = await readPage(source, read({ order, cursor, first }));
      pages.push(page);
      expect(page.hasPreviousPage).toBe(pages.length > 1);
      if (!page.hasNextPage) break;
      cursor = decodeCursor(page.endCursor!);
    }
    const back: number[] = [];
    cursor = decodeCursor(pages[pages.length - 1]!.startCursor!);
    for (let i = pages.length - 2; i >= 0; i--) {
      const page = await readPage(source, read({ order, cursor, first, direction: 'previous' }));
      expect(page.items.map((x) => x.id)).toEqual(pages[i]!.items.map((x) => x.id));
      expect(page.hasPreviousPage).toBe(i > 0);
      expect(page.hasNextPage).toBe(true);
      back.unshift(...texts(page.items));
      cursor = decodeCursor(page.startCursor!);
    }
    return { pages, all: pages.flatMap((p) => texts(p.items)), back };
  }

  it('pages through 45 items newest first and back, ties split by id', async () => {
    const { pages, all, back } = await walk('created_at_desc');
    expect(pages.map((p) => p.items.length)).toEqual([20, 20, 5]);
    expect(all).toHaveLength(APPLETS);
    expect(new Set(all).size).toBe(APPLETS);
    // Newest first: 45…21, then the ten given at once, then 10…1.
    expect(all.slice(0, 25)).toEqual(Array.from({ length: 25 }, (_, i) => 45 - i));
    expect(all.slice(35)).toEqual(Array.from({ length: 10 }, (_, i) => 10 - i));
    expect(back).toEqual(all.slice(0, 40));
    expect((await readPage(feedbackPageSource(db, filter()), read())).total_count).toBe(APPLETS);
  });

  it('pages through them oldest first, the ties in the opposite order', async () => {
    const newest = (await walk('created_at_desc')).all;
    const { pages, all } = await walk('created_at_asc');
    expect(pages.map((p) => p.items.length)).toEqual([20, 20, 5]);
    expect(all).toEqual([...newest].reverse());
  });

  it('pages in small pages across the ties', async () => {
    const { all } = await walk('created_at_desc', filter(), 3);
    expect(all).toEqual((await walk('created_at_desc')).all);
  });

  it('answers an empty page for a service without feedback', async () => {
    expect(
      await readPage(feedbackPageSource(db, filter({ serviceId: uuid('20000000', 99) })), read()),
    ).toEqual({
      items: [],
      startCursor: null,
      endCursor: null,
      hasPreviousPage: false,
      hasNextPage: false,
      total_count: 0,
    });
  });

  it('leaves hidden items out except for staff, lists the reported ones, and one applet only', async () => {
    const source = feedbackPageSource(db, filter());
    const [a, b] = (await readPage(source, read({ first: 2 }))).items;
    expect(await setHidden(db, 'feedback', a!.id, true, user(3))).toBe(true);
    await reportItem(db, 'feedback', b!.id, user(2), [ORG]);
    await reportItem(db, 'feedback', b!.id, user(2), [ORG]);
    await reportItem(db, 'feedback', b!.id, user(5), []);
    expect(
      (await db.query('SELECT 1 FROM observability.feedback_reports WHERE feedback_id = $1', [b!.id])).rows,
    ).toHaveLength(2);

    const partner = await readPage(feedbackPageSource(db, filter()), read({ first: 2 }));
    expect(partner.total_count).toBe(APPLETS - 1);
    expect(partner.items.map((i) => [i.id, i.reported, i.hidden])).toEqual([
      [b!.id, true, false],
      [expect.any(String), false, false],
    ]);
    // Another organization's members do not see Acme's report.
    const other = await readPage(
      feedbackPageSource(db, filter({ reportsSeenBy: ['org-other'] })),
      read({ first: 2 }),
    );
    expect(other.items[0]).toMatchObject({ id: b!.id, reported: false });

    const staff = await readPage(
      feedbackPageSource(db, filter({ withHidden: true, reportsSeenBy: 'any' })),
      read({ first: 2 }),
    );
    expect(staff.total_count).toBe(APPLETS);
    expect(staff.items.map((i) => [i.id, i.hidden])).toEqual([
      [a!.id, true],
      [b!.id, false],
    ]);
    const reported = await readPage(
      feedbackPageSource(db, filter({ withHidden: true, reportedOnly: true, reportsSeenBy: 'any' })),
      read(),
    );
    expect(reported.items.map((i) => i.id)).toEqual([b!.id]);
    const one = await readPage(feedbackPageSource(db, filter({ appletId: applet(130) })), read());
    expect(one.items.map((i) => [i.applet_name, i.context_service_id])).toEqual([
      ['Applet 30', SERVICE.weather],
    ]);

    expect(await moderatedItem(db, 'feedback', a!.id)).toEqual({
      id: a!.id,
      service_ids: [SERVICE.notes, SERVICE.weather],
      hidden: true,
    });
    await setHidden(db, 'feedback', a!.id, false, user(3));
    expect((await readPage(feedbackPageSource(db, filter()), read())).total_count).toBe(APPLETS);
  });

  it('reads a page and its count through the indexes, not by scanning the table', async () => {
    // Enough rows of other services that the planner prefers the indexes.
    await db.query(
      `INSERT INTO observability.applet_feedback_services (feedback_id, service_id, applet_id, created_at)
       SELECT f.id, gen_random_uuid(), f.applet_id, f.created_at - n * interval '1 second'
         FROM observability.applet_feedback f, generate_series(1, 400) AS n`,
    );
    await db.query('VACUUM ANALYZE observability.applet_feedback_services');
    await db.query('VACUUM ANALYZE observability.applet_feedback');
    const cases: [Partial<FeedbackPageFilter>, string][] = [
      [{}, 'applet_feedback_services_page_idx'],
      [{ withHidden: true, reportsSeenBy: 'any' }, 'applet_feedback_services_page_idx'],
      [
        { withHidden: true, reportedOnly: true, reportsSeenBy: 'any' },
        'applet_feedback_services_reported_idx',
      ],
      [{ appletId: applet(130) }, 'applet_feedback_services_applet_idx'],
    ];
    for (const [over, index] of cases) {
      const sent: { text: string; params?: unknown[] }[] = [];
      const recording = {
        ...db,
        query: ((text: string, params?: unknown[]) => {
          sent.push({ text, params });
          return db.query(text, params);
        }) as Db['query'],
      };
      const source = feedbackPageSource(recording, filter(over));
      const first = await readPage(source, read({ first: 5 }));
      await readPage(source, read({ first: 5, cursor: decodeCursor(first.endCursor!) }));
      for (const { text, params } of sent) {
        const plan = (await db.query<Record<string, string>>(`EXPLAIN ${text}`, params)).rows
          .map((r) => Object.values(r)[0])
          .join('\n');
        // A page walks its index in order; a count may take any of the table's indexes.
        const expected = text.includes('ORDER BY') ? index : 'applet_feedback_services_';
        expect({ over, plan }).toEqual({ over, plan: expect.stringContaining(expected) });
        expect(plan).not.toContain('Seq Scan on applet_feedback_services');
      }
    }
  });
});

describe('suggestions', () => {
  const event = (n: number, over: Record<string, unknown> = {}) => ({
    id: uuid('e0000000', n),
    type: 'suggestion.sent',
    occurredAt: new Date().toISOString(),
    data: {
      suggestion_id: uuid('50000000', n),
      user_id: user(n),
      service_name: `Idea ${n}`,
      text: `Please add idea ${n}`,
      type: 'applet' as const,
      channel_id: SERVICE.daybook,
      created_at: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(),
      ...over,
    },
  });

  it('keeps one copy of each suggestion, however often it arrives, and pages them by type', async () => {
    await db.transaction((tx) => storeSuggestions(tx, [event(1), event(2), event(3, { type: 'service' })]));
    await db.transaction((tx) => storeSuggestions(tx, [event(2), event(4, { channel_id: null })]));
    const page = (type: 'applet' | 'service', order: ReadPage['order'] = 'created_at_desc') =>
      readPage(
        suggestionPageSource(db, {
          serviceId: SERVICE.daybook,
          type,
          withHidden: false,
          reportedOnly: false,
          reportsSeenBy: [ORG],
        }),
        { order, direction: 'next', cursor: null, first: 20 },
      );
    expect((await page('applet')).items.map((i) => i.service_name)).toEqual(['Idea 2', 'Idea 1']);
    expect((await page('applet', 'created_at_asc')).items.map((i) => i.service_name)).toEqual([
      'Idea 1',
      'Idea 2',
    ]);
    expect((await page('service')).items).toEqual([
      expect.objectContaining({
        service_name: 'Idea 3',
        text: 'Please add idea 3',
        type: 'service',
        user_id: user(3),
      }),
    ]);
    expect(await moderatedItem(db, 'suggestion', uuid('50000000', 4))).toMatchObject({ service_ids: [] });

    await setHidden(db, 'suggestion', uuid('50000000', 2), true, user(9));
    await reportItem(db, 'suggestion', uuid('50000000', 1), user(8), [ORG]);
    expect((await page('applet')).items.map((i) => [i.service_name, i.reported])).toEqual([['Idea 1', true]]);
  });

  const unnamed = (over: Partial<SuggestionPageFilter> = {}) =>
    suggestionPageSource(db, {
      serviceId: null,
      type: 'service',
      withHidden: true,
      reportedOnly: false,
      reportsSeenBy: 'any',
      ...over,
    });

  it('pages the suggestions that name no service apart, both ways, reported and hidden ones too', async () => {
    // 25 service suggestions naming none (5 in one instant), and one that names Daybook.
    await db.transaction((tx) =>
      storeSuggestions(tx, [
        ...Array.from({ length: 25 }, (_, i) =>
          event(100 + i, {
            type: 'service',
            channel_id: null,
            created_at: new Date(Date.UTC(2026, 1, 1, 0, i < 5 ? 0 : i)).toISOString(),
          }),
        ),
        event(200, { type: 'service' }),
      ]),
    );
    const walk = async (order: ReadPage['order'], source = unnamed()) => {
      const names: string[] = [];
      let cursor: PageKey | null = null;
      do {
        const p: Awaited<ReturnType<typeof readPage<SuggestionItemRow>>> = await readPage(source, {
          order,
          direction: 'next',
          cursor,
          first: 10,
        });
        expect(p.total_count).toBe(25);
        names.push(...p.items.map((i) => i.service_name));
        cursor = p.hasNextPage ? decodeCursor(p.endCursor!) : null;
      } while (cursor);
      return names;
    };
    const newest = await walk('created_at_desc');
    expect(new Set(newest)).toEqual(new Set(Array.from({ length: 25 }, (_, i) => `Idea ${100 + i}`)));
    expect(newest.slice(0, 2)).toEqual(['Idea 124', 'Idea 123']);
    expect(await walk('created_at_asc')).toEqual([...newest].reverse());
    // Not among a service's, nor of another type.
    expect((await readPage(unnamed({ type: 'applet' }), read())).items.map((i) => i.service_name)).toEqual([
      'Idea 4',
    ]);

    await reportItem(db, 'suggestion', uuid('50000000', 110), user(8), []);
    await setHidden(db, 'suggestion', uuid('50000000', 111), true, user(9));
    expect(
      (await readPage(unnamed({ reportedOnly: true }), read())).items.map((i) => [
        i.service_name,
        i.reported,
      ]),
    ).toEqual([['Idea 110', true]]);
    expect((await readPage(unnamed(), read({ first: 100 }))).items).toContainEqual(
      expect.objectContaining({ service_name: 'Idea 111', hidden: true }),
    );
    expect((await readPage(unnamed({ withHidden: false }), read())).total_count).toBe(24);
    expect(await moderatedItem(db, 'suggestion', uuid('50000000', 111))).toMatchObject({
      service_ids: [],
      hidden: true,
    });
  });

  it('reads pages of suggestions and their counts through their indexes, not by scanning the table', async () => {
    // Enough suggestions about other services (and some about none) that the planner prefers the indexes.
    await db.query(
      `INSERT INTO observability.suggestions (id, user_id, service_name, text, type, channel_id, created_at)
       SELECT gen_random_uuid(), gen_random_uuid(), 'Bulk ' || n, 'Text', (ARRAY['service', 'applet', 'protocol'])[1 + n % 3],
              CASE WHEN n % 50 = 0 THEN NULL ELSE gen_random_uuid() END, now() - n * interval '1 second'
         FROM generate_series(1, 20000) AS n`,
    );
    await db.query('VACUUM ANALYZE observability.suggestions');
    const cases: [Partial<SuggestionPageFilter>, string][] = [
      [{}, 'suggestions_unnamed_page_idx'],
      // Few are reported: the planner may take either index and sort those few.
      [{ reportedOnly: true }, 'suggestions_'],
      [{ serviceId: SERVICE.daybook, withHidden: false, reportsSeenBy: [ORG] }, 'suggestions_page_idx'],
    ];
    for (const [over, index] of cases) {
      const sent: { text: string; params?: unknown[] }[] = [];
      const recording = {
        ...db,
        query: ((text: string, params?: unknown[]) => {
          sent.push({ text, params });
          return db.query(text, params);
        }) as Db['query'],
      };
      const source = suggestionPageSource(recording, {
        serviceId: null,
        type: 'service',
        withHidden: true,
        reportedOnly: false,
        reportsSeenBy: 'any',
        ...over,
      });
      const first = await readPage(source, read({ first: 5 }));
      await readPage(source, read({ first: 5, cursor: decodeCursor(first.endCursor!) }));
      for (const { text, params } of sent) {
        const plan = (await db.query<Record<string, string>>(`EXPLAIN ${text}`, params)).rows
          .map((r) => Object.values(r)[0])
          .join('\n');
        // A page walks its index in order; a count may take either index.
        const expected = text.includes('ORDER BY') ? index : 'suggestions_';
        expect({ over, plan }).toEqual({ over, plan: expect.stringContaining(expected) });
        expect(plan).not.toContain('Seq Scan on suggestions');
      }
    }
  });
});
