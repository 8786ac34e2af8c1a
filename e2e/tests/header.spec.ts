import { expect, test, type Page } from '@playwright/test';
import { orgs } from '../support/demo';
import {
  openOrgMenu,
  openServiceMenu,
  orgMenu,
  orgMenuButton,
  serviceMenu,
  serviceMenuButton,
  tierLabel,
} from '../support/header';
import { login } from '../support/login';

const { acme, oliviaLabs, lite } = orgs;

/** A click on an empty part of the page, far from the header's menus. */
async function clickOutside(page: Page) {
  const { width, height } = page.viewportSize()!;
  await page.mouse.click(width - 20, height - 20);
}

async function switchTo(page: Page, name: string) {
  const menu = await openOrgMenu(page);
  await menu.getByRole('menuitem', { name, exact: true }).click();
  await expect(menu).toBeHidden();
  await expect(orgMenuButton(page)).toHaveAccessibleName(name);
}

test.describe('developer header (olivia)', () => {
  test.beforeEach(async ({ page }) => {
    await login(page, 'olivia');
    await expect(page.getByRole('heading', { name: 'Welcome to Switchyard, Olivia Owner' })).toBeVisible();
  });

  test('lists her organizations, each with a Settings link to its admin page', async ({ page }) => {
    const menu = await openOrgMenu(page);
    for (const org of [acme, oliviaLabs, lite]) {
      await expect(menu.getByRole('menuitem', { name: org.name, exact: true })).toBeVisible();
      await expect(menu.getByRole('menuitem', { name: `Settings for ${org.name}` })).toHaveAttribute(
        'href',
        `/organizations/${org.id}`,
      );
    }
    // Only her own: Sol's and Stella's organizations are not offered.
    await expect(menu.getByRole('menuitem', { name: orgs.solStudio.name })).toHaveCount(0);
    await expect(menu.getByRole('menuitem', { name: orgs.bigco.name })).toHaveCount(0);
    await expect(menu.getByRole('menuitem', { name: '+ New Org' })).toBeVisible();

    await menu.getByRole('menuitem', { name: `Settings for ${oliviaLabs.name}` }).click();
    await expect(page).toHaveURL(`/organizations/${oliviaLabs.id}`);
    await expect(page.getByRole('heading', { level: 1, name: oliviaLabs.name })).toBeVisible();
    await expect(orgMenu(page)).toBeHidden();
    await expect(orgMenuButton(page)).toHaveAccessibleName(oliviaLabs.name);
  });

  test('switching organizations changes the current name, the tier label and the service list', async ({
    page,
  }) => {
    await switchTo(page, acme.name);
    await expect(tierLabel(page)).toHaveText('Developer organization');
    let services = await openServiceMenu(page, acme.name);
    for (const [name, moduleName] of [
      ['Acme Weather', 'acme_weather'],
      ['Acme Notes', 'acme_notes'],
      ['Acme Tasks', 'acme_tasks'],
    ]) {
      await expect(services.getByRole('menuitem', { name })).toHaveAttribute(
        'href',
        `/services/${moduleName}`,
      );
    }
    await expect(services.getByRole('menuitem', { name: 'Labs Sensor' })).toHaveCount(0);
    await expect(services.getByRole('menuitem', { name: '+ Add Service' })).toHaveAttribute(
      'href',
      `/services/new?org_id=${acme.id}`,
    );
    await page.keyboard.press('Escape');
    await expect(services).toBeHidden();

    await switchTo(page, oliviaLabs.name);
    await expect(tierLabel(page)).toHaveText('Your organization');
    services = await openServiceMenu(page, oliviaLabs.name);
    await expect(services.getByRole('menuitem', { name: 'Labs Sensor' })).toHaveAttribute(
      'href',
      '/services/labs_sensor',
    );
    await expect(services.getByRole('menuitem', { name: 'Acme Weather' })).toHaveCount(0);
    await expect(services.getByRole('menuitem', { name: '+ Add Service' })).toHaveAttribute(
      'href',
      `/services/new?org_id=${oliviaLabs.id}`,
    );
    await page.keyboard.press('Escape');

    await switchTo(page, lite.name);
    await expect(tierLabel(page)).toHaveText('Lite organization');
    services = await openServiceMenu(page, lite.name);
    await expect(services.getByRole('menuitem', { name: 'Lite Lamp' })).toHaveAttribute(
      'href',
      '/services/lite_lamp',
    );
    await page.keyboard.press('Escape');

    // The choice is remembered across page loads.
    await page.reload();
    await expect(orgMenuButton(page)).toHaveAccessibleName(lite.name);
    await expect(tierLabel(page)).toHaveText('Lite organization');
  });

  test('menus open and close on their button, on a click outside and on Escape', async ({ page }) => {
    await switchTo(page, acme.name);
    const orgButton = orgMenuButton(page);
    const serviceButton = serviceMenuButton(page);
    await expect(orgButton).toHaveAttribute('aria-expanded', 'false');

    await orgButton.click();
    await expect(orgMenu(page)).toBeVisible();
    await expect(orgButton).toHaveAttribute('aria-expanded', 'true');
    await orgButton.click();
    await expect(orgMenu(page)).toBeHidden();
    await expect(orgButton).toHaveAttribute('aria-expanded', 'false');

    // A click outside closes it.
    await orgButton.click();
    await expect(orgMenu(page)).toBeVisible();
    await clickOutside(page);
    await expect(orgMenu(page)).toBeHidden();

    // Escape closes it and gives focus back to its button.
    await orgButton.click();
    await expect(orgMenu(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(orgMenu(page)).toBeHidden();
    await expect(orgButton).toBeFocused();

    // The service menu behaves the same, and opening one menu closes the other.
    await serviceButton.click();
    await expect(serviceMenu(page, acme.name)).toBeVisible();
    await expect(serviceButton).toHaveAttribute('aria-expanded', 'true');
    await clickOutside(page);
    await expect(serviceMenu(page, acme.name)).toBeHidden();
    await serviceButton.click();
    await expect(serviceMenu(page, acme.name)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(serviceMenu(page, acme.name)).toBeHidden();
    await expect(serviceButton).toBeFocused();

    await orgButton.click();
    await serviceButton.click();
    await expect(serviceMenu(page, acme.name)).toBeVisible();
    await expect(orgMenu(page)).toBeHidden();
    await expect(page.getByRole('menu')).toHaveCount(1);
  });

  test("service links open /services/{module_name}; '+ Add Service' opens the new-service form", async ({
    page,
  }) => {
    await switchTo(page, acme.name);
    let services = await openServiceMenu(page, acme.name);
    await services.getByRole('menuitem', { name: 'Acme Weather' }).click();
    await expect(page).toHaveURL('/services/acme_weather');
    await expect(page.getByRole('heading', { level: 1, name: 'Acme Weather' })).toBeVisible();
    await expect(serviceMenuButton(page)).toHaveAccessibleName('Acme Weather');
    await expect(orgMenuButton(page)).toHaveAccessibleName(acme.name);

    services = await openServiceMenu(page, acme.name);
    await services.getByRole('menuitem', { name: '+ Add Service' }).click();
    await expect(page).toHaveURL(`/services/new?org_id=${acme.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'New service' })).toBeVisible();
    await expect(page.getByText(acme.name, { exact: true }).last()).toBeVisible();
  });
});
