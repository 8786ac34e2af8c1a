import { useMutation } from '@switchyard/client/apollo';
import { flash, useConfirm } from '@switchyard/ui';
import { FORM_ERROR, type FormApi } from 'final-form';
import { useMemo } from 'react';
import { Form, useField } from 'react-final-form';
import { PopulatorValuesEditor } from '../stepEditor/PopulatorValuesEditor';
import { SelectField } from '@switchyard/ui';
import { formatProblems, stepSubmissionErrors } from './formErrors';
import { QUERY_FIELD_MESSAGES } from './messages';
import { snakeCase } from './naming';
import {
  QueryFieldCreateDocument,
  QueryFieldDeleteDocument,
  QueryFieldUpdateDocument,
  type QueryFieldData,
  type QueryFieldPayload,
} from './operations';
import {
  changeKind,
  changeSource,
  DROPDOWN_STATIC,
  kindOf,
  QUERY_FIELD_FORM_FIELDS,
  sourceOf,
  TEXT_RAW,
  validateQueryField,
  type DropdownSource,
  type QueryFieldFormValues,
  type QueryFieldKind,
  type StaticOption,
} from './queryFieldRules';
import { HELPER_TEXT_MAX } from './stepRules';
import { RequiredRadios, shownError, TextField } from '../stepEditor/formParts';
import { Subform } from '../stepEditor/StepFieldParts';

export interface QueryFieldFormProps {
  queryId: string;
  /** The field being edited; a new one is created without it. */
  field?: QueryFieldData;
  published: boolean;
  /** After a save or a delete. */
  onDone: () => void;
  onCancel: () => void;
}

/**
 * Where the options' errors live: final-form cannot hold an error string at 'static_options' while
 * the options themselves are paths under it.
 */
const OPTIONS_ERROR = 'static_options_rules';
const FORM_FIELDS = [...QUERY_FIELD_FORM_FIELDS, OPTIONS_ERROR];

function validate(values: QueryFieldFormValues) {
  const { static_options: options, ...rest } = formatProblems(validateQueryField(values));
  return options ? { ...rest, [OPTIONS_ERROR]: options } : rest;
}

function toValues(field?: QueryFieldData): QueryFieldFormValues {
  return {
    label: field?.label ?? '',
    name: field?.slug ?? '',
    helper_text: field?.helper_text ?? '',
    required: field?.required === false ? 'false' : 'true',
    field_type_slug: field?.field_type_definition_slug ?? TEXT_RAW,
    static_options: (field?.static_options ?? []).map(({ label, value }) => ({ label, value })),
  };
}

