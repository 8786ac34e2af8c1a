import { expect, test } from '@playwright/test';
import { unique } from '../support/demo';
import { openOrgMenu, orgMenuButton, tierLabel } from '../support/header';
import { login } from '../support/login';

test.describe("'+ New Org'", () => {
  test.beforeEach(async ({ page }) => {
    await login(page, 'olivia');
  });

  test('opens a modal whose Save is enabled only while the name is not blank', async ({ page }) => {
    const menu = await openOrgMenu(page);
    await menu.getByRole('menuitem', { name: '+ New Org' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Organization' });
    await expect(dialog).toBeVisible();
    await expect(menu).toBeHidden();

    const name = dialog.getByLabel('Organization name');
    const save = dialog.getByRole('button', { name: 'Save' });
    await expect(name).toBeFocused();
    await expect(save).toBeDisabled();
    await name.fill('   ');
    await expect(save).toBeDisabled();
    // Enter does not submit a blank name either.
    await name.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL('/');

    await name.fill('Anything');
    await expect(save).toBeEnabled();
    await name.fill('');
    await expect(save).toBeDisabled();

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    // Opening it again starts from an empty name; Escape closes it too.
    await (await openOrgMenu(page)).getByRole('menuitem', { name: '+ New Org' }).click();
    await expect(dialog.getByLabel('Organization name')).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test("submits a form post and lands on the new organization's page, which the dropdown then lists", async ({
    page,
  }) => {
    const orgName = `E2E New Org ${unique()}`;
    await (await openOrgMenu(page)).getByRole('menuitem', { name: '+ New Org' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Organization' });
    await dialog.getByLabel('Organization name').fill(orgName);

    const post = page.waitForRequest(
      (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/organizations',
    );
    await dialog.getByRole('button', { name: 'Save' }).click();
    const request = await post;
    // A normal form submit (a page navigation), carrying the name and the CSRF token.
    expect(request.isNavigationRequest()).toBe(true);
    const form = new URLSearchParams(request.postData() ?? '');
    expect(form.get('name')).toBe(orgName);
    expect(form.get('authenticity_token')).toBeTruthy();

    await page.waitForURL(/\/organizations\/[0-9a-f-]{36}$/);
    const id = new URL(page.url()).pathname.split('/')[2];
    await expect(page.getByRole('heading', { level: 1, name: orgName })).toBeVisible();
    await expect(orgMenuButton(page)).toHaveAccessibleName(orgName);
    // A new organization is on the free tier.
    await expect(tierLabel(page)).toHaveText('Your organization');

    const menu = await openOrgMenu(page);
    await expect(menu.getByRole('menuitem', { name: orgName, exact: true })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: `Settings for ${orgName}` })).toHaveAttribute(
      'href',
      `/organizations/${id}`,
    );
    await page.keyboard.press('Escape');
    // She owns it.
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
    await expect(page.getByText('Olivia Owner', { exact: true })).toBeVisible();
  });
});
