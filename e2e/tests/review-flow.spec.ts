import { expect, test, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import { apiClient, read } from '../support/api';
import { png } from '../support/images';
import { login } from '../support/login';
import { resetPartner } from '../support/partner';

/**
 * The whole review loop, as new users would try it (issue 12), on the demo service `daybook`, which
 * points at the sample partner service: Olivia submits and meets failing checks, fixes them and
 * submits; Rey of the review team writes notes on a trigger field and an action field; Olivia reads
 * them; Stella (staff) approves and publishes; every editor is read-only; Olivia clones the service,
 * changes a trigger in the clone, runs its tests and submits it; the clone's review page shows the
 * change against the published version; Stella approves and migrates, and Daybook takes the change.
 */

const SERVICE = 'daybook';
const NEW_DESCRIPTION = 'This trigger fires every time a photo lands in the album you choose.';

/** Staff bring a service back to development through the transitions (a retried run starts clean). */
async function backToDevelopment(playwright: PlaywrightWorkerArgs['playwright'], moduleName: string) {
  const stella = await apiClient(playwright, 'stella');
  try {
    for (let i = 0; i < 4; i++) {
      const { body } = await stella.graphql(
        'query($m: String!) { service(module_name: $m) { review_status review_published } }',
        { m: moduleName },
      );
      const s = (body.data?.service ?? null) as { review_status: number; review_published: boolean } | null;
      if (!s || (s.review_status === 0 && !s.review_published)) return;
      const action = s.review_published ? 'unpublish' : s.review_status === 1 ? 'reject' : 'publish';
      await read(
        await stella.request.post(`/services/${moduleName}/review_status/${action}`, {
          headers: { 'X-CSRF-Token': stella.csrf },
          data: {},
        }),
      );
    }
  } finally {
    await stella.dispose();
  }
}

test.beforeAll(async ({ playwright }) => {
  await backToDevelopment(playwright, SERVICE);
  // A retried run starts where a new partner would: no invite URL yet.
  const olivia = await apiClient(playwright, 'olivia');
  const { body } = await olivia.graphql('query { service(module_name: "daybook") { id } }');
  const id = (body.data?.service as { id: string }).id;
  await olivia.graphql(
    'mutation($id: ID!) { serviceUpdate(id: $id, input: { invite_url: "" }) { errors { message } } }',
    {
      id,
    },
  );
  await olivia.dispose();
});
test.afterAll(async ({ playwright, request }) => {
  await backToDevelopment(playwright, SERVICE);
  await resetPartner(request);
});

async function runEndpointTests(page: Page, moduleName: string) {
  await page.goto(`/services/${moduleName}/endpoint_tests`);
  await page.getByRole('button', { name: 'Begin test' }).click();
  await expect(page.getByRole('status').getByRole('heading', { level: 2 })).toHaveText(
    'Success! All endpoint tests passed.',
    { timeout: 30_000 },
  );
}

async function submit(page: Page, moduleName: string) {
  await page.goto(`/reviews/${moduleName}/submit`);
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(
    page.getByText("You're all set! We've received your submission and will be in communication shortly."),
  ).toBeVisible();
}

/** Staff make a transition from the admin panel, answering Yes. */
async function transition(page: Page, label: string) {
  const panel = page.getByRole('complementary', { name: 'Admin panel' });
  await panel.getByRole('button', { name: label }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
}

test('submit, review with notes, publish, clone, change, re-submit and migrate', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  await resetPartner(request);
  const olivia = await (await browser.newContext()).newPage();
  const rey = await (await browser.newContext()).newPage();
  const stella = await (await browser.newContext()).newPage();

  await test.step('the partner submits and meets the failing checks', async () => {
    await login(olivia, 'olivia', `/reviews/${SERVICE}/submit`);
    await expect(
      olivia.getByRole('heading', {
        name: 'Before we can review your submission, please fix the red issues listed.',
      }),
    ).toBeVisible();
    await expect(olivia.getByText('Invite URL is required')).toBeVisible();
    await expect(olivia.getByRole('button', { name: 'Submit for review' })).toHaveCount(0);
  });

  await test.step('fixes them (invite URL, logo, endpoint tests) and submits', async () => {
    await olivia.goto(`/services/${SERVICE}`);
    await olivia.getByLabel('Invite URL').fill('https://daybook.example/invite');
    await olivia.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(olivia.getByText('Service updated')).toBeVisible();
    const icon = olivia.getByRole('region', { name: 'Icon' });
    await icon.getByLabel('Service icon file').setInputFiles({
      name: 'icon.png',
      mimeType: 'image/png',
      buffer: png(24, 119, 242),
    });
    await expect(icon.getByText('Service icon saved successfully')).toBeVisible();
    await runEndpointTests(olivia, SERVICE);
    await submit(olivia, SERVICE);
  });

  await test.step('the review team writes notes on a trigger field and on an action field', async () => {
    await login(rey, 'rey', '/reviews');
    // The reviewer takes it: assigned on the queue, named on the review page.
    await rey.getByRole('button', { name: 'Assign yourself (Daybook)' }).click();
    await expect(rey.getByRole('button', { name: 'Unassign (Daybook)' })).toBeVisible();
    await rey.getByRole('link', { name: 'Daybook' }).click();
    await expect(rey.locator('.rv-reviewers__names')).toContainText('Reviewers: rey');
    await expect(rey.getByRole('heading', { name: 'Review of Daybook' })).toBeVisible();
    for (const [step, field, text] of [
      ['trigger New photo in album', 'New photo in album field album', 'Say whose albums are listed.'],
      ['action Add photo to album', 'Add photo to album field image_url', 'Which image formats work?'],
    ]) {
      const article = rey.getByRole('article', { name: step });
      await article.getByRole('button', { name: `Add a note on ${field}` }).click();
      await article.getByLabel(`Note on ${field}`).fill(text);
      await article.getByRole('button', { name: 'Save note' }).click();
      await expect(article.getByRole('list', { name: `Notes on ${field}` })).toContainText(
        `${text} Review Team (rey)`,
      );
    }
  });

  await test.step('the partner reads the notes and cannot write one', async () => {
    await olivia.goto(`/reviews/${SERVICE}`);
    await expect(olivia.getByRole('list', { name: 'Notes on New photo in album field album' })).toContainText(
      'Say whose albums are listed.',
    );
    await expect(
      olivia.getByRole('list', { name: 'Notes on Add photo to album field image_url' }),
    ).toContainText('Which image formats work?');
    await expect(olivia.getByRole('button', { name: /^Add a note/ })).toHaveCount(0);
  });

  await test.step('staff approve and publish', async () => {
    await login(stella, 'stella', `/reviews/${SERVICE}`);
    await transition(stella, 'Approve');
    await expect(stella.getByText('Passed review', { exact: true })).toBeVisible();
    await transition(stella, 'Publish');
    await expect(stella.getByText('Published', { exact: true })).toBeVisible();
  });

  await test.step('every editor of the published service is read-only', async () => {
    // service-config learns of the publication from review's event, within a moment.
    await expect(async () => {
      await olivia.goto(`/services/${SERVICE}`);
      await expect(olivia.getByText('This service is published, so it is read-only.').first()).toBeVisible({
        timeout: 5_000,
      });
    }).toPass({ timeout: 30_000 });
    await expect(olivia.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
    await olivia.goto(`/services/${SERVICE}/triggers/new_photo_in_album`);
    await expect(olivia.getByLabel('Description')).toBeDisabled();
  });

  let clone = '';
  await test.step('the partner clones it, changes a trigger in the clone, tests and submits it', async () => {
    await olivia.goto(`/services/${SERVICE}`);
    await olivia.getByRole('link', { name: 'Clone this service' }).click();
    await olivia.getByRole('button', { name: 'Clone this service' }).click();
    await olivia.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(olivia.getByText('Successfully cloned service')).toBeVisible();
    await olivia.waitForURL(/\/services\/daybook_staging(_\d+)?$/);
    clone = new URL(olivia.url()).pathname.split('/')[2];
    await olivia.goto(`/services/${clone}/triggers/new_photo_in_album`);
    const form = olivia.getByRole('form', { name: 'Trigger' });
    await form.getByLabel('Description').fill(NEW_DESCRIPTION);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(olivia.getByText('Trigger updated')).toBeVisible();
    await runEndpointTests(olivia, clone);
    await submit(olivia, clone);
  });

  await test.step("the clone's review page shows the change as updated against the published version", async () => {
    await stella.goto(`/reviews/${clone}`);
    await expect(stella.getByRole('radio', { name: 'Against the published version' })).toBeChecked();
    const trigger = stella.getByRole('article', { name: 'trigger New photo in album' });
    await expect(trigger.getByText('Updated').first()).toBeVisible();
    await expect(trigger.getByText(NEW_DESCRIPTION)).toBeVisible();
    await expect(
      trigger.getByText('This trigger fires every time a photo is added to the album you choose.'),
    ).toBeVisible();
  });

  await test.step('staff approve and migrate; the published service shows the change', async () => {
    await transition(stella, 'Approve');
    await transition(stella, 'Migrate');
    await expect(stella.getByText('In development', { exact: true })).toBeVisible();
    await expect
      .poll(
        async () => {
          await olivia.goto(`/services/${SERVICE}/triggers/new_photo_in_album`);
          return olivia.getByLabel('Description').inputValue();
        },
        { timeout: 15_000 },
      )
      .toBe(NEW_DESCRIPTION);
    await expect(olivia.getByLabel('Description')).toBeDisabled();
  });
});
