import { useReorderFields } from '../stepEditor/useReorderParts';
import { ACTION_FIELD_TYPE_TREE, typeName } from './fieldRules';
import { ACTION_FIELD_MESSAGES } from './messages';
import { type ActionDetails } from './operations';
import { ItemsSection, type OpenRequest } from '../stepEditor/ItemsSection';
import { ActionFieldForm } from './ActionFieldForm';

export const NO_ACTION_FIELDS = 'This action has no fields yet.';

/**
 * The action's fields (see
 * spec/service-config.md#trigger-field-form-action-field-form-trigger-ingredient-form): drag to reorder, Add
 * field, each field's form in place.
 */
export function ActionFieldsSection({
  moduleName,
  action,
  published,
  onChanged,
  openRequest,
}: {
  moduleName: string;
  action: ActionDetails;
  published: boolean;
  onChanged: () => void;
  /** A checklist link's request to open a form (see ItemsSection). */
  openRequest?: OpenRequest | null;
}) {
  const persistOrder = useReorderFields({
    channelModuleName: moduleName,
    stepType: 'action',
    stepModuleName: action.slug,
  });
  return (
    <ItemsSection
      headingId="action-fields-title"
      title="Action fields"
      emptyText={NO_ACTION_FIELDS}
      addLabel="Add field"
      items={action.fields}
      published={published}
      persistOrder={persistOrder}
      messages={{ done: ACTION_FIELD_MESSAGES.reordered, failed: ACTION_FIELD_MESSAGES.reorderFailed }}
      itemName={(field) => field.name}
      renderSummary={(field) => (
        <>
          <strong>{field.name}</strong> <code>{field.slug}</code>{' '}
          <span className="sc-muted">
            {typeName(ACTION_FIELD_TYPE_TREE, field.action_field_type)}
            {field.required ? ', required' : ''}
            {field.shareable ? '' : ', private'}
          </span>
        </>
      )}
      renderForm={(field, { onDone, onCancel }) => (
        <ActionFieldForm
          moduleName={moduleName}
          action={action}
          field={field}
          published={published}
          onDone={onDone}
          onCancel={onCancel}
        />
      )}
      onChanged={onChanged}
      openRequest={openRequest}
    />
  );
}
