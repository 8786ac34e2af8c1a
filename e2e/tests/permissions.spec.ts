import { expect, test, type Page } from '@playwright/test';
import { login } from '../support/login';

/** The Permissions section of a step page: its sentence, and each listed service with a 32 by 32 icon. */
async function expectPermissions(page: Page, text: string, services: string[]) {
  const section = page.getByRole('region', { name: 'Permissions' });
  await expect(section.getByText(text)).toBeVisible();
  await expect(section.getByText('Permissions can be changed only by contacting support.')).toBeVisible();
  const items = section.getByRole('listitem');
  await expect(items).toHaveCount(services.length);
  for (const [i, name] of services.entries()) {
    const item = items.nth(i);
    await expect(item).toContainText(name);
    const icon = item.locator('.sc-permissions__icon');
    const box = await icon.boundingBox();
    expect(box && [Math.round(box.width), Math.round(box.height)]).toEqual([32, 32]);
  }
  await expect(section.getByRole('button')).toHaveCount(0);
}

test.describe('permissions section', () => {
  test.beforeEach(async ({ page }) => {
    await login(page, 'olivia');
  });

  test('a trigger with a denylist names the denied service', async ({ page }) => {
    await page.goto('/services/acme_notes/triggers/new_note');
    await expect(page.getByRole('heading', { level: 1, name: 'New note' })).toBeVisible();
    await expectPermissions(
      page,
      'This trigger is allowed with all actions except those from the listed services.',
      ['Bigco CRM'],
    );
  });

  test('an action with an allowlist names the allowed services', async ({ page }) => {
    await page.goto('/services/acme_notes/actions/create_note');
    await expect(page.getByRole('heading', { level: 1, name: 'Create note' })).toBeVisible();
    await expectPermissions(page, 'This action can be used only with triggers from the listed services.', [
      'Acme Weather',
      'Lite Lamp',
    ]);
  });

  test('a step without a list is allowed with all services', async ({ page }) => {
    await page.goto('/services/acme_weather/actions/send_forecast');
    await expectPermissions(page, 'This action is allowed with all services.', []);
  });
});
