import { expect, test, type Locator, type Page } from '@playwright/test';
import { orgs, unique } from '../support/demo';
import { login } from '../support/login';

/**
 * A new partner defines what users fill in and get: trigger fields (a static dropdown whose option
 * rules fail one by one, a regex field), ingredients of several value types, action fields; a
 * destructive type change met with its confirmation; fields reordered by drag; a field deleted.
 * Then a published service's trigger and action pages offer nothing to edit.
 */

async function createService(page: Page, name: string): Promise<string> {
  await page.goto(`/services/new?org_id=${orgs.oliviaLabs.id}`);
  await page.getByLabel('Name', { exact: true }).fill(name);
  const moduleName = await page.getByLabel('Module name').inputValue();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return moduleName;
}

async function createTrigger(page: Page, moduleName: string) {
  await page.goto(`/services/${moduleName}/triggers/new`);
  const form = page.getByRole('form', { name: 'Trigger' });
  await form.getByLabel('Name').fill('New photo');
  await form.getByLabel('Name').blur();
  await form.getByLabel('Description').fill('This trigger fires every time you take a photo.');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(`/services/${moduleName}/triggers/new_photo`);
}

const section = (page: Page, title: string) => page.getByRole('region', { name: title });

/** Chooses the cascade of type selects, level by level. */
async function chooseType(form: Locator, choices: [level: string, option: string][]) {
  for (const [level, option] of choices)
    await form.getByLabel(level, { exact: true }).selectOption({ label: option });
}

