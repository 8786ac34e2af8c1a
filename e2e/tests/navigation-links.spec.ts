/**
 * Issue 34.7, loose ends: the header links to every page a user has (the review queue only for the
 * review team and staff); a viewer who may not change a service sees it without Save or pencils;
 * the composer's upgrade texts lead to the plan page, where staff change a user's plan.
 */
import { expect, test, type Page } from '@playwright/test';
import { login } from '../support/login';

const nav = (page: Page) => page.locator('#sy-header').getByRole('navigation', { name: 'Your pages' });

test.describe('header links', () => {
  test('every user reaches My Services, Outbox and Plans; no review queue for a maker', async ({ page }) => {
    await login(page, 'milo');
    await expect(nav(page).getByRole('link')).toHaveText([
      'My Applets',
      'My Services',
      'Connections',
      'Outbox',
      'Plans',
    ]);

    await nav(page).getByRole('link', { name: 'My Services' }).click();
    await expect(page).toHaveURL('/my_services');
    await expect(nav(page).getByRole('link', { name: 'My Services' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await nav(page).getByRole('link', { name: 'Outbox' }).click();
    await expect(page).toHaveURL('/outbox');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await nav(page).getByRole('link', { name: 'Plans' }).click();
    await expect(page).toHaveURL('/plans');
    await expect(page.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();
    await expect(page.getByText('You are on the Pro plan.')).toBeVisible();
  });

  for (const who of ['rey', 'stella'] as const) {
    test(`${who} reaches the review queue from the header`, async ({ page }) => {
      await login(page, who);
      await nav(page).getByRole('link', { name: 'Reviews' }).click();
      await expect(page).toHaveURL('/reviews');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  test('the links fit a phone: each is visible, nothing scrolls sideways', async ({ page }) => {
    await login(page, 'rey');
    // Issue 42.1: behind the header's menu button at phone width.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('#sy-header').getByRole('button', { name: 'Menu' }).click();
    for (const name of ['My Applets', 'My Services', 'Reviews', 'Outbox', 'Plans']) {
      const link = nav(page).getByRole('link', { name });
      await expect(link).toBeInViewport();
    }
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});

test.describe('read-only service views', () => {
  const noEditing = async (page: Page) => {
    await expect(page.getByRole('link', { name: /^Edit / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Add trigger' })).toHaveCount(0);
  };

  test("staff see another organization's draft without Save, pencils or the upload zone", async ({
    page,
  }) => {
    await login(page, 'stella', '/services/acme_notes');
    await expect(page.getByRole('heading', { level: 1, name: 'Acme Notes' })).toBeVisible();
    await expect(page.getByRole('note').first()).toContainText(
      'You are viewing this service. Only members of its organization can change it.',
    );
    await expect(page.getByRole('region', { name: 'Icon' }).getByRole('button')).toHaveCount(0);
    await expect(page.getByLabel('Name', { exact: true })).toBeDisabled();
    await noEditing(page);

    await page.getByRole('link', { name: 'View queries' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Queries' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'New query' })).toHaveCount(0);
    await noEditing(page);
  });

  test('the review team sees it the same way', async ({ page }) => {
    await login(page, 'rey', '/services/acme_notes');
    await expect(page.getByRole('heading', { level: 1, name: 'Acme Notes' })).toBeVisible();
    await expect(page.getByText('Only members of its organization can change it.')).toBeVisible();
    await noEditing(page);
  });

  test('a member sees a published service without Save or pencils; the draft stays editable', async ({
    page,
  }) => {
    await login(page, 'olivia', '/services/acme_weather');
    await expect(page.getByRole('heading', { level: 1, name: 'Acme Weather' })).toBeVisible();
    await expect(page.getByText('This service is published, so it is read-only.')).toBeVisible();
    await noEditing(page);

    await page.goto('/services/acme_notes');
    await expect(page.getByRole('heading', { level: 1, name: 'Acme Notes' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add trigger' })).toBeVisible();
  });
});

test("the icon uploader's empty state meets WCAG AA contrast on the brand colour", async ({ page }) => {
  await login(page, 'olivia', '/services/acme_notes');
  const empty = page.locator('.sc-icon-uploader__empty');
  await expect(empty).toHaveText('No icon yet');
  // WCAG 2 contrast of the text against the chip it sits on (axe-core's color-contrast rule, by hand).
  const ratio = await empty.evaluate((el) => {
    const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const lum = ([r, g, b]: number[]) => {
      const f = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    const style = getComputedStyle(el);
    const [a, b] = [lum(rgb(style.color)), lum(rgb(style.backgroundColor))].sort((x, y) => y - x);
    return (a + 0.05) / (b + 0.05);
  });
  expect(ratio).toBeGreaterThanOrEqual(4.5);
});

test.describe('plans', () => {
  test("the composer's upgrade texts lead to the plan that unlocks the feature", async ({ page }) => {
    await login(page, 'rey', '/my_applets/new');
    await expect(page.getByRole('heading', { name: 'Create a new Applet' })).toBeVisible();
    const delay = page.getByRole('link', { name: 'Delay is a Pro+ feature.' });
    await expect(delay).toHaveAttribute('href', '/plans#pro_plus');
    await delay.click();
    await expect(page).toHaveURL('/plans#pro_plus');
    const proPlus = page.getByRole('listitem', { name: /^Pro\+/ });
    await expect(proPlus).toContainText('Filter code');
    await expect(proPlus).toHaveClass(/composer-plan--target/);
    await expect(page.getByRole('listitem', { name: /^Free/ })).toContainText('Your plan');
    await expect(page.getByRole('heading', { name: 'Change a user’s plan' })).toHaveCount(0);
  });

  test("staff change a user's plan, and the user's composer follows", async ({ page, browser }) => {
    await login(page, 'stella', '/plans');
    await page.getByLabel('Login', { exact: true }).fill('sol');
    await page.getByRole('button', { name: 'Look up' }).click();
    await expect(page.getByText('Sol Solo (sol) is on the Free plan.')).toBeVisible();
    await page.getByLabel('Plan', { exact: true }).selectOption('pro_plus');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Sol Solo (sol) is on the Pro+ plan now.')).toBeVisible();

    await page.getByLabel('Login', { exact: true }).fill('nobody-at-all');
    await page.getByRole('button', { name: 'Look up' }).click();
    await expect(page.getByText('No user has this login.')).toBeVisible();

    const sol = await (await browser.newContext()).newPage();
    await login(sol, 'sol', '/my_applets/new');
    await expect(sol.getByRole('heading', { name: 'Create a new Applet' })).toBeVisible();
    await expect(sol.getByRole('button', { name: 'Add delay' })).toBeVisible();
    await expect(sol.getByRole('link', { name: 'Delay is a Pro+ feature.' })).toHaveCount(0);

    // Back to Free, for the other specs.
    await page.getByLabel('Login', { exact: true }).fill('sol');
    await page.getByRole('button', { name: 'Look up' }).click();
    await page.getByLabel('Plan', { exact: true }).selectOption('free');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Sol Solo (sol) is on the Free plan now.')).toBeVisible();
  });
});
