import { expect, type Locator, type Page } from '@playwright/test';

/** The shell's developer header. */
export const headerOf = (page: Page): Locator => page.locator('#sy-header');

/** The organization dropdown's button (its name is the current organization's). */
export const orgMenuButton = (page: Page): Locator =>
  headerOf(page).locator('button[aria-haspopup="menu"]').nth(0);

/** The service dropdown's button ('Services', or the open service's name). */
export const serviceMenuButton = (page: Page): Locator =>
  headerOf(page).locator('button[aria-haspopup="menu"]').nth(1);

export const orgMenu = (page: Page): Locator => page.getByRole('menu', { name: 'Organizations' });

export const serviceMenu = (page: Page, orgName: string): Locator =>
  page.getByRole('menu', { name: `${orgName} services` });

/** The tier label beside the organization dropdown. */
export const tierLabel = (page: Page): Locator => headerOf(page).locator('.sy-header__tier');

export async function openOrgMenu(page: Page): Promise<Locator> {
  const menu = orgMenu(page);
  if (!(await menu.isVisible())) await orgMenuButton(page).click();
  await expect(menu).toBeVisible();
  return menu;
}

export async function openServiceMenu(page: Page, orgName: string): Promise<Locator> {
  const menu = serviceMenu(page, orgName);
  if (!(await menu.isVisible())) await serviceMenuButton(page).click();
  await expect(menu).toBeVisible();
  return menu;
}

const ORG_PAGE = /^\/organizations\/([0-9a-f-]{36})$/;

/**
 * Creates an organization through the header's '+ New Org' modal (a real form post) and returns
 * its id once its page has loaded.
 */
export async function createOrgThroughHeader(page: Page, name: string): Promise<string> {
  const menu = await openOrgMenu(page);
  await menu.getByRole('menuitem', { name: '+ New Org' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Organization' });
  await dialog.getByLabel('Organization name').fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL((url) => ORG_PAGE.test(url.pathname));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return ORG_PAGE.exec(new URL(page.url()).pathname)![1];
}
