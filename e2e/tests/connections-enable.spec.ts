/**
 * Issue 36, connections part 2, tried as a user would: Milo opens the demo connection's page
 * (Daybook + Acme Weather), connects Daybook on the way (as Ada, on the partner's consent page),
 * turns on "Keep entry covers in an album", picks an album from Daybook's own list and enables it.
 * An entry written at Daybook runs the feature's action there, the run shows on the page within
 * 10 s, and Daybook receives the signed trigger_subscription/fired webhook. Then Daybook's backend
 * (its control API) calls the Connect API for Ada, and the call is in Daybook's transaction logs.
 */
import { expect, test } from '@playwright/test';
import { apiClient, disconnect } from '../support/api';
import { login } from '../support/login';
import { PARTNER_URL, partnerActions, writePartnerEntry } from '../support/partner';

const CONNECTION = 'c0000000-0000-4000-8000-000000000001';
const CONTROL_HEADERS = { 'Switchyard-Service-Key': 'demo-service-key' };
const FEATURE = 'Keep entry covers in an album';

interface Webhook {
  verified: boolean;
  body: { data?: { user_id?: string; connection_id?: string; trigger_id?: string } };
}

test('a user enables the demo connection, an entry at Daybook runs it, the partner calls the Connect API', async ({
  page,
  request,
  playwright,
}) => {
  test.setTimeout(120_000);
  // Start from scratch: not connected to Daybook, the connection off (a retry finds the first try's).
  await disconnect(playwright, 'milo', 'daybook');
  const milo = await apiClient(playwright, 'milo');
  await milo.graphql('mutation($id: ID!) { disableConnection(connection_id: $id) { errors { message } } }', {
    id: CONNECTION,
  });
  await milo.dispose();

  await login(page, 'milo', `/connections/${CONNECTION}/enable`);
  await expect(page.getByRole('heading', { level: 1, name: 'Daybook + Acme Weather' })).toBeVisible();
  const feature = page.getByRole('region', { name: FEATURE });
  await feature.getByRole('switch', { name: `Turn on ${FEATURE}` }).click();

  // Daybook serves the album list per user, so the page asks Milo to connect it first.
  await page.getByRole('button', { name: 'Connect Daybook' }).click();
  await expect(page.getByRole('heading', { name: 'Connect Daybook?' })).toBeVisible();
  await page.getByRole('button', { name: 'Authorize' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Daybook + Acme Weather' })).toBeVisible();
  const daybook = page
    .getByRole('region', { name: 'Your accounts' })
    .getByRole('listitem')
    .filter({ hasText: 'Daybook' });
  await expect(daybook).toContainText('Connected');

  // The switch survived the trip to the consent page; the albums are Daybook's.
  await expect(feature.getByRole('switch', { name: `Turn on ${FEATURE}` })).toBeChecked();
  const album = feature.getByRole('combobox', { name: /Which album\?/ });
  await expect(album.locator('option', { hasText: 'Family' })).toBeAttached({ timeout: 10_000 });
  await album.selectOption({ label: 'Family' });
  await page.getByRole('button', { name: 'Enable' }).click();
  await expect(page.getByText('Your journal now follows the weather.')).toBeVisible();
  await expect(page.getByRole('link', { name: /Go to Daybook/ })).toHaveAttribute(
    'href',
    'https://daybook.example/weather',
  );

  // The first check records what Daybook has and runs nothing; then an entry arrives.
  const runs = feature.getByRole('region', { name: 'Recent runs' });
  await expect(runs.getByText(/^Last checked/)).toBeVisible({ timeout: 15_000 });
  const webhooksBefore = (
    (await (await request.get(`${PARTNER_URL}/_control/webhooks`, { headers: CONTROL_HEADERS })).json()) as {
      data: Webhook[];
    }
  ).data.length;
  const title = `Cover day ${Date.now().toString(36)}`;
  await writePartnerEntry(request, { title, mood: 'happy' });
  const started = Date.now();
  await expect(runs.locator('.cn-run__status').first()).toHaveText('Ran', { timeout: 10_000 });
  expect(Date.now() - started).toBeLessThan(10_000);

  // At Daybook: the photo was added to the chosen album once, captioned with the entry's title.
  const added = async () =>
    (await partnerActions(request)).filter(
      (a) => a.slug === 'add_photo_to_album' && a.fields.caption === title,
    );
  await expect.poll(async () => (await added()).length, { timeout: 5_000 }).toBe(1);
  expect((await added())[0].fields.album).toBe('album_family');

  // …and the trigger_subscription/fired webhook, signed with its key (Daybook verified it).
  await expect
    .poll(
      async () => {
        const res = await request.get(`${PARTNER_URL}/_control/webhooks`, { headers: CONTROL_HEADERS });
        const hooks = ((await res.json()) as { data: Webhook[] }).data.slice(webhooksBefore);
        return hooks.filter(
          (h) =>
            h.verified &&
            h.body.data?.connection_id === CONNECTION &&
            h.body.data?.trigger_id === 'daybook.new_journal_entry',
        ).length;
      },
      { timeout: 10_000 },
    )
    .toBeGreaterThanOrEqual(1);

  // Daybook's backend runs an action for Ada through the Connect API.
  const call = await request.post(`${PARTNER_URL}/_control/connect_api`, {
    headers: CONTROL_HEADERS,
    data: {
      connection_id: CONNECTION,
      user_id: 'user_ada',
      type: 'action',
      module: 'daybook.create_journal_entry',
      fields: { title: `From the Connect API ${title}`, body: 'Sent by Daybook itself.' },
      request_id: `e2e-${title}`,
    },
  });
  expect(call.status(), await call.text()).toBe(200);
  const answer = ((await call.json()) as { data: { status: number; answer: unknown } }).data;
  expect(answer.status, JSON.stringify(answer.answer)).toBe(200);

  // The call is in Daybook's transaction logs (type connect_api), which its partner reads.
  const olivia = await apiClient(playwright, 'olivia');
  await expect
    .poll(
      async () => {
        const res = await olivia.graphql(
          `query { transactionLogs(module_name: "daybook", request_type: "connect_api", per_page: 20) {
            data { type request_url response_status } } }`,
        );
        const logs = (res.body.data?.transactionLogs as { data: { request_url: string }[] } | undefined)
          ?.data;
        return (logs ?? []).some((l) => l.request_url.includes('/actions/create_journal_entry'));
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  await olivia.dispose();
});
