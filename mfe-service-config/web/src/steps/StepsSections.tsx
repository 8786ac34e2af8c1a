import { ROUTE_LOADED, useMutation, useQuery } from '@switchyard/client/apollo';
import { isReadOnly } from '../stepEditor/ReadOnlyNote';
import { linkClick } from '@switchyard/client';
import { Button, buttonClass } from '@switchyard/ui';
import { ReorderTqasDocument } from '../queries/operations';
import { ACTION_MESSAGES, TRIGGER_MESSAGES, TRIGGER_TYPE_LABELS } from './messages';
import { actionPath, ServiceStepsDocument, servicePath, triggerPath, type ServiceSteps } from './operations';
import { PencilIcon } from '../stepEditor/PencilIcon';
import { SortableList } from '@switchyard/ui/sortable-list';
import { usePersistedOrder } from '../stepEditor/usePersistedOrder';
import '../queries/Queries.css';

interface StepItem {
  id: string;
  name: string;
  description: string;
  /** What identifies it beside its name: the endpoint slug, or the trigger type for a feed. */
  tag: string;
  href: string;
}

/** The service page's Triggers and Actions sections: lists dragged to reorder, with add links. */
export function StepsSections({ moduleName }: { moduleName: string }) {
  const { data, error, refetch } = useQuery(ServiceStepsDocument, {
    variables: { module_name: moduleName },
    fetchPolicy: ROUTE_LOADED,
  });
  const service = data?.service;
  if (!service) {
    if (!error) return null;
    // Not an alert: the rest of the service page works without these lists.
    return (
      <p className="sc-checklist">
        Could not load the triggers and actions.{' '}
        <Button onClick={() => void refetch().catch(() => undefined)}>Try again</Button>
      </p>
    );
  }
  return <Sections service={service} />;
}

function Sections({ service }: { service: ServiceSteps }) {
  const m = service.module_name;
  const triggers = service.triggers.map<StepItem>((t) => ({
    id: t.id,
    name: t.name,
    description: t.description,
    tag: t.slug ?? TRIGGER_TYPE_LABELS.feed,
    href: triggerPath(m, t),
  }));
  const actions = service.actions.map<StepItem>((a) => ({
    id: a.id,
    name: a.name,
    description: a.description,
    tag: a.slug,
    href: actionPath(m, a),
  }));
  return (
    <>
      <StepSection
        service={service}
        stepType="trigger"
        title="Triggers"
        addLabel="Add trigger"
        items={triggers}
        messages={{ done: TRIGGER_MESSAGES.reordered, failed: TRIGGER_MESSAGES.reorderFailed }}
      />
      <StepSection
        service={service}
        stepType="action"
        title="Actions"
        addLabel="Add action"
        items={actions}
        messages={{ done: ACTION_MESSAGES.reordered, failed: ACTION_MESSAGES.reorderFailed }}
      />
    </>
  );
}

function StepSection({
  service,
  stepType,
  title,
  addLabel,
  items,
  messages,
}: {
  service: ServiceSteps;
  stepType: 'trigger' | 'action';
  title: string;
  addLabel: string;
  items: StepItem[];
  messages: { done: string; failed: string };
}) {
  const [reorder] = useMutation(ReorderTqasDocument);
  const [ordered, move] = usePersistedOrder(
    items,
    async (ids) => {
      const { data } = await reorder({
        variables: { channel_module_name: service.module_name, step_type: stepType, ids },
      });
      return !!data && data.reorderTqas.errors.length === 0;
    },
    messages,
  );
  const headingId = `service-${stepType}s-title`;
  const readOnly = isReadOnly(service);
  return (
    <section aria-labelledby={headingId} className="sc-checklist">
      <header className="sc-service-header sc-queries-header">
        <h2 id={headingId}>{title}</h2>
        {!readOnly && (
          <a
            className={buttonClass('secondary')}
            href={`${servicePath(service.module_name)}/${stepType}s/new`}
            onClick={linkClick}
          >
            {addLabel}
          </a>
        )}
      </header>
      {ordered.length === 0 ? (
        <p>This service has no {stepType}s yet.</p>
      ) : (
        <SortableList
          items={ordered}
          label={title}
          disabled={readOnly}
          onMove={(from, to) => void move(from, to)}
          renderItem={(item) => (
            <div className="sc-step-row">
              <div className="sc-step-row__text">
                <a href={item.href} onClick={linkClick}>
                  <strong>{item.name}</strong>
                </a>{' '}
                <code>{item.tag}</code>
                <p className="sc-step-row__description">{item.description}</p>
              </div>
              {!readOnly && (
                <a
                  className="sc-icon-link"
                  href={item.href}
                  onClick={linkClick}
                  aria-label={`Edit ${item.name}`}
                  title="Edit"
                >
                  <PencilIcon />
                </a>
              )}
            </div>
          )}
        />
      )}
    </section>
  );
}
