import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiClient } from '../support/api';
import { login } from '../support/login';
import { PARTNER_URL, resetPartner, setPartnerModes } from '../support/partner';

/**
 * A new partner (Olivia, owner of Acme) tries the partner protocol runtime on the demo service
 * `daybook`, which points at the sample partner service started beside the gateway: the endpoint
 * tests pass, then fail once the partner misbehaves; the authentication test goes through the
 * partner's real consent page and back; the adapter script is written in the editor, saved and run.
 */

const SERVICE = '/services/daybook';
const TRIGGER = 'triggers/new_photo_in_album';

/** The overall status of a test page (the header has a status region of its own). */
const runStatus = (page: Page) => page.getByRole('status').getByRole('heading', { level: 2 });

/** An endpoint or test case of the endpoint test page: its toggle, named "{status}: {label}" (then its ▸ mark). */
const toggle = (scope: Page | Locator, status: 'Passed' | 'Failed', label: string) =>
  scope.getByRole('button', {
    name: new RegExp(`^${status}: ${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|$)`),
  });

/** Expands a toggle and returns the panel it controls. */
async function expand(scope: Page, button: Locator): Promise<Locator> {
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const panel = scope.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
  await expect(panel).toBeVisible();
  return panel;
}

test.beforeEach(async ({ page }) => {
  await login(page, 'olivia');
});

test.describe('endpoint tests', () => {
  test.afterEach(async ({ request }) => {
    await resetPartner(request);
  });

  test('pass against the well-behaved partner, then fail when its trigger answers oldest first', async ({
    page,
    request,
  }) => {
    await page.goto(SERVICE);
    await page.getByRole('link', { name: 'Endpoint tests', exact: true }).click();
    await expect(page).toHaveURL(`${SERVICE}/endpoint_tests`);
    await expect(page.getByRole('heading', { level: 1, name: 'Endpoint tests' })).toBeVisible();
    await expect(runStatus(page)).toHaveText('Not running');

    const begin = page.getByRole('button', { name: 'Begin test' });
    await begin.click();
    await expect(runStatus(page)).toHaveText('Success! All endpoint tests passed.', { timeout: 30_000 });
    await expect(page.getByText(/^\d+ passing, 0 failing/)).toBeVisible();
    const endpoints = page.getByRole('list', { name: 'Endpoints' });
    await expect(toggle(endpoints, 'Passed', 'status')).toBeVisible();
    await expect(endpoints.getByRole('button', { name: /^Failed: / })).toHaveCount(0);

    // An endpoint opens on its test cases; a test case on its request, response and checklist.
    const trigger = await expand(page, toggle(endpoints, 'Passed', TRIGGER));
    const limitOne = await expand(page, toggle(trigger, 'Passed', 'Limit 1'));
    await expect(limitOne.getByRole('heading', { name: 'Request' })).toBeVisible();
    await expect(limitOne.getByText(`POST ${PARTNER_URL}/switchyard/v1/${TRIGGER}`)).toBeVisible();
    await expect(limitOne.getByText('Switchyard-Service-Key: [REDACTED]', { exact: false })).toBeVisible();
    await expect(limitOne.getByRole('heading', { name: 'Response' })).toBeVisible();
    await expect(limitOne.getByText(/^200 \(\d+ ms\)$/)).toBeVisible();
    await expect(limitOne.getByText('"album_name": "Summer in Lisbon"', { exact: false })).toBeVisible();
    const checklist = limitOne.getByRole('list', { name: 'Checklist of Limit 1' });
    await expect(checklist.getByRole('listitem').first()).toBeVisible();
    await expect(checklist.getByRole('listitem').filter({ hasText: 'Failed: ' })).toHaveCount(0);
    await expect(checklist).toContainText('Passed: Status code is 200');

    // The partner now lists trigger items oldest first: the run fails on that check, and says why.
    await setPartnerModes(request, ['wrong_order']);
    await begin.click();
    await expect(runStatus(page)).toHaveText('Endpoint tests failed.', { timeout: 30_000 });
    await expect(page.getByText(/^\d+ passing, [1-9]\d* failing/)).toBeVisible();
    await expect(toggle(endpoints, 'Passed', 'status')).toBeVisible();
    const failing = await expand(page, toggle(endpoints, 'Failed', TRIGGER));
    const noLimit = await expand(page, toggle(failing, 'Failed', 'Request without a limit'));
    await expect(noLimit.getByText(`POST ${PARTNER_URL}/switchyard/v1/${TRIGGER}`)).toBeVisible();
    await expect(noLimit.getByText(/^200 \(\d+ ms\)$/)).toBeVisible();
    const failedCheck = noLimit
      .getByRole('list', { name: 'Checklist of Request without a limit' })
      .getByRole('listitem')
      .filter({ hasText: 'Failed: ' });
    await expect(failedCheck).toHaveCount(1);
    await expect(failedCheck).toContainText('Items are ordered newest first');
    await expect(failedCheck).toContainText(/Item 2 \(\d+\) is newer than item 1/);
  });
});

