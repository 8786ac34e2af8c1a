import { ServiceIcon } from '../badges';
import { customFieldId, featureId, stepFieldId, type CustomValue, type FeatureForm } from './enableState';
import { FeatureRuns } from './FeatureRuns';
import { CustomFieldInput, StepFieldInput } from './FieldInputs';
import type { FeatureRuns as FeatureRunsData, PublishedFeature } from './operations';
import type { ServiceAccess } from './ServicesSection';

/** A service as a feature card needs it: its name and icon, and whether the viewer can use it yet. */
export interface ServiceState {
  module_name: string;
  name: string;
  brand_color?: string | null;
  image_url?: string | null;
  access: ServiceAccess;
}

const STEP_KIND: Record<string, string> = { trigger: 'When', query: 'Using', action: 'Then' };

/** An optional feature's on/off switch. */
function FeatureSwitch({ title, on, onChange }: { title: string; on: boolean; onChange(on: boolean): void }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-label={`Turn on ${title}`}
      className={`cn-switch${on ? ' cn-switch--on' : ''}`}
      onClick={() => onChange(!on)}
    >
      <span className="cn-switch__knob" aria-hidden="true" />
      <span className="cn-switch__text" aria-hidden="true">
        {on ? 'On' : 'Off'}
      </span>
    </button>
  );
}

/**
 * One feature: title, description, the services it uses; Required (always on) or a switch; when on,
 * its custom fields and the step fields the user sets; while it runs, its recent runs.
 */
export function FeatureCard({
  feature,
  form,
  onChange,
  errors,
  featureErrors,
  services,
  pausedReason,
  running,
  runs,
}: {
  feature: PublishedFeature;
  form: FeatureForm;
  onChange(next: FeatureForm): void;
  /** By input id. */
  errors: ReadonlyMap<string, string>;
  /** Errors about the feature itself (not one of its inputs). */
  featureErrors: string[];
  services: ReadonlyMap<string, ServiceState>;
  pausedReason: string | null;
  /** Whether the feature runs for the viewer now (enabled, saved on). */
  running: boolean;
  runs: FeatureRunsData | undefined;
}) {
  const id = featureId(feature.name);
  const headingId = `${id}-title`;
  const used = [...new Set(feature.steps.map((s) => s.channel_module_name))];
  const setCustom = (key: string, value: CustomValue) =>
    onChange({ ...form, custom: { ...form.custom, [key]: value } });
  const setStep = (stepKey: string, field: string, value: string) =>
    onChange({ ...form, steps: { ...form.steps, [stepKey]: { ...form.steps[stepKey], [field]: value } } });
  const stepFields = feature.steps.filter((s) => s.fields.length > 0);
  const hasSettings = feature.customFields.length > 0 || stepFields.length > 0;
  const stepNames = {
    queries: feature.steps.filter((s) => s.type === 'query').map((s) => s.name),
    actions: feature.steps.filter((s) => s.type === 'action').map((s) => s.name),
  };
  return (
    <section
      id={id}
      tabIndex={-1}
      className={`cn-feature cn-enable-feature${form.enabled ? ' cn-enable-feature--on' : ''}`}
      aria-labelledby={headingId}
    >
      <div className="cn-enable-feature__head">
        <h3 id={headingId}>{feature.title}</h3>
        {feature.required ? (
          <span className="cn-badge cn-badge--required" title="This feature is always on">
            Required
          </span>
        ) : (
          <FeatureSwitch
            title={feature.title}
            on={form.enabled}
            onChange={(enabled) => onChange({ ...form, enabled })}
          />
        )}
      </div>
      {feature.description && <p>{feature.description}</p>}
      {used.length > 0 && (
        <p className="cn-enable-feature__services cn-muted">
          Uses{' '}
          {used.map((m, i) => {
            const s = services.get(m);
            return (
              <span key={m} className="cn-enable-feature__service">
                {i > 0 && (i === used.length - 1 ? ' and ' : ', ')}
                {s && <ServiceIcon service={s} />}
                {s?.name ?? m}
              </span>
            );
          })}
        </p>
      )}
      {featureErrors.map((message) => (
        <p key={message} className="sy-field__error">
          {message}
        </p>
      ))}
      {form.enabled && pausedReason && (
        <div className="cn-banner cn-banner--warning" role="status">
          <strong>Paused.</strong> {pausedReason} Save your settings to run it again.
        </div>
      )}
      {form.enabled && hasSettings && (
        <div className="cn-enable-feature__settings">
          {feature.customFields.map((field) => {
            const fieldId = customFieldId(feature.name, field.name);
            return (
              <CustomFieldInput
                key={field.id}
                field={field}
                id={fieldId}
                value={form.custom[field.name] ?? ''}
                error={errors.get(fieldId)}
                onChange={(v) => setCustom(field.name, v)}
              />
            );
          })}
          {stepFields.map((step) => {
            const service = services.get(step.channel_module_name);
            const serviceName = service?.name ?? step.channel_module_name;
            return (
              <div key={step.key} className="cn-step-fields">
                <p className="cn-step-fields__step cn-muted">
                  {STEP_KIND[step.type] ?? step.type}: {step.name || step.module_name} ({serviceName})
                </p>
                {step.fields.map((field) => {
                  const fieldId = stepFieldId(feature.name, step.key, field.name);
                  return (
                    <StepFieldInput
                      key={field.name}
                      step={step}
                      field={field}
                      serviceName={serviceName}
                      access={service?.access ?? 'ready'}
                      id={fieldId}
                      value={form.steps[step.key]?.[field.name] ?? ''}
                      error={errors.get(fieldId)}
                      onChange={(v) => setStep(step.key, field.name, v)}
                    />
                  );
                })}
              </div>
            );
          })}
        </div>
      )}
      {running && <FeatureRuns runs={runs} headingId={`${id}-runs`} stepNames={stepNames} />}
    </section>
  );
}
