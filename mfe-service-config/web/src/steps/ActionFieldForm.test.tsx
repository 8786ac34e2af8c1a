import { clearFlash, FlashHost } from '@switchyard/ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACTION_FIELD_MESSAGES } from './messages';
import { ActionFieldForm, type ActionFieldFormProps } from './ActionFieldForm';
import { answer, mockFetch, sent } from './restFixtures.testing';
import { ACTION_OPTIONS_TEMPLATE, actionFieldFixture, SERVICE } from './stepsFixtures.testing';

const ACTION = { id: 'a-1', field_options_url_template: ACTION_OPTIONS_TEMPLATE };
const FIELDS_PATH = `/services/${SERVICE}/actions/a-1/action_fields`;
let confirmSpy: jest.SpyInstance;

beforeEach(() => {
  confirmSpy = jest.spyOn(window, 'confirm');
});
afterEach(() => {
  confirmSpy.mockRestore();
  clearFlash();
});

function renderForm(props: Partial<ActionFieldFormProps> = {}) {
  const onDone = jest.fn();
  render(
    <>
      <ActionFieldForm
        moduleName={SERVICE}
        action={ACTION}
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

const row = actionFieldFixture();

describe('ActionFieldForm', () => {
  it('groups the content types and sends the chosen id, Required and Private', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(answer(201, { partners_action_field: row, errors: [] }));
    const { onDone } = renderForm();
    expect(screen.getByLabelText('Field type')).toHaveValue('TEXT_FIELD');
    const content = screen.getByLabelText('Content type');
    expect(content).toHaveValue('13');
    const groups = Array.from(content.querySelectorAll('optgroup')).map((g) => g.label);
    expect(groups).toEqual(['Titles', 'Messages', 'Metadata', 'URLs', 'Date and time', 'Other']);
    expect(
      Array.from(content.querySelectorAll('optgroup[label="Messages"] option')).map((o) => o.textContent),
    ).toEqual(['HTML', 'Message', 'Body', 'Mobile']);
    await user.selectOptions(content, 'Message');
    expect(screen.getByLabelText('No')).toBeChecked();
    await user.click(screen.getByLabelText('Yes'));
    await user.click(screen.getByRole('checkbox', { name: 'Private' }));
    await user.type(screen.getByLabelText('Name'), 'Report text');
    await user.tab();
    expect(screen.getByLabelText('Key')).toHaveValue('report_text');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Action field created')).toBeInTheDocument();
    expect(onDone).toHaveBeenCalled();
    expect(sent(fetchMock)).toMatchObject({ method: 'POST', url: FIELDS_PATH });
    expect(sent(fetchMock).body.partners_action_field).toEqual({
      name: 'Report text',
      slug: 'report_text',
      action_field_type: 4,
      helper_text: null,
      required: 'true',
      shareable: 'false',
      populator_values: [],
      module_name: SERVICE,
      action_id: 'a-1',
    });
  });

  it('checks before sending, with the validation flash', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch();
    renderForm();
    await user.selectOptions(screen.getByLabelText('Field type'), 'Multiple checkbox selection');
    await user.selectOptions(screen.getByLabelText('Checkbox source'), 'Static');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText("Error: name can't be blank")).toBeInTheDocument();
    expect(screen.getByText('Error: populator_values must not have blank names')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(ACTION_FIELD_MESSAGES.invalid);
    await user.selectOptions(screen.getByLabelText('Field type'), 'Dropdown list');
    expect(screen.getByText("Error: action_field_type can't be blank")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the options endpoint of a dynamic type with the key substituted', async () => {
    const user = userEvent.setup();
    renderForm({ field: actionFieldFixture({ action_field_type: 15, slug: 'folder' }) });
    expect(screen.getByLabelText('Dynamic options endpoint')).toHaveValue(
      ACTION_OPTIONS_TEMPLATE.replace('{slug}', 'folder'),
    );
    confirmSpy.mockReturnValueOnce(true);
    await user.selectOptions(screen.getByLabelText('Dropdown source'), 'Static');
    expect(screen.queryByLabelText('Dynamic options endpoint')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Option 1 name')).toHaveValue('');
  });

  it("asks with the browser's confirm before a type change that deletes Applets", async () => {
    const user = userEvent.setup();
    const field = actionFieldFixture({
      action_field_type: 14,
      populator_values: [
        { name: 'Paris', value: 'paris' },
        { name: 'Rome', value: 'rome' },
      ],
    });
    const fetchMock = mockFetch(answer(200, { partners_action_field: row, errors: [] }));
    renderForm({ field });
    confirmSpy.mockReturnValueOnce(false);
    await user.selectOptions(screen.getByLabelText('Dropdown source'), 'Dynamic from my service');
    expect(confirmSpy).toHaveBeenCalledWith(ACTION_FIELD_MESSAGES.confirmTypeChange);
    expect(screen.getByLabelText('Dropdown source')).toHaveValue('14');
    expect(screen.getByLabelText('Option 2 value')).toHaveValue('rome');
    confirmSpy.mockReturnValueOnce(true);
    await user.selectOptions(screen.getByLabelText('Dropdown source'), 'Dynamic from my service');
    expect(screen.getByLabelText('Dropdown source')).toHaveValue('15');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Action field updated')).toBeInTheDocument();
    expect(sent(fetchMock)).toMatchObject({ method: 'PUT', url: `${FIELDS_PATH}/report_text` });
    expect(sent(fetchMock).body.partners_action_field).toMatchObject({
      action_field_type: 15,
      populator_values: [],
      required: 'true',
    });
    // Among text types nothing is asked.
    confirmSpy.mockClear();
    await user.selectOptions(screen.getByLabelText('Field type'), 'Text input');
    expect(confirmSpy).toHaveBeenCalledTimes(0);
  });

  it("shows the server's refusals beside their fields with the update failure flash", async () => {
    const user = userEvent.setup();
    mockFetch(
      answer(422, {
        errors: [
          { attribute: 'slug', message: 'has already been taken' },
          { attribute: 'required', message: 'is not included in the list' },
        ],
      }),
    );
    const { onDone } = renderForm({ field: actionFieldFixture() });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error: slug has already been taken')).toBeInTheDocument();
    expect(screen.getByText('Error: required is not included in the list')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(ACTION_FIELD_MESSAGES.saveFailed);
    expect(onDone).not.toHaveBeenCalled();
  });

  it("deletes only after the browser's confirm", async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(answer(200, { errors: [] }), answer(500, {}));
    const { onDone } = renderForm({ field: actionFieldFixture() });
    confirmSpy.mockReturnValueOnce(false);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(confirmSpy).toHaveBeenCalledWith(ACTION_FIELD_MESSAGES.confirmDelete);
    expect(fetchMock).not.toHaveBeenCalled();
    confirmSpy.mockReturnValueOnce(true);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Action field deleted')).toBeInTheDocument();
    expect(sent(fetchMock)).toMatchObject({ method: 'DELETE', url: `${FIELDS_PATH}/report_text` });
    expect(onDone).toHaveBeenCalledTimes(1);
    confirmSpy.mockReturnValueOnce(true);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(ACTION_FIELD_MESSAGES.deleteFailed)).toBeInTheDocument();
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
  });

  it('is read-only on a published service', () => {
    renderForm({ field: actionFieldFixture(), published: true });
    expect(screen.getByLabelText('Key')).toBeDisabled();
    expect(screen.getByLabelText('Content type')).toBeDisabled();
    expect(screen.getByLabelText('Yes')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});
