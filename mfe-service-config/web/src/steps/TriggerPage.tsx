import { ROUTE_LOADED, useQuery } from '@switchyard/client/apollo';
import { isReadOnly } from '../stepEditor/ReadOnlyNote';
import { navigate } from '@switchyard/client';
import { TRIGGER_MESSAGES } from './messages';
import { useDeleteStep, type StepDeleteKind } from '../stepEditor/useDeleteStep';
import {
  TriggerDeleteDocument,
  type TriggerDeleteMutation,
  TriggerEditDocument,
  triggerPath,
  type StepsService,
  type TriggerDetails,
} from './operations';
import { PermissionsSection } from './PermissionsSection';
import {
  CancelLink,
  NewStepPage,
  StepEditActions,
  StepPageFallback,
  StepPageFrame,
} from '../stepEditor/StepPageParts';
import { TriggerFieldsSection } from './TriggerFieldsSection';
import { TriggerForm } from './TriggerForm';
import { TriggerIngredientsSection } from './TriggerIngredientsSection';
import { useChecklistDeepLink } from '../checklist/useChecklistHash';

const triggerDelete: StepDeleteKind<TriggerDeleteMutation> = {
  document: TriggerDeleteDocument,
  listField: 'triggers',
  errorsOf: (data) => data.triggerDelete.errors,
  messages: TRIGGER_MESSAGES,
};

/** /services/{module}/triggers/new: once created, the address is replaced with the trigger's path. */
export function NewTriggerPage({ serviceModuleName }: { serviceModuleName: string }) {
  return (
    <NewStepPage serviceModuleName={serviceModuleName} title="New trigger">
      {(service) => (
        <TriggerForm
          channelModuleName={service.module_name}
          published={isReadOnly(service)}
          onSaved={(trigger) => navigate(triggerPath(service.module_name, trigger), { replace: true })}
          actions={<CancelLink moduleName={service.module_name} />}
        />
      )}
    </NewStepPage>
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
    fetchPolicy: ROUTE_LOADED,
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
  const [onDelete, confirmDialog] = useDeleteStep(triggerDelete, service, trigger.id);
  const checklist = useChecklistDeepLink('trigger', trigger, {
    description: 'trigger-description',
    verbiage: 'trigger-verbiage',
  });

  return (
    <StepPageFrame service={service} title={trigger.name}>
      <TriggerForm
        channelModuleName={service.module_name}
        trigger={trigger}
        published={isReadOnly(service)}
        onSaved={(saved) => navigate(triggerPath(service.module_name, saved), { replace: true })}
        actions={<StepEditActions service={service} onDelete={onDelete} />}
      />
      <TriggerFieldsSection
        moduleName={service.module_name}
        trigger={trigger}
        published={isReadOnly(service)}
        onChanged={onChanged}
        openRequest={checklist.fields}
      />
      <TriggerIngredientsSection
        moduleName={service.module_name}
        trigger={trigger}
        published={isReadOnly(service)}
        onChanged={onChanged}
        openRequest={checklist.ingredients}
      />
      <PermissionsSection permission={trigger.permission} />
      {confirmDialog}
    </StepPageFrame>
  );
}
