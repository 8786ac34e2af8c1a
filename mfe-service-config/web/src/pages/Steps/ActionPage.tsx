import { useMutation, useQuery, type Reference } from '@apollo/client';
import { navigate } from '@switchyard/client';
import { Button, flash, useConfirm } from '@switchyard/ui';
import { ACTION_MESSAGES } from '../../steps/messages';
import {
  ServiceStepsDocument,
  servicePath,
  ActionDeleteDocument,
  ActionEditDocument,
  actionPath,
  type StepsService,
  type ActionDetails,
} from '../../steps/operations';
import { PermissionsSection } from './PermissionsSection';
import { CancelLink, StepPageFallback, StepPageFrame } from './StepPageParts';
import { ActionFieldsSection } from './ActionFieldsSection';
import { ActionForm } from './ActionForm';

/** /services/{module}/actions/new: once created, the address is replaced with the action's path. */
export function NewActionPage({ serviceModuleName }: { serviceModuleName: string }) {
  const { data, loading, error, refetch } = useQuery(ServiceStepsDocument, {
    variables: { module_name: serviceModuleName },
  });
  const service = data?.service;
  if (!service) {
    const retry = () => void refetch().catch(() => undefined);
    return <StepPageFallback loading={loading} error={error} what="service" onRetry={retry} />;
  }
  return (
    <StepPageFrame service={service} title="New action">
      <ActionForm
        channelModuleName={service.module_name}
        published={service.published}
        onSaved={(action) => navigate(actionPath(service.module_name, action), { replace: true })}
        actions={<CancelLink moduleName={service.module_name} />}
      />
    </StepPageFrame>
  );
}

/** /services/{module}/actions/{slug}. */
export function EditActionPage({ serviceModuleName, slug }: { serviceModuleName: string; slug: string }) {
  const { data, loading, error, refetch } = useQuery(ActionEditDocument, {
    variables: { module_name: serviceModuleName, slug },
    fetchPolicy: 'cache-and-network',
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
  const [confirm, confirmDialog] = useConfirm();
  const [remove] = useMutation(ActionDeleteDocument);

  async function onDelete() {
    if (!(await confirm(ACTION_MESSAGES.confirmDelete, { yesLabel: 'Delete', danger: true }))) return;
    try {
      const { data } = await remove({
        variables: { id: action.id },
        update(cache, { data: answer }) {
          if (answer && !answer.actionDelete.errors.length) {
            cache.modify({
              id: cache.identify({ __typename: 'Service', id: service.id }),
              fields: {
                actions: (refs: readonly Reference[], { readField }) =>
                  refs.filter((ref) => readField('id', ref) !== action.id),
              },
            });
          }
        },
      });
      if (!data || data.actionDelete.errors.length) throw new Error('not deleted');
    } catch {
      flash(ACTION_MESSAGES.deleteFailed, 'error');
      return;
    }
    flash(ACTION_MESSAGES.deleted);
    // The action's path no longer exists: Back should not lead to it.
    navigate(servicePath(service.module_name), { replace: true });
  }

  return (
    <StepPageFrame service={service} title={action.name}>
      <ActionForm
        channelModuleName={service.module_name}
        action={action}
        published={service.published}
        onSaved={(saved) => navigate(actionPath(service.module_name, saved), { replace: true })}
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
      <ActionFieldsSection
        moduleName={service.module_name}
        action={action}
        published={service.published}
        onChanged={onChanged}
      />
      <PermissionsSection permission={action.permission} />
      {confirmDialog}
    </StepPageFrame>
  );
}
