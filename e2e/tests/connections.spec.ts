/**
 * Issue 35, connections part 1 (spec/connections.md#connection-start-screen,
 * spec/connections.md#connection-createeditpublish-screen): Olivia, a partner, starts a connection
 * from her service through the start screen, builds it in the editor meeting each validation message
 * on the way, uploads a cover of the right size after wrong ones, creates it, comes back, saves
 * without publishing and publishes it; Sol, of another organization, cannot open it.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiClient, read, type ApiClient } from '../support/api';
import { unique } from '../support/demo';
import { png } from '../support/images';
import { login } from '../support/login';

const nav = (page: Page) => page.locator('#sy-header').getByRole('navigation', { name: 'Your pages' });

interface Step {
  name: string;
  module_name: string;
}
interface ChannelSteps {
  name: string;
  module_name: string;
  triggers: Step[];
  actions: Step[];
}

const CONNECTION_QUERY = `query($id: ID!) {
  connection(id: $id) {
    id name description published sm_background_image_url background_image_url_1x
    channels { module_name }
    applet_configurations {
      name title
      triggers { module_name channel_module_name }
      actions { module_name channel_module_name }
      customFields { name label fieldUiType required defaultValue options { label value } }
    }
  }
}`;

/**
 * The owner service and the service to connect it to: Daybook and a connect_enabled service it has
 * no connection to yet, or (when an earlier try on this database used them up) Acme Weather. `taken`
 * is a service the owner already has a connection to (the API makes one when there is none).
 */
async function choosePair(olivia: ApiClient) {
  for (const owner of ['daybook', 'acme_weather']) {
    const res = await olivia.graphql(
      `query($owner: String!) {
        connectableServices(owner_module_name: $owner) { module_name name }
        serviceConnections(module_name: $owner) { archived channels { module_name } }
      }`,
      { owner },
    );
    expect(res.body.errors, res.text).toBeUndefined();
    const data = res.body.data as {
      connectableServices: { module_name: string; name: string }[];
      serviceConnections: { archived: boolean; channels: { module_name: string }[] }[];
    };
    const used = new Set(
      data.serviceConnections.filter((c) => !c.archived).flatMap((c) => c.channels.map((s) => s.module_name)),
    );
    let free = data.connectableServices.filter((s) => !used.has(s.module_name));
    let taken = data.connectableServices.find((s) => used.has(s.module_name));
    if (free.length >= 2 && !taken) {
      // A connection to stand in the way on the start screen (an earlier try's setup).
      const blocker = free.find((s) => s.module_name !== 'lite_lamp')!;
      const made = await olivia.graphql(
        `mutation($input: UpdateConnectionInput!) { updateConnection(input: $input) { applet { id } errors { message } } }`,
        {
          input: {
            id: 'new',
            owner_module_name: owner,
            connected_channel_module_names: [blocker.module_name],
            name: `E2E blocker ${unique()}`,
            applet_configurations: [],
          },
        },
      );
      expect(made.body.errors, made.text).toBeUndefined();
      taken = blocker;
      free = free.filter((s) => s !== blocker);
    }
    if (!free.length || !taken) continue;
    const target = free.find((s) => s.module_name === 'lite_lamp') ?? free[0];
    const channels = await olivia.graphql(
      `query($names: [String!]!) {
        connectionChannels(module_names: $names) {
          name module_name triggers { name module_name } actions { name module_name }
        }
      }`,
      { names: [owner, target.module_name] },
    );
    expect(channels.body.errors, channels.text).toBeUndefined();
    const services = (channels.body.data as { connectionChannels: ChannelSteps[] }).connectionChannels;
    const ordered = [owner, target.module_name].map((m) => services.find((s) => s.module_name === m)!);
    const trigger = ordered.flatMap((s) => s.triggers)[0];
    const action = ordered.flatMap((s) => s.actions)[0];
    expect(trigger, 'a trigger to add').toBeDefined();
    expect(action, 'an action to add').toBeDefined();
    return { owner: ordered[0], target, taken, trigger, action };
  }
  throw new Error('No owner service of olivia has a connect_enabled service left to connect to');
}

/** The feature card of a title in the editor's Features section. */
const featureCard = (page: Page, title: string): Locator =>
  page.locator('li.cx-feature', { has: page.locator('.cx-disclosure').getByText(title, { exact: true }) });

