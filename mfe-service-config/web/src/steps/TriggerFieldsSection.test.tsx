import type { MockedResponse } from '@apollo/client/testing';
import { clearFlash, FlashHost } from '@switchyard/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ServiceConfigRoutes } from '../routes';
import { ReorderStepFieldsDocument, ReorderStepIngredientsDocument } from './operations';
import { renderWithApollo } from '../testing/renderWithApollo';
import { dragItem, isSortableEnabled, sortableOption } from '@switchyard/ui/sortable-list/testing';
import { answer, mockFetch, sent } from './restFixtures.testing';
import {
  alertsFeed,
  forecast,
  SERVICE,
  stepsMock,
  triggerEditMock,
  triggerFieldFixture,
  triggerIngredientFixture,
  type TriggerExtras,
} from './stepsFixtures.testing';

function renderAt(path: string, mocks: MockedResponse[]) {
  window.history.replaceState(null, '', path);
  return renderWithApollo(
    <>
      <ServiceConfigRoutes />
      <FlashHost />
    </>,
    mocks,
  );
}

const itemNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((li) => li.querySelector('strong')?.textContent);

const city = triggerFieldFixture();
const units = triggerFieldFixture({
  id: 'tf-2',
  name: 'Which units?',
  slug: 'units',
  trigger_field_type: 6,
  populator_values: [
    { name: 'Celsius', value: 'c' },
    { name: 'Fahrenheit', value: 'f' },
  ],
  weight: 1,
});
const temperature = triggerIngredientFixture();
const summary = triggerIngredientFixture({ id: 'ti-2', name: 'Summary', slug: 'summary', weight: 1 });
const extras: TriggerExtras = { fields: [city, units], ingredients: [temperature, summary] };

const forecastMock = (more: TriggerExtras = extras, published = false) =>
  triggerEditMock(forecast, 'new_forecast', published, more);

const fieldsReorder = (step_module_name: string, field_ids: string[], result: object): MockedResponse => ({
  request: {
    query: ReorderStepFieldsDocument,
    variables: { channel_module_name: SERVICE, step_module_name, step_type: 'trigger', field_ids },
  },
  ...result,
});

const ingredientsReorder = (
  step_type_module_name: string,
  ingredient_ids: string[],
  result: object,
): MockedResponse => ({
  request: {
    query: ReorderStepIngredientsDocument,
    variables: { channel_module_name: SERVICE, step_type: 'trigger', step_type_module_name, ingredient_ids },
  },
  ...result,
});

afterEach(() => clearFlash());

