import { expect, test } from '@playwright/test';
import { disconnect } from '../support/api';
import { login } from '../support/login';
import { partnerActions, writePartnerEntry } from '../support/partner';
import { chooseStep, field } from '../support/composer';

/**
 * The engine (issue 14), tried as a new user would: Milo builds an applet from the demo service
 * Daybook, connects the sample partner on the way, and it is on; an entry written at Daybook (its
 * control API, which also sends the platform a realtime notification) runs the action there, and
 * the run shows on the applet page within 10 seconds.
 */

test('an applet built in the composer runs when Daybook has a new entry, and its run shows', async ({
  page,
  request,
  playwright,
}) => {
  await disconnect(playwright, 'milo', 'daybook');

  await login(page, 'milo', '/my_applets/new');
  await expect(page.getByRole('heading', { name: 'Create a new Applet' })).toBeVisible();
  // Scaled out, the composer learns the demo services from service-config's events a moment after
  // start-up: a user who came that early would reload too.
  await expect(async () => {
    await page.reload();
    await expect(page.getByLabel('Trigger service').locator('option', { hasText: 'Daybook' })).toBeAttached({
      timeout: 2000,
    });
  }).toPass({ timeout: 60_000 });

  // If a happy journal entry…: the mood's options come from Daybook, so Milo connects it first.
  await chooseStep(page, 'Trigger', 'Daybook', 'New journal entry');
  await page.getByRole('button', { name: 'Connect Daybook' }).first().click();
  await expect(page.getByRole('heading', { name: 'Connect Daybook?' })).toBeVisible();
  await page.getByRole('button', { name: 'Authorize' }).click();
  await expect(page.getByText('Service connected')).toBeVisible();
  await field(page, 'With which mood?').getByLabel('Default value').selectOption({ label: 'Happy' });

  // …then write a calm one that echoes its title (calm: the echo does not fire the applet again).
  await page.getByRole('button', { name: 'Add action' }).click();
  await chooseStep(page, 'Action', 'Daybook', 'Create journal entry');
  const title = field(page, 'Title');
  await title.getByLabel('Default value').fill('Echo: ');
  await title.getByLabel('Add ingredient').selectOption({ label: 'Daybook.newJournalEntry.Title' });
  await expect(title.getByLabel('Default value')).toHaveValue('Echo: {{Daybook.newJournalEntry.Title}}');
  await page.getByLabel('Title', { exact: true }).fill('Happy echo');
  await page.getByLabel('Description', { exact: true }).fill('Echoes each happy journal entry.');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByRole('heading', { name: 'Happy echo' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Happy echo: on' })).toBeVisible();
  const runs = page.getByRole('region', { name: 'Recent runs' });
  await expect(
    runs.getByText('No runs yet. The Applet runs when its trigger finds something new.'),
  ).toBeVisible();
  // The first check records what Daybook already has, and runs nothing.
  await expect(runs.getByText(/^Last checked/)).toBeVisible();

  // Titled per attempt, so a retry does not count the first try's echo.
  const entryTitle = `Sunny day at the lake ${Date.now().toString(36)}`;
  await writePartnerEntry(request, { title: entryTitle, mood: 'happy' });
  const started = Date.now();
  const run = runs.locator('.composer-run').first();
  await expect(run.locator('.composer-run__head .composer-run__status')).toHaveText('Ran', {
    timeout: 10_000,
  });
  expect(Date.now() - started).toBeLessThan(10_000);
  await expect(run.getByText('Create journal entry')).toBeVisible();

  await expect(runs.locator('.composer-run')).toHaveCount(1);

  // At Daybook: the action arrived once, with the ingredient filled in. (Read until it shows: the
  // partner's log is read over another connection than the one the engine used.)
  const echoes = async () =>
    (await partnerActions(request))
      .filter((a) => String(a.fields.title ?? '').startsWith('Echo: '))
      .map((a) => `${a.slug}: ${String(a.fields.title)}`);
  await expect.poll(echoes, { timeout: 5_000 }).toContain(`create_journal_entry: Echo: ${entryTitle}`);
  expect((await echoes()).filter((e) => e.endsWith(entryTitle))).toHaveLength(1);

  // 'Check now' asks at once; nothing new, so no new run.
  await runs.getByRole('button', { name: 'Check now' }).click();
  await expect(page.getByText('Checking now…')).toBeVisible();
  await expect(runs.locator('.composer-run')).toHaveCount(1);

  // Deleted, it stops polling (and Daybook hears that its trigger identity is no longer used).
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Applet deleted')).toBeVisible();
});
