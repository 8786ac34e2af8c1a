import { flash, useConfirm } from '@switchyard/ui';
import { useMemo, type FormEvent } from 'react';
import { Form } from 'react-final-form';
import { snakeCase } from '../queries/naming';
import { createTriggerField, deleteTriggerField, updateTriggerField } from './fieldRequests';
import {
  HELPER_TEXT_MAX,
  isRegexType,
  isTriggerStaticType,
  toTriggerFieldValues,
  TRIGGER_FIELD_FORM_FIELDS,
  TRIGGER_FIELD_TYPE_TREE,
  triggerFieldEndpoints,
  triggerFieldPayload,
  validateTriggerFieldValues,
  type TriggerFieldFormValues,
} from './fieldRules';
import { TRIGGER_FIELD_MESSAGES } from './messages';
import type { TriggerDetails, TriggerFieldData } from './operations';
import { TextField } from '../stepEditor/formParts';
import { restDelete, restSave } from './restSave';
import {
  EndpointDisplay,
  OptionsField,
  PrivateCheckbox,
  Subform,
  TypeChooser,
} from '../stepEditor/StepFieldParts';

export interface TriggerFieldFormProps {
  /** The service's module name (the REST paths' slug). */
  moduleName: string;
  trigger: Pick<TriggerDetails, 'id' | 'field_options_url_template' | 'field_validation_url_template'>;
  /** The field being edited; a new one is created without it. */
  field?: TriggerFieldData;
  published: boolean;
  /** After a save or a delete. */
  onDone: () => void;
  onCancel: () => void;
}

const M = TRIGGER_FIELD_MESSAGES;

/**
 * A trigger field (see spec/service-config.md#trigger-field-form-action-field-form-trigger-ingredient-form,
 * spec/service-config.md#8-error-catalogue): name, key, the cascading type selects, the options of a static
 * type, the pattern of the custom regex type, the partner endpoints of dynamic and validated types, helper
 * text and Private.
 */
export function TriggerFieldForm({
  moduleName,
  trigger,
  field,
  published,
  onDone,
  onCancel,
}: TriggerFieldFormProps) {
  const [confirm, confirmDialog] = useConfirm();
  const initialValues = useMemo(() => toTriggerFieldValues(field), [field]);

  function onSubmit(values: TriggerFieldFormValues) {
    const payload = triggerFieldPayload(values, moduleName, trigger.id);
    return restSave(
      () =>
        field
          ? updateTriggerField(moduleName, trigger.id, field.slug, payload)
          : createTriggerField(moduleName, trigger.id, payload),
      TRIGGER_FIELD_FORM_FIELDS,
      { done: field ? M.updated : M.created, failed: M.saveFailed },
      onDone,
    );
  }

  async function onDelete() {
    if (!field) return;
    if (!(await confirm(M.confirmDelete, { yesLabel: 'Delete', danger: true }))) return;
    if (
      await restDelete(() => deleteTriggerField(moduleName, trigger.id, field.slug), {
        done: M.deleted,
        failed: M.deleteFailed,
      })
    ) {
      onDone();
    }
  }

  const idPrefix = `trigger-field-${field?.id ?? 'new'}`;
  return (
    <>
      <Form<TriggerFieldFormValues>
        onSubmit={onSubmit}
        initialValues={initialValues}
        validate={validateTriggerFieldValues}
      >
        {({ handleSubmit, submitting, submitError, form, values }) => {
          const typeId = values.trigger_field_type;
          const endpoints = triggerFieldEndpoints(typeId);
          const submit = (e: FormEvent<HTMLFormElement>) => {
            void handleSubmit(e);
            // Nothing was sent: the form's own checks failed.
            if (form.getState().hasValidationErrors) flash(M.invalid, 'error');
          };
          return (
            <Subform
              label={field ? `Trigger field ${field.name}` : 'New trigger field'}
              onSubmit={submit}
              keep={[
                'type_path',
                'trigger_field_type',
                'populator_values',
                'regex_value',
                'regex_error_message',
              ]}
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
                hint="What the user is asked, e.g. Which city?"
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
                tree={TRIGGER_FIELD_TYPE_TREE}
                typeField="trigger_field_type"
                idPrefix={idPrefix}
                legend="Trigger field type"
                savedType={field?.trigger_field_type}
                isStatic={isTriggerStaticType}
                confirmChange={() =>
                  confirm(M.confirmTypeChange, {
                    title: M.confirmTypeChangeTitle,
                    yesLabel: 'Change type',
                    noLabel: 'Cancel',
                    danger: true,
                  })
                }
              />
              {isTriggerStaticType(typeId) && <OptionsField idPrefix={idPrefix} />}
              {isRegexType(typeId) && (
                <>
                  <TextField
                    name="regex_value"
                    id={`${idPrefix}-regex_value`}
                    label="Regular expression"
                    hint="The value must match it, e.g. ^[0-9]{5}$"
                  />
                  <TextField
                    name="regex_error_message"
                    id={`${idPrefix}-regex_error_message`}
                    label="Error message"
                    hint="Shown to the user when the value does not match."
                  />
                </>
              )}
              {endpoints.options && (
                <EndpointDisplay
                  id={`${idPrefix}-options-endpoint`}
                  label="Dynamic options endpoint"
                  template={trigger.field_options_url_template}
                  slug={values.slug}
                />
              )}
              {endpoints.validation && (
                <EndpointDisplay
                  id={`${idPrefix}-validation-endpoint`}
                  label="Validation endpoint"
                  template={trigger.field_validation_url_template}
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
              <PrivateCheckbox idPrefix={idPrefix} />
            </Subform>
          );
        }}
      </Form>
      {confirmDialog}
    </>
  );
}
