import { expect, test, type Page } from '@playwright/test';
import { apiClient, read, type ApiClient } from '../support/api';
import { createDaybookApplet } from '../support/applets';
import { unique } from '../support/demo';
import { login } from '../support/login';

/**
 * Connections, part 3 (issue 38), tried as new users would: users who enabled the demo connection
 * give feedback; its partner reads it on the connection's detail screen and switches tabs by hash;
 * reads the service's analytics and follows a slice; pins nine applets and is refused the tenth;
 * changes a service's authentication type after the warning, and the users' applets on it are gone.
 */

const DEMO = 'c0000000-0000-4000-8000-000000000001';
const DETAIL = `/connections/${DEMO}/detail`;

const COUNTS = `query($id: ID!) { appletFeedbackCounts(kind: "connection", applet_id: $id) { like dislike } }`;
const GIVE = `mutation($input: AppletFeedbackInput!) { giveAppletFeedback(input: $input) { errors { message } } }`;
const SERVICE_APPLETS = `query($m: String!) { serviceApplets(module_name: $m) { id name pinned } }`;

async function gql<T>(client: ApiClient, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await client.graphql(query, variables);
  expect(res.body.errors, res.text).toBeUndefined();
  return res.body.data as T;
}

/** A published applet of Olivia's from Daybook's trigger to its action. */
async function publishedDaybookApplet(olivia: ApiClient, name: string): Promise<string> {
  const id = await createDaybookApplet(olivia, name);
  const published = await read(
    await olivia.request.put(`/applets/${id}/status`, {
      headers: { 'X-CSRF-Token': olivia.csrf },
      data: { status: 'published' },
    }),
  );
  expect(published.status, published.text).toBe(200);
  return id;
}

async function pinRequest(olivia: ApiClient, what: 'pin' | 'unpin', appletId: string) {
  return read(
    await olivia.request.post(`/services/daybook/pinned_applets/${what}`, {
      headers: { 'X-CSRF-Token': olivia.csrf },
      data: { applet_id: appletId },
    }),
  );
}

const selectedTab = (page: Page) => page.getByRole('tab', { selected: true });

test('users give feedback on the demo connection; its partner reads it on the detail screen, tab by hash', async ({
  browser,
  playwright,
}) => {
  const olivia = await apiClient(playwright, 'olivia');
  const rey = await apiClient(playwright, 'rey');
  try {
    // Milo enabled the demo connection (demo data): a thumbs down with a reason, on its page.
    const miloApi = await apiClient(playwright, 'milo');
    await gql(miloApi, `mutation($id: ID!) { withdrawAppletFeedback(kind: "connection", applet_id: $id) }`, {
      id: DEMO,
    });
    await miloApi.dispose();
    const milo = await browser.newPage();
    await login(milo, 'milo', `/connections/${DEMO}/enable`);
    const question = milo.getByRole('region', { name: 'Does this connection work for you?' });
    await question.getByRole('button', { name: 'Thumbs down' }).click();
    await question
      .getByRole('group', { name: 'What went wrong?' })
      .getByRole('radio', { name: "Doesn't work as expected" })
      .check();
    await question.getByRole('button', { name: 'Send' }).click();
    await expect(
      question.getByText("You said it does not work for you: Doesn't work as expected"),
    ).toBeVisible();
    await milo.close();
    // Rey enabled it too: a thumbs up.
    expect(
      (
        await gql<{ giveAppletFeedback: { errors: unknown[] } }>(rey, GIVE, {
          input: { kind: 'connection', applet_id: DEMO, like: true },
        })
      ).giveAppletFeedback.errors,
    ).toEqual([]);
    const counts = (
      await gql<{ appletFeedbackCounts: { like: number; dislike: number } }>(olivia, COUNTS, { id: DEMO })
    ).appletFeedbackCounts;
    expect(counts.like).toBeGreaterThan(0);
    expect(counts.dislike).toBeGreaterThan(0);
    // A test webhook: one call made for the connection, for its API logs.
    await gql(olivia, `mutation($id: ID!) { sendTestWebhook(connection_id: $id) { delivery { status } } }`, {
      id: DEMO,
    });

    const page = await browser.newPage();
    await login(page, 'olivia', DETAIL);
    // Published, no hash: it opens on the users' feedback.
    await expect(selectedTab(page)).toHaveText('User feedback');
    const ratings = page.getByRole('region', { name: 'Ratings' });
    await expect(ratings.getByText(`${counts.like} thumbs up`)).toBeVisible();
    await expect(ratings.getByText(`${counts.dislike} thumbs down`)).toBeVisible();
    const reasons = page.getByRole('region', { name: 'Thumbs-down reasons' });
    await expect(reasons.getByText("Doesn't work as expected")).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Guide' }).first()).toBeVisible();
    // Escape hides the feedback.
    await page.keyboard.press('Escape');
    await expect(ratings).toBeHidden();

    await page.goto(`${DETAIL}#endpoints`);
    await expect(selectedTab(page)).toHaveText('Endpoints');
    await expect(page.getByRole('navigation', { name: 'On this page' })).toBeVisible();
    await page.getByRole('tab', { name: 'API logs' }).click();
    await expect(page).toHaveURL(/#logs$/);
    await expect(page.getByRole('cell', { name: /webhook/i }).first()).toBeVisible();
    await page.goBack();
    await expect(selectedTab(page)).toHaveText('Endpoints');
  } finally {
    await Promise.all([olivia.dispose(), rey.dispose()]);
  }
});

test("the partner reads Daybook's analytics and follows a slice of the donut", async ({ page }) => {
  await login(page, 'olivia', '/analytics?service=daybook');
  await expect(page.getByRole('heading', { level: 1, name: 'Daybook analytics' })).toBeVisible();
  // The demo users enabled Daybook → Acme Weather: Acme Weather is a slice.
  const slice = page.getByRole('link', { name: /^Acme Weather \d+%$/ });
  await expect(slice).toBeVisible();
  // On the ring, near its top (the box's centre may be the donut's hole).
  const box = (await slice.boundingBox())!;
  await slice.click({ position: { x: box.width / 2, y: box.height * 0.06 } });
  await expect(page).toHaveURL(/\/services\/acme_weather$/);
});

test('the partner pins nine applets, is refused the tenth, and users see the pinned ones first', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(120_000);
  const olivia = await apiClient(playwright, 'olivia');
  const made: string[] = [];
  try {
    // Nothing pinned to start with.
    for (const a of (
      await gql<{ serviceApplets: { id: string; pinned: boolean }[] }>(olivia, SERVICE_APPLETS, {
        m: 'daybook',
      })
    ).serviceApplets)
      if (a.pinned) expect((await pinRequest(olivia, 'unpin', a.id)).status).toBe(200);
    const tag = unique();
    for (let i = 1; i <= 10; i++) made.push(await publishedDaybookApplet(olivia, `Pinnable ${tag} ${i}`));

    const page = await browser.newPage();
    await login(page, 'olivia', '/connections?service=daybook');
    for (let i = 1; i <= 9; i++) {
      const pin = page.getByRole('button', { name: `Pin Pinnable ${tag} ${i}`, exact: true });
      await pin.click();
      await expect(pin).toHaveAttribute('aria-pressed', 'true');
    }
    const tenth = page.getByRole('button', { name: `Pin Pinnable ${tag} 10`, exact: true });
    await tenth.click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Only nine Applets can be pinned at a time' }),
    ).toBeVisible();
    await expect(tenth).toHaveAttribute('aria-pressed', 'false');
    // The toggles are optimistic: the nine are the server's once no toggle waits for its answer.
    await expect
      .poll(
        async () =>
          (
            await gql<{ serviceApplets: { pinned: boolean }[] }>(olivia, SERVICE_APPLETS, { m: 'daybook' })
          ).serviceApplets.filter((a) => a.pinned).length,
      )
      .toBe(9);
    // The server says the same.
    const refused = await pinRequest(olivia, 'pin', made[9]);
    expect(refused.status).toBe(422);
    expect(refused.text).toContain('Only nine Applets can be pinned at a time');

    // Users see the pinned ones first on Daybook's list of applets.
    const milo = await browser.newPage();
    await login(milo, 'milo', '/applets?service=daybook');
    const cards = milo.getByRole('listitem');
    await expect(cards.first()).toContainText(`Pinnable ${tag} 1`);
    await expect(cards.nth(8)).toContainText(`Pinnable ${tag} 9`);
    await expect(cards.nth(8)).toContainText('Pinned');
  } finally {
    for (const id of made) {
      await pinRequest(olivia, 'unpin', id);
      await olivia.request.put(`/applets/${id}/status`, {
        headers: { 'X-CSRF-Token': olivia.csrf },
        data: { status: 'archived' },
      });
    }
    await olivia.dispose();
  }
});

