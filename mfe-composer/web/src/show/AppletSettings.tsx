import { ROUTE_LOADED, useQuery } from '@switchyard/client/apollo';
import { Button, flash, Spinner } from '@switchyard/ui';
import { useState } from 'react';
import { parseJson, type FieldDefinition, type StepKind } from '../composer/composerModel';
import { ValueControl } from '../composer/FieldEditor';
import { useFieldOptions } from '../composer/useFieldOptions';
import { saveAppletSettings } from '../composerRequests';
import { AppletSettingsDocument, type SettingsStepFragment } from '../gql/graphql';

type Values = Record<string, Record<string, unknown>>;

function UserField({
  step,
  def,
  label,
  fallback,
  value,
  onChange,
  error,
}: {
  step: SettingsStepFragment;
  def: FieldDefinition;
  label: string;
  fallback: unknown;
  value: unknown;
  onChange(v: unknown): void;
  error?: string;
}) {
  const [service, module] = step.full_module_name.split('.');
  const kind = step.key.split(':')[0] as StepKind;
  const options = useFieldOptions(def, { kind, channel_module_name: service, module_name: module }, true);
  const id = `setting-${step.key}-${def.name}`;
  return (
    <div className="sy-field composer-setting">
      <span className="sy-field__label" id={id}>
        {label}
        {def.required && <span className="composer-field__required"> (required)</span>}
      </span>
      {def.helper_text && <span className="sy-field__hint">{def.helper_text}</span>}
      {fallback !== undefined && <span className="sy-field__hint">Default: {JSON.stringify(fallback)}</span>}
      {def.dynamic && options.state === 'failed' ? (
        <p className="sy-field__error">
          The options could not be loaded: connect the service on My services, then come back.
        </p>
      ) : (
        <ValueControl
          def={def}
          value={value}
          onChange={onChange}
          sources={[]}
          labelledBy={id}
          options={options}
        />
      )}
      {error && <span className="sy-field__error">{error}</span>}
    </div>
  );
}

/**
 * The fields the viewer sets in an applet (not set by its maker): their own values, which the
 * engine uses over the maker's defaults; a required one without either keeps the applet off.
 */
export function AppletSettings({ id, onSaved }: { id: string; onSaved(): void }) {
  const { data, loading } = useQuery(AppletSettingsDocument, {
    variables: { id },
    fetchPolicy: ROUTE_LOADED,
  });
  const applet = data?.applet;
  const [values, setValues] = useState<Values | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  if (!applet) return loading ? <Spinner label="Loading your settings" /> : null;
  const current: Values = values ?? (parseJson(applet.my_field_values_json) as Values | undefined) ?? {};
  const steps = [applet.applet_trigger, ...applet.applet_queries, ...applet.applet_actions];
  const rows = steps.flatMap((step) => {
    const stored = new Map(step.fields.map((f) => [f.name, f]));
    return (step.definition?.fields ?? [])
      .filter((def) => !stored.get(def.name)?.hidden)
      .map((def) => ({ step, def: def as FieldDefinition, stored: stored.get(def.name) }));
  });
  if (rows.length === 0) return null;

  async function save() {
    setSaving(true);
    const answer = await saveAppletSettings(id, current).catch(() => null);
    setSaving(false);
    if (answer?.ok) {
      setErrors({});
      flash('Settings saved');
      onSaved();
      return;
    }
    setErrors(Object.fromEntries((answer?.details ?? []).map((d) => [d.parameter, d.message])));
    flash(answer?.error ?? 'Your settings could not be saved.', 'error');
  }

  return (
    <section className="composer-section" aria-labelledby="applet-settings">
      <h2 id="applet-settings">Your settings</h2>
      <p className="sy-field__hint">What this Applet uses for you. Fields its maker set are not shown.</p>
      {rows.map(({ step, def, stored }) => (
        <UserField
          key={`${step.key}/${def.name}`}
          step={step}
          def={def}
          label={`${step.definition?.name ?? step.full_module_name}: ${stored?.custom_label ?? def.label}`}
          fallback={parseJson(stored?.default_value_json)}
          value={current[step.key]?.[def.name]}
          onChange={(v) => setValues({ ...current, [step.key]: { ...current[step.key], [def.name]: v } })}
          error={errors[`/field_values/${step.key}/${def.name}`]}
        />
      ))}
      <Button variant="primary" disabled={saving} onClick={() => void save()}>
        {saving ? 'Saving…' : 'Save settings'}
      </Button>
    </section>
  );
}
