import { clearFlash, FlashHost } from '@switchyard/ui';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRIGGER_FIELD_MESSAGES } from './messages';
import { answer, deferred, mockFetch, sent } from './restFixtures.testing';
import { OPTIONS_TEMPLATE, SERVICE, triggerFieldFixture, VALIDATION_TEMPLATE } from './stepsFixtures.testing';
import { TriggerFieldForm, type TriggerFieldFormProps } from './TriggerFieldForm';

afterEach(() => clearFlash());

const TRIGGER = {
  id: 't-1',
  field_options_url_template: OPTIONS_TEMPLATE,
  field_validation_url_template: VALIDATION_TEMPLATE,
};
const FIELDS_PATH = `/services/${SERVICE}/triggers/t-1/trigger_fields`;

function renderForm(props: Partial<TriggerFieldFormProps> = {}) {
  const onDone = jest.fn();
  const onCancel = jest.fn();
  render(
    <>
      <TriggerFieldForm
        moduleName={SERVICE}
        trigger={TRIGGER}
        published={false}
        onDone={onDone}
        onCancel={onCancel}
        {...props}
      />
      <FlashHost />
    </>,
  );
  return { onDone, onCancel };
}

const row = (overrides = {}) => ({ ...triggerFieldFixture(), ...overrides });

async function fillNameAndKey(user: ReturnType<typeof userEvent.setup>, name = 'Which city?') {
  await user.type(screen.getByLabelText('Name'), name);
  await user.tab();
}

