import { expect, test, type Page } from '@playwright/test';
import { orgs, unique } from '../support/demo';
import { login } from '../support/login';

async function createService(page: Page, name: string): Promise<string> {
  await page.goto(`/services/new?org_id=${orgs.oliviaLabs.id}`);
  await page.getByLabel('Name', { exact: true }).fill(name);
  const moduleName = await page.getByLabel('Module name').inputValue();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return moduleName;
}

test.describe('triggers and actions', () => {
  test.beforeEach(async ({ page }) => {
    await login(page, 'olivia');
  });

  test('a partner adds an API trigger, a feed trigger and an action, and finds them on the service page', async ({
    page,
  }) => {
    const moduleName = await createService(page, `E2E Steps ${unique()}`);

    await page.getByRole('link', { name: 'Add trigger' }).click();
    await expect(page).toHaveURL(`/services/${moduleName}/triggers/new`);
    const trigger = page.getByRole('form', { name: 'Trigger' });
    await trigger.getByLabel('Name').fill('New task created');
    await trigger.getByLabel('Name').blur();
    await expect(trigger.getByLabel('Endpoint slug')).toHaveValue('new_task_created');
    await trigger.getByLabel('Description').fill('This trigger fires every time a task is created.');
    await trigger.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(`/services/${moduleName}/triggers/new_task_created`);
    await expect(page.getByText('Trigger created')).toBeVisible();

    await page.goto(`/services/${moduleName}/triggers/new`);
    await trigger.getByLabel('Feed (RSS or Atom)').check();
    await expect(trigger.getByLabel('Endpoint slug')).toHaveCount(0);
    await trigger.getByLabel('Name').fill('New item in feed');
    await trigger.getByLabel('Description').fill('This trigger fires every time the feed has a new item.');
    await trigger.getByLabel('Feed URL').fill('not a url');
    await trigger.getByRole('button', { name: 'Save' }).click();
    await expect(trigger.getByText(/^Error: feed_url /)).toBeVisible();
    await trigger.getByLabel('Feed URL').fill('https://tasks.example.com/feed.xml');
    await trigger.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Trigger created')).toBeVisible();

    await page.goto(`/services/${moduleName}/actions/new`);
    const action = page.getByRole('form', { name: 'Action' });
    await action.getByLabel('Name').fill('Create task');
    await action.getByLabel('Name').blur();
    await action.getByLabel('Description').fill('This action will create a new task.');
    await action.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(`/services/${moduleName}/actions/create_task`);

    await page.goto(`/services/${moduleName}`);
    await expect(page.getByRole('link', { name: 'New task created', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'New item in feed', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create task', exact: true })).toBeVisible();
  });

  test('a published service offers no Add trigger or Add action', async ({ page }) => {
    await page.goto('/services/acme_weather');
    await expect(page.getByRole('link', { name: 'Severe weather alert', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add trigger' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Add action' })).toHaveCount(0);
  });
});
