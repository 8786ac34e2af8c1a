import type { FormEventHandler, ReactNode } from 'react';
import { FormError, KeepRegistered, SaveButton } from './formParts';
import { Button, Field as LabelledInput } from '@switchyard/ui';
import { useRef } from 'react';
import { useField, useForm } from 'react-final-form';
import { PopulatorValuesEditor } from './PopulatorValuesEditor';
import {
  chooseType,
  fieldEndpoint,
  isDestructiveTypeChange,
  OPTIONS_ERROR,
  typePath,
  type PopulatorValue,
  type TypeLevel,
} from '../steps/fieldRules';
import { shownError } from './formParts';
import { FieldTypeSelects } from './FieldTypeSelects';

const ERROR_SUBSCRIPTION = {
  error: true,
  submitError: true,
  touched: true,
  modified: true,
  submitFailed: true,
  dirtySinceLastSubmit: true,
} as const;

/**
 * The cascading type selects of a field form, bound to `type_path` and `typeField`
 * (trigger_field_type | action_field_type). On a saved field, a choice that would delete the
 * Applets using it (isDestructiveTypeChange) waits for `confirmChange`; declined, the saved type
 * comes back. Once accepted, moving among destructive types does not ask again.
 */
export function TypeChooser({
  tree,
  typeField,
  idPrefix,
  legend,
  savedType,
  isStatic,
  confirmChange,
}: {
  tree: TypeLevel;
  typeField: 'trigger_field_type' | 'action_field_type';
  idPrefix: string;
  legend: string;
  /** The saved field's type; undefined for a new field. */
  savedType?: number;
  isStatic: (typeId: number | null) => boolean;
  confirmChange: () => boolean | Promise<boolean>;
}) {
  const form = useForm();
  const path = useField<string[]>('type_path', { subscription: { value: true } }).input.value || [];
  const { meta } = useField(typeField, { subscription: ERROR_SUBSCRIPTION });
  const accepted = useRef(false);

  async function onChoose(nextPath: string[]) {
    const rows = (form.getState().values.populator_values ?? []) as PopulatorValue[];
    let next = chooseType(tree, nextPath, isStatic, rows);
    if (savedType !== undefined && next.typeId !== null) {
      const destructive = isDestructiveTypeChange(savedType, next.typeId);
      if (destructive && !accepted.current && !(await confirmChange())) {
        next = chooseType(tree, typePath(tree, savedType) ?? [], isStatic, rows);
      } else {
        accepted.current = destructive;
      }
    }
    form.batch(() => {
      form.change('type_path', next.type_path);
      form.change(typeField, next.typeId);
      form.change('populator_values', next.populator_values);
    });
  }

  return (
    <FieldTypeSelects
      tree={tree}
      idPrefix={idPrefix}
      path={path}
      legend={legend}
      error={shownError(meta)}
      onChoose={(p) => void onChoose(p)}
    />
  );
}

/** The static options of the chosen type, bound to populator_values; errors read at OPTIONS_ERROR. */
export function OptionsField({ idPrefix }: { idPrefix: string }) {
  const form = useForm();
  const rows =
    useField<PopulatorValue[]>('populator_values', { subscription: { value: true } }).input.value || [];
  const { meta } = useField(OPTIONS_ERROR, { subscription: ERROR_SUBSCRIPTION });
  return (
    <PopulatorValuesEditor
      idPrefix={idPrefix}
      rows={rows}
      onChange={(next) => form.change('populator_values', next)}
      error={shownError(meta)}
    />
  );
}

/** 'Private' is shareable inverted (see spec/service-config.md#3-entities-and-their-fields). */
export function PrivateCheckbox({ idPrefix }: { idPrefix: string }) {
  const { input, meta } = useField<boolean>('shareable', {
    subscription: { value: true, ...ERROR_SUBSCRIPTION },
  });
  const id = `${idPrefix}-private`;
  const error = shownError(meta);
  return (
    <div className="sy-field">
      <label htmlFor={id} className="sc-radio">
        <input
          id={id}
          type="checkbox"
          checked={input.value === false}
          onChange={(e) => input.onChange(!e.target.checked)}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        />
        Private
      </label>
      <span id={`${id}-hint`} className="sy-field__hint">
        For personal values: a private field is not shared when someone shares an Applet that uses it.
      </span>
      {error && (
        <p id={`${id}-error`} className="sy-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** Shown when the service has no API URL prefix, so the endpoint cannot be told yet. */
export const NO_ENDPOINT = "Set the service's API URL prefix to see this endpoint.";

/** A partner endpoint the type calls, read-only, with the field's key in place of {slug}. */
export function EndpointDisplay({
  id,
  label,
  template,
  slug,
}: {
  id: string;
  label: string;
  template: string | null;
  slug: string;
}) {
  if (!template) {
    return (
      <div className="sy-field">
        <span className="sy-field__label">{label}</span>
        <p className="sc-muted">{NO_ENDPOINT}</p>
      </div>
    );
  }
  return (
    <LabelledInput
      id={id}
      label={label}
      readOnly
      value={fieldEndpoint(template, slug)}
      hint="Your service answers here; the address follows the field's key."
    />
  );
}

/** Save ('Saving…' meanwhile; never on a published service), Cancel, and Delete for a saved item. */
export function SubformActions({
  published,
  submitting,
  saved,
  onCancel,
  onDelete,
}: {
  published: boolean;
  submitting?: boolean;
  /** Whether the item exists (Delete is offered for it while unpublished). */
  saved: boolean;
  onCancel: () => void;
  onDelete: () => void;
}) {
  return (
    <div className="sc-form__actions">
      <SaveButton published={published} submitting={submitting} />
      <Button variant="link" onClick={onCancel}>
        Cancel
      </Button>
      {saved && !published && (
        <Button variant="danger" onClick={onDelete}>
          Delete
        </Button>
      )}
    </div>
  );
}

/**
 * The form of one field or ingredient, in place in its list: its inputs (disabled while the service
 * is published), the form-level error, then Save, Cancel and Delete. `keep` registers values the
 * inputs shown may not (they must survive a type change).
 */
export function Subform({
  label,
  onSubmit,
  keep,
  published,
  submitting,
  submitError,
  saved,
  onCancel,
  onDelete,
  children,
}: {
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  keep?: readonly string[];
  published: boolean;
  submitting?: boolean;
  submitError?: string;
  saved: boolean;
  onCancel: () => void;
  onDelete: () => void;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label} className="sc-form sc-subform">
      {keep && <KeepRegistered names={keep} />}
      <fieldset disabled={published} className="sc-form__body">
        {children}
      </fieldset>
      <FormError error={submitError} />
      <SubformActions
        published={published}
        submitting={submitting}
        saved={saved}
        onCancel={onCancel}
        onDelete={onDelete}
      />
    </form>
  );
}
