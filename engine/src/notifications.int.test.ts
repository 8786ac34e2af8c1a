import type { PartnerService } from '@switchyard/partner-service';
import {
  type DaybookPlatform,
  type RunningGateway,
  startDaybookPlatform,
} from '@switchyard/platform-testing';
import { daybookApplets, until } from './testing/engineApplets';

// Issue 32, finding 5: a partner's bad realtime notification (PROTOCOL.md "Realtime": `{data:[{user_id}
// | {trigger_identity}]}`, at most 1000 entries) is the partner's error, a 400 saying what is wrong,
// never our 500, and polls nothing; good ones still answer 200 and poll at once.
jest.setTimeout(120_000);

let platform: DaybookPlatform;
let partner: PartnerService;
let gw: RunningGateway;
let applets: ReturnType<typeof daybookApplets>;
let appletId: string;
let identity: string;
/** The partner's id of Ada, the user Olivia connected Daybook as (GET /user/info). */
const ADA = 'user_ada';
const KEY = 'demo-service-key';

beforeAll(async () => {
  // No scheduled polls while the test looks: only the first one and the realtime ones.
  platform = await startDaybookPlatform({ env: { POLL_INTERVAL: '3600' } });
  ({ partner, gw } = platform);
  applets = daybookApplets(gw, platform.olivia);
  appletId = await applets.create();
  const { rows } = await gw.gateway.db.query<{ identity_id: string }>(
    'SELECT identity_id FROM engine.subscriptions WHERE applet_id = $1',
    [appletId],
  );
  identity = rows[0].identity_id;
});
afterAll(async () => {
  await applets?.removeAll();
  await platform?.stop();
});

const notify = async (body: unknown, key = KEY) => {
  const res = await fetch(`${gw.base}/switchyard/v1/notifications`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'Switchyard-Service-Key': key },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as unknown };
};
const realtimePolls = () =>
  partner.state.requests.filter(
    (r) => r.path.endsWith('/triggers/new_journal_entry') && r.headers['x-switchyard-realtime'] === '1',
  ).length;

const tooLong = 'x'.repeat(201);
const BAD: [string, unknown, string][] = [
  ['an empty user_id', { data: [{ user_id: '' }] }, 'data[0].user_id must not be empty.'],
  [
    'a user_id of 201 characters',
    { data: [{ user_id: tooLong }] },
    'data[0].user_id is too long (at most 200 characters).',
  ],
  [
    'a user_id that is an object',
    { data: [{ user_id: { id: ADA } }] },
    'data[0].user_id must be text or a number.',
  ],
  ['a user_id that is true', { data: [{ user_id: true }] }, 'data[0].user_id must be text or a number.'],
  ['a user_id that is null', { data: [{ user_id: null }] }, 'data[0].user_id must be text or a number.'],
  ['a user_id that is a list', { data: [{ user_id: [ADA] }] }, 'data[0].user_id must be text or a number.'],
  [
    'an empty trigger_identity',
    { data: [{ trigger_identity: '' }] },
    'data[0].trigger_identity must not be empty.',
  ],
  [
    'a trigger_identity of 201 characters',
    { data: [{ trigger_identity: tooLong }] },
    'data[0].trigger_identity is too long (at most 200 characters).',
  ],
  [
    'a trigger_identity that is a number',
    { data: [{ trigger_identity: 7 }] },
    'data[0].trigger_identity must be text.',
  ],
  [
    'a bad entry after good ones',
    { data: [{ user_id: ADA }, { trigger_identity: 'abc' }, { user_id: '' }] },
    'data[2].user_id must not be empty.',
  ],
  [
    'a good user_id with a bad trigger_identity beside it',
    { data: [{ user_id: ADA, trigger_identity: '' }] },
    'data[0].trigger_identity must not be empty.',
  ],
  [
    'an entry that is text',
    { data: [ADA] },
    'data[0] must be an object with a user_id or a trigger_identity.',
  ],
  [
    'an entry that is null',
    { data: [null] },
    'data[0] must be an object with a user_id or a trigger_identity.',
  ],
  [
    'an entry naming neither',
    { data: [{ nobody: 1 }] },
    'data[0] names neither a user_id nor a trigger_identity.',
  ],
  ['data that is not a list', { data: { user_id: ADA } }, 'data must be a list of at most 1000 entries.'],
  ['no data', {}, 'data must be a list of at most 1000 entries.'],
  [
    '1,001 entries',
    { data: Array.from({ length: 1001 }, () => ({ user_id: ADA })) },
    'data must be a list of at most 1000 entries.',
  ],
];

describe('POST /switchyard/v1/notifications', () => {
  it.each(BAD)('answers %s with 400 and what is wrong', async (_, body, message) => {
    expect(await notify(body)).toEqual({ status: 400, body: { errors: [{ message }] } });
  });

  it('polls nothing for a refused notification', async () => {
    partner.state.requests = [];
    for (const [, body] of BAD) expect((await notify(body)).status).toBe(400);
    // A good notification after them is polled: had a refused one queued a poll, it came first.
    expect(await notify({ data: [{ trigger_identity: identity }] })).toEqual({
      status: 200,
      body: { data: { polling: 1 } },
    });
    await until(gw, 'the realtime poll', async () => realtimePolls() > 0);
    await new Promise((r) => setTimeout(r, 1000));
    expect(realtimePolls()).toBe(1);
  });

  it('still answers good notifications with 200, polling the identities they name', async () => {
    expect(await notify({ data: [{ user_id: ADA }] })).toEqual({
      status: 200,
      body: { data: { polling: 1 } },
    });
    expect(await notify({ data: [{ trigger_identity: identity }, { user_id: ADA }] })).toEqual({
      status: 200,
      body: { data: { polling: 1 } },
    });
    // Ids the platform does not know, at the limits the protocol allows: nothing to poll.
    for (const body of [
      { data: [{ user_id: 'x'.repeat(200) }] },
      { data: [{ user_id: 12345 }] },
      { data: [{ trigger_identity: 'y'.repeat(200) }] },
      { data: [{ user_id: 'someone_else', color: 'ignored' }] },
      { data: [] },
      { data: Array.from({ length: 1000 }, (_, i) => ({ user_id: `user_${i}` })) },
    ])
      expect(await notify(body)).toEqual({ status: 200, body: { data: { polling: 0 } } });
  });

  it('still refuses a bad key before reading the body', async () => {
    expect(await notify({ data: [{ user_id: '' }] }, 'not-the-key')).toEqual({
      status: 401,
      body: { errors: [{ message: 'Invalid service key.' }] },
    });
  });

  it('answers 503 (try later), not 500, when the lookup of its users cannot be made', async () => {
    // The domains' internal calls go nowhere for a moment (the service key is known from before).
    gw.gateway.setInternalUrl('http://127.0.0.1:9');
    try {
      expect(await notify({ data: [{ user_id: ADA }] })).toEqual({
        status: 503,
        body: { errors: [{ message: 'Try again in a moment.' }] },
      });
    } finally {
      gw.gateway.setInternalUrl(gw.base);
    }
    expect((await notify({ data: [{ user_id: ADA }] })).status).toBe(200);
  });
});
