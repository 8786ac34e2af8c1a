import { expect, test, type Page } from '@playwright/test';
import { orgs, unique } from '../support/demo';
import { png } from '../support/images';
import { login } from '../support/login';

async function createService(page: Page, name: string) {
  await page.goto(`/services/new?org_id=${orgs.oliviaLabs.id}`);
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test.describe('service overview', () => {
  test.beforeEach(async ({ page }) => {
    await login(page, 'olivia');
  });

  test('general fields: a bad URL is refused beside the field, a good one is saved and kept', async ({
    page,
  }) => {
    const name = `E2E Overview ${unique()}`;
    await createService(page, name);
    const checklist = page.getByRole('list', { name: 'Missing for review' });
    await expect(checklist.getByText('Official web page')).toBeVisible();

    const homeUrl = page.getByLabel('Official web page');
    await homeUrl.fill('not a url');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/^Error: home_url /)).toBeVisible();

    await homeUrl.fill('https://overview.example.com');
    await page.getByLabel('Support e-mail').fill('help@overview.example.com');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Service updated')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Official web page')).toHaveValue('https://overview.example.com');
    await expect(checklist.getByText('Official web page')).toHaveCount(0);
    await expect(checklist.getByText('Support e-mail')).toHaveCount(0);
  });

  test('the authentication type shows only its own fields', async ({ page }) => {
    await createService(page, `E2E Auth ${unique()}`);
    await expect(page.getByLabel('OAuth client ID')).toHaveCount(0);
    const type = page.getByRole('group', { name: 'Authentication type' });
    await type.getByRole('radio', { name: 'OAuth 2', exact: true }).check();
    await expect(page.getByLabel('OAuth client ID')).toBeVisible();
    await type.getByRole('radio', { name: 'API token' }).check();
    await expect(page.getByLabel('OAuth client ID')).toHaveCount(0);
  });

  test('icon: a PNG is uploaded and shown; a too-large file is refused with the spec message', async ({
    page,
  }) => {
    await createService(page, `E2E Icon ${unique()}`);
    const icon = page.getByRole('region', { name: 'Icon' });
    const input = icon.getByLabel('Service icon file');

    await input.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(1_100_000, 1) });
    await expect(icon.getByText('The image is too large.')).toBeVisible();

    await input.setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: png(30, 136, 229) });
    await expect(icon.getByText('Service icon saved successfully')).toBeVisible();
    const img = icon.getByRole('img', { name: 'Current service icon' });
    await expect(img).toHaveAttribute('src', /\/icon\?v=/);
    // The browser really decodes the stored image.
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(1);

    await page.reload();
    await expect(page.getByRole('region', { name: 'Icon' }).getByRole('img')).toHaveAttribute(
      'src',
      /\/icon\?v=/,
    );
  });

  test('a published service is read-only: inputs disabled, no Save, no upload', async ({ page }) => {
    await page.goto('/services/acme_weather');
    await expect(page.getByText('This service is published, so it is read-only.').first()).toBeVisible();
    await expect(page.getByLabel('Official web page')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Upload a new file/ })).toBeDisabled();
  });
});
