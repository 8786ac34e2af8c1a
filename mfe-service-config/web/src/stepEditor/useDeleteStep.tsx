import { useMutation, type Reference, type TypedDocumentNode } from '@switchyard/client/apollo';
import { navigate } from '@switchyard/client';
import { flash, useConfirm } from '@switchyard/ui';
import { servicePath, type StepsService } from '../steps/operations';

/** What differs between deleting a trigger and deleting an action. */
export interface StepDeleteKind<TData> {
  document: TypedDocumentNode<TData, { id: string }>;
  /** The service's list the step leaves ('triggers' or 'actions'). */
  listField: 'triggers' | 'actions';
  errorsOf(data: TData): readonly unknown[];
  messages: { confirmDelete: string; deleteFailed: string; deleted: string };
}

/**
 * A step page's Delete: asks first, deletes, takes the step out of the service's cached list,
 * says so, and leaves for the service page (replacing the step's address, which no longer exists).
 * Returns the click handler and the confirmation dialog to render.
 */
export function useDeleteStep<TData>(kind: StepDeleteKind<TData>, service: StepsService, stepId: string) {
  const [confirm, confirmDialog] = useConfirm();
  const [remove] = useMutation(kind.document);

  async function onDelete() {
    if (!(await confirm(kind.messages.confirmDelete, { yesLabel: 'Delete', danger: true }))) return;
    try {
      const { data } = await remove({
        variables: { id: stepId },
        update(cache, { data: answer }) {
          if (answer && !kind.errorsOf(answer as TData).length) {
            cache.modify({
              id: cache.identify({ __typename: 'Service', id: service.id }),
              fields: {
                [kind.listField]: (refs: readonly Reference[], { readField }) =>
                  refs.filter((ref) => readField('id', ref) !== stepId),
              },
            });
          }
        },
      });
      if (!data || kind.errorsOf(data as TData).length) throw new Error('not deleted');
    } catch {
      flash(kind.messages.deleteFailed, 'error');
      return;
    }
    flash(kind.messages.deleted);
    navigate(servicePath(service.module_name), { replace: true });
  }

  return [onDelete, confirmDialog] as const;
}
