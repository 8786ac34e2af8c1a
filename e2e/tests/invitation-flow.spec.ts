import { expect, test, type Page } from '@playwright/test';
import { unique, users } from '../support/demo';
import { createOrgThroughHeader, headerOf, openOrgMenu } from '../support/header';
import { login } from '../support/login';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Organization settings' });
const flashMessage = (page: Page, text: string) => headerOf(page).locator('.sy-flash', { hasText: text });
const inviteForm = (page: Page) => page.getByRole('form', { name: 'Invite a member' });
const transferHeading = (page: Page) => page.getByRole('heading', { name: 'Transfer ownership' });

test('invite, accept in a second browser, transfer ownership: the old owner loses the owner controls', async ({
  page: olivia,
  browser,
}) => {
  const orgName = `E2E Invite ${unique()}`;
  await login(olivia, 'olivia');
  const orgId = await createOrgThroughHeader(olivia, orgName);

  // Olivia invites Nia from the Team view; the remaining count goes down by one.
  await sidebar(olivia).getByRole('link', { name: 'Team' }).click();
  await expect(olivia).toHaveURL(`/organizations/${orgId}/team`);
  const form = inviteForm(olivia);
  await expect(form.getByText('You have 2 invitations left')).toBeVisible();
  await form.getByLabel('E-mail address').fill(users.nia.email);
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(flashMessage(olivia, `Invitation sent to ${users.nia.email}`)).toBeVisible();
  await expect(form.getByText('You have 1 invitation left')).toBeVisible();
  await expect(form.getByLabel('E-mail address')).toHaveValue('');
  const pending = olivia.getByRole('region', { name: 'Pending invitations' });
  await expect(pending.getByRole('row', { name: new RegExp(users.nia.email) })).toBeVisible();

  // Nia, in her own browser context, finds the e-mail in the outbox and accepts.
  const niaContext = await browser.newContext();
  try {
    const nia = await niaContext.newPage();
    await login(nia, 'nia', '/outbox');
    await expect(nia.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
    const mail = nia.getByRole('article', {
      name: `You have been invited to join ${orgName} on Switchyard`,
    });
    await expect(mail).toBeVisible();
    await expect(mail).toContainText(`To: ${users.nia.email}`);
    await mail.getByRole('link').click();
    await expect(nia).toHaveURL(/\/invitations\/[^/]+$/);
    await expect(nia.getByRole('heading', { level: 1, name: `Join ${orgName}` })).toBeVisible();
    await nia.getByRole('button', { name: 'Accept invitation' }).click();

    await expect(nia).toHaveURL(`/organizations/${orgId}`);
    await expect(nia.getByRole('heading', { level: 1, name: orgName })).toBeVisible();
    // A member: read-only name, no transfer.
    await expect(nia.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(transferHeading(nia)).toHaveCount(0);
    const niaMenu = await openOrgMenu(nia);
    await expect(niaMenu.getByRole('menuitem', { name: orgName, exact: true })).toBeVisible();
    await nia.keyboard.press('Escape');

    // Olivia's team list shows Nia as a member; the invitation is no longer pending.
    await olivia.reload();
    const members = olivia.getByRole('region', { name: 'Members' });
    await expect(members.getByRole('row', { name: /Nia Newcomer/ })).toContainText(users.nia.email);
    await expect(
      olivia.getByRole('region', { name: 'Pending invitations' }).getByText(users.nia.email),
    ).toHaveCount(0);

    // Olivia hands the organization to Nia.
    await sidebar(olivia).getByRole('link', { name: 'Details' }).click();
    await expect(transferHeading(olivia)).toBeVisible();
    await olivia.getByLabel('New owner').selectOption({ label: 'Nia Newcomer (nia)' });
    await olivia.getByRole('button', { name: 'Transfer' }).click();
    const confirm = olivia.getByRole('dialog', { name: 'Transfer ownership?' });
    await expect(confirm).toContainText('This transfer is irreversible.');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(flashMessage(olivia, 'Organization owner has been updated')).toBeVisible();

    // Olivia is now a member: no transfer, no Save, no invite form (even after a reload).
    await expect(transferHeading(olivia)).toHaveCount(0);
    await expect(olivia.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await olivia.reload();
    await expect(olivia.getByRole('heading', { level: 1, name: orgName })).toBeVisible();
    await expect(olivia.getByText('Only the owner can change the organization name.')).toBeVisible();
    await expect(transferHeading(olivia)).toHaveCount(0);
    await sidebar(olivia).getByRole('link', { name: 'Team' }).click();
    await expect(
      olivia.getByText(`Only the owner of ${orgName} can invite or remove members.`),
    ).toBeVisible();
    await expect(inviteForm(olivia)).toHaveCount(0);
    await expect(
      olivia.getByRole('region', { name: 'Members' }).getByRole('row', { name: /Nia Newcomer/ }),
    ).toContainText('Owner');

    // Nia, after a reload, has the owner controls.
    await nia.reload();
    await expect(nia.getByRole('heading', { level: 1, name: orgName })).toBeVisible();
    await expect(nia.getByRole('button', { name: 'Save' })).toBeVisible();
    await expect(transferHeading(nia)).toBeVisible();
    await nia.getByLabel('New owner').selectOption({ label: 'Olivia Owner (olivia)' });
    await sidebar(nia).getByRole('link', { name: 'Team' }).click();
    await expect(inviteForm(nia)).toBeVisible();
    await expect(inviteForm(nia).getByText('You have 1 invitation left')).toBeVisible();
  } finally {
    await niaContext.close();
  }
});
