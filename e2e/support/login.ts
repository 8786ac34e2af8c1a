import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, users, type DemoLogin } from './demo';

/**
 * Signs a demo user in through the real /login form and waits for the shell to show them in the
 * header. `returnTo` is where the form sends the browser afterwards (default: the start page).
 */
export async function login(page: Page, who: DemoLogin, returnTo = '/'): Promise<void> {
  await page.goto(`/login?return_to=${encodeURIComponent(returnTo)}`);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Login or e-mail').fill(users[who].login);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname + url.search === returnTo);
  await expect(page.locator('#sy-header').getByText(users[who].login, { exact: true })).toBeVisible();
}