describe('TriggerFieldForm', () => {
  it('fills the key in snake case from the name when it is empty, and leaves a typed key alone', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillNameAndKey(user, 'Which city is it?');
    expect(screen.getByLabelText('Key')).toHaveValue('which_city_is_it');
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Other');
    await user.tab();
    expect(screen.getByLabelText('Key')).toHaveValue('which_city_is_it');
  });

  it('checks before sending: the errors beside the fields and the validation flash', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText("Error: name can't be blank")).toBeInTheDocument();
    expect(screen.getByText("Error: slug can't be blank")).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(TRIGGER_FIELD_MESSAGES.invalid);
    await user.type(screen.getByLabelText('Key'), '9lives');
    expect(
      screen.getByText(
        'Error: slug can only contain letters, numbers, underscores and dashes, and must begin with a letter',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByLabelText('Helper text'));
    await user.paste('x'.repeat(201));
    expect(screen.getByText("Error: helper_text can't be longer than 200 characters")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers one labelled select per level and sends the type id the choice ends on', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(
      answer(201, { partner_trigger_field: row({ trigger_field_type: 3 }), errors: [] }),
    );
    const { onDone } = renderForm();
    expect(screen.getByLabelText('Input type')).toHaveValue('100');
    expect(screen.getByLabelText('Text validation')).toHaveValue('0');
    expect(screen.queryByLabelText('Rule')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Text validation'), 'Required');
    expect(screen.getByLabelText('Rule')).toHaveValue('');
    await fillNameAndKey(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText("Error: trigger_field_type can't be blank")).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Rule'), 'Email');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Trigger field created')).toBeInTheDocument();
    expect(onDone).toHaveBeenCalled();
    const request = sent(fetchMock);
    expect(request.method).toBe('POST');
    expect(request.url).toBe(FIELDS_PATH);
    expect(request.body.partner_trigger_field).toEqual({
      name: 'Which city?',
      slug: 'which_city',
      trigger_field_type: 3,
      helper_text: null,
      shareable: 'true',
      populator_values: [],
      regex_value: null,
      regex_error_message: null,
      module_name: SERVICE,
      trigger_id: 't-1',
    });
  });

  it('reaches the location types through their own levels', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.selectOptions(screen.getByLabelText('Input type'), 'Location based input');
    expect(screen.queryByLabelText('Text validation')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Location type'), 'Exit');
    await user.selectOptions(screen.getByLabelText('Validation'), 'Validate via my service');
    expect(screen.getByLabelText('Validation endpoint')).toHaveValue(VALIDATION_TEMPLATE);
    await fillNameAndKey(user, 'Where');
    expect(screen.getByLabelText('Validation endpoint')).toHaveValue(
      VALIDATION_TEMPLATE.replace('{slug}', 'where'),
    );
  });

  it('asks for a valid regular expression and its error message for the custom regex type', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(answer(201, { partner_trigger_field: row(), errors: [] }));
    renderForm();
    await user.selectOptions(screen.getByLabelText('Text validation'), 'Required');
    await user.selectOptions(screen.getByLabelText('Rule'), 'Custom regex');
    await fillNameAndKey(user, 'Zip code');
    await user.click(screen.getByLabelText('Regular expression'));
    await user.paste('([0-9]');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Error: regex_value must be a valid regular expression')).toBeInTheDocument();
    expect(screen.getByText("Error: regex_error_message can't be blank")).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Regular expression'));
    await user.click(screen.getByLabelText('Regular expression'));
    await user.paste('^[0-9]{5}$');
    await user.type(screen.getByLabelText('Error message'), 'Five digits, please');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sent(fetchMock).body.partner_trigger_field).toMatchObject({
      trigger_field_type: 4,
      regex_value: '^[0-9]{5}$',
      regex_error_message: 'Five digits, please',
    });
  });

  it('checks each option rule of a static dropdown in turn', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(answer(201, { partner_trigger_field: row(), errors: [] }));
    renderForm();
    await user.selectOptions(screen.getByLabelText('Input type'), 'Dropdown list');
    await user.selectOptions(screen.getByLabelText('Dropdown source'), 'Static');
    await fillNameAndKey(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const error = (rule: string) => screen.getByText(`Error: populator_values ${rule}`);
    expect(error('must not have blank names')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Option 1 name'), 'Paris');
    await user.type(screen.getByLabelText('Option 2 name'), 'Rome');
    expect(error('must not have blank values')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Option 1 value'), 'paris');
    await user.type(screen.getByLabelText('Option 2 value'), 'paris');
    expect(error('must not have duplicate values')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Option 2 value'));
    await user.type(screen.getByLabelText('Option 2 value'), 'rome');
    await user.clear(screen.getByLabelText('Option 2 name'));
    await user.type(screen.getByLabelText('Option 2 name'), 'Paris');
    expect(error('must not have duplicate names')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove option 2' }));
    expect(error('must have at least two options for a dropdown list')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove option/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add option' }));
    await user.type(screen.getByLabelText('Option 2 name'), 'Rome');
    await user.type(screen.getByLabelText('Option 2 value'), 'rome');
    expect(screen.queryByText(/Error: populator_values/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sent(fetchMock).body.partner_trigger_field).toMatchObject({
      trigger_field_type: 6,
      populator_values: [
        { name: 'Paris', value: 'paris' },
        { name: 'Rome', value: 'rome' },
      ],
    });
  });

  it('shows the dynamic options endpoint with the key substituted, or why it cannot', async () => {
    const user = userEvent.setup();
    const { unmount } = render(
      <TriggerFieldForm
        moduleName={SERVICE}
        trigger={TRIGGER}
        field={triggerFieldFixture({ trigger_field_type: 7, slug: 'city' })}
        published={false}
        onDone={() => undefined}
        onCancel={() => undefined}
      />,
    );
    const endpoint = screen.getByLabelText('Dynamic options endpoint');
    expect(endpoint).toHaveValue(OPTIONS_TEMPLATE.replace('{slug}', 'city'));
    expect(endpoint).toHaveAttribute('readonly');
    await user.type(screen.getByLabelText('Key'), '_name');
    expect(endpoint).toHaveValue(OPTIONS_TEMPLATE.replace('{slug}', 'city_name'));
    unmount();
    renderForm({
      trigger: { ...TRIGGER, field_options_url_template: null },
      field: triggerFieldFixture({ trigger_field_type: 19 }),
    });
    expect(screen.getByText("Set the service's API URL prefix to see this endpoint.")).toBeInTheDocument();
  });

  it('shows Private as shareable inverted', async () => {
    const user = userEvent.setup();
    const field = triggerFieldFixture({ shareable: false });
    const fetchMock = mockFetch(answer(200, { partner_trigger_field: row(), errors: [] }));
    renderForm({ field });
    const priv = screen.getByRole('checkbox', { name: 'Private' });
    expect(priv).toBeChecked();
    await user.click(priv);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Trigger field updated')).toBeInTheDocument();
    expect(sent(fetchMock).body.partner_trigger_field.shareable).toBe('true');
  });

  it('asks in a modal before a type change that deletes Applets; cancel keeps the saved type', async () => {
    const user = userEvent.setup();
    const field = triggerFieldFixture({
      trigger_field_type: 6,
      populator_values: [
        { name: 'Paris', value: 'paris' },
        { name: 'Rome', value: 'rome' },
      ],
    });
    const fetchMock = mockFetch(answer(200, { partner_trigger_field: row(), errors: [] }));
    renderForm({ field });
    expect(screen.getByLabelText('Input type')).toHaveValue('200');
    expect(screen.getByLabelText('Dropdown source')).toHaveValue('6');
    // Half-way through the choice nothing is asked yet.
    await user.selectOptions(screen.getByLabelText('Input type'), 'Text input');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Text validation'), 'None');
    const dialog = screen.getByRole('dialog', { name: TRIGGER_FIELD_MESSAGES.confirmTypeChangeTitle });
    expect(dialog).toHaveTextContent('All Applets using this trigger field will be deleted.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Input type')).toHaveValue('200');
    expect(screen.getByLabelText('Dropdown source')).toHaveValue('6');
    expect(screen.getByLabelText('Option 1 name')).toHaveValue('Paris');

    await user.selectOptions(screen.getByLabelText('Dropdown source'), 'Dynamic from my service');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Change type' }));
    expect(screen.getByLabelText('Dropdown source')).toHaveValue('7');
    expect(screen.queryByLabelText('Option 1 name')).not.toBeInTheDocument();
    // Accepted once: another destructive choice does not ask again.
    await user.selectOptions(screen.getByLabelText('Input type'), 'Nested dropdown list');
    await user.selectOptions(screen.getByLabelText('Dropdown source'), 'Dynamic from my service');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sent(fetchMock).url).toBe(`${FIELDS_PATH}/city`);
    expect(sent(fetchMock).body.partner_trigger_field).toMatchObject({
      trigger_field_type: 18,
      populator_values: [],
    });
  });

  it('does not ask when a text type changes to another text type', async () => {
    const user = userEvent.setup();
    renderForm({ field: triggerFieldFixture({ trigger_field_type: 0 }) });
    await user.selectOptions(screen.getByLabelText('Text validation'), 'Required');
    await user.selectOptions(screen.getByLabelText('Rule'), 'URL');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("reads Saving… while it saves, then shows the server's refusals beside their fields", async () => {
    const user = userEvent.setup();
    const refused = deferred(
      answer(422, {
        errors: [
          { attribute: 'slug', message: 'has already been taken' },
          { attribute: 'populator_values', message: 'must not have duplicate names' },
          { attribute: 'module_name', message: 'is not a service of yours' },
        ],
      }),
    );
    const fetchMock = mockFetch();
    fetchMock.mockReturnValueOnce(refused.promise);
    const field = triggerFieldFixture({
      trigger_field_type: 20,
      populator_values: [
        { name: 'A', value: 'a' },
        { name: 'B', value: 'b' },
      ],
    });
    const { onDone } = renderForm({ field });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    await act(async () => refused.release());
    expect(await screen.findByText('Error: slug has already been taken')).toBeInTheDocument();
    expect(screen.getByText('Error: populator_values must not have duplicate names')).toBeInTheDocument();
    expect(screen.getByText('Error: module_name is not a service of yours')).toBeInTheDocument();
    expect(screen.getByText(TRIGGER_FIELD_MESSAGES.saveFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(onDone).not.toHaveBeenCalled();
  });

  it("shows a published service's refusal as the form's error, and a lost session", async () => {
    const user = userEvent.setup();
    mockFetch(
      answer(422, {
        errors: [{ attribute: 'base', message: 'This service is published, so it is read-only.' }],
      }),
      answer(401, { error: 'Sign in first.' }),
    );
    renderForm({ field: triggerFieldFixture() });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This service is published, so it is read-only.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Your session has ended. Please sign in again.')).not.toHaveLength(0);
  });

  it('deletes only after the PERMANENTLY confirmation', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(answer(200, { errors: [] }));
    const { onDone } = renderForm({ field: triggerFieldFixture() });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    let dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(TRIGGER_FIELD_MESSAGES.confirmDelete);
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Trigger field deleted')).toBeInTheDocument();
    expect(sent(fetchMock)).toMatchObject({ method: 'DELETE', url: `${FIELDS_PATH}/city` });
    expect(onDone).toHaveBeenCalled();
  });

  it('keeps the field when deleting fails', async () => {
    const user = userEvent.setup();
    mockFetch(answer(404, { error: 'Trigger field not found' }));
    const { onDone } = renderForm({ field: triggerFieldFixture() });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(TRIGGER_FIELD_MESSAGES.deleteFailed)).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('offers no Delete for a new field, and Cancel hands back', async () => {
    const user = userEvent.setup();
    const { onCancel } = renderForm();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('is read-only on a published service', () => {
    renderForm({ field: triggerFieldFixture({ trigger_field_type: 6 }), published: true });
    expect(screen.getByLabelText('Name')).toBeDisabled();
    expect(screen.getByLabelText('Input type')).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Private' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add option' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});
