import { expect, test } from '@playwright/test';
import { apiClient, disconnect, read } from '../support/api';
import { login } from '../support/login';
import { chooseStep, field } from '../support/composer';

/**
 * The applet composer (issue 13), tried as new users would: a Pro+ maker builds a whole applet; a
 * free user meets each upgrade text and the server's refusal under its field; a published applet
 * asks before an update; a non-maker starts in the minimal view; a field whose options cannot load
 * says so until the user connects Daybook through its consent page.
 */

const UUID = '[0-9a-f-]{36}';

test('a Pro+ maker builds an applet with a trigger, a query, filter code, a delay, two actions and tags', async ({
  page,
}) => {
  await login(page, 'olivia', '/my_applets/new');
  await expect(page.getByRole('heading', { name: 'Create a new Applet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Need help creating an Applet?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();

  await chooseStep(page, 'Trigger', 'Daybook', 'New journal entry');
  await page.getByRole('button', { name: 'Add query' }).click();
  await chooseStep(page, 'Query', 'Daybook', 'Search journal entries');

  await page.getByRole('button', { name: 'Add filter code' }).click();
  await page.locator('.cm-content').click();
  await page.keyboard.type(
    "if (!Daybook.searchJournalEntries.length) Daybook.createJournalEntry.skip('none');",
  );

  await page.getByRole('button', { name: 'Add delay' }).click();
  await expect(page.getByLabel('Seconds')).toHaveValue('15');
  await page.getByLabel('Minutes').selectOption({ label: '05' });

  await page.getByRole('button', { name: 'Add action' }).click();
  await chooseStep(page, 'Action', 'Daybook', 'Create journal entry');
  const title = field(page, 'Title');
  await title.getByLabel('Default value').fill('Entry: ');
  await title.getByLabel('Add ingredient').selectOption({ label: 'Daybook.newJournalEntry.Title' });
  await expect(title.getByLabel('Default value')).toHaveValue('Entry: {{Daybook.newJournalEntry.Title}}');
  await expect(title.locator('.composer-pill')).toHaveText('Daybook.newJournalEntry.Title');

  await page.getByRole('button', { name: 'Add action' }).click();
  await chooseStep(page, 'Action', 'Acme Weather', 'Send forecast', 1);

  await page.getByLabel('Title', { exact: true }).fill('Journal echo');
  await page
    .getByLabel('Description', { exact: true })
    .fill('Copies each new journal entry and sends a forecast.');
  for (const tag of ['Journaling', 'Weather']) {
    await page.getByLabel('Tags', { exact: true }).selectOption({ label: tag });
    await page.getByRole('button', { name: 'Add tag' }).click();
  }
  await expect(page.getByText('Add up to 5 tags.')).toBeVisible();

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Applet Created')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/my_applets/${UUID}$`));
  await expect(page.getByRole('heading', { name: 'Journal echo' })).toBeVisible();
  await expect(page.getByText('00:05:15')).toBeVisible();
  // The mood and the city are each user's to choose: the applet waits for them, off.
  await expect(page.getByText('Fill in With which mood?, City to turn this Applet on.')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Journal echo: off' })).toBeVisible();
  const settings = page.getByRole('region', { name: 'Your settings' });
  await settings
    .getByLabel('New journal entry: With which mood? (required)')
    .selectOption({ label: 'Happy' });
  await settings.getByLabel('Send forecast: City (required)').fill('Lisbon');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await page.getByRole('switch', { name: 'Journal echo: off' }).click();
  await expect(page.getByRole('switch', { name: 'Journal echo: on' })).toBeVisible();

  await page.locator('#sy-header').getByRole('link', { name: 'My Applets' }).click();
  const card = page.locator('.composer-card', { hasText: 'Journal echo' });
  await expect(card).toContainText('Daybook → Acme Weather');
  // Olivia never connected Daybook: the engine's first check turns the applet off and says why.
  await expect(async () => {
    await page.reload();
    await expect(card.getByRole('switch', { name: 'Journal echo: off' })).toBeVisible({ timeout: 2000 });
    await expect(card).toContainText('Connect Daybook to turn this Applet on again.', { timeout: 100 });
  }).toPass({ timeout: 30_000 });
  await card.getByRole('switch').click();
  await expect(card.getByRole('switch', { name: 'Journal echo: on' })).toBeVisible();
});

test('a free user meets each upgrade text, and the server refuses filter code under its field', async ({
  page,
}) => {
  await login(page, 'rey', '/my_applets/new');
  await expect(page.getByText('Queries are a Pro+ feature.')).toBeVisible();
  await expect(page.getByText('Delay is a Pro+ feature.')).toBeVisible();
  await expect(page.getByText('Filter code is a Pro+ feature.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add query' })).toHaveCount(0);

  await chooseStep(page, 'Trigger', 'Acme Weather', 'Severe weather alert');
  await page.getByRole('button', { name: 'Add action' }).click();
  await chooseStep(page, 'Action', 'Acme Weather', 'Send forecast');
  await expect(page.getByText('Multi-actions are a Pro feature.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add action' })).toHaveCount(0);

  // Anyone may try filter code; saving it needs Pro+.
  await page.getByRole('button', { name: 'Add filter code' }).click();
  await page.locator('.cm-content').click();
  await page.keyboard.type('AcmeWeather.sendForecast.skip();');
  await page.getByLabel('Title', { exact: true }).fill('Storm forecast');
  await page.getByLabel('Description', { exact: true }).fill('Sends a forecast when a storm is coming.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Could not create Applet. Please check your data.')).toBeVisible();
  const filter = page.locator('[data-error-anchor="/applet/filter_code"]');
  await expect(filter.locator('.sy-field__error')).toHaveText('Filter code is a Pro+ feature.');
  await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();

  // Without the filter code it saves.
  await page.getByRole('button', { name: 'Remove filter code' }).click();
  await expect(page.getByRole('dialog')).toContainText('Are you sure? This will delete your existing code.');
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Applet Created')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/my_applets/${UUID}$`));
});

test('choosing an incompatible trigger removes an action with the message; pickers offer compatible steps', async ({
  page,
}) => {
  // Acme Notes' Create note works only with triggers of Acme Weather and Lite Lamp (its allowlist).
  await login(page, 'olivia', '/my_applets/new');
  await chooseStep(page, 'Trigger', 'Acme Weather', 'Severe weather alert');
  await page.getByRole('button', { name: 'Add action' }).click();
  await chooseStep(page, 'Action', 'Acme Notes', 'Create note');

  await chooseStep(page, 'Trigger', 'Daybook', 'New journal entry');
  const message = 'Acme Notes was removed because it is not compatible with New journal entry.';
  await expect(page.getByText(message)).toBeVisible();
  await expect(page.getByLabel('Action service')).toHaveCount(0);

  await page.getByRole('button', { name: 'Add action' }).click();
  await page.getByLabel('Action service').selectOption({ label: 'Acme Notes' });
  await expect(
    page.getByLabel('Action', { exact: true }).locator('option', { hasText: 'Create note' }),
  ).toHaveCount(0);

  // Back to a compatible trigger: the message is gone.
  await chooseStep(page, 'Trigger', 'Acme Weather', 'Severe weather alert');
  await expect(page.getByText(message)).toHaveCount(0);
  await expect(
    page.getByLabel('Action', { exact: true }).locator('option', { hasText: 'Create note' }),
  ).toHaveCount(1);
});

test("choosing an action under a trigger fills in the trigger's applet defaults", async ({
  page,
  playwright,
}) => {
  // Daybook's partner sets the title applet default of "New journal entry" (the applet defaults page's call).
  const olivia = await apiClient(playwright, 'olivia');
  const saved = await olivia.request.put('/services/daybook/stencils/title', {
    headers: { 'X-CSRF-Token': olivia.csrf },
    data: {
      partner_trigger_stencil: {
        trigger_id: '40000000-0000-4000-8000-000000000102',
        value: 'Journal: {{title}}',
      },
    },
  });
  expect(saved.status()).toBe(200);
  // The composer learns it from review's event.
  await expect
    .poll(async () => {
      const res = await olivia.graphql(
        '{ composerActionDefaults(trigger: "daybook.new_journal_entry", actions: ["daybook.create_journal_entry"]) { fields { name } } }',
      );
      return JSON.stringify(res.body.data);
    })
    .toContain('title');
  await olivia.dispose();

  await login(page, 'olivia', '/my_applets/new');
  await chooseStep(page, 'Trigger', 'Daybook', 'New journal entry');
  await page.getByRole('button', { name: 'Add action' }).click();
  await chooseStep(page, 'Action', 'Daybook', 'Create journal entry');
  await expect(field(page, 'Title').getByLabel('Default value')).toHaveValue(
    'Journal: {{Daybook.newJournalEntry.Title}}',
  );
});

test('editing a published applet asks first, then saves to its published address', async ({
  page,
  playwright,
}) => {
  const olivia = await apiClient(playwright, 'olivia');
  const created = await read(
    await olivia.request.post('/applets', {
      headers: { 'X-CSRF-Token': olivia.csrf },
      data: {
        applet: {
          name: 'Forecast on alert',
          description: 'Sends a forecast for every severe weather alert.',
          applet_trigger: {
            channel_module_name: 'acme_weather',
            module_name: 'severe_weather_alert',
            fields: [],
          },
          applet_actions: [{ channel_module_name: 'acme_weather', module_name: 'send_forecast', fields: [] }],
        },
      },
    }),
  );
  expect(created.status).toBe(201);
  const id = (created.json as { applet: { id: string } }).applet.id;
  const published = await olivia.request.put(`/applets/${id}/status`, {
    headers: { 'X-CSRF-Token': olivia.csrf },
    data: { status: 'published' },
  });
  expect(published.status()).toBe(200);
  await olivia.dispose();

  await login(page, 'olivia', `/my_applets/${id}/edit`);
  await expect(page.getByRole('heading', { name: 'Edit Forecast on alert' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Need help editing this Applet?' })).toBeVisible();
  // Published: steps locked, no adding of queries or actions.
  await expect(page.getByLabel('Trigger service')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Add action' })).toHaveCount(0);
  await page.getByLabel('Description', { exact: true }).fill('Sends a forecast for every alert.');
  await page.getByRole('button', { name: 'Update' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(
    'Your Applet is published. Any alterations will be applied to all users of this Applet. Are you sure?',
  );
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Changes saved')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/applets/${id}$`));
  await expect(page.getByText('Sends a forecast for every alert.')).toBeVisible();
});

test('a non-maker starts in the minimal view: only fields that can have defaults', async ({ page }) => {
  await login(page, 'milo', '/my_applets/new');
  const toggle = page.getByLabel('Show every field and its settings');
  await expect(toggle).not.toBeChecked();
  await chooseStep(page, 'Trigger', 'Daybook', 'New photo in album');
  // The album is each user's own: not shown in the minimal view.
  await expect(field(page, 'Which album?')).toHaveCount(0);
  await toggle.check();
  await expect(field(page, 'Which album?')).toContainText('This field must be chosen by the user.');
  await expect(page.getByLabel('Primary service')).toHaveCount(0);
});

test('options that cannot load hide the field with the error, until the user connects Daybook', async ({
  page,
  playwright,
}) => {
  await disconnect(playwright, 'olivia', 'daybook');

  await login(page, 'olivia', '/my_applets/new');
  await chooseStep(page, 'Trigger', 'Daybook', 'New journal entry');
  await page.getByRole('button', { name: 'Add query' }).click();
  await chooseStep(page, 'Query', 'Daybook', 'List album photos');
  const album = field(page, 'Which album?');
  await expect(album).toContainText(
    "Sorry, we weren't able to load the options for this field. Please contact our Developer Support team if the problem persists.",
  );
  await expect(album.getByLabel('Default value')).toHaveCount(0);

  await page.getByRole('button', { name: 'Connect Daybook' }).first().click();
  await expect(page.getByRole('heading', { name: 'Connect Daybook?' })).toBeVisible();
  await page.getByRole('button', { name: 'Authorize' }).click();

  // Back in the composer with the draft as it was, and the options loaded with the user's token.
  await expect(page).toHaveURL(/\/my_applets\/new$/);
  await expect(page.getByText('Service connected')).toBeVisible();
  await expect(page.getByLabel('Trigger', { exact: true })).toHaveValue('new_journal_entry');
  const options = field(page, 'Which album?').getByLabel('Default value').locator('option');
  await expect(options.nth(1)).toBeAttached();
  await expect(field(page, 'Which album?')).not.toContainText('Sorry');

  await page.goto('/my_services');
  await expect(page.locator('.composer-connection', { hasText: 'Daybook' })).toBeVisible();
});
