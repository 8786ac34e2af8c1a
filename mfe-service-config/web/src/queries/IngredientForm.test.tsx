import { clearFlash } from '@switchyard/ui';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EXAMPLE_PLACEHOLDER } from './ingredientRules';
import { IngredientCreateDocument, IngredientDeleteDocument, IngredientUpdateDocument } from './operations';
import { IngredientForm } from './IngredientForm';
import { alerts, ingredientFixture, renderQueries, stations } from './queriesFixtures.testing';

afterEach(() => clearFlash());

const targets = [alerts, stations];

function renderForm(
  mocks: Parameters<typeof renderQueries>[1],
  props: Partial<Parameters<typeof IngredientForm>[0]> = {},
) {
  const onDone = jest.fn();
  renderQueries(
    <IngredientForm
      parentId="q-1"
      targetQueries={targets}
      published={false}
      onDone={onDone}
      onCancel={() => undefined}
      {...props}
    />,
    mocks,
  );
  return { onDone };
}

describe('IngredientForm', () => {
  it('converts the name to UpperCamelCase on blur and fills the slug from it', async () => {
    const user = userEvent.setup();
    renderForm([]);
    await user.type(screen.getByLabelText('Name'), 'current temperature');
    await user.tab();
    expect(screen.getByLabelText('Name')).toHaveValue('CurrentTemperature');
    expect(screen.getByLabelText('Slug')).toHaveValue('current_temperature');
  });

  it('follows the value-type rules: example for string and URLs, target query for query', async () => {
    const user = userEvent.setup();
    renderForm([]);
    expect(screen.getByLabelText('Example')).toHaveAttribute('placeholder', EXAMPLE_PLACEHOLDER);
    await user.type(screen.getByLabelText('Example'), 'https://example.com/a.jpg');
    await user.selectOptions(screen.getByLabelText('Value type'), 'image_url');
    expect(screen.getByLabelText('Example')).toHaveValue('https://example.com/a.jpg');
    await user.selectOptions(screen.getByLabelText('Value type'), 'date');
    expect(screen.queryByLabelText('Example')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Value type'), 'string');
    expect(screen.getByLabelText('Example')).toHaveValue('');
    await user.selectOptions(screen.getByLabelText('Value type'), 'query');
    expect(screen.getByLabelText('Target query')).toHaveValue(alerts.id);
    await user.selectOptions(screen.getByLabelText('Target query'), stations.id);
    await user.selectOptions(screen.getByLabelText('Value type'), 'web_url');
    expect(screen.queryByLabelText('Target query')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Value type'), 'query');
    expect(screen.getByLabelText('Target query')).toHaveValue(alerts.id);
  });

  it('keeps a cleared example cleared when its input comes back', async () => {
    const user = userEvent.setup();
    renderForm([], { ingredient: ingredientFixture({ example: 'Paris' }) });
    expect(screen.getByLabelText('Example')).toHaveValue('Paris');
    await user.selectOptions(screen.getByLabelText('Value type'), 'datetime');
    await user.selectOptions(screen.getByLabelText('Value type'), 'string');
    expect(screen.getByLabelText('Example')).toHaveValue('');
  });

  it('asks for name, slug, note and the example before sending', async () => {
    const user = userEvent.setup();
    renderForm([]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    for (const attribute of ['name', 'slug', 'note', 'example']) {
      expect(screen.getByText(`Error: ${attribute} can't be blank`)).toBeInTheDocument();
    }
  });

  it('creates an ingredient of type query with its target', async () => {
    const user = userEvent.setup();
    const { onDone } = renderForm([
      {
        request: {
          query: IngredientCreateDocument,
          variables: {
            parent_id: 'q-1',
            parent_type: 'query',
            name: 'Station',
            slug: 'station',
            note: 'The nearest station.',
            value_type: 'query',
            example: null,
            target_query_id: stations.id,
          },
        },
        // Long enough that a loaded machine's click still finds the request in flight.
        delay: 500,
        result: {
          data: { ingredientCreate: { ingredient: { __typename: 'Ingredient', id: 'i-9' }, errors: [] } },
        },
      },
    ]);
    await user.type(screen.getByLabelText('Name'), 'station');
    await user.tab();
    await user.clear(screen.getByLabelText('Slug'));
    await user.type(screen.getByLabelText('Slug'), 'station');
    await user.type(screen.getByLabelText('Note'), 'The nearest station.');
    await user.selectOptions(screen.getByLabelText('Value type'), 'query');
    await user.selectOptions(screen.getByLabelText('Target query'), stations.id);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(await screen.findByText('Ingredient created', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(onDone).toHaveBeenCalled();
  });

  it("updates, showing the server's errors beside the field", async () => {
    const user = userEvent.setup();
    const ingredient = ingredientFixture();
    renderForm(
      [
        {
          request: {
            query: IngredientUpdateDocument,
            variables: {
              id: ingredient.id,
              weight: 0,
              name: 'CityName',
              slug: 'city_name',
              note: 'The city.',
              value_type: 'string',
              example: 'Paris',
              target_query_id: null,
            },
          },
          result: {
            data: {
              ingredientUpdate: {
                ingredient: null,
                errors: [{ attribute: 'note', message: 'must be a complete sentence' }],
              },
            },
          },
        },
      ],
      { ingredient },
    );
    await user.clear(screen.getByLabelText('Note'));
    await user.type(screen.getByLabelText('Note'), 'The city.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error: note must be a complete sentence')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Could not update ingredient — please check your data',
    );
  });

  it('deletes after the confirmation', async () => {
    const user = userEvent.setup();
    const ingredient = ingredientFixture();
    const { onDone } = renderForm(
      [
        {
          request: { query: IngredientDeleteDocument, variables: { id: ingredient.id } },
          result: { data: { ingredientDelete: { errors: [] } } },
        },
      ],
      { ingredient },
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to PERMANENTLY delete this ingredient?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Ingredient deleted')).toBeInTheDocument();
    expect(onDone).toHaveBeenCalled();
  });

  it('is read-only on a published service', () => {
    renderForm([], { ingredient: ingredientFixture(), published: true });
    expect(screen.getByLabelText('Name')).toBeDisabled();
    expect(screen.getByLabelText('Value type')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});