async function expectFlash(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

test.describe('trigger fields, ingredients and action fields', () => {
  test.beforeEach(async ({ page }) => {
    await login(page, 'olivia');
  });

  test('a partner adds a static dropdown (each option rule fails, then passes), a regex field, changes a type and reorders', async ({
    page,
  }) => {
    const moduleName = await createService(page, `E2E Fields ${unique()}`);
    await createTrigger(page, moduleName);
    const fields = section(page, 'Trigger fields');
    await expect(fields.getByText('This trigger has no fields yet.')).toBeVisible();

    // A static dropdown: the key follows the name; every option rule of the spec, in turn.
    await fields.getByRole('button', { name: 'Add field' }).click();
    let form = page.getByRole('form', { name: 'New trigger field' });
    await form.getByLabel('Name').fill('Which album?');
    await form.getByLabel('Name').blur();
    await expect(form.getByLabel('Key')).toHaveValue('which_album');
    await chooseType(form, [
      ['Input type', 'Dropdown list'],
      ['Dropdown source', 'Static'],
    ]);
    const save = form.getByRole('button', { name: 'Save' });
    const optionError = form.getByText(/^Error: populator_values /);

    await save.click();
    await expectFlash(page, 'Could not save this trigger field. Please check your data!');
    await expect(optionError).toHaveText('Error: populator_values must not have blank names');

    await form.getByLabel('Option 1 name').fill('Holidays');
    await form.getByLabel('Option 2 name').fill('Family');
    await save.click();
    await expect(optionError).toHaveText('Error: populator_values must not have blank values');

    await form.getByLabel('Option 1 value').fill('same');
    await form.getByLabel('Option 2 value').fill('same');
    await save.click();
    await expect(optionError).toHaveText('Error: populator_values must not have duplicate values');

    await form.getByLabel('Option 2 name').fill('Holidays');
    await form.getByLabel('Option 2 value').fill('family');
    await save.click();
    await expect(optionError).toHaveText('Error: populator_values must not have duplicate names');

    // A row can be removed while two exist; the last one cannot, and one option is too few.
    await form.getByRole('button', { name: 'Remove option 2' }).click();
    await expect(form.getByRole('button', { name: 'Remove option 1' })).toHaveCount(0);
    await save.click();
    await expect(optionError).toHaveText(
      'Error: populator_values must have at least two options for a dropdown list',
    );
    await form.getByRole('button', { name: 'Add option' }).click();
    await form.getByLabel('Option 2 name').fill('Family');
    await form.getByLabel('Option 2 value').fill('family');
    await form.getByRole('button', { name: 'Add option' }).click();
    await form.getByLabel('Option 3 name').fill('Work');
    await form.getByLabel('Option 3 value').fill('work');
    await save.click();
    await expectFlash(page, 'Trigger field created');
    await expect(fields.getByRole('listitem')).toHaveCount(1);
    await expect(fields.getByRole('listitem').first()).toContainText('Which album?');

    // A custom regex that does not compile, then one that does.
    await fields.getByRole('button', { name: 'Add field' }).click();
    form = page.getByRole('form', { name: 'New trigger field' });
    await form.getByLabel('Name').fill('Tag');
    await form.getByLabel('Name').blur();
    await chooseType(form, [
      ['Input type', 'Text input'],
      ['Text validation', 'Required'],
      ['Rule', 'Custom regex'],
    ]);
    await form.getByLabel('Regular expression').fill('([a-z');
    await form.getByLabel('Error message').fill('Use lowercase letters.');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Error: regex_value must be a valid regular expression')).toBeVisible();
    await form.getByLabel('Regular expression').fill('^[a-z]+$');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectFlash(page, 'Trigger field created');
    await expect(fields.getByRole('listitem')).toHaveCount(2);

    // Dropdown → text deletes Applets: the modal asks; Cancel keeps the type, confirming changes it.
    await fields.getByRole('button', { name: 'Edit Which album?' }).click();
    form = page.getByRole('form', { name: 'Trigger field Which album?' });
    await chooseType(form, [
      ['Input type', 'Text input'],
      ['Text validation', 'None'],
    ]);
    const dialog = page.getByRole('dialog', {
      name: 'Are you sure you want to change the trigger field type?',
    });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(form.getByLabel('Input type', { exact: true })).toHaveValue('200');
    await expect(form.getByLabel('Dropdown source', { exact: true })).toHaveValue('6');
    await chooseType(form, [
      ['Input type', 'Text input'],
      ['Text validation', 'None'],
    ]);
    await dialog.getByRole('button', { name: 'Change type' }).click();
    await form.getByRole('button', { name: 'Save' }).click();
    await expectFlash(page, 'Trigger field updated');
    await expect(fields.getByRole('listitem').first()).toContainText('Text input: None');

    // Drag "Tag" above "Which album?"; the order survives a reload.
    const handles = fields.locator('.sy-sortable__handle');
    await handles.nth(1).dragTo(handles.nth(0), { targetPosition: { x: 5, y: 2 } });
    await expectFlash(page, 'Trigger fields reordered');
    await page.reload();
    await expect(fields.getByRole('listitem').first()).toContainText('Tag');

    // Delete asks first, then the field is gone for good.
    await fields.getByRole('button', { name: 'Edit Tag' }).click();
    await page
      .getByRole('form', { name: 'Trigger field Tag' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expectFlash(page, 'Trigger field deleted');
    await page.reload();
    await expect(fields.getByRole('listitem')).toHaveCount(1);
    await expect(fields.getByRole('listitem').first()).toContainText('Which album?');
  });

  test('a partner adds ingredients of several value types and an action with fields', async ({ page }) => {
    const moduleName = await createService(page, `E2E Ingredients ${unique()}`);
    await createTrigger(page, moduleName);
    const ingredients = section(page, 'Ingredients');

    // Name in UpperCamelCase on blur, slug from it; a date type has no example.
    await ingredients.getByRole('button', { name: 'Add ingredient' }).click();
    let form = page.getByRole('form', { name: 'New ingredient' });
    await form.getByLabel('Name').fill('taken at');
    await form.getByLabel('Name').blur();
    await expect(form.getByLabel('Name')).toHaveValue('TakenAt');
    await expect(form.getByLabel('Slug')).toHaveValue('taken_at');
    await form.getByLabel('Value type').selectOption('datetime');
    await expect(form.getByLabel('Example')).toHaveCount(0);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText("Error: note can't be blank")).toBeVisible();
    await form.getByLabel('Note').fill('When the photo was taken.');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectFlash(page, 'Ingredient created');

    for (const [name, type, example] of [
      ['Caption', 'string', 'Sunset at the beach'],
      ['PhotoUrl', 'image_url', 'https://photos.example/1.jpg'],
    ] as const) {
      await ingredients.getByRole('button', { name: 'Add ingredient' }).click();
      form = page.getByRole('form', { name: 'New ingredient' });
      await form.getByLabel('Name').fill(name);
      await form.getByLabel('Name').blur();
      await form.getByLabel('Note').fill('What the photo shows.');
      await form.getByLabel('Value type').selectOption(type);
      await form.getByLabel('Example').fill(example);
      await form.getByRole('button', { name: 'Save' }).click();
      await expectFlash(page, 'Ingredient created');
    }
    await page.reload();
    await expect(ingredients.getByRole('listitem')).toHaveCount(3);
    await expect(ingredients.getByRole('listitem').nth(2)).toContainText('photo_url');

    // An action with a required text field and a static dropdown; the type change asks the browser.
    await page.goto(`/services/${moduleName}/actions/new`);
    const actionForm = page.getByRole('form', { name: 'Action' });
    await actionForm.getByLabel('Name').fill('Upload photo');
    await actionForm.getByLabel('Name').blur();
    await actionForm.getByLabel('Description').fill('This action uploads a photo to an album.');
    await actionForm.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(`/services/${moduleName}/actions/upload_photo`);
    const actionFields = section(page, 'Action fields');

    await actionFields.getByRole('button', { name: 'Add field' }).click();
    form = page.getByRole('form', { name: 'New action field' });
    await form.getByLabel('Name').fill('Photo URL');
    await form.getByLabel('Name').blur();
    await expect(form.getByLabel('Key')).toHaveValue('photo_url');
    await chooseType(form, [['Content type', 'Photo URL']]);
    await form.getByRole('radio', { name: 'Yes' }).check();
    await form.getByRole('button', { name: 'Save' }).click();
    await expectFlash(page, 'Action field created');

    await actionFields.getByRole('button', { name: 'Add field' }).click();
    form = page.getByRole('form', { name: 'New action field' });
    await form.getByLabel('Name').fill('Album');
    await form.getByLabel('Name').blur();
    await chooseType(form, [
      ['Field type', 'Dropdown list'],
      ['Dropdown source', 'Static'],
    ]);
    await form.getByLabel('Option 1 name').fill('Holidays');
    await form.getByLabel('Option 1 value').fill('holidays');
    await form.getByLabel('Option 2 name').fill('Family');
    await form.getByLabel('Option 2 value').fill('family');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectFlash(page, 'Action field created');

    await actionFields.getByRole('button', { name: 'Edit Album' }).click();
    form = page.getByRole('form', { name: 'Action field Album' });
    const asked: string[] = [];
    page.once('dialog', (d) => {
      asked.push(d.message());
      void d.dismiss();
    });
    await chooseType(form, [
      ['Field type', 'Text input'],
      ['Content type', 'Title'],
    ]);
    await expect.poll(() => asked.length).toBe(1);
    expect(asked[0]).toContain('Applets');
    await expect(form.getByLabel('Field type', { exact: true })).toHaveValue('COLLECTION_SELECT');
    page.once('dialog', (d) => void d.accept());
    await chooseType(form, [
      ['Field type', 'Text input'],
      ['Content type', 'Title'],
    ]);
    await form.getByRole('button', { name: 'Save' }).click();
    await expectFlash(page, 'Action field updated');
    await page.reload();
    await expect(actionFields.getByRole('listitem')).toHaveCount(2);
    await expect(actionFields.getByRole('listitem').nth(1)).toContainText('Text input: Title');
  });

  test("a published service's trigger and action pages are read-only", async ({ page }) => {
    for (const path of [
      '/services/acme_weather/triggers/severe_weather_alert',
      '/services/acme_weather/actions/send_forecast',
    ]) {
      await page.goto(path);
      const fieldsTitle = path.includes('triggers') ? 'Trigger fields' : 'Action fields';
      const fields = section(page, fieldsTitle);
      await expect(fields.getByRole('listitem').first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Add field' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Add ingredient' })).toHaveCount(0);
      await expect(page.getByText(/This service is published, so it is read-only/).first()).toBeVisible();
      await expect(fields.locator('.sy-sortable__handle')).toHaveCount(0);

      await fields
        .getByRole('button', { name: /^View / })
        .first()
        .click();
      const form = page.getByRole('form', { name: /field/ });
      await expect(form.getByLabel('Name')).toBeDisabled();
      await expect(form.getByLabel('Key')).toBeDisabled();
      await expect(form.getByRole('button', { name: 'Delete' })).toHaveCount(0);
      const save = form.getByRole('button', { name: 'Save' });
      if (await save.count()) await expect(save).toBeDisabled();
    }
  });
});
