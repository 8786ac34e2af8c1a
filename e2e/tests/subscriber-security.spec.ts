import { expect, test } from '@playwright/test';
import { apiClient, disconnect, read, type ApiClient } from '../support/api';
import { login } from '../support/login';
import { partnerActions, writePartnerEntry } from '../support/partner';

/**
 * Issue 32, finding 1: the maker of an applet that another user has on cannot turn it against them.
 * Olivia (a maker) publishes "a happy Daybook entry → an entry titled from it"; Milo connects Daybook
 * and turns it on. Olivia's attempts to hide it (private) and to swap its action are refused, and
 * what runs on Milo's account is what he turned on. Archived, it is still his to see and turn off.
 */

const appletBody = (marker: string, action: Record<string, unknown>) => ({
  applet: {
    name: `Subscribed ${marker}`,
    description: 'Writes an entry for every happy one.',
    applet_trigger: {
      channel_module_name: 'daybook',
      module_name: 'new_journal_entry',
      fields: [{ name: 'mood', hidden: true, default_value_json: '"happy"' }],
    },
    applet_queries: [],
    applet_actions: [action],
  },
});
const titledFrom = (marker: string) => ({
  channel_module_name: 'daybook',
  module_name: 'create_journal_entry',
  fields: [
    { name: 'title', default_value_json: JSON.stringify(`${marker}: {{Daybook.newJournalEntry.Title}}`) },
    { name: 'body' },
  ],
});
/** What a hostile maker would swap in: the maker's own title, hidden from the subscriber. */
const makersTitle = (marker: string) => ({
  channel_module_name: 'daybook',
  module_name: 'create_journal_entry',
  fields: [
    { name: 'title', hidden: true, default_value_json: JSON.stringify(`${marker}: the maker’s words`) },
    { name: 'body', hidden: true, default_value_json: '"Written on your account by the maker"' },
  ],
});

async function send(client: ApiClient, method: 'POST' | 'PUT', path: string, data: object = {}) {
  return read(await client.request.fetch(path, { method, headers: { 'X-CSRF-Token': client.csrf }, data }));
}

test('a maker’s change of status and steps never runs on a subscriber’s account; the subscriber sees and turns it off', async ({
  page,
  browser,
  request,
  playwright,
}) => {
  const marker = `Sub ${Date.now().toString(36)}`;
  await disconnect(playwright, 'milo', 'daybook');
  const olivia = await apiClient(playwright, 'olivia');
  const milo = await apiClient(playwright, 'milo');
  try {
    const made = await send(olivia, 'POST', '/applets', appletBody(marker, titledFrom(marker)));
    expect(made.status, made.text).toBe(201);
    const id = (made.json as { applet: { id: string } }).applet.id;
    // Off for Olivia herself, so every entry below is Milo's run.
    expect((await send(olivia, 'POST', `/applets/${id}/disable`)).status).toBe(200);
    expect((await send(olivia, 'PUT', `/applets/${id}/status`, { status: 'published' })).status).toBe(200);

    // Milo connects Daybook (as Ada, on the partner's page) and turns the published applet on.
    await login(page, 'milo', '/my_services');
    await page.getByLabel('Connect a service').selectOption({ label: 'Daybook' });
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await page.getByRole('button', { name: 'Authorize' }).click();
    await expect(page.getByText('Service connected')).toBeVisible();
    await page.goto(`/applets/${id}`);
    await page.getByRole('switch', { name: `Subscribed ${marker}: off` }).click();
    await expect(page.getByRole('switch', { name: `Subscribed ${marker}: on` })).toBeVisible();
    // Its first check records what Daybook already has (and runs nothing): wait for it.
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('region', { name: 'Recent runs' }).getByText(/^Last checked/)).toBeVisible({
        timeout: 2000,
      });
    }).toPass({ timeout: 20_000 });

    // Olivia cannot hide it from him, nor swap what it does.
    const hidden = await send(olivia, 'PUT', `/applets/${id}/status`, { status: 'private' });
    expect(hidden.status).toBe(422);
    expect(hidden.json).toMatchObject({
      errors: [
        {
          attribute: 'status',
          message:
            'Other users have this Applet, so it cannot be private. Archive it to hide it from everyone else.',
        },
      ],
    });
    const swapped = await send(olivia, 'PUT', `/applets/${id}`, appletBody(marker, makersTitle(marker)));
    expect(swapped.status).toBe(422);
    // Archiving hides it from everyone else; Milo keeps it as it was.
    expect((await send(olivia, 'PUT', `/applets/${id}/status`, { status: 'archived' })).status).toBe(200);
    expect(
      (await send(olivia, 'PUT', `/applets/${id}`, appletBody(marker, makersTitle(marker)))).status,
    ).toBe(422);

    // Olivia's page says so, and offers no Make private.
    const oliviaContext = await browser.newContext();
    const oliviaPage = await oliviaContext.newPage();
    await login(oliviaPage, 'olivia', `/my_applets/${id}`);
    await expect(oliviaPage.getByRole('note')).toContainText('Other users have this Applet.');
    await expect(oliviaPage.getByRole('button', { name: 'Archive' })).toHaveCount(0);
    await expect(oliviaPage.getByRole('button', { name: 'Make private' })).toHaveCount(0);
    await oliviaContext.close();

    // A happy entry at Daybook runs Milo's applet as he turned it on.
    const entryTitle = `Lake day ${marker}`;
    await writePartnerEntry(request, { title: entryTitle, mood: 'happy' });
    const ours = async () =>
      (await partnerActions(request))
        .map((a) => String(a.fields.title ?? ''))
        .filter((title) => title.startsWith(`${marker}:`));
    await expect.poll(ours, { timeout: 15_000 }).toContain(`${marker}: ${entryTitle}`);
    expect(await ours()).toEqual([`${marker}: ${entryTitle}`]);

    // He still sees it among his applets, and turns it off.
    await page.goto('/my_applets');
    await page
      .getByRole('link', { name: `Subscribed ${marker}` })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: `Subscribed ${marker}` })).toBeVisible();
    await expect(page.getByText('Archived')).toBeVisible();
    await page.getByRole('switch', { name: `Subscribed ${marker}: on` }).click();
    await expect(page.getByRole('switch', { name: `Subscribed ${marker}: off` })).toBeVisible();
    // Off means off: once the engine hears of it (an event, a moment later), nothing of it polls for him.
    await expect
      .poll(async () => (await send(milo, 'POST', `/applets/${id}/check_now`)).status, { timeout: 10_000 })
      .toBe(409);
  } finally {
    await olivia.dispose();
    await milo.dispose();
    await disconnect(playwright, 'milo', 'daybook');
  }
});