test('the authentication test goes through the partner consent page and passes all five steps', async ({
  page,
}) => {
  await page.goto(SERVICE);
  await page.getByRole('link', { name: 'Authentication tests', exact: true }).click();
  await expect(page).toHaveURL(`${SERVICE}/auth_tests`);
  await expect(page.getByRole('heading', { level: 1, name: 'Authentication tests' })).toBeVisible();
  await expect(runStatus(page)).toHaveText('Authentication tests pending.');

  await page.getByRole('button', { name: 'Begin test' }).click();
  await page.waitForURL((url) => url.origin === PARTNER_URL && url.pathname.endsWith('/authorize'));
  await expect(page.getByRole('heading', { name: 'Connect Daybook?' })).toBeVisible();
  await page.getByRole('button', { name: 'Authorize' }).click();

  // Back through …/auth_tests/callback, whose address is replaced so a reload sends no used code.
  await page.waitForURL(`**${SERVICE}/auth_tests`);
  await expect(runStatus(page)).toHaveText('Authentication tests successful.', { timeout: 20_000 });
  const steps = [
    'Retrieve authorization code',
    'Request access token',
    'Retrieve user information',
    'Refresh access token',
    'Ensure older refresh token does not expire immediately',
  ];
  for (const title of steps) {
    const step = page.getByRole('region', { name: title });
    await expect(step.getByText('Passed', { exact: true })).toBeVisible();
    await expect(
      step.getByRole('list', { name: `${title}: checklist` }).getByRole('listitem'),
    ).not.toHaveCount(0);
    await expect(step.locator('[data-status="failing"]')).toHaveCount(0);
  }
  const userInfo = page.getByRole('region', { name: 'Retrieve user information' });
  await userInfo.getByText('Response', { exact: true }).click();
  await expect(userInfo.getByLabel('Retrieve user information: response')).toContainText(
    '"name": "Ada Lovelace"',
  );
  await userInfo.getByText('Request', { exact: true }).click();
  await expect(userInfo.getByLabel('Retrieve user information: request')).toContainText('Bearer [REDACTED]');
  expect(new URL(page.url()).search).toBe('');
});

test.describe('adapter script', () => {
  const script = `async function handler(request, env) {
  console.log('asked', request.operation, request.endpoint);
  if (request.operation === 'run' && request.step.module_name === 'new_photo_in_album') {
    const res = await env.fetch('/switchyard/v1/triggers/new_photo_in_album', {
      method: 'POST',
      headers: { Authorization: 'Bearer demo-api-token' },
      body: { trigger_identity: 'e2e-script', triggerFields: request.body.fields, limit: request.body.limit },
    });
    return await res.json();
  }
  throw new Error('not handled: ' + request.operation);
}
`;

  test.afterAll(async ({ playwright }) => {
    // daybook goes back to no script (an empty one clears it).
    const olivia = await apiClient(playwright, 'olivia');
    const res = await olivia.graphql(
      'mutation { updateChannelScript(channel_module_name: "daybook", script: "") { errors { message } } }',
    );
    expect(res.body.data).toEqual({ updateChannelScript: { errors: [] } });
    await olivia.dispose();
  });

  test('a partner writes, saves and runs a script; a body that is not JSON is refused', async ({ page }) => {
    await page.goto(SERVICE);
    await page.getByRole('link', { name: 'Adapter script', exact: true }).click();
    await expect(page).toHaveURL(`${SERVICE}/script`);
    await expect(page.getByRole('heading', { level: 1, name: 'Adapter script' })).toBeVisible();

    const editor = page.getByTestId('script-codemirror').getByRole('textbox', { name: 'Script' });
    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.insertText(script);
    await expect(page.getByText('Unsaved changes: Run script uses the saved script.')).toBeVisible();
    await page.getByRole('button', { name: 'Update script' }).click();
    await expect(page.getByText('Script updated!', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Unsaved changes: Run script uses the saved script.')).toHaveCount(0);

    await page.reload();
    await expect(editor).toContainText("throw new Error('not handled: ' + request.operation);");
    await expect(editor).toContainText("headers: { Authorization: 'Bearer demo-api-token' },");

    // A trigger run: the script asks the partner through env.fetch and answers with its items.
    await page
      .getByLabel('Request endpoint', { exact: true })
      .selectOption('/switchyard/v1/triggers/new_photo_in_album');
    await page.getByLabel('Operation', { exact: true }).selectOption('run');
    const body = page.getByLabel('Request body');
    await body.fill('{"fields": {"album": "album_lisbon"}, "limit": 1}');
    await page.getByRole('button', { name: 'Run script' }).click();
    const response = page.getByLabel('Response', { exact: true });
    // The newest photo of the album, and only it (limit 1), then the script's log line.
    await expect(response).toContainText('"title": "Tram 28 at dawn"');
    await expect(response).toContainText('"album_name": "Summer in Lisbon"');
    await expect(response).toContainText('"message": "asked run /switchyard/v1/triggers/new_photo_in_album"');
    expect((await response.innerText()).match(/"photo_id"/g)).toHaveLength(1);

    // Another operation the script does not handle: its error beside the logs.
    await page
      .getByLabel('Request endpoint')
      .selectOption('/switchyard/v1/triggers/new_photo_in_album/field/album');
    await page.getByLabel('Operation', { exact: true }).selectOption('dropdown');
    await page.getByRole('button', { name: 'Run script' }).click();
    await expect(page.getByText('Error: script ', { exact: false })).toContainText('not handled: dropdown');

    // A body that is not JSON is refused before anything is sent.
    await body.fill('{"fields": ');
    await page.getByRole('button', { name: 'Run script' }).click();
    await expect(page.getByText('Fail to JSON.parse request body. Check value provided.')).toBeVisible();
    await expect(body).toBeFocused();
    await expect(body).toHaveAttribute('aria-invalid', 'true');
  });
});
