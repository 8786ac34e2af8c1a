import type { Domain } from '@switchyard/server-kit';
import { platformRedirectUris, startPartnerService, type PartnerService } from '@switchyard/partner-service';
import {
  connectDaybook,
  loadAllDomains,
  type RunningGateway,
  seedDaybookCopy,
  startTestGateway,
} from '@switchyard/platform-testing';
import { daybookApplets, until } from './testing/engineApplets';

// A partner that hangs slows only its own applets: the runs calling one service take at most
// RUN_CONCURRENCY_PER_SERVICE of the engine's run loops, and the others keep the rest. Two sample
// partners: Daybook, which answers, and a copy of it (Daybook 2, another service of Acme) that is
// made to hang; the user has connected both.
jest.setTimeout(180_000);

const ADA = 'user_ada';

let daybook: PartnerService;
let stuck: PartnerService;
let gw: RunningGateway;

beforeAll(async () => {
  daybook = await startPartnerService({ port: 0 });
  stuck = await startPartnerService({ port: 0, serviceKey: 'demo-service-key-2' });
  const gatewayEnv = {
    PARTNER_SERVICE_URL: daybook.url,
    SAFE_FETCH_ALLOW: [daybook.url, stuck.url].map((u) => new URL(u).host).join(','),
    POLL_INTERVAL: '1',
    RUN_CONCURRENCY: '4',
    RUN_CONCURRENCY_PER_SERVICE: '2',
    ENGINE_RETRY_DELAY: '1',
  };
  const domains: Domain[] = (await loadAllDomains()).map((d) =>
    d.name === 'service_config'
      ? {
          ...d,
          async seed(deps, demo) {
            await d.seed!(deps, demo);
            await seedDaybookCopy(deps, { n: 2, url: stuck.url });
          },
        }
      : d,
  );
  gw = await startTestGateway({}, { domains, env: gatewayEnv });
  for (const p of [daybook, stuck]) p.registerRedirectUris(...platformRedirectUris(gw.base));
});

afterAll(async () => {
  await gw?.stop();
  await daybook?.close();
  await stuck?.close();
});

const photos = (partner: PartnerService) =>
  partner.state.actionRuns.filter((a) => a.slug === 'add_photo_to_album').map((a) => a.fields.caption);
const actionsInFlight = (partner: PartnerService) =>
  [...partner.state.inFlight].filter((r) => r.path.endsWith('/actions/add_photo_to_album')).length;

it('runs the applets of a partner that answers while another partner hangs', async () => {
  const olivia = await gw.client().login('olivia');
  await connectDaybook(olivia, gw.base);
  await connectDaybook(olivia, gw.base, 'daybook_2');
  const applets = daybookApplets(gw, olivia);
  // Four applets whose action is Daybook 2's (one lane each: enough to fill every loop), and one
  // whose action is Daybook's; all on Daybook's trigger.
  const stuckApplets = [];
  for (let i = 0; i < 4; i++) stuckApplets.push(await applets.create({}, { actionService: 'daybook_2' }));
  const healthy = await applets.create();

  stuck.setMode(['slow'], { delayMs: 60_000 });
  for (let i = 1; i <= 5; i++) daybook.state.addEntry(ADA, { title: `Entry ${i}`, body: '', mood: 'calm' });

  let most = 0;
  await until(gw, 'Daybook 2 hanging on two actions', async () => actionsInFlight(stuck) >= 2);
  const since = Date.now();
  await until(gw, "the healthy applet's five photos", async () => {
    most = Math.max(most, actionsInFlight(stuck));
    return photos(daybook).length >= 5;
  });
  // Well within the 10 s a hanging call is given: the healthy runs did not wait for a free loop.
  expect(Date.now() - since).toBeLessThan(8000);
  expect(photos(daybook)).toEqual(['Entry 1', 'Entry 2', 'Entry 3', 'Entry 4', 'Entry 5']);
  // Two, never more: loops that fetch at the same moment cannot both take the group's last slot.
  expect(most).toBe(2);
  expect(photos(stuck)).toEqual([]);

  stuck.setMode([]);
  for (const id of [...stuckApplets, healthy]) await applets.remove(id);
});
