import { expect, test, type Page } from '@playwright/test';
import { unique } from '../support/demo';
import { createOrgThroughHeader } from '../support/header';
import { login } from '../support/login';

/** Olivia, in her own context, creates an organization and invites `email` through the GraphQL API the Team page uses. */
async function inviteToNewOrg(page: Page, orgName: string, email: string) {
  await login(page, 'olivia');
  const orgId = await createOrgThroughHeader(page, orgName);
  const answer = await page.evaluate(
    async ({ org, email }) => {
      const session = await (await fetch('/session')).json();
      const res = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': session.csrfToken },
        body: JSON.stringify({
          query:
            'mutation($o: ID!, $e: String!) { inviteUser(organization_id: $o, email: $e) { errors { message } } }',
          variables: { o: org, e: email },
        }),
      });
      return res.json();
    },
    { org: orgId, email },
  );
  expect(answer.data.inviteUser.errors).toEqual([]);
  return orgId;
}

test('a new user signs up, follows the confirmation link from the outbox, and only then sees an invitation', async ({
  page,
  browser,
}) => {
  const id = unique();
  const email = `e2e-verify-${id}@example.com`;
  const orgName = `E2E Verify ${id}`;
  const inviterContext = await browser.newContext();
  let orgId: string;
  try {
    orgId = await inviteToNewOrg(await inviterContext.newPage(), orgName, email);
  } finally {
    await inviterContext.close();
  }

  await page.goto('/signup');
  await page.getByLabel('Name').fill('Vera Verify');
  await page.getByLabel('Login').fill(`vera${id}`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password (at least 8 characters)').fill('a-long-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.locator('#sy-header').getByText(`vera${id}`, { exact: true })).toBeVisible();

  // Unverified: the outbox shows only the confirmation mail, and says why.
  await page.goto('/outbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your address is not confirmed yet' }),
  ).toBeVisible();
  const confirmation = page.getByRole('article', { name: 'Confirm your e-mail address for Switchyard' });
  await expect(confirmation).toBeVisible();
  await expect(page.getByRole('article', { name: /You have been invited/ })).toHaveCount(0);

  await confirmation.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your e-mail address' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole('button', { name: 'Confirm my address' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Address confirmed' })).toBeVisible();

  // Verified: the invitation sent to the address is there, and it can be accepted.
  await page.goto('/outbox');
  await expect(page.getByRole('status').filter({ hasText: 'Your address is not confirmed yet' })).toHaveCount(
    0,
  );
  const invitation = page.getByRole('article', {
    name: `You have been invited to join ${orgName} on Switchyard`,
  });
  await expect(invitation).toBeVisible();
  await invitation.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: `Join ${orgName}` })).toBeVisible();
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page).toHaveURL(`/organizations/${orgId}`);
});