/** A query field: label, key name, helper text, required, type and (for a static dropdown) options. */
export function QueryFieldForm({ queryId, field, published, onDone, onCancel }: QueryFieldFormProps) {
  const [create] = useMutation(QueryFieldCreateDocument);
  const [update] = useMutation(QueryFieldUpdateDocument);
  const [remove] = useMutation(QueryFieldDeleteDocument);
  const [confirm, confirmDialog] = useConfirm();
  const initialValues = useMemo(() => toValues(field), [field]);
  const failed = field ? QUERY_FIELD_MESSAGES.updateFailed : QUERY_FIELD_MESSAGES.createFailed;

  async function onSubmit(values: QueryFieldFormValues) {
    const variables = {
      name: values.name.trim(),
      label: values.label.trim(),
      helper_text: values.helper_text.trim() || null,
      required: values.required === 'true',
      field_type_slug: values.field_type_slug,
      static_options:
        values.field_type_slug === DROPDOWN_STATIC
          ? values.static_options.map((o) => ({ label: o.label.trim(), value: o.value.trim() }))
          : null,
    };
    let payload: QueryFieldPayload | undefined;
    try {
      if (field) {
        const { data } = await update({ variables: { id: field.id, weight: field.weight, ...variables } });
        payload = data?.queryFieldUpdate;
      } else {
        const { data } = await create({ variables: { query_id: queryId, ...variables } });
        payload = data?.queryFieldCreate;
      }
    } catch {
      payload = undefined;
    }
    if (!payload?.query_field || payload.errors.length) {
      flash(failed, 'error');
      return payload?.errors.length
        ? stepSubmissionErrors(payload.errors, FORM_FIELDS, {
            slug: 'name',
            key_name: 'name',
            static_options: OPTIONS_ERROR,
          })
        : { [FORM_ERROR]: failed };
    }
    flash(field ? QUERY_FIELD_MESSAGES.updated : QUERY_FIELD_MESSAGES.created);
    onDone();
    return undefined;
  }

  async function onDelete() {
    if (!field) return;
    if (!(await confirm(QUERY_FIELD_MESSAGES.confirmDelete, { yesLabel: 'Delete', danger: true }))) return;
    let deleted = false;
    try {
      const { data } = await remove({ variables: { id: field.id } });
      deleted = !!data && data.queryFieldDelete.errors.length === 0;
    } catch {
      deleted = false;
    }
    if (!deleted) {
      flash(QUERY_FIELD_MESSAGES.deleteFailed, 'error');
      return;
    }
    flash(QUERY_FIELD_MESSAGES.deleted);
    onDone();
  }

  const idPrefix = `query-field-${field?.id ?? 'new'}`;
  return (
    <>
      <Form<QueryFieldFormValues> onSubmit={onSubmit} initialValues={initialValues} validate={validate}>
        {({ handleSubmit, submitting, submitError, form }) => (
          <Subform
            label={field ? `Query field ${field.label}` : 'New query field'}
            onSubmit={handleSubmit}
            published={published}
            submitting={submitting}
            submitError={submitError}
            saved={Boolean(field)}
            onCancel={onCancel}
            onDelete={() => void onDelete()}
          >
            <TextField
              name="label"
              id={`${idPrefix}-label`}
              label="Label"
              hint="A leading statement, ideally a question."
              onBlurred={(label) => {
                if (!form.getState().values.name) form.change('name', snakeCase(label));
              }}
            />
            <TextField
              name="name"
              id={`${idPrefix}-name`}
              label="Key name"
              hint="snake_case: at least 4 letters, digits, hyphens or underscores."
            />
            <TextField
              name="helper_text"
              id={`${idPrefix}-helper_text`}
              label="Helper text"
              hint={`At most ${HELPER_TEXT_MAX} characters; links like [text](https://example.com) are allowed.`}
              multiline
            />
            <RequiredRadios idPrefix={idPrefix} />
            <FieldTypeSelects idPrefix={idPrefix} form={form} />
          </Subform>
        )}
      </Form>
      {confirmDialog}
    </>
  );
}

function FieldTypeSelects({ idPrefix, form }: { idPrefix: string; form: FormApi<QueryFieldFormValues> }) {
  const { input, meta } = useField<string>('field_type_slug');
  // Registered for as long as the form lives: registering it only when the editor appears would
  // reset the options just set by the type change.
  const options = useField<StaticOption[]>('static_options');
  const optionsError = useField(OPTIONS_ERROR, {
    subscription: {
      error: true,
      submitError: true,
      touched: true,
      modified: true,
      submitFailed: true,
      dirtySinceLastSubmit: true,
    },
  });
  const slug = input.value || TEXT_RAW;
  const apply = (next: QueryFieldFormValues) =>
    form.batch(() => {
      form.change('field_type_slug', next.field_type_slug);
      form.change('static_options', next.static_options);
    });
  return (
    <>
      <SelectField
        id={`${idPrefix}-type`}
        label="Type"
        value={kindOf(slug)}
        error={shownError(meta)}
        onChange={(e) => apply(changeKind(form.getState().values, e.target.value as QueryFieldKind))}
        options={[
          { value: 'text', label: 'Text' },
          { value: 'option', label: 'Dropdown' },
        ]}
      />
      {kindOf(slug) === 'option' && (
        <SelectField
          id={`${idPrefix}-source`}
          label="Dropdown options"
          value={sourceOf(slug)}
          onChange={(e) => apply(changeSource(form.getState().values, e.target.value as DropdownSource))}
          options={[
            { value: 'static', label: 'A static list' },
            { value: 'dynamic', label: 'Dynamic, from your service' },
          ]}
        />
      )}
      {slug === DROPDOWN_STATIC && (
        <PopulatorValuesEditor
          idPrefix={idPrefix}
          nameLabel="label"
          rows={(options.input.value || []).map((o) => ({ name: o.label, value: o.value }))}
          onChange={(rows) =>
            form.change(
              'static_options',
              rows.map((r) => ({ label: r.name, value: r.value })),
            )
          }
          error={shownError(optionsError.meta)}
        />
      )}
    </>
  );
}
