import { randomUUID } from 'node:crypto';
import { checkOpinion } from '@switchyard/observability-common';
import { startTestGateway, type RunningGateway, type TestClient } from '@switchyard/platform-testing';
import { FEEDBACK_LIST_SIZE, SECTION_MESSAGES } from './connectionFeedbackRoute';
import { saveOpinion } from './feedbackStore';

// GET /connections/:id/feedback.js?section=… through the whole platform (issue 38, the connection
// detail screen's feedback tab): the demo connection's seeded opinions (milo: unexpected, rey:
// too_slow, mara: thumbs up) and more written here, read as each role.
jest.setTimeout(120_000);

const CONNECTION = 'c0000000-0000-4000-8000-000000000001'; // Daybook → Acme Weather, both Acme's
const SERVICES = ['20000000-0000-4000-8000-000000000100', '20000000-0000-4000-8000-000000000001'];
const EVIL = '<script>alert(1)</script> & "quotes"';

let gw: RunningGateway;
let olivia: TestClient; // Acme owner
let milo: TestClient; // Acme member
let rey: TestClient; // Bigco: rated the connection, owns none of its services
let sol: TestClient; // Sol Studio only
let stella: TestClient; // staff
let hiddenText: string;

beforeAll(async () => {
  gw = await startTestGateway();
  const clients: TestClient[] = [];
  for (const login of ['olivia', 'milo', 'rey', 'sol', 'stella'])
    clients.push(await gw.client().login(login));
  [olivia, milo, rey, sol, stella] = clients as [TestClient, ...TestClient[]];
  // 22 more opinions, as giving them stores them: two pages of the list. The newest one is hidden.
  const db = gw.gateway.db;
  for (let i = 0; i < 22; i++) {
    const like = i % 3 === 0;
    await saveOpinion(db, {
      userId: randomUUID(),
      appletId: CONNECTION,
      opinion: checkOpinion({
        kind: 'connection',
        like,
        opinion_code: like ? null : i % 2 ? 'unexpected' : null,
        text: i === 21 ? EVIL : `Opinion ${i}`,
      }).opinion!,
      context: { name: 'Daybook + Acme Weather', service_ids: SERVICES },
    });
  }
  hiddenText = 'Opinion 20';
  await db.query(
    `UPDATE observability.applet_feedback SET hidden = true WHERE applet_id = $1 AND text = $2`,
    [CONNECTION, hiddenText],
  );
  await db.query(
    `UPDATE observability.applet_feedback_services s SET hidden = true
       FROM observability.applet_feedback f WHERE f.id = s.feedback_id AND f.text = $1`,
    [hiddenText],
  );
});
afterAll(() => gw?.stop());

const path = (section: string, id = CONNECTION, more = '') =>
  `/connections/${id}/feedback.js?section=${section}${more}`;
async function get(client: TestClient, url: string) {
  const res = await client.request(url, { headers: { accept: '*/*' } });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    csp: res.headers.get('content-security-policy'),
    body: await res.text(),
  };
}

describe('who reads the sections', () => {
  it('answers members of an organization owning one of its services and staff, with HTML', async () => {
    for (const client of [olivia, milo, stella]) {
      for (const section of ['summary', 'reasons', 'tips', 'list']) {
        const r = await get(client, path(section));
        expect([section, r.status, r.type]).toEqual([section, 200, 'text/html; charset=utf-8']);
        expect(r.csp).toBe("default-src 'none'; style-src 'unsafe-inline'");
        expect(r.body).not.toMatch(/<script/i);
      }
    }
  });

  it('answers 404 to anybody else, 401 signed out', async () => {
    for (const client of [rey, sol]) {
      const r = await get(client, path('summary'));
      expect([r.status, r.body]).toEqual([404, SECTION_MESSAGES.notFound]);
    }
    // A connection nobody knows: the same.
    expect((await get(olivia, path('summary', 'c0000000-0000-4000-8000-0000000000ff'))).status).toBe(404);
    const signedOut = await get(gw.client(), path('summary'));
    expect([signedOut.status, signedOut.body]).toEqual([401, SECTION_MESSAGES.signedOut]);
  });

  it('answers 400 with a sentence to a malformed id, an unknown section or cursor', async () => {
    const cases = [
      [path('summary', 'not-an-id'), SECTION_MESSAGES.badId],
      [path('everything'), SECTION_MESSAGES.badSection],
      [`/connections/${CONNECTION}/feedback.js`, SECTION_MESSAGES.badSection],
      [path('list', CONNECTION, '&cursor=nope'), SECTION_MESSAGES.badCursor],
    ] as const;
    for (const [url, message] of cases) {
      const r = await get(olivia, url);
      expect([url, r.status, r.type, r.body]).toEqual([url, 400, 'text/plain; charset=utf-8', message]);
    }
  });
});

describe('the sections', () => {
  it('summary: the counts and the rating bar', async () => {
    // Seeded: 1 up, 2 down; here: 8 up (i % 3 === 0), 14 down.
    const { body } = await get(olivia, path('summary'));
    expect(body).toContain('<strong>9</strong> thumbs up');
    expect(body).toContain('<strong>16</strong> thumbs down');
    expect(body).toContain('36% positive, 64% negative (25 ratings)');
  });

  it('reasons: shares of all dislikes, rounded', async () => {
    // Down: unexpected 1 + 7 (odd i), no reason 7 (even i), others 1 (too_slow).
    const { body } = await get(olivia, path('reasons'));
    expect(body).toMatch(/expected<\/span> <span class="sy-cfb__reason-percentage">50%/);
    expect(body).toMatch(/No reason given<\/span> <span class="sy-cfb__reason-percentage">44%/);
    expect(body).toMatch(/Other reasons<\/span> <span class="sy-cfb__reason-percentage">6%/);
  });

  it("tips: from the reasons, with View Guide links to the platform's pages", async () => {
    const { body } = await get(olivia, path('tips'));
    expect(body).toContain('href="/services/daybook/endpoint_tests">View Guide</a>');
    expect(body).toContain(`href="/connections/${CONNECTION}/edit">View Guide</a>`);
  });

  it('list: 20 newest first, then the rest by the cursor; hidden ones for staff only; no e-mail', async () => {
    const first = (await get(olivia, path('list'))).body;
    const items = first.match(/<li class="sy-cfb__item/g) ?? [];
    expect(items).toHaveLength(FEEDBACK_LIST_SIZE);
    // The newest first: the escaped text of the last one written.
    expect(first.indexOf('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;')).toBeGreaterThan(
      0,
    );
    expect(first.indexOf('Opinion 21')).toBe(-1);
    expect(first).not.toContain(hiddenText);
    expect(first).not.toMatch(/@example\.com/);
    const more = /href="([^"]+)">More feedback/.exec(first)![1]!.replace(/&amp;/g, '&');
    const second = (await get(olivia, more)).body;
    // 25 opinions, one hidden: 4 more; the seeded ones among them.
    expect(second.match(/<li class="sy-cfb__item/g)).toHaveLength(4);
    expect(second).toContain('The entry arrives');
    expect(second).not.toContain('More feedback');
    // Staff see the hidden one, marked.
    const staffs = (await get(stella, path('list'))).body;
    expect(staffs).toContain(`${hiddenText}`);
    expect(staffs).toContain('Hidden from partners');
  });
});
