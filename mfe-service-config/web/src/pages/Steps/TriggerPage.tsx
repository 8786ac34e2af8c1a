import { useMutation, useQuery, type Reference } from '@apollo/client';
import { navigate } from '@switchyard/client';
import { Button, flash, useConfirm } from '@switchyard/ui';
import { TRIGGER_MESSAGES } from '../../steps/messages';
import {
  ServiceStepsDocument,
  servicePath,
  TriggerDeleteDocument,
  TriggerEditDocument,
  triggerPath,
  type StepsService,
  type TriggerDetails,
} from '../../steps/operations';
import { PermissionsSection } from './PermissionsSection';
import { CancelLink, StepPageFallback, StepPageFrame } from './StepPageParts';
import { TriggerFieldsSection } from './TriggerFieldsSection';
import { TriggerForm } from './TriggerForm';
import { TriggerIngredientsSection } from './TriggerIngredientsSection';

/** /services/{module}/triggers/new: once created, the address is replaced with the trigger's path. */
export function NewTriggerPage({ serviceModuleName }: { serviceModuleName: string }) {
  const { data, loading, error, refetch } = useQuery(ServiceStepsDocument, {
    variables: { module_name: serviceModuleName },
  });
  const service = data?.service;
  if (!service) {
    const retry = () => void refetch().catch(() => undefined);
    return <StepPageFallback loading={loading} error={error} what="service" onRetry={retry} />;
  }
  return (
    <StepPageFrame service={service} title="New trigger">
      <TriggerForm
        channelModuleName={service.module_name}
        published={service.published}
        onSaved={(trigger) => navigate(triggerPath(service.module_name, trigger), { replace: true })}
        actions={<CancelLink moduleName={service.module_name} />}
      />
    </StepPageFrame>
  );
}

/** /services/{module}/triggers/{slug_or_id}. */
export function EditTriggerPage({
  serviceModuleName,
  slugOrId,
}: {
  serviceModuleName: string;
  slugOrId: string;
}) {
  const { data, loading, error, refetch } = useQuery(TriggerEditDocument, {
    variables: { module_name: serviceModuleName, slug_or_id: slugOrId },
    fetchPolicy: 'cache-and-network',
  });
  const retry = () => void refetch().catch(() => undefined);
  if (data?.service && data.trigger) {
    return <EditTrigger service={data.service} trigger={data.trigger} onChanged={retry} />;
  }
  return <StepPageFallback loading={loading} error={error} what="trigger" onRetry={retry} />;
}

function EditTrigger({
  service,
  trigger,
  onChanged,
}: {
  service: StepsService;
  trigger: TriggerDetails;
  /** Reloads the trigger with its fields and ingredients. */
  onChanged: () => void;
}) {
  const [confirm, confirmDialog] = useConfirm();
  const [remove] = useMutation(TriggerDeleteDocument);

  async function onDelete() {
    if (!(await confirm(TRIGGER_MESSAGES.confirmDelete, { yesLabel: 'Delete', danger: true }))) return;
    try {
      const { data } = await remove({
        variables: { id: trigger.id },
        update(cache, { data: answer }) {
          if (answer && !answer.triggerDelete.errors.length) {
            cache.modify({
              id: cache.identify({ __typename: 'Service', id: service.id }),
              fields: {
                triggers: (refs: readonly Reference[], { readField }) =>
                  refs.filter((ref) => readField('id', ref) !== trigger.id),
              },
            });
          }
        },
      });
      if (!data || data.triggerDelete.errors.length) throw new Error('not deleted');
    } catch {
      flash(TRIGGER_MESSAGES.deleteFailed, 'error');
      return;
    }
    flash(TRIGGER_MESSAGES.deleted);
    // The trigger's path no longer exists: Back should not lead to it.
    navigate(servicePath(service.module_name), { replace: true });
  }

  return (
    <StepPageFrame service={service} title={trigger.name}>
      <TriggerForm
        channelModuleName={service.module_name}
        trigger={trigger}
        published={service.published}
        onSaved={(saved) => navigate(triggerPath(service.module_name, saved), { replace: true })}
        actions={
          <>
            <CancelLink moduleName={service.module_name} />
            {!service.published && (
              <Button variant="danger" onClick={() => void onDelete()}>
                Delete
              </Button>
            )}
          </>
        }
      />
      <TriggerFieldsSection
        moduleName={service.module_name}
        trigger={trigger}
        published={service.published}
        onChanged={onChanged}
      />
      <TriggerIngredientsSection
        moduleName={service.module_name}
        trigger={trigger}
        published={service.published}
        onChanged={onChanged}
      />
      <PermissionsSection permission={trigger.permission} />
      {confirmDialog}
    </StepPageFrame>
  );
}