/**
 * Holds the editor's dry runs until `release()`, so the test sees the status while it is asked.
 * Other GraphQL requests pass untouched.
 */
async function holdDryRuns(page: Page) {
  let release!: () => void;
  let held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    if (route.request().postData()?.includes('"dry_run":true')) await held;
    await route.continue();
  });
  return {
    release: () => {
      release();
      held = new Promise<void>((resolve) => (release = resolve));
    },
  };
}

test.describe('connections', () => {
  let olivia: ApiClient;

  test.beforeAll(async ({ playwright }) => {
    olivia = await apiClient(playwright, 'olivia');
  });

  test.afterAll(async () => {
    await olivia.dispose();
  });

  test('a partner builds a connection, uploads a cover, saves, publishes; another organization cannot open it', async ({
    page,
    browser,
    playwright,
  }) => {
    test.setTimeout(120_000);
    const { owner, target, taken, trigger, action } = await choosePair(olivia);
    const title = `E2E ${target.name} journal ${unique()}`;

    // 1. The list, from the header, and the start screen.
    await login(page, 'olivia');
    await nav(page).getByRole('link', { name: 'Connections' }).click();
    await expect(page).toHaveURL('/connections');
    await expect(page.getByRole('heading', { level: 1, name: 'Connections' })).toBeVisible();
    const daybook = page.getByRole('region', { name: 'Daybook', exact: true });
    const daybookList = daybook.getByRole('list', { name: 'Connections of Daybook' });
    await expect(daybookList.getByRole('link', { name: 'Daybook + Acme Weather' }).first()).toBeVisible();
    await expect(
      daybookList.getByRole('listitem').filter({ hasText: 'Daybook + Acme Weather' }).getByText('Published'),
    ).toBeVisible();
    await expect(
      daybookList.getByRole('listitem').filter({ hasText: 'Daybook + Acme Tasks' }).getByText('Draft'),
    ).toBeVisible();

    await page
      .getByRole('region', { name: owner.name, exact: true })
      .getByRole('link', { name: `New connection from ${owner.name}` })
      .first()
      .click();
    await expect(page).toHaveURL(`/connections/new/${owner.module_name}`);
    await expect(page.getByRole('heading', { level: 1, name: 'New connection' })).toBeVisible();
    const search = page.getByRole('combobox', { name: 'Service to connect to' });
    const continueButton = page.getByRole('button', { name: 'Continue' });
    await expect(continueButton).toBeDisabled();

    await search.fill(taken.name.slice(0, 6).toLowerCase());
    await page.getByRole('option', { name: taken.name }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: "There's an existing connection to the selected service" }),
    ).toBeVisible();
    await expect(continueButton).toBeDisabled();

    await page.getByRole('button', { name: 'Suggest a new service' }).click();
    const suggest = page.getByRole('dialog', { name: 'Suggest a new service' });
    await suggest.getByRole('button', { name: 'Send suggestion' }).click();
    await expect(suggest.getByText('Please describe your suggestion').first()).toBeVisible();
    await suggest.getByLabel('Service name').fill('Lumen Blinds');
    await suggest.getByLabel('Your suggestion').fill('Open the blinds when a severe weather alert ends.');
    await suggest.getByRole('button', { name: 'Send suggestion' }).click();
    const thanks = page.getByRole('dialog', { name: 'Thank you for your suggestion' });
    await expect(thanks).toBeVisible();
    await thanks.getByRole('button', { name: 'Done' }).click();
    await expect(thanks).toBeHidden();

    await search.fill(target.name.slice(0, 4));
    await page.getByRole('option', { name: target.name }).click();
    await expect(search).toHaveValue(target.name);
    await expect(page.getByText("There's an existing connection to the selected service")).toBeHidden();
    await expect(continueButton).toBeEnabled();
    await continueButton.click();
    await expect(page).toHaveURL(
      `/connections/new/${owner.module_name}/configure?selected_service=${target.module_name}`,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'New connection' })).toBeVisible();

    // 2. The editor's messages on the way: the requirements, the feature title, steps, a dropdown.
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Could not create connection — missing requirement' }),
    ).toBeVisible();
    await expect(page.getByText("Title can't be blank")).toBeVisible();

    const newFeature = page.getByLabel('New feature title');
    await newFeature.fill('Tiny');
    await page.getByRole('button', { name: 'Add feature' }).click();
    await expect(page.getByText('Feature titles must be at least 5 characters')).toBeVisible();
    await expect(featureCard(page, 'Tiny')).toHaveCount(0);

    const dryRuns = await holdDryRuns(page);
    await newFeature.fill('Journal alerts');
    await page.getByRole('button', { name: 'Add feature' }).click();
    await expect(page.getByText('Feature titles must be at least 5 characters')).toBeHidden();
    await page.getByRole('button', { name: 'Feature Settings: Journal alerts' }).click();
    let settings = page.getByRole('dialog', { name: 'Feature Settings' });
    await expect(settings).toBeVisible();
    const addTrigger = settings.getByLabel('Add a trigger');
    await addTrigger.selectOption({ label: trigger.name });
    await settings.getByRole('button', { name: 'Add trigger' }).click();
    await expect(settings.getByRole('button', { name: `Remove ${trigger.name}` })).toBeVisible();
    await addTrigger.selectOption({ label: trigger.name });
    await settings.getByRole('button', { name: 'Add trigger' }).click();
    await expect(
      settings.getByText(
        `${trigger.name} is already selected. We currently support only one configuration of each unique trigger per feature`,
      ),
    ).toBeVisible();
    await expect(settings.getByRole('button', { name: `Remove ${trigger.name}` })).toHaveCount(1);

    await settings.getByRole('button', { name: 'Add custom field' }).click();
    let field = settings.getByRole('group', { name: 'Custom field 1' });
    await field.getByLabel('Type').selectOption({ label: 'Dropdown field' });
    await expect(field.getByText('Populator requires at least two options')).toBeVisible();
    const key = field.getByLabel('Key name');
    await key.fill('moo');
    await expect(field.getByText('Key names must be at least 4 characters')).toBeVisible();
    await key.fill('Entry Mood');
    await expect(
      field.getByText('Key names can only contain lowercase letters, numbers, hyphens and underscores'),
    ).toBeVisible();
    await key.fill('entry_mood_e2e');
    await expect(field.getByText('Key names must be at least 4 characters')).toBeHidden();
    await expect(
      field.getByText('Key names can only contain lowercase letters, numbers, hyphens and underscores'),
    ).toBeHidden();
    await field.getByLabel('Label', { exact: true }).fill('Your mood');
    // The group is named by its label once it has one.
    field = settings.getByRole('group', { name: 'Your mood' });
    await field.getByRole('button', { name: 'Add option' }).click();
    await field.getByLabel('Option 1 label').fill('Sunny');
    await expect(field.getByText('Options need to have both a label and value')).toBeVisible();
    await field.getByLabel('Option 1 value').fill('sunny');
    await expect(field.getByText('Options need to have both a label and value')).toBeHidden();
    await field.getByRole('button', { name: 'Add option' }).click();
    await field.getByLabel('Option 2 label').fill('Sunny');
    await field.getByLabel('Option 2 value').fill('sunny');
    await expect(field.getByText('Names need to be unique')).toBeVisible();
    await expect(field.getByText('Values need to be unique')).toBeVisible();
    await field.getByLabel('Option 2 label').fill('Stormy');
    await field.getByLabel('Option 2 value').fill('stormy');
    await expect(field.getByText('Names need to be unique')).toBeHidden();
    await expect(field.getByText('Values need to be unique')).toBeHidden();
    await expect(field.getByText('Populator requires at least two options')).toBeHidden();
    await field.getByLabel('Default option').selectOption({ label: 'Stormy' });
    await settings.getByRole('button', { name: 'Save and close' }).click();
    await expect(settings).toBeHidden();
    const first = featureCard(page, 'Journal alerts');
    await expect(first.locator('.cx-status')).toHaveText('Status: Validating…');
    dryRuns.release();
    await expect(first.locator('.cx-status')).toHaveText('Status: Valid');

    await newFeature.fill('Photo memories');
    await page.getByRole('button', { name: 'Add feature' }).click();
    await page.getByRole('button', { name: 'Feature Settings: Photo memories' }).click();
    settings = page.getByRole('dialog', { name: 'Feature Settings' });
    await settings.getByLabel('Add an action').selectOption({ label: action.name });
    await settings.getByRole('button', { name: 'Add action' }).click();
    await expect(settings.getByRole('button', { name: `Remove ${action.name}` })).toBeVisible();
    await settings.getByRole('button', { name: 'Save and close' }).click();
    const second = featureCard(page, 'Photo memories');
    await expect(second.locator('.cx-status')).toHaveText('Status: Validating…');
    dryRuns.release();
    await expect(second.locator('.cx-status')).toHaveText('Status: Valid');
    await page.unroute('**/graphql');

    // 3. The cover: a wrong size, not an image, then the right size.
    const cover = page.getByLabel('Cover image', { exact: true });
    await cover.setInputFiles({
      name: 'small.png',
      mimeType: 'image/png',
      buffer: png(30, 90, 200, 100, 50),
    });
    await expect(page.getByText('Your image must be 4320px x 2160px')).toBeVisible();
    await cover.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    });
    await expect(page.getByText('Your image must be a PNG or JPEG')).toBeVisible();
    await cover.setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: png(30, 90, 200, 4320, 2160),
    });
    const thumbnail = page.getByRole('img', { name: 'Cover image thumbnail' });
    await expect(thumbnail).toBeVisible({ timeout: 20_000 });
    await expect(thumbnail).toHaveAttribute('src', /^\/connections\/covers\/[0-9a-f]{32}_thumb$/);
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(720);
    await expect(page.getByText(/Your image must be/)).toHaveCount(0);

    // 4. Create: a new connection is created unpublished and shown as its users will see it.
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Description', { exact: true }).fill('Severe weather alerts in your journal.');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Changes saved' })).toBeVisible();
    await expect(page).toHaveURL(/\/connections\/[0-9a-f-]{36}$/);
    const id = /\/connections\/([0-9a-f-]{36})$/.exec(page.url())![1];
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('.cn-badge')).toHaveText('Draft');
    await expect(page.getByRole('heading', { level: 3, name: /^Journal alerts/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: /^Photo memories/ })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Steps of Journal alerts' })).toContainText(trigger.name);
    await expect(page.getByRole('list', { name: 'Steps of Photo memories' })).toContainText(action.name);
    const previewCover = page.locator('.cn-cover img');
    await expect(previewCover).toHaveAttribute('src', /^\/connections\/covers\/[0-9a-f]{32}(_thumb)?$/);
    await expect
      .poll(() => previewCover.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    // 5. Back to edit: the unsaved-changes warning, an update, a save without publishing, publish.
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit connection' })).toBeVisible();
    const titleInput = page.getByLabel('Title', { exact: true });
    await expect(titleInput).toHaveValue(title);
    await titleInput.fill(`${title} v2`);
    await nav(page).getByRole('link', { name: 'Connections' }).click();
    const warning = page.getByRole('dialog').filter({
      hasText: 'You have unsaved changes. Do you want to leave this page and discard your changes?',
    });
    await expect(warning).toBeVisible();
    await warning.getByRole('button', { name: 'No' }).click();
    await expect(warning).toBeHidden();
    await expect(page).toHaveURL(`/connections/${id}/edit`);
    await expect(titleInput).toHaveValue(`${title} v2`);
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Changes saved' })).toBeVisible();
    await expect(page).toHaveURL(`/connections/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: `${title} v2` })).toBeVisible();
    await expect(page.locator('.cn-badge')).toHaveText('Draft');

    await page.getByRole('link', { name: 'Publish', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Publish connection' })).toBeVisible();
    await page
      .getByLabel('Description', { exact: true })
      .fill('Severe weather alerts, written down for you.');
    await page.getByRole('button', { name: 'Save without publishing' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Changes saved' })).toBeVisible();
    await expect(page).toHaveURL(`/connections/${id}`);
    await expect(page.getByText('Severe weather alerts, written down for you.')).toBeVisible();
    await expect(page.locator('.cn-badge')).toHaveText('Draft');

    await page.getByRole('link', { name: 'Publish', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Publish connection' })).toBeVisible();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Changes saved' })).toBeVisible();
    await expect(page).toHaveURL(`/connections/${id}`);
    await expect(page.locator('.cn-badge')).toHaveText('Published');
    await expect(page.getByRole('link', { name: 'Publish', exact: true })).toHaveCount(0);

    await nav(page).getByRole('link', { name: 'Connections' }).click();
    await expect(page).toHaveURL('/connections');
    const item = page
      .getByRole('list', { name: `Connections of ${owner.name}` })
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: `${title} v2`, exact: true }) });
    await expect(item.locator('.cn-badge')).toHaveText('Published');
    await expect(item).toContainText(`with ${target.name}`);

    // What the server stored.
    const stored = await olivia.graphql(CONNECTION_QUERY, { id });
    expect(stored.body.errors, stored.text).toBeUndefined();
    const saved = (stored.body.data as { connection: Record<string, unknown> }).connection;
    expect(saved).toMatchObject({
      id,
      name: `${title} v2`,
      description: 'Severe weather alerts, written down for you.',
      published: true,
      channels: [{ module_name: target.module_name }],
      sm_background_image_url: expect.stringMatching(/^\/connections\/covers\/[0-9a-f]{32}_thumb$/),
      background_image_url_1x: expect.stringMatching(/^\/connections\/covers\/[0-9a-f]{32}$/),
      applet_configurations: [
        {
          name: 'journal_alerts',
          title: 'Journal alerts',
          triggers: [{ module_name: trigger.module_name }],
          actions: [],
          customFields: [
            {
              name: 'entry_mood_e2e',
              label: 'Your mood',
              fieldUiType: 'collection_select',
              required: false,
              defaultValue: 'stormy',
              options: [
                { label: 'Sunny', value: 'sunny' },
                { label: 'Stormy', value: 'stormy' },
              ],
            },
          ],
        },
        {
          name: 'photo_memories',
          title: 'Photo memories',
          triggers: [],
          actions: [{ module_name: action.module_name }],
          customFields: [],
        },
      ],
    });
    // The cover is served, in full and as its thumbnail.
    for (const url of [saved.background_image_url_1x, saved.sm_background_image_url] as string[]) {
      const res = await olivia.request.get(url);
      expect(res.status(), url).toBe(200);
      expect(res.headers()['content-type']).toBe('image/png');
    }

    // The server refuses a wrong cover too, whatever the browser checked.
    const wrongType = await read(
      await olivia.request.get(
        `/connections/cover_image/signed_url?owner_module_name=${owner.module_name}&image_content_type=image/gif`,
      ),
    );
    expect(wrongType.status).toBe(422);
    expect(wrongType.json).toMatchObject({
      errors: [{ attribute: 'cover_image', message: 'Your image must be a PNG or JPEG' }],
    });
    const signed = await read(
      await olivia.request.get(
        `/connections/cover_image/signed_url?owner_module_name=${owner.module_name}&image_content_type=image/png`,
      ),
    );
    expect(signed.status, signed.text).toBe(200);
    const wrongSize = await read(
      await olivia.request.put((signed.json as { signedUrl: string }).signedUrl, {
        headers: { 'X-CSRF-Token': olivia.csrf, 'Content-Type': 'image/png' },
        data: png(30, 90, 200, 100, 50),
      }),
    );
    expect(wrongSize.status).toBe(422);
    expect(wrongSize.json).toMatchObject({
      errors: [{ attribute: 'cover_image', message: 'Your image must be 4320px x 2160px' }],
    });

    // 6. Sol, owner of another organization, cannot open it, nor learn what Daybook connects to.
    const solContext = await browser.newContext();
    const solPage = await solContext.newPage();
    const sol = await apiClient(playwright, 'sol');
    try {
      await login(solPage, 'sol');
      await solPage.goto(`/connections/${id}`);
      await expect(solPage.getByText('Connection not found', { exact: true })).toBeVisible();
      await expect(solPage.getByText(title)).toHaveCount(0);
      await solPage.goto(`/connections/${id}/edit`);
      await expect(solPage.getByText('Connection not found', { exact: true })).toBeVisible();
      await expect(solPage.getByRole('button', { name: 'Update' })).toHaveCount(0);

      const answer = await sol.graphql(CONNECTION_QUERY, { id });
      expect(answer.body.errors, answer.text).toBeUndefined();
      expect(answer.body.data).toEqual({ connection: null });
      const validate = await read(
        await sol.request.get(
          '/connections/validate?owner_module_name=daybook&targeted_service_slug=acme_weather',
        ),
      );
      expect(validate.status).toBe(404);
    } finally {
      await Promise.all([sol.dispose(), solContext.close()]);
    }
  });
});
