import { useMemo } from 'react';
import { Form, useField, useForm } from 'react-final-form';
import { SelectField } from '@switchyard/ui';
import { EXAMPLE_PLACEHOLDER, VALUE_TYPE_LABELS, type ValueType } from '../queries/ingredientRules';
import { snakeCase, upperCamelCase } from '../queries/naming';
import { createTriggerIngredient, deleteTriggerIngredient, updateTriggerIngredient } from './fieldRequests';
import {
  changeIngredientValueType,
  exampleHidden,
  toTriggerIngredientValues,
  TRIGGER_INGREDIENT_FORM_FIELDS,
  TRIGGER_INGREDIENT_VALUE_TYPES,
  triggerIngredientPayload,
  validateTriggerIngredientValues,
  type TriggerIngredientFormValues,
} from './fieldRules';
import { TRIGGER_INGREDIENT_MESSAGES } from './messages';
import type { TriggerIngredientData } from './operations';
import { shownError, TextField } from '../stepEditor/formParts';
import { restDelete, restSave } from './restSave';
import { Subform } from '../stepEditor/StepFieldParts';

export interface TriggerIngredientFormProps {
  /** The service's module name (the REST paths' slug). */
  moduleName: string;
  triggerId: string;
  /** The ingredient being edited; a new one is created without it. */
  ingredient?: TriggerIngredientData;
  published: boolean;
  /** After a save or a delete. */
  onDone: () => void;
  onCancel: () => void;
}

const M = TRIGGER_INGREDIENT_MESSAGES;

/**
 * A trigger ingredient (see
 * spec/service-config.md#trigger-field-form-action-field-form-trigger-ingredient-form,
 * spec/service-config.md#8-error-catalogue): name in UpperCamelCase (converted on focus and blur), slug
 * filled from it, note, value type, and an example except for date types.
 */
export function TriggerIngredientForm({
  moduleName,
  triggerId,
  ingredient,
  published,
  onDone,
  onCancel,
}: TriggerIngredientFormProps) {
  const initialValues = useMemo(() => toTriggerIngredientValues(ingredient), [ingredient]);

  function onSubmit(values: TriggerIngredientFormValues) {
    const payload = triggerIngredientPayload(values, triggerId);
    return restSave(
      () =>
        ingredient
          ? updateTriggerIngredient(moduleName, triggerId, ingredient.slug, payload)
          : createTriggerIngredient(moduleName, triggerId, payload),
      TRIGGER_INGREDIENT_FORM_FIELDS,
      { done: ingredient ? M.updated : M.created, failed: M.saveFailed },
      onDone,
    );
  }

  async function onDelete() {
    if (!ingredient || !window.confirm(M.confirmDelete)) return;
    const deleted = await restDelete(() => deleteTriggerIngredient(moduleName, triggerId, ingredient.slug), {
      done: M.deleted,
      failed: M.deleteFailed,
    });
    if (deleted) onDone();
  }

  const idPrefix = `trigger-ingredient-${ingredient?.id ?? 'new'}`;
  return (
    <Form<TriggerIngredientFormValues>
      onSubmit={onSubmit}
      initialValues={initialValues}
      validate={validateTriggerIngredientValues}
    >
      {({ handleSubmit, submitting, submitError, form, values }) => {
        const toUpperCamelCase = (name: string) => {
          const converted = upperCamelCase(name);
          if (converted !== name) form.change('name', converted);
          return converted;
        };
        return (
          <Subform
            label={ingredient ? `Ingredient ${ingredient.name}` : 'New ingredient'}
            onSubmit={handleSubmit}
            keep={['example']}
            published={published}
            submitting={submitting}
            submitError={submitError}
            saved={!!ingredient}
            onCancel={onCancel}
            onDelete={() => void onDelete()}
          >
            <TextField
              name="name"
              id={`${idPrefix}-name`}
              label="Name"
              hint="UpperCamelCase, like CreatedAt."
              onFocused={toUpperCamelCase}
              onBlurred={(name) => {
                const converted = toUpperCamelCase(name);
                if (!form.getState().values.slug?.trim()) form.change('slug', snakeCase(converted));
              }}
            />
            <TextField
              name="slug"
              id={`${idPrefix}-slug`}
              label="Slug"
              hint="snake_case: letters, numbers, underscores and dashes, beginning with a letter."
            />
            <TextField
              name="note"
              id={`${idPrefix}-note`}
              label="Note"
              hint="A complete sentence."
              multiline
            />
            <ValueTypeSelect idPrefix={idPrefix} />
            {!exampleHidden(values.value_type) && (
              <TextField
                name="example"
                id={`${idPrefix}-example`}
                label="Example"
                placeholder={EXAMPLE_PLACEHOLDER}
              />
            )}
          </Subform>
        );
      }}
    </Form>
  );
}

/** Switching to a date type clears the example (it is hidden then). */
function ValueTypeSelect({ idPrefix }: { idPrefix: string }) {
  const form = useForm<TriggerIngredientFormValues>();
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
        const next = changeIngredientValueType(current, e.target.value);
        form.batch(() => {
          form.change('value_type', next.value_type);
          if (next.example !== current.example) form.change('example', next.example);
        });
      }}
      options={TRIGGER_INGREDIENT_VALUE_TYPES.map((t) => ({
        value: t,
        label: VALUE_TYPE_LABELS[t as ValueType],
      }))}
    />
  );
}
