import {
  addStepProblem,
  canAddStepType,
  removeConfirm,
  STEP_LISTS,
  STEP_TYPES,
  stepFieldLocked,
  type FeatureStep,
  type FieldError,
  type StepField,
  type StepType,
} from '@switchyard/connections-common';
import { Button, Field, SelectField } from '@switchyard/ui';
import { useState, type ReactNode } from 'react';
import { messagesUnder, newStep, serviceStep, SERVICE_STEP_LISTS, type EditorService } from './editorState';
import { featureFieldId as fieldId } from './errorFocus';

const HEADINGS: Record<StepType, string> = { trigger: 'Triggers', query: 'Queries', action: 'Actions' };
const LISTS = { trigger: 'triggers', query: 'queries', action: 'actions' } as const;
/** 'a trigger', 'a query', 'an action'. */
const A_STEP: Record<StepType, string> = { trigger: 'a trigger', query: 'a query', action: 'an action' };

export interface StepsValue {
  triggers: readonly FeatureStep[];
  queries: readonly FeatureStep[];
  actions: readonly FeatureStep[];
}

/**
 * A feature's triggers, queries and actions (spec/connections.md#steps): a type is offered only when
 * the owner service or the chosen one has steps of it; each unique step once per feature; each step's
 * fields with custom label, default and hidden, a hidden field of a published connection locked.
 */
export function StepsEditor({
  value,
  onChange,
  services,
  published,
  wasHidden,
  errors,
  confirm,
}: {
  value: StepsValue;
  onChange(next: StepsValue): void;
  services: readonly EditorService[];
  published: boolean;
  /** Whether the saved connection has this step field hidden (a field hidden just now is not locked). */
  wasHidden(step: FeatureStep, field: string): boolean;
  errors: readonly FieldError[];
  confirm(message: ReactNode): Promise<boolean>;
}) {
  const types = STEP_TYPES.filter((t) => services.some((s) => canAddStepType(s, t)));
  if (!types.length)
    return <p className="cx-muted">Neither service offers triggers, queries or actions yet.</p>;
  return (
    <>
      {types.map((type) => (
        <StepList
          key={type}
          type={type}
          steps={value[LISTS[type]]}
          onChange={(steps) => onChange({ ...value, [LISTS[type]]: steps })}
          services={services}
          published={published}
          wasHidden={wasHidden}
          errors={errors}
          confirm={confirm}
        />
      ))}
    </>
  );
}

function StepList({
  type,
  steps,
  onChange,
  services,
  published,
  wasHidden,
  errors,
  confirm,
}: {
  type: StepType;
  steps: readonly FeatureStep[];
  onChange(steps: FeatureStep[]): void;
  services: readonly EditorService[];
  published: boolean;
  wasHidden(step: FeatureStep, field: string): boolean;
  errors: readonly FieldError[];
  confirm(message: ReactNode): Promise<boolean>;
}) {
  const [choice, setChoice] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const list = STEP_LISTS[type];
  const options = services.flatMap((s) =>
    s[SERVICE_STEP_LISTS[type]].map((step) => ({
      value: `${s.module_name}.${step.module_name}`,
      label: step.name,
      group: s.name,
    })),
  );
  const pickerId = fieldId(`${list}/add`);

  function add() {
    const [serviceName, ...rest] = choice.split('.');
    const service = services.find((s) => s.module_name === serviceName);
    const step = service?.[SERVICE_STEP_LISTS[type]].find((s) => s.module_name === rest.join('.'));
    if (!service || !step) return;
    const message = addStepProblem(steps, {
      channel_module_name: service.module_name,
      module_name: step.module_name,
      type,
      name: step.name,
    });
    setProblem(message ?? null);
    if (message) return;
    onChange([...steps, newStep(type, service, step)]);
    setChoice('');
  }

  const update = (k: number, step: FeatureStep) => onChange(steps.map((s, i) => (i === k ? step : s)));

  return (
    <fieldset className="cx-steps">
      <legend className="cx-editor__subheading">{HEADINGS[type]}</legend>
      {steps.map((step, k) => (
        <StepItem
          key={`${step.full_module_name}:${k}`}
          step={step}
          path={`${list}/${k}`}
          services={services}
          published={published}
          wasHidden={wasHidden}
          errors={errors}
          onChange={(next) => update(k, next)}
          onRemove={async () => {
            if (await confirm(removeConfirm(type))) onChange(steps.filter((_, i) => i !== k));
          }}
        />
      ))}
      <div className="cx-steps__add">
        <SelectField
          id={pickerId}
          label={`Add ${A_STEP[type]}`}
          value={choice}
          onChange={(e) => {
            setChoice(e.target.value);
            setProblem(null);
          }}
          options={[{ value: '', label: `Choose ${A_STEP[type]}` }, ...options]}
          error={problem}
        />
        <Button onClick={add} disabled={!choice}>
          Add {type}
        </Button>
      </div>
    </fieldset>
  );
}

