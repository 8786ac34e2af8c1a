import type { PartnerService } from '@switchyard/partner-service';
import {
  type DaybookPlatform,
  type RunningGateway,
  startDaybookPlatform,
  type TestClient,
} from '@switchyard/platform-testing';
import { daybookApplets, until } from './testing/engineApplets';

// Users' time zones (issue 40.3) against the sample partner: once Olivia chose Europe/Paris, every call
// the engine makes for her carries it (PROTOCOL.md `user.timezone`), and her filter code reads Meta's
// times on a Paris clock. A delayed run's actions carry her zone as it is when they run.
jest.setTimeout(120_000);

let platform: DaybookPlatform;
let partner: PartnerService;
let gw: RunningGateway;
let olivia: TestClient;
let applets: ReturnType<typeof daybookApplets>;
const ADA = 'user_ada';
const SET = `mutation($tz: String!) { updateMyTimezone(timezone: $tz) { errors { attribute message } } }`;

beforeAll(async () => {
  platform = await startDaybookPlatform({ env: { POLL_INTERVAL: '1' } });
  ({ partner, gw, olivia } = platform);
  applets = daybookApplets(gw, olivia);
});
afterEach(() => applets.removeAll());
afterAll(() => platform?.stop());

/** Olivia's zone, set through the gateway and seen by the engine. */
async function chooseZone(timezone: string) {
  const answer = await olivia.gql(SET, { tz: timezone });
  expect(answer.data!.updateMyTimezone.errors).toEqual([]);
  await until(gw, `the engine to hear of ${timezone}`, async () => {
    const { rows } = await gw.gateway.db.query<{ timezone: string }>(
      `SELECT e.timezone FROM engine.user_timezones e JOIN identity.users u ON u.id = e.user_id
        WHERE u.login = 'olivia'`,
    );
    return rows[0]?.timezone === timezone;
  });
}

/** The `user` of each call the partner received since `from`, by protocol path. */
const usersSent = (from: number, kind: 'triggers' | 'queries' | 'actions') =>
  partner.state.requests
    .slice(from)
    .filter((r) => r.path.includes(`/${kind}/`) && r.method === 'POST')
    .map((r) => (r.body as { user?: unknown }).user);

const captions = () =>
  partner.state.actionRuns
    .filter((a) => a.slug === 'add_photo_to_album')
    .map((a) => String(a.fields.caption));

const parisHour = (d: Date) =>
  Number(
    new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Paris', hour: 'numeric', hourCycle: 'h23' }).format(
      d,
    ),
  );

it("sends the user's zone in trigger, query and action calls, and filter code reads the Paris clock", async () => {
  await chooseZone('Europe/Paris');
  const from = partner.state.requests.length;
  const id = await applets.create({
    applet_queries: [
      {
        channel_module_name: 'daybook',
        module_name: 'search_journal_entries',
        fields: [{ name: 'mood', default_value_json: '"any"' }],
      },
    ],
    filter_code:
      'Daybook.addPhotoToAlbum.setCaption(Meta.timezone + " " + Meta.currentUserTime.getHours() + " " + Meta.currentUserTime.getTimezoneOffset() + " " + Meta.currentUserTime.toISOString());',
  });
  partner.state.addEntry(ADA, { title: 'Bonjour', body: '', mood: 'calm' });
  const caption = await until(gw, 'the action', async () =>
    captions().find((c) => c.startsWith('Europe/Paris')),
  );

  // The hour the code read is Paris's hour at the instant it read (the instant is in the caption too).
  const [zone, hour, offset, iso] = caption.split(' ');
  expect(zone).toBe('Europe/Paris');
  expect(Number(hour)).toBe(parisHour(new Date(iso)));
  const parisOffset = -Math.round(
    (Date.parse(new Date(iso).toLocaleString('en-US', { timeZone: 'Europe/Paris' })) -
      Date.parse(new Date(iso).toLocaleString('en-US', { timeZone: 'UTC' }))) /
      60_000,
  );
  expect(Number(offset)).toBe(parisOffset);

  const paris = { timezone: 'Europe/Paris' };
  for (const kind of ['triggers', 'queries', 'actions'] as const) {
    const sent = usersSent(from, kind);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((u) => JSON.stringify(u) === JSON.stringify(paris))).toBe(true);
  }
  await applets.remove(id);
  partner.state.actionRuns = [];
});

it("calls a delayed run's actions with the user's zone as it is when they run", async () => {
  await chooseZone('Europe/Paris');
  const id = await applets.create({ default_delay: 15 });
  partner.state.addEntry(ADA, { title: 'Later', body: '', mood: 'calm' });
  await until(gw, 'the run to wait', async () => {
    const { rows } = await gw.gateway.db.query(
      "SELECT 1 FROM engine.runs WHERE applet_id = $1 AND resume_at IS NOT NULL AND status <> 'succeeded'",
      [id],
    );
    return rows.length > 0;
  });
  const from = partner.state.requests.length;
  await chooseZone('Asia/Tokyo');
  await until(gw, 'the delayed action', async () => captions().includes('Later'), 60_000);
  expect(usersSent(from, 'actions')).toEqual([{ timezone: 'Asia/Tokyo' }]);
  await applets.remove(id);
  partner.state.actionRuns = [];
});
