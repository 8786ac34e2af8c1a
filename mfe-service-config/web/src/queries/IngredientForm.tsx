import { useMutation } from '@switchyard/client/apollo';
import { flash, useConfirm } from '@switchyard/ui';
import { FORM_ERROR } from 'final-form';
import { useMemo } from 'react';
import { Form, useField, useForm } from 'react-final-form';
import { SelectField } from '@switchyard/ui';
import { formatProblems, stepSubmissionErrors } from './formErrors';
import {
  changeValueType,
  EXAMPLE_PLACEHOLDER,
  INGREDIENT_FORM_FIELDS,
  needsExample,
  validateIngredient,
  VALUE_TYPE_LABELS,
  VALUE_TYPES,
  type IngredientFormValues,
} from './ingredientRules';
import { INGREDIENT_MESSAGES } from './messages';
import { snakeCase, upperCamelCase } from './naming';
import {
  IngredientCreateDocument,
  IngredientDeleteDocument,
  IngredientUpdateDocument,
  type IngredientData,
  type IngredientPayload,
  type QuerySummary,
} from './operations';
import { shownError, TextField } from '../stepEditor/formParts';
import { Subform } from '../stepEditor/StepFieldParts';

export interface IngredientFormProps {
  /** The query the ingredient belongs to. */
  parentId: string;
  ingredient?: IngredientData;
  targetQueries: readonly Pick<QuerySummary, 'id' | 'name'>[];
  published: boolean;
  onDone: () => void;
  onCancel: () => void;
}

function toValues(ingredient?: IngredientData): IngredientFormValues {
  return {
    name: ingredient?.name ?? '',
    slug: ingredient?.slug ?? '',
    note: ingredient?.note ?? '',
    value_type: ingredient?.value_type ?? 'string',
    example: ingredient?.example ?? '',
    target_query_id: ingredient?.target_query?.id ?? '',
  };
}

