import { linkClick } from '@switchyard/client';
import { STEP_TYPES, type StepType } from '@switchyard/connections-common';
import { Tabs } from '@switchyard/ui';
import { useState } from 'react';
import { SERVICE_STEP_LISTS, type EditorService } from './editorState';

const TAB_LABELS: Record<StepType, string> = { trigger: 'Triggers', query: 'Queries', action: 'Actions' };

/**
 * The selected-service summary: owner service to the chosen one, Remove (a new connection only: back
 * to the start screen), the chosen service's page, and its Triggers, Queries and Actions.
 */
export function ServiceSummary({
  owner,
  target,
  removable,
  error,
}: {
  owner: EditorService;
  target: EditorService;
  removable: boolean;
  error?: string;
}) {
  const [tab, setTab] = useState<StepType>('trigger');
  const steps = target[SERVICE_STEP_LISTS[tab]];
  return (
    <section className="cx-editor__section" aria-labelledby="cx-summary-title">
      <h2 id="cx-summary-title" className="cx-editor__heading">
        <span>{owner.name}</span> <span aria-hidden="true">→</span>
        <span className="sy-visually-hidden">to</span> <span>{target.name}</span>
      </h2>
      <p className="cx-editor__links">
        <a href={`/services/${encodeURIComponent(target.module_name)}`} onClick={linkClick}>
          View {target.name}
        </a>
        {removable && (
          <a
            href={`/connections/new/${encodeURIComponent(owner.module_name)}`}
            onClick={linkClick}
            aria-label={`Remove ${target.name}`}
          >
            Remove
          </a>
        )}
      </p>
      {error && (
        <p className="sy-field__error" id="cx-error-connected_channel_module_names" tabIndex={-1}>
          {error}
        </p>
      )}
      <Tabs
        label={`${target.name} steps`}
        tabs={STEP_TYPES.map((t) => ({ id: t, label: TAB_LABELS[t] }))}
        value={tab}
        onChange={(id) => setTab(id as StepType)}
      >
        {steps.length === 0 ? (
          <p className="cx-muted">None.</p>
        ) : (
          <ul className="cx-summary__steps">
            {steps.map((s) => (
              <li key={s.id}>
                <strong>{s.name}</strong>
                {s.description && <span className="cx-muted"> — {s.description}</span>}
              </li>
            ))}
          </ul>
        )}
      </Tabs>
    </section>
  );
}
