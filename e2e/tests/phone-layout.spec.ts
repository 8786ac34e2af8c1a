/**
 * Issue 42.1, phones: at 360 and 390 px every main page fits the screen (nothing scrolls sideways;
 * a wide table scrolls inside its own box), and the header's links and menus sit behind a menu
 * button that opens and closes them.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiClient } from '../support/api';
import { createDaybookApplet } from '../support/applets';
import { orgs, unique } from '../support/demo';
import { headerOf, orgMenuButton } from '../support/header';
import { login } from '../support/login';

const WIDTHS = [360, 390] as const;

/** Signs in at the default (desktop) width, where login() finds the login in the header, then narrows. */
async function loginOnPhone(page: Page, who: Parameters<typeof login>[1], width: number) {
  await login(page, who);
  await page.setViewportSize({ width, height: 780 });
}

/**
 * Opens `path` and checks that the document is no wider than the window, naming the elements that
 * reach past its right edge when it is.
 */
async function expectFits(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const fit = await page.evaluate(() => {
    const width = window.innerWidth;
    const offenders = Array.from(document.querySelectorAll('body *'))
      .filter((el) => el.getBoundingClientRect().right > width + 0.5)
      .filter((el) => !el.parentElement || el.parentElement.getBoundingClientRect().right <= width + 0.5)
      .slice(0, 8)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${el.className} (${Math.round(el.getBoundingClientRect().right)})`,
      );
    return { scrollWidth: document.documentElement.scrollWidth, width, offenders };
  });
  expect
    .soft(fit.scrollWidth, `${path} at ${fit.width} px: ${fit.offenders.join(', ')}`)
    .toBeLessThanOrEqual(fit.width);
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test('the login page fits', async ({ page }) => {
      await page.setViewportSize({ width, height: 780 });
      await expectFits(page, '/login');
    });

    test("olivia's pages, her organization's and Daybook's fit", async ({ page, playwright }) => {
      test.setTimeout(120_000);
      const olivia = await apiClient(playwright, 'olivia');
      const appletId = await createDaybookApplet(olivia, `Phone applet ${unique()}`);
      await olivia.dispose();

      await loginOnPhone(page, 'olivia', width);
      for (const path of [
        '/my_applets',
        '/my_applets/new',
        `/my_applets/${appletId}`,
        '/my_services',
        '/connections',
        '/plans',
        '/outbox',
        `/organizations/${orgs.acme.id}`,
        `/organizations/${orgs.acme.id}/team`,
        '/services/daybook',
        '/services/daybook/triggers/new_journal_entry',
        '/services/daybook/actions/create_journal_entry',
        '/services/daybook/queries',
        '/services/daybook/script',
        '/services/daybook/endpoint_tests',
        '/services/daybook/auth_tests',
        '/logs?service=daybook',
      ])
        await expectFits(page, path);
    });

    test("staff's review queue and remote registry fit", async ({ page }) => {
      await loginOnPhone(page, 'stella', width);
      for (const path of ['/reviews', '/admin/remotes']) await expectFits(page, path);
    });
  });
}

test.describe('the header on a phone', () => {
  test.beforeEach(async ({ page }) => {
    await loginOnPhone(page, 'milo', 360);
  });

  test('a menu button opens the navigation; a link in it goes to its page and closes it', async ({
    page,
  }) => {
    const header = headerOf(page);
    const button = header.getByRole('button', { name: 'Menu' });
    const nav = header.getByRole('navigation', { name: 'Your pages' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
    await expect(panel).toBeVisible();
    for (const name of ['My Applets', 'My Services', 'Connections', 'Outbox', 'Plans'])
      await expect(nav.getByRole('link', { name })).toBeInViewport();
    await expect(header.getByRole('link', { name: 'Account' })).toBeInViewport();
    await expect(header.getByRole('button', { name: 'Sign out' })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await nav.getByRole('link', { name: 'Plans' }).click();
    await expect(page).toHaveURL('/plans');
    await expect(page.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
  });

  test('Escape closes it and focus goes back to the button; the organization menu works inside', async ({
    page,
  }) => {
    const header = headerOf(page);
    const button = header.getByRole('button', { name: 'Menu' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(orgMenuButton(page)).toBeFocused();

    // Escape in the organization menu closes that menu only.
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu', { name: 'Organizations' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu', { name: 'Organizations' })).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'true');

    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await expect(header.getByRole('navigation', { name: 'Your pages' })).toBeHidden();
  });

  test('at desktop width there is no menu button and the links show', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const header = headerOf(page);
    await expect(header.getByRole('button', { name: 'Menu' })).toBeHidden();
    await expect(header.getByRole('navigation', { name: 'Your pages' }).getByRole('link')).toHaveCount(5);
    await expect(header.getByRole('link', { name: 'My Applets' })).toBeVisible();
  });
});
