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

async function newQuery(page: Page, base: string, name: string, endpoint: string) {
  await page.getByRole('link', { name: 'New query' }).click();
  await expect(page).toHaveURL(`${base}/new`);
  await expect(page.getByRole('heading', { name: 'Create new query' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Endpoint').fill(endpoint);
  await page.getByLabel('Description').fill(`This query returns ${name.toLowerCase()}.`);
  await page.getByRole('button', { name: 'Save' }).click();
  // After a create the address is replaced with the edit path.
  await expect(page).toHaveURL(`${base}/${endpoint}`);
  await expect(page.getByText('Query created')).toBeVisible();
}

test('a partner builds queries: create, fields, ingredients, reorder by drag, clone and delete', async ({
  page,
}) => {
  await login(page, 'olivia');
  const moduleName = await createService(page, `E2E Queries ${unique()}`);
  const base = `/services/${moduleName}/queries`;
  await page.goto(base);
  await expect(page.getByRole('heading', { name: 'Queries' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Learn how to create your first Query' })).toBeVisible();

  await newQuery(page, base, 'List tasks', 'list_tasks');

  await page.getByRole('button', { name: 'Add query field' }).click();
  const field = page.getByRole('form', { name: 'New query field' });
  await field.getByLabel('Label').fill('Which project?');
  await field.getByLabel('Label').blur();
  await expect(field.getByLabel('Key name')).toHaveValue('which_project');
  await field.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Query field created')).toBeVisible();

  await page.getByRole('button', { name: 'Add ingredient' }).click();
  const ingredient = page.getByRole('form', { name: 'New ingredient' });
  await ingredient.getByLabel('Name').fill('task title');
  await ingredient.getByLabel('Name').blur();
  await expect(ingredient.getByLabel('Name')).toHaveValue('TaskTitle');
  await ingredient.getByLabel('Note').fill('The title of the task.');
  await ingredient.getByRole('button', { name: 'Save' }).click();
  await expect(ingredient.getByText(/^Error: example /)).toBeVisible();
  await ingredient.getByLabel('Example').fill('Water the plants');
  await ingredient.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Ingredient created')).toBeVisible();

  await page.goto(base);
  await newQuery(page, base, 'Find task', 'find_task');
  await page.goto(base);
  const list = page.getByRole('list').filter({ hasText: 'List tasks' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').first()).toContainText('List tasks');

  // Drag "Find task" above "List tasks" by its handle; the order survives a reload.
  const handles = list.locator('.sy-sortable__handle');
  await handles.nth(1).dragTo(handles.nth(0), { targetPosition: { x: 5, y: 2 } });
  await expect(page.getByText('Queries reordered')).toBeVisible();
  await page.reload();
  await expect(list.getByRole('listitem').first()).toContainText('Find task');

  // Clone opens the copy; delete returns to the list.
  await list.getByRole('listitem').filter({ hasText: 'List tasks' }).getByRole('link').click();
  await expect(page).toHaveURL(`${base}/list_tasks`);
  await page.getByRole('button', { name: 'Clone' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Clone' }).click();
  await expect(page).toHaveURL(`${base}/list_tasks_copy`);
  await expect(page.getByText('Which project?')).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(base);
  await expect(page.getByText('Query deleted')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(2);

  await page.goto(`${base}/no/such/view`);
  await expect(page.getByText('NOT FOUND')).toBeVisible();
});