describe('trigger fields and ingredients on the trigger page', () => {
  it('lists the fields, then the ingredients, then the permissions', async () => {
    renderAt(`/services/${SERVICE}/triggers/new_forecast`, [forecastMock()]);
    const fields = await screen.findByRole('list', { name: 'Trigger fields' });
    expect(itemNames(fields)).toEqual(['Which city?', 'Which units?']);
    expect(within(fields).getByText('Dropdown list: Static')).toBeInTheDocument();
    expect(itemNames(screen.getByRole('list', { name: 'Ingredients' }))).toEqual(['Temperature', 'Summary']);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Trigger fields',
      'Ingredients',
      'Permissions',
    ]);
    expect(await isSortableEnabled(fields)).toBe(true);
    expect(await sortableOption(fields, 'animation')).toBe(150);
  });

  it('says when there is nothing yet, and is not on the new trigger page', async () => {
    const { unmount } = renderAt(`/services/${SERVICE}/triggers/new_forecast`, [forecastMock({})]);
    expect(await screen.findByText('This trigger has no fields yet.')).toBeInTheDocument();
    expect(screen.getByText('This trigger has no ingredients yet.')).toBeInTheDocument();
    unmount();
    renderAt(`/services/${SERVICE}/triggers/new`, [stepsMock()]);
    expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Trigger fields' })).not.toBeInTheDocument();
  });

  it('opens one form in place; Cancel closes it and reloads the list', async () => {
    const user = userEvent.setup();
    const renamed = { ...city, name: 'Which town?' };
    renderAt(`/services/${SERVICE}/triggers/new_forecast`, [
      forecastMock(),
      forecastMock({ ...extras, fields: [renamed, units] }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Edit Which city?' }));
    const form = screen.getByRole('form', { name: 'Trigger field Which city?' });
    expect(within(form).getByLabelText('Key')).toHaveValue('city');
    expect(within(form).getByLabelText('Name')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Add field' })).not.toBeInTheDocument();
    expect(await isSortableEnabled(screen.getByRole('list', { name: 'Trigger fields' }))).toBe(false);
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: /Trigger field/ })).not.toBeInTheDocument();
    expect(await screen.findByText('Which town?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Which town?' })).toHaveFocus();
  });

  it('adds a field over REST and shows it once the list reloads', async () => {
    const user = userEvent.setup();
    const created = triggerFieldFixture({ id: 'tf-9', name: 'Which day?', slug: 'which_day', weight: 2 });
    const fetchMock = mockFetch(answer(201, { partner_trigger_field: created, errors: [] }));
    renderAt(`/services/${SERVICE}/triggers/new_forecast`, [
      forecastMock(),
      forecastMock({ ...extras, fields: [city, units, created] }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Add field' }));
    const form = screen.getByRole('form', { name: 'New trigger field' });
    await user.type(within(form).getByLabelText('Name'), 'Which day?');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Trigger field created')).toBeInTheDocument();
    expect(sent(fetchMock).url).toBe(`/services/${SERVICE}/triggers/${forecast.id}/trigger_fields`);
    await waitFor(() =>
      expect(itemNames(screen.getByRole('list', { name: 'Trigger fields' }))).toEqual([
        'Which city?',
        'Which units?',
        'Which day?',
      ]),
    );
  });

  it('saves a dragged order and says so; rolls it back when saving fails', async () => {
    renderAt(`/services/${SERVICE}/triggers/new_forecast`, [
      forecastMock(),
      fieldsReorder('new_forecast', [units.id, city.id], {
        result: { data: { reorderStepFields: { errors: [] } } },
      }),
      ingredientsReorder('new_forecast', [summary.id, temperature.id], {
        result: {
          data: {
            reorderStepIngredients: {
              errors: [{ attribute: 'base', message: 'This service is published.' }],
            },
          },
        },
      }),
    ]);
    const fields = await screen.findByRole('list', { name: 'Trigger fields' });
    await dragItem(fields, 0, 1);
    expect(itemNames(fields)).toEqual(['Which units?', 'Which city?']);
    expect(await screen.findByText('Trigger fields reordered')).toBeInTheDocument();
    const ingredients = screen.getByRole('list', { name: 'Ingredients' });
    await dragItem(ingredients, 1, 0);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There has been an error reordering the ingredients, try again!',
    );
    await waitFor(() => expect(itemNames(ingredients)).toEqual(['Temperature', 'Summary']));
  });

  it('rolls a field drag back with its notice when the network fails', async () => {
    renderAt(`/services/${SERVICE}/triggers/new_forecast`, [
      forecastMock(),
      fieldsReorder('new_forecast', [units.id, city.id], { error: new Error('offline') }),
    ]);
    const fields = await screen.findByRole('list', { name: 'Trigger fields' });
    await dragItem(fields, 1, 0);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There has been an error reordering the trigger fields, try again!',
    );
    await waitFor(() => expect(itemNames(fields)).toEqual(['Which city?', 'Which units?']));
  });

  it('moves an item from the keyboard too', async () => {
    const user = userEvent.setup();
    renderAt(`/services/${SERVICE}/triggers/new_forecast`, [
      forecastMock(),
      ingredientsReorder('new_forecast', [summary.id, temperature.id], {
        result: { data: { reorderStepIngredients: { errors: [] } } },
      }),
    ]);
    expect(await screen.findByRole('button', { name: 'Move Temperature up' })).toBeDisabled();
    screen.getByRole('button', { name: 'Move Temperature down' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Ingredients reordered')).toBeInTheDocument();
    expect(itemNames(screen.getByRole('list', { name: 'Ingredients' }))).toEqual(['Summary', 'Temperature']);
  });

  it('offers a feed trigger one field only, and reorders its ingredients by its id', async () => {
    const { unmount } = renderAt(`/services/${SERVICE}/triggers/t-2`, [triggerEditMock(alertsFeed, 't-2')]);
    expect(await screen.findByRole('button', { name: 'Add field' })).toBeInTheDocument();
    unmount();
    renderAt(`/services/${SERVICE}/triggers/t-2`, [
      triggerEditMock(alertsFeed, 't-2', false, { fields: [city], ingredients: [temperature, summary] }),
      ingredientsReorder('t-2', [summary.id, temperature.id], {
        result: { data: { reorderStepIngredients: { errors: [] } } },
      }),
    ]);
    expect(await screen.findByRole('button', { name: 'Edit Which city?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add field' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add ingredient' })).toBeInTheDocument();
    await dragItem(screen.getByRole('list', { name: 'Ingredients' }), 0, 1);
    expect(await screen.findByText('Ingredients reordered')).toBeInTheDocument();
  });

  it('only shows a published service: no Add, no dragging, forms to view', async () => {
    const user = userEvent.setup();
    renderAt(`/services/${SERVICE}/triggers/new_forecast`, [forecastMock(extras, true)]);
    const fields = await screen.findByRole('list', { name: 'Trigger fields' });
    expect(screen.getByRole('note')).toHaveTextContent('clone the service, change the clone');
    expect(screen.queryByRole('button', { name: 'Add field' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add ingredient' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Move / })).not.toBeInTheDocument();
    expect(await isSortableEnabled(fields)).toBe(false);
    expect(await isSortableEnabled(screen.getByRole('list', { name: 'Ingredients' }))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'View Which units?' }));
    const form = screen.getByRole('form', { name: 'Trigger field Which units?' });
    expect(within(form).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(within(form).getByLabelText('Option 1 name')).toHaveValue('Celsius');
    expect(within(form).getByLabelText('Option 1 name')).toBeDisabled();
    expect(within(form).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});