test("a partner changes a service's authentication type after the warning; users' applets on it are gone", async ({
  page,
  playwright,
}) => {
  test.setTimeout(120_000);
  const olivia = await apiClient(playwright, 'olivia');
  const milo = await apiClient(playwright, 'milo');
  try {
    const created = await gql<{ serviceCreate: { service: { module_name: string } } }>(
      olivia,
      'mutation($o: ID!, $n: String!) { serviceCreate(organization_id: $o, name: $n) { service { module_name } } }',
      { o: '10000000-0000-4000-8000-000000000001', n: `Sign-in ${unique()}` },
    );
    const module = created.serviceCreate.service.module_name;
    await gql(
      olivia,
      `mutation($m: String!) { triggerCreate(channel_module_name: $m, trigger_type: "protocol", name: "New photo", slug: "new_photo",
        description: "This trigger fires when you take a photo.") { errors { message } } }`,
      { m: module },
    );
    await gql(
      olivia,
      `mutation($m: String!) { actionCreate(channel_module_name: $m, name: "Upload photo", slug: "upload_photo",
        description: "This action uploads a photo.") { errors { message } } }`,
      { m: module },
    );
    // Milo (Acme) builds an applet with the new service once the composer knows its steps.
    let appletId = '';
    await expect(async () => {
      const res = await read(
        await milo.request.post('/applets', {
          headers: { 'X-CSRF-Token': milo.csrf },
          data: {
            applet: {
              name: 'Photo copier',
              description: 'Uploads each new photo again.',
              applet_trigger: { channel_module_name: module, module_name: 'new_photo', fields: [] },
              applet_actions: [{ channel_module_name: module, module_name: 'upload_photo', fields: [] }],
            },
          },
        }),
      );
      expect(res.status, res.text).toBe(201);
      appletId = (res.json as { applet: { id: string } }).applet.id;
    }).toPass({ timeout: 20_000 });
    const appletOf = async () =>
      (
        await gql<{ applet: { id: string } | null }>(milo, 'query($id: ID!) { applet(id: $id) { id } }', {
          id: appletId,
        })
      ).applet;
    expect(await appletOf()).not.toBeNull();

    await login(page, 'olivia', `/services/${module}`);
    await page.getByRole('radio', { name: 'API token' }).check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(/tokens/i);
    await expect(dialog).toContainText(/re-activate|reactivate/i);
    await expect(dialog).toContainText(/Applets/);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Service updated')).toBeVisible();

    // The composer deleted Milo's applet on it.
    await expect(async () => expect(await appletOf()).toBeNull()).toPass({ timeout: 20_000 });
  } finally {
    await Promise.all([olivia.dispose(), milo.dispose()]);
  }
});
