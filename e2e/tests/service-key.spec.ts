import { expect, test } from '@playwright/test';
import { login } from '../support/login';

// acme_notes: Acme's unpublished service (daybook's key must stay what the sample partner knows).
const SERVICE = '/services/acme_notes';

test('a partner reads the masked service key, copies it, and regenerates it after a confirmation', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await login(page, 'olivia', SERVICE);
  const section = page.getByRole('region', { name: 'Service key' });
  await expect(section).toBeVisible();
  await expect(section.getByText('Switchyard-Service-Key')).toBeVisible();
  const field = section.getByRole('textbox', { name: 'Service key' });
  await expect(field).toHaveValue(/^•+[0-9a-f]{4}$/);

  await section.getByRole('button', { name: 'Show' }).click();
  const key = await field.inputValue();
  expect(key).toMatch(/^[0-9a-f]{64}$/);
  await section.getByRole('button', { name: 'Hide' }).click();

  await section.getByRole('button', { name: 'Copy' }).click();
  await expect(section.getByRole('status')).toHaveText('Copied to the clipboard.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);

  // Cancel leaves the key; Regenerate key replaces it, and the page shows the new one.
  await section.getByRole('button', { name: 'Regenerate…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Regenerate the service key?' });
  await expect(dialog).toContainText('The current key stops working at once');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await section.getByRole('button', { name: 'Regenerate…' }).click();
  await page
    .getByRole('dialog', { name: 'Regenerate the service key?' })
    .getByRole('button', { name: 'Regenerate key' })
    .click();
  await expect(section.getByRole('status')).toHaveText(
    'A new key was made; the old one no longer works. Give the new one to your service.',
  );
  const fresh = await field.inputValue();
  expect(fresh).toMatch(/^[0-9a-f]{64}$/);
  expect(fresh).not.toBe(key);
  await page.reload();
  await section.getByRole('button', { name: 'Show' }).click();
  await expect(field).toHaveValue(fresh);
});
