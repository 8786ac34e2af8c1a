import { expect, test } from '@playwright/test';
import { disconnect } from '../support/api';
import { login } from '../support/login';
import { setPartnerModes, writePartnerEntry } from '../support/partner';
import { chooseStep, field } from '../support/composer';

/**
 * The flood guard (issue 40), as a user and the partner meet it. Daybook's trigger starts giving
 * fresh ids on every request (the sample partner's `fresh_ids` misbehaviour, as the public IFTTT
 * starter does): a check then finds every item new. The engine runs the first 25 (RUN_CAP_PER_CHECK)
 * and holds the rest; Milo sees why on his applet's page and discards them; Olivia, whose
 * organization owns Daybook, is told on the service's page with the fix.
 */

test('a trigger that makes fresh ids floods no one: runs are held, the user decides, the partner is told', async ({
  page,
  browser,
  request,
  playwright,
}) => {
  test.setTimeout(120_000);
  await disconnect(playwright, 'milo', 'daybook');
  // More happy entries than one check runs: the applet's first check records them, runs nothing.
  const batch = Date.now().toString(36);
  for (let i = 0; i < 30; i++)
    await writePartnerEntry(request, { title: `Flood ${batch} ${i}`, mood: 'happy' });

  await login(page, 'milo', '/my_applets/new');
  await expect(async () => {
    await page.reload();
    await expect(page.getByLabel('Trigger service').locator('option', { hasText: 'Daybook' })).toBeAttached({
      timeout: 2000,
    });
  }).toPass({ timeout: 60_000 });
  await chooseStep(page, 'Trigger', 'Daybook', 'New journal entry');
  await page.getByRole('button', { name: 'Connect Daybook' }).first().click();
  await page.getByRole('button', { name: 'Authorize' }).click();
  await expect(page.getByText('Service connected')).toBeVisible();
  await field(page, 'With which mood?').getByLabel('Default value').selectOption({ label: 'Happy' });
  await page.getByRole('button', { name: 'Add action' }).click();
  // The echo is calm: it does not fire the applet again.
  await chooseStep(page, 'Action', 'Daybook', 'Create journal entry');
  await field(page, 'Title').getByLabel('Default value').fill('Flood echo');
  const name = `Flood guard ${batch}`;
  await page.getByLabel('Title', { exact: true }).fill(name);
  await page.getByLabel('Description', { exact: true }).fill('Echoes each happy journal entry.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const runs = page.getByRole('region', { name: 'Recent runs' });
  await expect(runs.getByText(/^Last checked/)).toBeVisible({ timeout: 15_000 });

  try {
    await setPartnerModes(request, ['fresh_ids']);
    await runs.getByRole('button', { name: 'Check now' }).click();
    const held = page.getByRole('region', { name: /new items are held$/ });
    await expect(held).toBeVisible({ timeout: 15_000 });
    await expect(held).toContainText('more than the 25 an applet runs from one check');
    await expect(runs.getByText('Held').first()).toBeVisible();
  } finally {
    await setPartnerModes(request, []);
  }

  // Olivia's organization owns Daybook: its page says which trigger, how many, and the fix.
  const olivia = await browser.newPage();
  await login(olivia, 'olivia', '/services/daybook');
  const notice = olivia.getByRole('region', { name: 'Runs were held on your triggers' });
  await expect(notice).toBeVisible();
  await expect(notice.getByText(/^New journal entry: \d+ runs held in \d+ checks?/)).toBeVisible();
  await expect(notice.getByRole('link', { name: 'endpoint tests' })).toHaveAttribute(
    'href',
    '/services/daybook/endpoint_tests',
  );
  await olivia.close();

  // Milo discards them: nothing is held, and nothing more runs.
  await page.getByRole('button', { name: 'Discard them' }).click();
  await expect(page.getByRole('region', { name: /items? (are|is) held$/ })).toHaveCount(0, {
    timeout: 15_000,
  });

  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Applet deleted')).toBeVisible();
});
