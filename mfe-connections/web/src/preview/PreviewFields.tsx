import { FIELD_UI_TYPES, type FieldUiType } from '@switchyard/connections-common/types';
import { TIME_DEFAULT } from '@switchyard/connections-common/limits';
import { Field, SelectField } from '@switchyard/ui';
import { useId } from 'react';
import type { PreviewCustomField, PreviewStep } from './operations';

const isUiType = (t: string): t is FieldUiType => (FIELD_UI_TYPES as readonly string[]).includes(t);
const asStrings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x) => typeof x === 'string') : []);
const required = (r: boolean) => (r ? '' : ' (optional)');

/** A step field's preset value as text (a text default, or a structured one written out). */
export function stepFieldValue(field: PreviewStep['fields'][number]): string {
  if (field.default_value != null) return field.default_value;
  const json = field.default_value_json;
  if (json == null) return '';
  if (typeof json === 'string') return json;
  if (Array.isArray(json)) return json.map(String).join(', ');
  return JSON.stringify(json);
}

/** A custom field as the user will fill it, with its default, read-only. */
export function CustomFieldPreview({ field }: { field: PreviewCustomField }) {
  const id = useId();
  const hint = field.helperText ?? undefined;
  const label = `${field.label}${required(field.required)}`;
  const ui = isUiType(field.fieldUiType) ? field.fieldUiType : 'text_field';
  if (ui === 'checkbox_multi') {
    const checked = asStrings(field.defaultValueJson);
    return (
      <fieldset className="cn-fieldset" aria-describedby={hint ? `${id}-hint` : undefined}>
        <legend>{label}</legend>
        {hint && (
          <span id={`${id}-hint`} className="sy-field__hint">
            {hint}
          </span>
        )}
        {field.options.map((o) => (
          <label key={o.value} className="cn-check">
            <input type="checkbox" readOnly disabled checked={checked.includes(o.value)} />
            {o.label}
          </label>
        ))}
      </fieldset>
    );
  }
  if (ui === 'collection_select') {
    const options = field.options.map((o) => ({ value: o.value, label: o.label }));
    return (
      <SelectField
        label={label}
        hint={hint}
        disabled
        value={field.defaultValue ?? ''}
        onChange={() => undefined}
        options={field.defaultValue ? options : [{ value: '', label: 'Choose…' }, ...options]}
      />
    );
  }
  return (
    <Field
      label={label}
      hint={hint}
      type={ui === 'time_select' ? 'time' : 'text'}
      readOnly
      value={ui === 'time_select' ? field.defaultValue || TIME_DEFAULT : (field.defaultValue ?? '')}
    />
  );
}

/** A step's fields the user sees (hidden ones use the partner's preset and are not shown). */
export function StepFieldsPreview({ step }: { step: PreviewStep }) {
  const visible = step.fields.filter((f) => !f.hidden);
  if (!visible.length) return null;
  return (
    <>
      {visible.map((f) => (
        <Field key={f.name} label={f.custom_label || f.label || f.name} readOnly value={stepFieldValue(f)} />
      ))}
    </>
  );
}