/** A query ingredient: name (UpperCamelCase), slug, note, value type, example or target query. */
export function IngredientForm({
  parentId,
  ingredient,
  targetQueries,
  published,
  onDone,
  onCancel,
}: IngredientFormProps) {
  const [create] = useMutation(IngredientCreateDocument);
  const [update] = useMutation(IngredientUpdateDocument);
  const [remove] = useMutation(IngredientDeleteDocument);
  const [confirm, confirmDialog] = useConfirm();
  const initialValues = useMemo(() => toValues(ingredient), [ingredient]);
  const failed = ingredient ? INGREDIENT_MESSAGES.updateFailed : INGREDIENT_MESSAGES.createFailed;

  async function onSubmit(values: IngredientFormValues) {
    const variables = {
      name: values.name.trim(),
      slug: values.slug.trim(),
      note: values.note.trim(),
      value_type: values.value_type,
      example: needsExample(values.value_type) ? values.example.trim() : null,
      target_query_id: values.value_type === 'query' ? values.target_query_id || null : null,
    };
    let payload: IngredientPayload | undefined;
    try {
      if (ingredient) {
        const { data } = await update({
          variables: { id: ingredient.id, weight: ingredient.weight, ...variables },
        });
        payload = data?.ingredientUpdate;
      } else {
        const { data } = await create({
          variables: { parent_id: parentId, parent_type: 'query', ...variables },
        });
        payload = data?.ingredientCreate;
      }
    } catch {
      payload = undefined;
    }
    if (!payload?.ingredient || payload.errors.length) {
      flash(failed, 'error');
      return payload?.errors.length
        ? stepSubmissionErrors(payload.errors, INGREDIENT_FORM_FIELDS, { target_query: 'target_query_id' })
        : { [FORM_ERROR]: failed };
    }
    flash(ingredient ? INGREDIENT_MESSAGES.updated : INGREDIENT_MESSAGES.created);
    onDone();
    return undefined;
  }

  async function onDelete() {
    if (!ingredient) return;
    if (!(await confirm(INGREDIENT_MESSAGES.confirmDelete, { yesLabel: 'Delete', danger: true }))) return;
    let deleted = false;
    try {
      const { data } = await remove({ variables: { id: ingredient.id } });
      deleted = !!data && data.ingredientDelete.errors.length === 0;
    } catch {
      deleted = false;
    }
    if (!deleted) {
      flash(INGREDIENT_MESSAGES.deleteFailed, 'error');
      return;
    }
    flash(INGREDIENT_MESSAGES.deleted);
    onDone();
  }

  const idPrefix = `ingredient-${ingredient?.id ?? 'new'}`;
  return (
    <>
      <Form<IngredientFormValues>
        onSubmit={onSubmit}
        initialValues={initialValues}
        validate={(values) => formatProblems(validateIngredient(values))}
      >
        {({ handleSubmit, submitting, submitError, form, values }) => (
          <Subform
            label={ingredient ? `Ingredient ${ingredient.name}` : 'New ingredient'}
            onSubmit={handleSubmit}
            keep={['example', 'target_query_id']}
            published={published}
            submitting={submitting}
            submitError={submitError}
            saved={Boolean(ingredient)}
            onCancel={onCancel}
            onDelete={() => void onDelete()}
          >
            <TextField
              name="name"
              id={`${idPrefix}-name`}
              label="Name"
              hint="UpperCamelCase, like CurrentTemperature."
              onBlurred={(name) => {
                const converted = upperCamelCase(name);
                form.batch(() => {
                  if (converted !== name) form.change('name', converted);
                  if (!form.getState().values.slug) form.change('slug', snakeCase(converted));
                });
              }}
            />
            <TextField
              name="slug"
              id={`${idPrefix}-slug`}
              label="Slug"
              hint="snake_case: at least 4 letters, digits, hyphens or underscores."
            />
            <TextField
              name="note"
              id={`${idPrefix}-note`}
              label="Note"
              hint="A complete sentence."
              multiline
            />
            <ValueTypeSelect idPrefix={idPrefix} targetQueryIds={targetQueries.map((q) => q.id)} />
            {needsExample(values.value_type) && (
              <TextField
                name="example"
                id={`${idPrefix}-example`}
                label="Example"
                placeholder={EXAMPLE_PLACEHOLDER}
              />
            )}
            {values.value_type === 'query' && (
              <TargetQuerySelect idPrefix={idPrefix} targetQueries={targetQueries} />
            )}
          </Subform>
        )}
      </Form>
      {confirmDialog}
    </>
  );
}

function ValueTypeSelect({ idPrefix, targetQueryIds }: { idPrefix: string; targetQueryIds: string[] }) {
  const form = useForm<IngredientFormValues>();
  const { input, meta } = useField<string>('value_type');
  return (
    <SelectField
      id={`${idPrefix}-value_type`}
      label="Value type"
      name={input.name}
      value={input.value || 'string'}
      error={shownError(meta)}
      onChange={(e) => {
        const current = form.getState().values;
        const next = changeValueType(current, e.target.value, targetQueryIds);
        form.batch(() => {
          for (const key of ['value_type', 'example', 'target_query_id'] as const) {
            if (next[key] !== current[key]) form.change(key, next[key]);
          }
        });
      }}
      options={VALUE_TYPES.map((t) => ({ value: t, label: VALUE_TYPE_LABELS[t] }))}
    />
  );
}

function TargetQuerySelect({
  idPrefix,
  targetQueries,
}: {
  idPrefix: string;
  targetQueries: readonly Pick<QuerySummary, 'id' | 'name'>[];
}) {
  const { input, meta } = useField<string>('target_query_id');
  return (
    <SelectField
      {...input}
      id={`${idPrefix}-target_query_id`}
      label="Target query"
      error={shownError(meta)}
      hint={targetQueries.length ? undefined : 'This service has no other query to point at yet.'}
      options={[
        ...(input.value ? [] : [{ value: '', label: 'Choose a query' }]),
        ...targetQueries.map((q) => ({ value: q.id, label: q.name })),
      ]}
    />
  );
}
