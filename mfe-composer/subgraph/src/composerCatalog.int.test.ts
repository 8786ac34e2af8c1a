import { type RunningGateway, startTestGateway } from '@switchyard/platform-testing';

// The composer's catalog through the gateway: kept from service-config's and review's events (the
// seed announces every demo service), it offers published services to everyone and preview ones
// to their organization.
let gw: RunningGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw.stop());

const CHANNELS = `{ composerChannels(module_names: ["acme_weather", "acme_notes"]) { module_name published
  triggers { full_module_name name } actions { full_module_name } } }`;

it('offers published services to everyone and preview ones to their organization', async () => {
  const olivia = await gw.client().login('olivia');
  const mine = (await olivia.gql(CHANNELS)).data!.composerChannels;
  expect(mine.map((c: { module_name: string }) => c.module_name).sort()).toEqual([
    'acme_notes',
    'acme_weather',
  ]);
  const weather = mine.find((c: { module_name: string }) => c.module_name === 'acme_weather');
  expect(weather).toMatchObject({
    published: true,
    triggers: [{ full_module_name: 'acme_weather.severe_weather_alert', name: 'Severe weather alert' }],
    actions: [{ full_module_name: 'acme_weather.send_forecast' }],
  });
  const sol = await gw.client().login('sol');
  expect(
    (await sol.gql(CHANNELS)).data!.composerChannels.map((c: { module_name: string }) => c.module_name),
  ).toEqual(['acme_weather']);
});
