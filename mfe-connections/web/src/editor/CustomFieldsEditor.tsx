import {
  changeFieldUiType,
  FIELD_UI_TYPE_LABELS,
  FIELD_UI_TYPES,
  hasOptions,
  removeConfirm,
  timeDefault,
  type CustomField,
  type CustomFieldOption,
  type FieldError,
  type FieldUiType,
} from '@switchyard/connections-common';
import { Button, Field, SelectField } from '@switchyard/ui';
import type { ReactNode } from 'react';
import { messagesAt, newCustomField } from './editorState';
import { featureFieldId as fieldId } from './errorFocus';

/**
 * A feature's custom fields (options asked from the user) of the four UI types, each rule's message at
 * its input (spec/connections.md#5-validation-rules, "Custom field"; the rules are common's).
 */
export function CustomFieldsEditor({
  fields,
  onChange,
  errors,
  confirm,
}: {
  fields: readonly CustomField[];
  onChange(fields: CustomField[]): void;
  /** Feature-relative paths (`custom_fields/0/name`). */
  errors: readonly FieldError[];
  confirm(message: ReactNode): Promise<boolean>;
}) {
  const update = (j: number, field: CustomField) => onChange(fields.map((f, i) => (i === j ? field : f)));
  return (
    <fieldset className="cx-custom-fields">
      <legend className="cx-editor__subheading">Custom fields</legend>
      {fields.length === 0 && <p className="cx-muted">No custom fields: users are asked nothing extra.</p>}
      {fields.map((field, j) => (
        <CustomFieldItem
          key={j}
          index={j}
          field={field}
          errors={errors}
          onChange={(next) => update(j, next)}
          onRemove={async () => {
            if (await confirm(removeConfirm('custom field'))) onChange(fields.filter((_, i) => i !== j));
          }}
        />
      ))}
      <Button onClick={() => onChange([...fields, newCustomField()])}>Add custom field</Button>
    </fieldset>
  );
}

function CustomFieldItem({
  index,
  field,
  errors,
  onChange,
  onRemove,
}: {
  index: number;
  field: CustomField;
  errors: readonly FieldError[];
  onChange(field: CustomField): void;
  onRemove(): void;
}) {
  const path = `custom_fields/${index}`;
  const at = (rest: string) => messagesAt(errors, `${path}/${rest}`)[0];
  const type = field.fieldUiType;
  const setOption = (k: number, option: CustomFieldOption) =>
    onChange({ ...field, options: field.options.map((o, i) => (i === k ? option : o)) });
  const title = field.label.trim() || `Custom field ${index + 1}`;
  return (
    <div className="cx-custom-field" id={fieldId(path)} tabIndex={-1} role="group" aria-label={title}>
      <div className="cx-row">
        <SelectField
          id={fieldId(`${path}/field_ui_type`)}
          label="Type"
          value={type}
          onChange={(e) => onChange(changeFieldUiType(field, e.target.value as FieldUiType))}
          options={FIELD_UI_TYPES.map((t) => ({ value: t, label: FIELD_UI_TYPE_LABELS[t] }))}
        />
        <Field
          id={fieldId(`${path}/name`)}
          label="Key name"
          hint="snake_case, at least 4 characters, unique in the connection"
          value={field.name}
          onChange={(e) => onChange({ ...field, name: e.target.value })}
          error={at('name')}
        />
      </div>
      <div className="cx-row">
        <Field
          id={fieldId(`${path}/label`)}
          label="Label"
          value={field.label}
          onChange={(e) => onChange({ ...field, label: e.target.value })}
          error={at('label')}
        />
        <Field
          id={fieldId(`${path}/helper_text`)}
          label="Helper text"
          value={field.helperText ?? ''}
          onChange={(e) => onChange({ ...field, helperText: e.target.value })}
          error={at('helper_text')}
        />
      </div>
      <label className="cx-check">
        <input
          type="checkbox"
          checked={field.required}
          onChange={(e) => onChange({ ...field, required: e.target.checked })}
        />{' '}
        Required
      </label>
      {hasOptions(type) && (
        <OptionsEditor
          path={path}
          options={field.options}
          errors={errors}
          onChange={(options) => onChange({ ...field, options })}
          onSet={setOption}
        />
      )}
      <DefaultInput
        path={path}
        field={field}
        onChange={onChange}
        error={at(type === 'checkbox_multi' ? 'default_value_json' : 'default_value')}
      />
      <Button variant="link" onClick={onRemove} aria-label={`Remove ${title}`}>
        Remove custom field
      </Button>
    </div>
  );
}

