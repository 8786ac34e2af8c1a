import { clearFlash, FlashHost } from '@switchyard/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRIGGER_INGREDIENT_MESSAGES } from './messages';
import { answer, mockFetch, sent } from './restFixtures.testing';
import { SERVICE, triggerIngredientFixture } from './stepsFixtures.testing';
import { TriggerIngredientForm, type TriggerIngredientFormProps } from './TriggerIngredientForm';

const PATH = `/services/${SERVICE}/triggers/t-1/ingredients`;
let confirmSpy: jest.SpyInstance;

beforeEach(() => {
  confirmSpy = jest.spyOn(window, 'confirm');
});
afterEach(() => {
  confirmSpy.mockRestore();
  clearFlash();
});

function renderForm(props: Partial<TriggerIngredientFormProps> = {}) {
  const onDone = jest.fn();
  render(
    <>
      <TriggerIngredientForm
        moduleName={SERVICE}
        triggerId="t-1"
        published={false}
        onDone={onDone}
        onCancel={() => undefined}
        {...props}
      />
      <FlashHost />
    </>,
  );
  return { onDone };
}

describe('TriggerIngredientForm', () => {
  it('converts the name to UpperCamelCase on blur and on focus, and fills the slug from it', async () => {
    const user = userEvent.setup();
    renderForm();
    const name = screen.getByLabelText('Name');
    await user.type(name, 'created at');
    await user.tab();
    expect(name).toHaveValue('CreatedAt');
    expect(screen.getByLabelText('Slug')).toHaveValue('created_at');
    await user.clear(screen.getByLabelText('Slug'));
    await user.type(screen.getByLabelText('Slug'), 'when');
    await user.type(name, ' time');
    await user.tab();
    await user.click(name);
    expect(name).toHaveValue('CreatedAtTime');
    expect(screen.getByLabelText('Slug')).toHaveValue('when');
  });

  it('converts on focus too', async () => {
    const user = userEvent.setup();
    renderForm({ ingredient: triggerIngredientFixture({ name: 'created at' }) });
    await user.click(screen.getByLabelText('Name'));
    expect(screen.getByLabelText('Name')).toHaveValue('CreatedAt');
  });

  it('hides the example for date types and clears it when switching to one', async () => {
    const user = userEvent.setup();
    renderForm({ ingredient: triggerIngredientFixture({ example: '21' }) });
    const options = Array.from(screen.getByLabelText<HTMLSelectElement>('Value type').options).map(
      (o) => o.value,
    );
    expect(options).toEqual(['string', 'date', 'datetime', 'image_url', 'file_url', 'web_url']);
    expect(screen.getByLabelText('Example')).toHaveValue('21');
    await user.selectOptions(screen.getByLabelText('Value type'), 'datetime');
    expect(screen.queryByLabelText('Example')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Value type'), 'web_url');
    expect(screen.getByLabelText('Example')).toHaveValue('');
  });

  it('checks the fields before sending', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText("Error: name can't be blank")).toBeInTheDocument();
    expect(screen.getByText("Error: slug can't be blank")).toBeInTheDocument();
    expect(screen.getByText("Error: note can't be blank")).toBeInTheDocument();
    expect(screen.getByText("Error: example can't be blank")).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Value type'), 'date');
    expect(screen.queryByText(/Error: example/)).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('creates without an example for a date type', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(
      answer(201, { partner_trigger_ingredient: triggerIngredientFixture(), errors: [] }),
    );
    const { onDone } = renderForm();
    await user.type(screen.getByLabelText('Name'), 'ForecastDate');
    await user.tab();
    await user.type(screen.getByLabelText('Note'), 'The day of the forecast.');
    await user.selectOptions(screen.getByLabelText('Value type'), 'date');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Ingredient created')).toBeInTheDocument();
    expect(onDone).toHaveBeenCalled();
    expect(sent(fetchMock)).toMatchObject({ method: 'POST', url: PATH });
    expect(sent(fetchMock).body.partner_trigger_ingredient).toEqual({
      name: 'ForecastDate',
      slug: 'forecast_date',
      note: 'The day of the forecast.',
      value_type: 'date',
      trigger_id: 't-1',
    });
  });

  it("updates by the saved slug and shows the server's refusals beside their fields", async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(
      answer(422, { errors: [{ attribute: 'slug', message: 'has already been taken' }] }),
      answer(200, { partner_trigger_ingredient: triggerIngredientFixture(), errors: [] }),
    );
    const { onDone } = renderForm({ ingredient: triggerIngredientFixture() });
    const slug = screen.getByLabelText('Slug');
    await user.clear(slug);
    await user.type(slug, 'humidity');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error: slug has already been taken')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(TRIGGER_INGREDIENT_MESSAGES.saveFailed);
    expect(sent(fetchMock)).toMatchObject({ method: 'PUT', url: `${PATH}/temperature` });
    expect(sent(fetchMock).body.partner_trigger_ingredient).toMatchObject({
      slug: 'humidity',
      example: '21',
    });
    await user.clear(slug);
    await user.type(slug, 'temp');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Ingredient updated')).toBeInTheDocument();
    expect(onDone).toHaveBeenCalled();
  });

  it("deletes only after the browser's confirm", async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(
      answer(422, { errors: [{ attribute: 'base', message: 'Published.' }] }),
      answer(200, { errors: [] }),
    );
    const { onDone } = renderForm({ ingredient: triggerIngredientFixture() });
    confirmSpy.mockReturnValueOnce(false);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(confirmSpy).toHaveBeenCalledWith('Are you sure you want to PERMANENTLY delete this ingredient?');
    expect(fetchMock).not.toHaveBeenCalled();
    confirmSpy.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(TRIGGER_INGREDIENT_MESSAGES.deleteFailed)).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Ingredient deleted')).toBeInTheDocument();
    expect(sent(fetchMock, 1)).toMatchObject({ method: 'DELETE', url: `${PATH}/temperature` });
    expect(onDone).toHaveBeenCalled();
  });

  it('is read-only on a published service', () => {
    renderForm({ ingredient: triggerIngredientFixture(), published: true });
    expect(screen.getByLabelText('Name')).toBeDisabled();
    expect(screen.getByLabelText('Value type')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});
