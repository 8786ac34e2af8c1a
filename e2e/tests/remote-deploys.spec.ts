/**
 * Independent remote deploys (issue 39), tried as a domain team and staff would: staff create the
 * organization domain's deploy token on the registry page, the team deploys a build with a visible
 * change with its command and every user sees it on their next page load (no restart), a second
 * build goes to half the users as a canary (sticky per user), a broken canary falls back to the live
 * version and is counted, and staff roll back to the platform's own build.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiClient, read } from '../support/api';
import { users, type DemoLogin } from '../support/demo';
import { login } from '../support/login';
import { brokenBuild, changedBuild, deploy, inCanary } from '../support/remoteDeploys';

const OUTBOX = 'children:"Outbox"';

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

async function signedIn(browser: Browser, who: DemoLogin): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await login(page, who, '/outbox');
  return page;
}

const outboxTitle = (page: Page) => page.locator('#org-outbox-title');

/** The org entry /remotes.json gives this page's user. */
async function orgEntry(page: Page) {
  const res = await page.request.get('/remotes.json', { headers: { Accept: 'application/json' } });
  const body = (await res.json()) as {
    remotes: { name: string; entry: string; version?: string; fallback?: string }[];
  };
  return body.remotes.find((r) => r.name === 'org')!;
}

test('a domain team deploys, canaries and rolls back its remote; staff see it all on the registry page', async ({
  browser,
  playwright,
}) => {
  // Staff create the organization domain's deploy token; its secret is shown once.
  const stella = await signedIn(browser, 'stella');
  await stella.goto('/admin/remotes');
  await expect(stella.getByRole('heading', { name: 'Remote registry', level: 1 })).toBeVisible();
  const orgCard = stella.getByRole('region', { name: 'org', exact: true });
  const built = (await orgCard.locator('dt:text-is("Live") + dd code').textContent())!.trim();
  await expect(orgCard.getByText('platform build').first()).toBeVisible();
  const tokens = stella.getByRole('region', { name: 'Deploy tokens' });
  await tokens.getByRole('combobox', { name: 'Remote' }).selectOption('org');
  await tokens.getByRole('textbox', { name: 'Name' }).fill('org e2e');
  await tokens.getByRole('button', { name: 'Create token' }).click();
  const secret = await tokens.getByRole('textbox', { name: 'Deploy token org e2e' }).inputValue();
  expect(secret).toMatch(/^sydt_/);
  await tokens.getByRole('button', { name: 'Done' }).click();
  await expect(tokens.getByRole('textbox', { name: 'Deploy token org e2e' })).toHaveCount(0);

  // Milo has the outbox open; the team deploys a build whose heading says so.
  const milo = await signedIn(browser, 'milo');
  await expect(outboxTitle(milo)).toHaveText('Outbox');
  const v2 = await deploy('org', secret, ['--dist', changedBuild('org', OUTBOX, 'children:"Outbox (v2)"')]);
  expect(v2.code, v2.output).toBe(0);
  const version2 = /\b(\d+\.\d+\.\d+-[0-9a-f]{12})\b/.exec(v2.output)![1];

  // Live without a restart: his next page load shows it, from the new version's files.
  await expect(async () => {
    await milo.reload();
    await expect(outboxTitle(milo)).toHaveText('Outbox (v2)', { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  expect((await orgEntry(milo)).entry).toContain(`/remotes/org/${version2}/`);

  // Another domain's token may not touch org; the page shows what happened and who did it.
  const otherToken = await read(
    await (
      await apiClient(playwright)
    ).request.put('/registry/remotes/review/live', {
      headers: { Authorization: `Bearer ${secret}` },
      data: { version: version2 },
    }),
  );
  expect(otherToken.status).toBe(403);

  // A canary for half the users: those in its share see it, on every load; the others keep v2.
  const v3 = await deploy('org', secret, [
    '--dist',
    changedBuild('org', OUTBOX, 'children:"Outbox (v3)"'),
    '--canary',
    '50',
  ]);
  expect(v3.code, v3.output).toBe(0);
  const inside = (['milo', 'olivia', 'rey', 'sol', 'stella'] as const).filter((u) =>
    inCanary(users[u].id, 'org', 50),
  );
  const outside = (['milo', 'olivia', 'rey', 'sol', 'stella'] as const).filter(
    (u) => !inCanary(users[u].id, 'org', 50),
  );
  expect(inside.length).toBeGreaterThan(0);
  expect(outside.length).toBeGreaterThan(0);
  for (const who of [inside[0], outside[0]]) {
    const page = await signedIn(browser, who);
    const want = inside.includes(who as never) ? 'Outbox (v3)' : 'Outbox (v2)';
    for (let i = 0; i < 2; i++) {
      await page.reload();
      await expect(outboxTitle(page)).toHaveText(want);
    }
    await page.context().close();
  }
  await stella.reload();
  await expect(orgCard.locator('dt:text-is("Canary") + dd')).toContainText('to 50 % of users');

  // A canary that throws as it loads: its users get the live version, and the failure is counted.
  const broken = await deploy('org', secret, ['--dist', brokenBuild('org'), '--canary', '50']);
  expect(broken.code, broken.output).toBe(0);
  const canaryUser = await signedIn(browser, inside[0]);
  await expect(outboxTitle(canaryUser)).toHaveText('Outbox (v2)', { timeout: 20_000 });
  await stella.reload();
  await expect(orgCard.locator('dt:text-is("Canary") + dd')).toContainText('1 failure');
  await orgCard.getByRole('button', { name: 'Abort' }).click();
  await stella.getByRole('dialog').getByRole('button', { name: 'Abort canary' }).click();
  await expect(orgCard.locator('dt:text-is("Canary") + dd')).toHaveText('No canary.');

  // Staff roll back to the platform's build: everyone has the original heading again.
  await orgCard.getByRole('button', { name: `Make live ${built}` }).click();
  await stella.getByRole('dialog').getByRole('button', { name: 'Roll back' }).click();
  await expect(orgCard.locator('dt:text-is("Live") + dd code')).toHaveText(built);
  await expect(async () => {
    await milo.reload();
    await expect(outboxTitle(milo)).toHaveText('Outbox', { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await orgCard.getByText(/History/).click();
  await expect(orgCard.locator('.sy-registry__history tbody tr').first()).toContainText('Rolled back');
});
