import type { IngredientSource } from '@switchyard/composer-common/ingredients';
import {
  FIELD_OPTIONS_FAILED,
  MUST_BE_CHOSEN,
  VISIBILITY_CUSTOMIZABLE,
  VISIBILITY_SET_BY_YOU,
} from '@switchyard/composer-common/messages';
import { Spinner } from '@switchyard/ui';
import { useId } from 'react';
import type { FieldDefinition, FieldDraft } from './composerModel';
import { IngredientText } from './IngredientText';
import { useFieldOptions, type OptionsRequest } from './useFieldOptions';

interface Props {
  def: FieldDefinition;
  draft: FieldDraft;
  onChange(next: FieldDraft): void;
  sources: readonly IngredientSource[];
  /** The full view (label, visibility); otherwise only the default value (the minimal view). */
  full: boolean;
  /** A published applet's visibility choices are locked. */
  visibilityLocked: boolean;
  /** Where dynamic options come from. */
  optionsRequest: OptionsRequest;
  /** Errors under /…/fields/{name}, /custom_label, /hidden, /default_value. */
  errorAt(sub: '' | '/custom_label' | '/hidden' | '/default_value'): string | undefined;
}

/**
 * One field of a step: its label, its visibility and its default value (see the field rules of
 * spec/composer-and-header.md#5-validation-rules).
 */
export function FieldEditor({
  def,
  draft,
  onChange,
  sources,
  full,
  visibilityLocked,
  optionsRequest,
  errorAt,
}: Props) {
  const id = useId();
  const options = useFieldOptions(def, optionsRequest, def.can_have_default);
  const set = (patch: Partial<FieldDraft>) => onChange({ ...draft, ...patch });
  const label = draft.custom_label.trim() || def.label;
  const optionsFailed = def.dynamic && options.state === 'failed';
  const error = errorAt('');
  return (
    <fieldset className="composer-field" data-path-field={def.name}>
      <legend className="composer-field__legend">
        {label}
        {def.required && <span className="composer-field__required"> (required)</span>}
      </legend>
      {def.helper_text && <p className="sy-field__hint">{def.helper_text}</p>}
      {error && (
        <span className="sy-field__error" data-error-path>
          {error}
        </span>
      )}
      {full && (
        <div className="sy-field">
          <label className="sy-field__label" htmlFor={`${id}-label`}>
            Label
          </label>
          <input
            id={`${id}-label`}
            className="sy-field__control"
            value={draft.custom_label}
            placeholder={def.label}
            maxLength={100}
            onChange={(e) => set({ custom_label: e.target.value })}
            // An empty or unchanged label is the field's own (see
            // spec/composer-and-header.md#5-validation-rules).
            onBlur={() =>
              (draft.custom_label.trim() === def.label || !draft.custom_label.trim()) &&
              set({ custom_label: '' })
            }
          />
          {errorAt('/custom_label') && (
            <span className="sy-field__error" data-error-path>
              {errorAt('/custom_label')}
            </span>
          )}
        </div>
      )}
      {full &&
        (def.hideable ? (
          <div role="radiogroup" aria-label={`Who sets ${label}`} className="composer-field__visibility">
            {[
              [true, VISIBILITY_SET_BY_YOU],
              [false, VISIBILITY_CUSTOMIZABLE],
            ].map(([hidden, text]) => (
              <label key={String(hidden)}>
                <input
                  type="radio"
                  name={`${id}-visibility`}
                  checked={draft.hidden === hidden}
                  disabled={visibilityLocked || optionsFailed}
                  onChange={() => set({ hidden: hidden as boolean })}
                />{' '}
                {text as string}
              </label>
            ))}
            {errorAt('/hidden') && (
              <span className="sy-field__error" data-error-path>
                {errorAt('/hidden')}
              </span>
            )}
          </div>
        ) : (
          <p className="composer-field__note">{MUST_BE_CHOSEN}</p>
        ))}
      {def.can_have_default &&
        (optionsFailed ? (
          <p className="sy-field__error" role="alert">
            {FIELD_OPTIONS_FAILED}
          </p>
        ) : (
          <div className="sy-field">
            <span className="sy-field__label" id={`${id}-value`}>
              {draft.hidden ? 'Value' : 'Default value'}
            </span>
            <ValueControl
              def={def}
              value={draft.value}
              onChange={(value) => set({ value })}
              sources={sources}
              labelledBy={`${id}-value`}
              options={options}
            />
            {errorAt('/default_value') && (
              <span className="sy-field__error" data-error-path>
                {errorAt('/default_value')}
              </span>
            )}
          </div>
        ))}
    </fieldset>
  );
}

export function ValueControl({
  def,
  value,
  onChange,
  sources,
  labelledBy,
  options,
}: {
  def: FieldDefinition;
  value: unknown;
  onChange(v: unknown): void;
  sources: readonly IngredientSource[];
  labelledBy: string;
  options: ReturnType<typeof useFieldOptions>;
}) {
  if (def.field_ui_type === 'TEXT_FIELD')
    return (
      <IngredientText
        value={typeof value === 'string' ? value : ''}
        onChange={onChange}
        sources={sources}
        multiline={def.field_type === '5' || def.field_type === '6'}
        labelledBy={labelledBy}
      />
    );
  if (def.field_ui_type === 'LOCATION_FIELD') {
    const place = (value ?? {}) as { lat?: number; lng?: number };
    const coordinate = (key: 'lat' | 'lng', text: string) => {
      const n = text === '' ? undefined : Number(text);
      const next = { ...place, [key]: n };
      onChange(next.lat === undefined && next.lng === undefined ? undefined : next);
    };
    return (
      <div className="composer-location" aria-labelledby={labelledBy} role="group">
        <label>
          Latitude{' '}
          <input
            className="sy-field__control"
            type="number"
            step="any"
            value={place.lat ?? ''}
            onChange={(e) => coordinate('lat', e.target.value)}
          />
        </label>
        <label>
          Longitude{' '}
          <input
            className="sy-field__control"
            type="number"
            step="any"
            value={place.lng ?? ''}
            onChange={(e) => coordinate('lng', e.target.value)}
          />
        </label>
      </div>
    );
  }
  if (options.state === 'loading') return <Spinner label="Loading options" />;
  const list = options.state === 'loaded' ? options.options : [];
  if (def.field_ui_type === 'CHECKBOX_MULTI') {
    const chosen = new Set(Array.isArray(value) ? (value as string[]) : []);
    return (
      <div role="group" aria-labelledby={labelledBy} className="composer-checkboxes">
        {list.map((o) => (
          <label key={o.value}>
            <input
              type="checkbox"
              checked={chosen.has(o.value)}
              onChange={(e) => {
                const next = new Set(chosen);
                if (e.target.checked) next.add(o.value);
                else next.delete(o.value);
                onChange([...next]);
              }}
            />{' '}
            {o.label}
          </label>
        ))}
      </div>
    );
  }
  return (
    <select
      className="sy-field__control"
      aria-labelledby={labelledBy}
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => onChange(e.target.value || undefined)}
    >
      <option value="">Choose…</option>
      {list.map((o) =>
        o.group ? null : (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ),
      )}
      {[...new Set(list.filter((o) => o.group).map((o) => o.group!))].map((g) => (
        <optgroup key={g} label={g}>
          {list
            .filter((o) => o.group === g)
            .map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
        </optgroup>
      ))}
    </select>
  );
}