function OptionsEditor({
  path,
  options,
  errors,
  onChange,
  onSet,
}: {
  path: string;
  options: readonly CustomFieldOption[];
  errors: readonly FieldError[];
  onChange(options: CustomFieldOption[]): void;
  onSet(k: number, option: CustomFieldOption): void;
}) {
  const listError = messagesAt(errors, `${path}/static_options`)[0];
  return (
    <fieldset className="cx-options" id={fieldId(`${path}/static_options`)} tabIndex={-1}>
      <legend>Options</legend>
      {options.map((o, k) => {
        const optionPath = `${path}/static_options/${k}`;
        const own = messagesAt(errors, optionPath)[0];
        return (
          <div key={k} className="cx-option" id={fieldId(optionPath)} tabIndex={-1}>
            <div className="cx-row">
              <Field
                id={fieldId(`${optionPath}/label`)}
                label={`Option ${k + 1} label`}
                value={o.label}
                onChange={(e) => onSet(k, { ...o, label: e.target.value })}
                error={messagesAt(errors, `${optionPath}/label`)[0]}
              />
              <Field
                id={fieldId(`${optionPath}/value`)}
                label={`Option ${k + 1} value`}
                value={o.value}
                onChange={(e) => onSet(k, { ...o, value: e.target.value })}
                error={messagesAt(errors, `${optionPath}/value`)[0]}
              />
              <Button
                variant="link"
                aria-label={`Remove option ${k + 1}`}
                onClick={() => onChange(options.filter((_, i) => i !== k))}
              >
                Remove
              </Button>
            </div>
            {own && <p className="sy-field__error">{own}</p>}
          </div>
        );
      })}
      {listError && <p className="sy-field__error">{listError}</p>}
      <Button onClick={() => onChange([...options, { label: '', value: '' }])}>Add option</Button>
    </fieldset>
  );
}

/** The options a default may be, once each (a repeated value is reported at its option). */
const choices = (options: readonly CustomFieldOption[]) =>
  options.filter((o, i) => o.value.trim() && options.findIndex((p) => p.value === o.value) === i);

/** The default input of each UI type: text, a time of day, one option, or options checked. */
function DefaultInput({
  path,
  field,
  onChange,
  error,
}: {
  path: string;
  field: CustomField;
  onChange(field: CustomField): void;
  error?: string;
}) {
  switch (field.fieldUiType) {
    case 'text_field':
      return (
        <Field
          id={fieldId(`${path}/default_value`)}
          label="Default value"
          value={field.defaultValue ?? ''}
          onChange={(e) => onChange({ ...field, defaultValue: e.target.value })}
          error={error}
        />
      );
    case 'time_select':
      return (
        <Field
          id={fieldId(`${path}/default_value`)}
          type="time"
          label="Default time"
          value={timeDefault(field.defaultValue)}
          onChange={(e) => onChange({ ...field, defaultValue: e.target.value })}
          error={error}
        />
      );
    case 'collection_select':
      return (
        <SelectField
          id={fieldId(`${path}/default_value`)}
          label="Default option"
          value={field.defaultValue ?? ''}
          onChange={(e) => onChange({ ...field, defaultValue: e.target.value || null })}
          options={[
            { value: '', label: 'No default' },
            ...choices(field.options).map((o) => ({ value: o.value, label: o.label || o.value })),
          ]}
          error={error}
        />
      );
    case 'checkbox_multi': {
      const checked = field.defaultValueJson ?? [];
      const errorId = fieldId(`${path}/default_value_json/error`);
      return (
        <fieldset
          className="cx-options"
          id={fieldId(`${path}/default_value_json`)}
          tabIndex={-1}
          aria-describedby={error ? errorId : undefined}
        >
          <legend>Options checked by default</legend>
          {choices(field.options).map((o) => (
            <label key={o.value} className="cx-check">
              <input
                type="checkbox"
                checked={checked.includes(o.value)}
                onChange={(e) =>
                  onChange({
                    ...field,
                    defaultValueJson: e.target.checked
                      ? [...checked, o.value]
                      : checked.filter((v) => v !== o.value),
                  })
                }
              />{' '}
              {o.label || o.value}
            </label>
          ))}
          {error && (
            <p id={errorId} className="sy-field__error">
              {error}
            </p>
          )}
        </fieldset>
      );
    }
  }
}
