import { ROUTE_LOADED, useQuery } from '@switchyard/client/apollo';
import { isReadOnly } from '../stepEditor/ReadOnlyNote';
import { navigate } from '@switchyard/client';
import { ACTION_MESSAGES } from './messages';
import { useDeleteStep, type StepDeleteKind } from '../stepEditor/useDeleteStep';
import {
  ActionDeleteDocument,
  type ActionDeleteMutation,
  ActionEditDocument,
  actionPath,
  type StepsService,
  type ActionDetails,
} from './operations';
import { PermissionsSection } from './PermissionsSection';
import {
  CancelLink,
  NewStepPage,
  StepEditActions,
  StepPageFallback,
  StepPageFrame,
} from '../stepEditor/StepPageParts';
import { ActionFieldsSection } from './ActionFieldsSection';
import { useChecklistDeepLink } from '../checklist/useChecklistHash';
import { ActionForm } from './ActionForm';

const actionDelete: StepDeleteKind<ActionDeleteMutation> = {
  document: ActionDeleteDocument,
  listField: 'actions',
  errorsOf: (data) => data.actionDelete.errors,
  messages: ACTION_MESSAGES,
};

/** /services/{module}/actions/new: once created, the address is replaced with the action's path. */
export function NewActionPage({ serviceModuleName }: { serviceModuleName: string }) {
  return (
    <NewStepPage serviceModuleName={serviceModuleName} title="New action">
      {(service) => (
        <ActionForm
          channelModuleName={service.module_name}
          published={isReadOnly(service)}
          onSaved={(action) => navigate(actionPath(service.module_name, action), { replace: true })}
          actions={<CancelLink moduleName={service.module_name} />}
        />
      )}
    </NewStepPage>
  );
}

/** /services/{module}/actions/{slug}. */
export function EditActionPage({ serviceModuleName, slug }: { serviceModuleName: string; slug: string }) {
  const { data, loading, error, refetch } = useQuery(ActionEditDocument, {
    variables: { module_name: serviceModuleName, slug },
    fetchPolicy: ROUTE_LOADED,
  });
  const retry = () => void refetch().catch(() => undefined);
  if (data?.service && data.action) {
    return <EditAction service={data.service} action={data.action} onChanged={retry} />;
  }
  return <StepPageFallback loading={loading} error={error} what="action" onRetry={retry} />;
}

function EditAction({
  service,
  action,
  onChanged,
}: {
  service: StepsService;
  action: ActionDetails;
  /** Reloads the action with its fields. */
  onChanged: () => void;
}) {
  const [onDelete, confirmDialog] = useDeleteStep(actionDelete, service, action.id);
  const checklist = useChecklistDeepLink('action', action, {
    description: 'action-description',
    verbiage: 'action-verbiage',
  });

  return (
    <StepPageFrame service={service} title={action.name}>
      <ActionForm
        channelModuleName={service.module_name}
        action={action}
        published={isReadOnly(service)}
        onSaved={(saved) => navigate(actionPath(service.module_name, saved), { replace: true })}
        actions={<StepEditActions service={service} onDelete={onDelete} />}
      />
      <ActionFieldsSection
        moduleName={service.module_name}
        action={action}
        published={isReadOnly(service)}
        onChanged={onChanged}
        openRequest={checklist.fields}
      />
      <PermissionsSection permission={action.permission} />
      {confirmDialog}
    </StepPageFrame>
  );
}
