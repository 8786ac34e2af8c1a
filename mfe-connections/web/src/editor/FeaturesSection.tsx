import {
  FEATURE_TITLE_MAX,
  FEATURE_TITLE_MIN,
  featureTitleProblem,
  removeConfirm,
  type Feature,
  type FieldError,
} from '@switchyard/connections-common';
import { Button, Field } from '@switchyard/ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import { serviceStep, type EditorService } from './editorState';
import { fieldId } from './errorFocus';

const STATUS_TEXT = { valid: 'Valid', validating: 'Validating…', dirty: 'Dirty' } as const;

/**
 * The Features section: add a feature by its title (5 to 100 characters, never blank), each feature
 * collapsible, its status, 'Feature Settings' and Remove (which only marks it removed).
 */
export function FeaturesSection({
  features,
  services,
  errors,
  featureErrors,
  confirm,
  onAdd,
  onToggle,
  onRemove,
  onOpen,
}: {
  features: readonly Feature[];
  services: readonly EditorService[];
  /** The section's own errors (minimum_applet_configurations, unplaced featureTitles). */
  errors: readonly string[];
  featureErrors: Record<string, FieldError[]>;
  confirm(message: ReactNode): Promise<boolean>;
  onAdd(title: string): void;
  onToggle(id: string): void;
  onRemove(id: string): void;
  onOpen(id: string): void;
}) {
  const [title, setTitle] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const shown = features.filter((f) => !f.removed);

  function add(e: FormEvent) {
    e.preventDefault();
    const message = featureTitleProblem(title);
    setProblem(message ?? null);
    if (message) return;
    onAdd(title);
    setTitle('');
  }

  return (
    <section className="cx-editor__section" aria-labelledby="cx-features-title">
      <h2 id="cx-features-title" className="cx-editor__heading">
        Features
      </h2>
      {errors.map((m) => (
        <p key={m} className="sy-field__error">
          {m}
        </p>
      ))}
      {shown.length === 0 && <p className="cx-muted">No features yet: add the first one below.</p>}
      <ul className="cx-features">
        {shown.map((f) => (
          <FeatureCard
            key={f.id}
            feature={f}
            services={services}
            errors={featureErrors[f.id] ?? []}
            onToggle={() => onToggle(f.id)}
            onOpen={() => onOpen(f.id)}
            onRemove={async () => {
              if (await confirm(removeConfirm('feature'))) onRemove(f.id);
            }}
          />
        ))}
      </ul>
      <div className="cx-features__add" role="group" aria-label="Add a feature">
        <Field
          id={fieldId('add_feature')}
          label="New feature title"
          hint={`${FEATURE_TITLE_MIN} to ${FEATURE_TITLE_MAX} characters`}
          value={title}
          minLength={FEATURE_TITLE_MIN}
          maxLength={FEATURE_TITLE_MAX}
          onChange={(e) => {
            setTitle(e.target.value);
            setProblem(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') add(e);
          }}
          error={problem}
        />
        <Button onClick={add}>Add feature</Button>
      </div>
    </section>
  );
}

function FeatureCard({
  feature,
  services,
  errors,
  onToggle,
  onOpen,
  onRemove,
}: {
  feature: Feature;
  services: readonly EditorService[];
  errors: readonly FieldError[];
  onToggle(): void;
  onOpen(): void;
  onRemove(): void;
}) {
  const bodyId = fieldId(`feature/${feature.id}/body`);
  const steps = [...feature.triggers, ...feature.queries, ...feature.actions];
  return (
    <li className="cx-feature" id={fieldId(`feature/${feature.id}`)} tabIndex={-1}>
      <div className="cx-feature__head">
        <button
          type="button"
          className="cx-disclosure"
          aria-expanded={!feature.collapsed}
          aria-controls={bodyId}
          onClick={onToggle}
        >
          {feature.title}
        </button>
        <span className={`cx-status cx-status--${feature.status}`}>
          <span className="sy-visually-hidden">Status: </span>
          {STATUS_TEXT[feature.status]}
        </span>
        <Button variant="link" onClick={onOpen} aria-label={`Feature Settings: ${feature.title}`}>
          Settings
        </Button>
        <Button variant="link" onClick={onRemove} aria-label={`Remove ${feature.title}`}>
          Remove
        </Button>
      </div>
      {errors.length > 0 && (
        <ul className="cx-feature__errors">
          {errors.map((e) => (
            <li key={`${e.attribute}:${e.message}`} className="sy-field__error">
              {e.message}
            </li>
          ))}
        </ul>
      )}
      <div id={bodyId} hidden={feature.collapsed}>
        {feature.description && <p>{feature.description}</p>}
        <p className="cx-muted">
          {feature.required ? 'Required. ' : ''}
          {steps.length
            ? `${steps.map((s) => serviceStep(services, s)?.name || s.module_name).join(', ')}.`
            : 'No triggers, queries or actions yet.'}
          {feature.customFields.length > 0 &&
            ` Custom fields: ${feature.customFields.map((c) => c.label || c.name).join(', ')}.`}
        </p>
      </div>
    </li>
  );
}
