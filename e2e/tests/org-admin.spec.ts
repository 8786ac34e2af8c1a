import { expect, test, type Page } from '@playwright/test';
import { orgs, unique, users } from '../support/demo';
import { createOrgThroughHeader, headerOf, openOrgMenu, orgMenuButton } from '../support/header';
import { login } from '../support/login';

const { acme, oliviaLabs, lite } = orgs;

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Organization settings' });
const flashMessage = (page: Page, text: string) => headerOf(page).locator('.sy-flash', { hasText: text });

async function openOrg(page: Page, id: string, name: string, view = '') {
  await page.goto(`/organizations/${id}${view ? `/${view}` : ''}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test.describe('organization details', () => {
  test('the owner renames an organization: "Organization updated", the page reloads with the new name', async ({
    page,
  }) => {
    await login(page, 'olivia');
    const before = `E2E Rename ${unique()}`;
    const after = `E2E Renamed ${unique()}`;
    const id = await createOrgThroughHeader(page, before);

    const name = page.getByLabel('Organization name');
    await expect(name).toHaveValue(before);
    await expect(name).toBeEditable();

    // A blank name is refused before anything is sent.
    await name.fill('   ');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Organization name is required')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');

    await name.fill(after);
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(flashMessage(page, 'Organization updated')).toBeVisible();
    await reloaded;

    await expect(page).toHaveURL(`/organizations/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: after })).toBeVisible();
    await expect(page.getByLabel('Organization name')).toHaveValue(after);
    await expect(orgMenuButton(page)).toHaveAccessibleName(after);
    const menu = await openOrgMenu(page);
    await expect(menu.getByRole('menuitem', { name: after, exact: true })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: before, exact: true })).toHaveCount(0);
  });

  test('a member (milo on Acme) sees the name read-only, no Save, no transfer, e-mails hidden, no invite form', async ({
    page,
  }) => {
    await login(page, 'milo');
    await openOrg(page, acme.id, acme.name);
    const name = page.getByLabel('Organization name');
    await expect(name).toHaveValue(acme.name);
    await expect(name).not.toBeEditable();
    await expect(page.getByText('Only the owner can change the organization name.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Transfer ownership' })).toHaveCount(0);

    await sidebar(page).getByRole('link', { name: 'Team' }).click();
    await expect(page).toHaveURL(`/organizations/${acme.id}/team`);
    const members = page.getByRole('table').first();
    const oliviaRow = members.getByRole('row', { name: /Olivia Owner/ });
    await expect(oliviaRow).toContainText('hidden');
    await expect(oliviaRow).not.toContainText(users.olivia.email);
    // Nobody else's address appears anywhere on the page, invitations included.
    await expect(page.getByRole('main')).not.toContainText(users.olivia.email);
    await expect(page.getByRole('main')).not.toContainText('pending.person@example.com');
    await expect(
      page.getByText(`Only the owner of ${acme.name} can invite or remove members.`),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Invite a member' })).toHaveCount(0);
    await expect(page.getByLabel('E-mail address')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  });

  test('the owner (olivia on Acme) sees the e-mails and the invite form', async ({ page }) => {
    await login(page, 'olivia');
    await openOrg(page, acme.id, acme.name, 'team');
    await expect(page.getByRole('row', { name: /Milo Member/ })).toContainText(users.milo.email);
    await expect(page.getByRole('heading', { name: 'Invite a member' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('pending.person@example.com');
    await expect(page.getByRole('button', { name: `Remove ${users.milo.name}` })).toBeVisible();
  });
});

test.describe('invoices by tier and role', () => {
  test('olivia, owner of a developer organization (Acme), sees its invoices', async ({ page }) => {
    await login(page, 'olivia');
    await openOrg(page, acme.id, acme.name);
    await sidebar(page).getByRole('link', { name: 'Invoices' }).click();
    await expect(page).toHaveURL(`/organizations/${acme.id}/invoices`);
    await expect(page.getByRole('heading', { level: 2, name: 'Invoices' })).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['Date', 'Amount', 'Status']);
    await expect(table.getByRole('row', { name: /\$199\.00/ })).toHaveCount(2);
    await expect(table.getByRole('row', { name: /\$49\.00/ })).toContainText('open');
  });

  test('olivia, owner of a free organization (Olivia Labs), has no Invoices entry', async ({ page }) => {
    await login(page, 'olivia');
    await openOrg(page, oliviaLabs.id, oliviaLabs.name);
    await expect(sidebar(page).getByRole('link', { name: 'Team' })).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Invoices' })).toHaveCount(0);
    // Typing the address does not show any either.
    await page.goto(`/organizations/${oliviaLabs.id}/invoices`);
    await expect(
      page.getByText('Invoices are only available to the owner of a Lite or Developer organization.'),
    ).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  });

  test("milo, owner of a lite organization (Lite Industries), sees 'You have no outstanding invoices.'", async ({
    page,
  }) => {
    await login(page, 'milo');
    await openOrg(page, lite.id, lite.name);
    await sidebar(page).getByRole('link', { name: 'Invoices' }).click();
    await expect(page).toHaveURL(`/organizations/${lite.id}/invoices`);
    await expect(page.getByText('You have no outstanding invoices.')).toBeVisible();
  });

  test('olivia, a member of Lite Industries, has no Invoices entry', async ({ page }) => {
    await login(page, 'olivia');
    await openOrg(page, lite.id, lite.name);
    await expect(sidebar(page).getByRole('link', { name: 'Team' })).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Invoices' })).toHaveCount(0);
    await page.goto(`/organizations/${lite.id}/invoices`);
    await expect(
      page.getByText('Invoices are only available to the owner of a Lite or Developer organization.'),
    ).toBeVisible();
    await expect(page.getByText('You have no outstanding invoices.')).toHaveCount(0);
  });
});

test('the sidebar pushes /organizations/{id}/{view} onto the history, and Back returns to each view', async ({
  page,
}) => {
  await login(page, 'olivia');
  await openOrg(page, acme.id, acme.name);
  const nav = sidebar(page);
  const heading = (name: string) => page.getByRole('heading', { level: 2, name, exact: true });
  await expect(heading('Details')).toBeVisible();

  await nav.getByRole('link', { name: 'Team' }).click();
  await expect(page).toHaveURL(`/organizations/${acme.id}/team`);
  await expect(heading('Team')).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Team' })).toHaveAttribute('aria-current', 'page');

  await nav.getByRole('link', { name: 'Invoices' }).click();
  await expect(page).toHaveURL(`/organizations/${acme.id}/invoices`);
  await expect(heading('Invoices')).toBeVisible();

  await nav.getByRole('link', { name: 'Details' }).click();
  await expect(page).toHaveURL(`/organizations/${acme.id}/details`);
  await expect(heading('Details')).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(`/organizations/${acme.id}/invoices`);
  await expect(heading('Invoices')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(`/organizations/${acme.id}/team`);
  await expect(heading('Team')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(`/organizations/${acme.id}`);
  await expect(heading('Details')).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(`/organizations/${acme.id}/team`);
  await expect(heading('Team')).toBeVisible();
});
