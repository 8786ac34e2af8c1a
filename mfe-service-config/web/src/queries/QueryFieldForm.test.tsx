import { clearFlash } from '@switchyard/ui';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryFieldCreateDocument, QueryFieldDeleteDocument, QueryFieldUpdateDocument } from './operations';
import { fieldFixture, renderQueries } from './queriesFixtures.testing';
import { QueryFieldForm } from './QueryFieldForm';

afterEach(() => clearFlash());

function renderForm(
  mocks: Parameters<typeof renderQueries>[1],
  props: Partial<Parameters<typeof QueryFieldForm>[0]> = {},
) {
  const onDone = jest.fn();
  renderQueries(
    <QueryFieldForm queryId="q-1" published={false} onDone={onDone} onCancel={() => undefined} {...props} />,
    mocks,
  );
  return { onDone };
}

describe('QueryFieldForm', () => {
  it('fills the key name from the label in snake_case when empty', async () => {
    const user = userEvent.setup();
    renderForm([]);
    await user.type(screen.getByLabelText('Label'), 'Which city is it?');
    await user.tab();
    expect(screen.getByLabelText('Key name')).toHaveValue('which_city_is_it');
    await user.clear(screen.getByLabelText('Label'));
    await user.type(screen.getByLabelText('Label'), 'Something else');
    await user.tab();
    expect(screen.getByLabelText('Key name')).toHaveValue('which_city_is_it');
  });

  it('edits static options: two rows to start, remove only while two or more exist; dynamic empties them', async () => {
    const user = userEvent.setup();
    renderForm([]);
    await user.selectOptions(screen.getByLabelText('Type'), 'option');
    expect(screen.getByLabelText('Option 1 label')).toBeInTheDocument();
    expect(screen.getByLabelText('Option 2 label')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove option 2' }));
    expect(screen.queryByLabelText('Option 2 label')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove option/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add option' }));
    expect(screen.getAllByRole('button', { name: /Remove option/ })).toHaveLength(2);
    await user.type(screen.getByLabelText('Option 1 label'), 'Paris');
    await user.selectOptions(screen.getByLabelText('Dropdown options'), 'dynamic');
    expect(screen.queryByLabelText('Option 1 label')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Dropdown options'), 'static');
    expect(screen.getByLabelText('Option 1 label')).toHaveValue('');
  });

  it('checks the option rules and the helper text length before sending', async () => {
    const user = userEvent.setup();
    renderForm([]);
    await user.type(screen.getByLabelText('Label'), 'Which city?');
    await user.click(screen.getByLabelText('Helper text'));
    await user.paste('x'.repeat(201));
    await user.selectOptions(screen.getByLabelText('Type'), 'option');
    await user.type(screen.getByLabelText('Option 1 label'), 'Paris');
    await user.type(screen.getByLabelText('Option 1 value'), 'paris');
    await user.type(screen.getByLabelText('Option 2 label'), 'Rome');
    await user.type(screen.getByLabelText('Option 2 value'), 'paris');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText("Error: helper_text can't be longer than 200 characters")).toBeInTheDocument();
    expect(screen.getByText('Error: static_options must not have duplicate values')).toBeInTheDocument();
  });

  it('creates a static dropdown field and flashes Query field created', async () => {
    const user = userEvent.setup();
    const { onDone } = renderForm([
      {
        request: {
          query: QueryFieldCreateDocument,
          variables: {
            query_id: 'q-1',
            name: 'which_city',
            label: 'Which city?',
            helper_text: null,
            required: false,
            field_type_slug: 'dropdown_static',
            static_options: [
              { label: 'Paris', value: 'paris' },
              { label: 'Rome', value: 'rome' },
            ],
          },
        },
        // Long enough that a loaded machine's click still finds the request in flight.
        delay: 500,
        result: {
          data: { queryFieldCreate: { query_field: { __typename: 'QueryField', id: 'f-9' }, errors: [] } },
        },
      },
    ]);
    await user.type(screen.getByLabelText('Label'), 'Which city?');
    await user.tab();
    await user.click(screen.getByLabelText('No'));
    await user.selectOptions(screen.getByLabelText('Type'), 'option');
    await user.type(screen.getByLabelText('Option 1 label'), 'Paris');
    await user.type(screen.getByLabelText('Option 1 value'), 'paris');
    await user.type(screen.getByLabelText('Option 2 label'), 'Rome');
    await user.type(screen.getByLabelText('Option 2 value'), 'rome');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(await screen.findByText('Query field created', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(onDone).toHaveBeenCalled();
  });

  it("updates a field, showing the server's errors beside the field", async () => {
    const user = userEvent.setup();
    const field = fieldFixture();
    const variables = {
      id: field.id,
      weight: 0,
      name: 'city_name',
      label: 'Which city?',
      helper_text: null,
      required: true,
      field_type_slug: 'text_raw',
      static_options: null,
    };
    const { onDone } = renderForm(
      [
        {
          request: { query: QueryFieldUpdateDocument, variables },
          result: {
            data: {
              queryFieldUpdate: {
                query_field: null,
                errors: [{ attribute: 'slug', message: 'has already been taken' }],
              },
            },
          },
        },
      ],
      { field },
    );
    const key = screen.getByLabelText('Key name');
    await user.clear(key);
    await user.type(key, 'city_name');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error: slug has already been taken')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Could not update query field — please check your data',
    );
    expect(onDone).not.toHaveBeenCalled();
  });

  it('deletes after the confirmation', async () => {
    const user = userEvent.setup();
    const field = fieldFixture();
    const { onDone } = renderForm(
      [
        {
          request: { query: QueryFieldDeleteDocument, variables: { id: field.id } },
          result: { data: { queryFieldDelete: { errors: [] } } },
        },
      ],
      { field },
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Are you sure you want to PERMANENTLY delete this query field? Any Applets that use this query field will also be deleted.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Query field deleted')).toBeInTheDocument();
    expect(onDone).toHaveBeenCalled();
  });

  it('is read-only on a published service', () => {
    renderForm([], { field: fieldFixture(), published: true });
    expect(screen.getByLabelText('Label')).toBeDisabled();
    expect(screen.getByLabelText('Type')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});
