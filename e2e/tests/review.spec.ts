import { expect, test } from '@playwright/test';
import { login } from '../support/login';

/**
 * Review and publication beside the whole loop (review-flow.spec.ts): a partner sees the review
 * status on the service page and meets the submission check's failing items; staff's admin panel
 * offers the transitions of the status and asks first; a member gets no admin panel; a partner
 * saves an applet default, clones a service and deletes the clone.
 */

test('a partner sees the review status and what to fix before submitting', async ({ page }) => {
  await login(page, 'olivia', '/services/acme_notes');
  const ready = page.getByRole('region', { name: 'Ready for review' });
  await expect(ready.getByText('In development')).toBeVisible();
  await ready.getByRole('link', { name: 'Submit for review' }).click();
  await expect(page).toHaveURL(/\/reviews\/acme_notes\/submit$/);
  await expect(
    page.getByRole('heading', {
      name: 'Before we can review your submission, please fix the red issues listed.',
    }),
  ).toBeVisible();
  await expect(page.getByText('Category is required')).toBeVisible();
  await expect(page.getByText('Run the endpoint tests: they have not been run yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit for review' })).toHaveCount(0);
});

test("staff's admin panel offers the status's transitions and asks Yes or No first", async ({ page }) => {
  await login(page, 'stella', '/reviews/acme_weather');
  await expect(page.getByRole('heading', { name: 'Review of Acme Weather' })).toBeVisible();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  const panel = page.getByRole('complementary', { name: 'Admin panel' });
  await panel.getByRole('button', { name: 'Unpublish' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Unpublish Acme Weather? Users can no longer find it.');
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(dialog).toBeHidden();
  // Nothing changed: the service is still published and its editors read-only.
  await page.reload();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
});

test('a member of the organization gets the status but no admin panel', async ({ page }) => {
  await login(page, 'milo', '/reviews/acme_weather');
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Admin panel' })).toHaveCount(0);
});

test('a partner saves an applet default, and it is there after a reload', async ({ page }) => {
  await login(page, 'olivia', '/reviews/acme_notes/applet_defaults');
  await expect(page.getByRole('heading', { name: 'Applet defaults of Acme Notes' })).toBeVisible();
  const notification = page.getByRole('form', { name: 'Send a notification' });
  await notification.getByLabel('Notification text').fill('New note: {{title}}');
  await notification.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Applet default updated')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('form', { name: 'Send a notification' }).getByLabel('Notification text'),
  ).toHaveValue('New note: {{title}}');
});

test('a partner clones a service, then deletes the clone once its exact slug is typed', async ({ page }) => {
  await login(page, 'olivia', '/reviews/acme_notes/settings');
  await page.getByRole('button', { name: 'Clone this service' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Successfully cloned service')).toBeVisible();
  await page.waitForURL(/\/services\/acme_notes_staging(_\d+)?$/);
  const clone = new URL(page.url()).pathname.split('/')[2];
  await page.goto(`/reviews/${clone}/settings`);
  const remove = page.getByRole('button', { name: 'Delete this service' });
  await expect(remove).toBeDisabled();
  await page.getByLabel(`Type ${clone} to confirm`).fill('acme_notes');
  await expect(remove).toBeDisabled();
  await page.getByLabel(`Type ${clone} to confirm`).fill(clone);
  await remove.click();
  await expect(page.getByText('Successfully deleted service')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/reviews/${clone}/settings`);
  await expect(page.getByText('Service not found')).toBeVisible();
});
