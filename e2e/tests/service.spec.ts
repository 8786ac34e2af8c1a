import { expect, test, type Page } from '@playwright/test';
import { orgs, unique } from '../support/demo';
import { openOrgMenu, openServiceMenu, orgMenuButton, serviceMenuButton } from '../support/header';
import { login } from '../support/login';

const { acme } = orgs;

async function openNewServiceForm(page: Page) {
  const menu = await openOrgMenu(page);
  await menu.getByRole('menuitem', { name: acme.name, exact: true }).click();
  await expect(orgMenuButton(page)).toHaveAccessibleName(acme.name);
  const services = await openServiceMenu(page, acme.name);
  await services.getByRole('menuitem', { name: '+ Add Service' }).click();
  await expect(page).toHaveURL(`/services/new?org_id=${acme.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'New service' })).toBeVisible();
}

test.describe('creating a service', () => {
  test.beforeEach(async ({ page }) => {
    await login(page, 'olivia');
  });

  test("from '+ Add Service': the module name follows the name, Save opens the service, the menu lists it", async ({
    page,
  }) => {
    const suffix = unique();
    const name = `E2E Radar ${suffix}`;
    const moduleName = `e2e_radar_${suffix}`;
    await openNewServiceForm(page);

    const save = page.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await page.getByLabel('Name', { exact: true }).fill(name);
    await expect(page.getByLabel('Module name')).toHaveValue(moduleName);
    await expect(page.getByText(`Your service's page will be /services/${moduleName}.`)).toBeVisible();
    await expect(save).toBeEnabled();
    await save.click();

    await expect(page).toHaveURL(`/services/${moduleName}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('Draft', { exact: true }).last()).toBeVisible();
    await expect(page.getByRole('main').getByText(moduleName, { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: acme.name })).toHaveAttribute(
      'href',
      `/organizations/${acme.id}`,
    );

    // The header's service menu now has it, and shows it as the open service.
    await expect(serviceMenuButton(page)).toHaveAccessibleName(name);
    const services = await openServiceMenu(page, acme.name);
    await expect(services.getByRole('menuitem', { name })).toHaveAttribute('href', `/services/${moduleName}`);
    await expect(services.getByRole('menuitem', { name: 'Acme Weather' })).toBeVisible();

    // It is still there after a full page load.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(serviceMenuButton(page)).toHaveAccessibleName(name);
  });

  test('a module name that is taken is refused beside the field, and nothing is created', async ({
    page,
  }) => {
    await openNewServiceForm(page);
    await page.getByLabel('Name', { exact: true }).fill('Another Weather');
    const moduleName = page.getByLabel('Module name');
    await moduleName.fill('acme_weather');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Error: module_name has already been taken')).toBeVisible();
    await expect(moduleName).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(`/services/new?org_id=${acme.id}`);

    const services = await openServiceMenu(page, acme.name);
    await expect(services.getByRole('menuitem', { name: 'Another Weather' })).toHaveCount(0);
  });
});