function StepItem({
  step,
  path,
  services,
  published,
  wasHidden,
  errors,
  onChange,
  onRemove,
}: {
  step: FeatureStep;
  path: string;
  services: readonly EditorService[];
  published: boolean;
  wasHidden(step: FeatureStep, field: string): boolean;
  errors: readonly FieldError[];
  onChange(step: FeatureStep): void;
  onRemove(): void;
}) {
  const offered = serviceStep(services, step);
  const service = services.find((s) => s.module_name === step.channel_module_name);
  const name = offered?.name || step.module_name;
  // The step's own problems (repeated, unknown step or service); its fields' go beside each field.
  const own = errors
    .filter(
      (e) =>
        (e.attribute === path || e.attribute.startsWith(`${path}/`)) &&
        !e.attribute.startsWith(`${path}/fields`),
    )
    .map((e) => e.message);
  const below = messagesUnder(errors, `${path}/fields`);
  const setField = (j: number, field: StepField) =>
    onChange({ ...step, fields: step.fields.map((f, i) => (i === j ? field : f)) });
  const bodyId = fieldId(`${path}/body`);
  return (
    <div className="cx-step" id={fieldId(path)} tabIndex={-1}>
      <div className="cx-step__head">
        <button
          type="button"
          className="cx-disclosure"
          aria-expanded={!step.collapsed}
          aria-controls={bodyId}
          onClick={() => onChange({ ...step, collapsed: !step.collapsed })}
        >
          {service?.name ?? step.channel_module_name}: {name}
        </button>
        <Button variant="link" onClick={onRemove} aria-label={`Remove ${name}`}>
          Remove
        </Button>
      </div>
      {own.map((m) => (
        <p key={m} className="sy-field__error">
          {m}
        </p>
      ))}
      {step.collapsed && below.length > 0 && <p className="sy-field__error">{below[0]}</p>}
      {!offered && (
        <p className="cx-muted">{service?.name ?? step.channel_module_name} no longer offers this step.</p>
      )}
      <div id={bodyId} hidden={step.collapsed}>
        {step.fields.length === 0 && <p className="cx-muted">This step has no fields.</p>}
        {step.fields.map((field, j) => {
          const label = offered?.fields.find((f) => f.name === field.name)?.label ?? field.name;
          const locked = stepFieldLocked(published, { hidden: wasHidden(step, field.name) });
          const fieldPath = `${path}/fields/${j}`;
          const fieldErrors = messagesUnder(errors, fieldPath);
          return (
            <fieldset key={field.name} className="cx-step-field" disabled={locked}>
              <legend>{label}</legend>
              {locked && <p className="cx-muted">Hidden fields of a published connection are locked.</p>}
              <div className="cx-row">
                <Field
                  id={fieldId(`${fieldPath}/custom_label`)}
                  label="Custom label"
                  value={field.custom_label ?? ''}
                  onChange={(e) => setField(j, { ...field, custom_label: e.target.value })}
                />
                <Field
                  id={fieldId(`${fieldPath}/default_value_json`)}
                  label="Default"
                  value={defaultText(field)}
                  onChange={(e) =>
                    setField(j, {
                      name: field.name,
                      custom_label: field.custom_label,
                      hidden: field.hidden,
                      default_value: e.target.value,
                    })
                  }
                />
              </div>
              <label className="cx-check">
                <input
                  type="checkbox"
                  checked={field.hidden}
                  onChange={(e) => setField(j, { ...field, hidden: e.target.checked })}
                />{' '}
                Hidden (users do not see it; your default is used)
              </label>
              {fieldErrors.map((m) => (
                <p key={m} id={fieldId(fieldPath)} tabIndex={-1} className="sy-field__error">
                  {m}
                </p>
              ))}
            </fieldset>
          );
        })}
      </div>
    </div>
  );
}

/** A step field's default as text: a JSON default that is not a string is shown as JSON. */
function defaultText(field: StepField): string {
  if (field.default_value_json !== undefined && field.default_value_json !== null)
    return typeof field.default_value_json === 'string'
      ? field.default_value_json
      : JSON.stringify(field.default_value_json);
  return field.default_value ?? '';
}
