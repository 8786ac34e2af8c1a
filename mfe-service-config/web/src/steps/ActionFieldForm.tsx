import { flash } from '@switchyard/ui';
import { useMemo, type FormEvent } from 'react';
import { Form } from 'react-final-form';
import { snakeCase } from '../queries/naming';
import { createActionField, deleteActionField, updateActionField } from './fieldRequests';
import {
  ACTION_FIELD_FORM_FIELDS,
  ACTION_FIELD_TYPE_TREE,
  actionFieldPayload,
  actionFieldUsesOptionsEndpoint,
  HELPER_TEXT_MAX,
  isActionStaticType,
  toActionFieldValues,
  validateActionFieldValues,
  type ActionFieldFormValues,
} from './fieldRules';
import { ACTION_FIELD_MESSAGES } from './messages';
import type { ActionDetails, ActionFieldData } from './operations';
import { RequiredRadios, TextField } from '../stepEditor/formParts';
import { restDelete, restSave } from './restSave';
import {
  EndpointDisplay,
  OptionsField,
  PrivateCheckbox,
  Subform,
  TypeChooser,
} from '../stepEditor/StepFieldParts';

export interface ActionFieldFormProps {
  /** The service's module name (the REST paths' slug). */
  moduleName: string;
  action: Pick<ActionDetails, 'id' | 'field_options_url_template'>;
  /** The field being edited; a new one is created without it. */
  field?: ActionFieldData;
  published: boolean;
  /** After a save or a delete. */
  onDone: () => void;
  onCancel: () => void;
}

const M = ACTION_FIELD_MESSAGES;

/**
 * An action field (see spec/service-config.md#trigger-field-form-action-field-form-trigger-ingredient-form,
 * spec/service-config.md#8-error-catalogue): name, key, the cascading type selects (content types in groups),
 * the options of a static type, the options endpoint of a dynamic type, helper text, Required and Private.
 * Destructive type changes and deletes ask with the browser's confirm.
 */
export function ActionFieldForm({
  moduleName,
  action,
  field,
  published,
  onDone,
  onCancel,
}: ActionFieldFormProps) {
  const initialValues = useMemo(() => toActionFieldValues(field), [field]);

  function onSubmit(values: ActionFieldFormValues) {
    const payload = actionFieldPayload(values, moduleName, action.id);
    return restSave(
      () =>
        field
          ? updateActionField(moduleName, action.id, field.slug, payload)
          : createActionField(moduleName, action.id, payload),
      ACTION_FIELD_FORM_FIELDS,
      { done: field ? M.updated : M.created, failed: M.saveFailed },
      onDone,
    );
  }

  async function onDelete() {
    if (!field || !window.confirm(M.confirmDelete)) return;
    if (
      await restDelete(() => deleteActionField(moduleName, action.id, field.slug), {
        done: M.deleted,
        failed: M.deleteFailed,
      })
    ) {
      onDone();
    }
  }

  const idPrefix = `action-field-${field?.id ?? 'new'}`;
  return (
    <Form<ActionFieldFormValues>
      onSubmit={onSubmit}
      initialValues={initialValues}
      validate={validateActionFieldValues}
    >
      {({ handleSubmit, submitting, submitError, form, values }) => {
        const typeId = values.action_field_type;
        const submit = (e: FormEvent<HTMLFormElement>) => {
          void handleSubmit(e);
          // Nothing was sent: the form's own checks failed.
          if (form.getState().hasValidationErrors) flash(M.invalid, 'error');
        };
        return (
          <Subform
            label={field ? `Action field ${field.name}` : 'New action field'}
            onSubmit={submit}
            keep={['type_path', 'action_field_type', 'populator_values']}
            published={published}
            submitting={submitting}
            submitError={submitError}
            saved={!!field}
            onCancel={onCancel}
            onDelete={() => void onDelete()}
          >
            <TextField
              name="name"
              id={`${idPrefix}-name`}
              label="Name"
              hint="What the user is asked, e.g. Message to post"
              onBlurred={(name) => {
                if (!form.getState().values.slug?.trim()) form.change('slug', snakeCase(name));
              }}
            />
            <TextField
              name="slug"
              id={`${idPrefix}-slug`}
              label="Key"
              hint="Sent to your service as the field's name: letters, numbers, underscores and dashes, beginning with a letter."
            />
            <TypeChooser
              tree={ACTION_FIELD_TYPE_TREE}
              typeField="action_field_type"
              idPrefix={idPrefix}
              legend="Action field type"
              savedType={field?.action_field_type}
              isStatic={isActionStaticType}
              confirmChange={() => window.confirm(M.confirmTypeChange)}
            />
            {isActionStaticType(typeId) && <OptionsField idPrefix={idPrefix} />}
            {actionFieldUsesOptionsEndpoint(typeId) && (
              <EndpointDisplay
                id={`${idPrefix}-options-endpoint`}
                label="Dynamic options endpoint"
                template={action.field_options_url_template}
                slug={values.slug}
              />
            )}
            <TextField
              name="helper_text"
              id={`${idPrefix}-helper_text`}
              label="Helper text"
              hint={`At most ${HELPER_TEXT_MAX} characters.`}
              multiline
            />
            <RequiredRadios idPrefix={idPrefix} />
            <PrivateCheckbox idPrefix={idPrefix} />
          </Subform>
        );
      }}
    </Form>
  );
}
