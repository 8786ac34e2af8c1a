import { useReorderFields } from '../stepEditor/useReorderParts';
import { TRIGGER_FIELD_TYPE_TREE, typeName } from './fieldRules';
import { TRIGGER_FIELD_MESSAGES } from './messages';
import { triggerKey, type TriggerDetails } from './operations';
import { ItemsSection, type OpenRequest } from '../stepEditor/ItemsSection';
import { TriggerFieldForm } from './TriggerFieldForm';

export const NO_TRIGGER_FIELDS = 'This trigger has no fields yet.';

/**
 * The trigger's fields (see
 * spec/service-config.md#trigger-field-form-action-field-form-trigger-ingredient-form): drag to reorder, Add
 * field, each field's form in place. A feed trigger takes one field: Add field goes once it has it.
 */
export function TriggerFieldsSection({
  moduleName,
  trigger,
  published,
  onChanged,
  openRequest,
}: {
  moduleName: string;
  trigger: TriggerDetails;
  published: boolean;
  onChanged: () => void;
  /** A checklist link's request to open a form (see ItemsSection). */
  openRequest?: OpenRequest | null;
}) {
  const persistOrder = useReorderFields({
    channelModuleName: moduleName,
    stepType: 'trigger',
    stepModuleName: triggerKey(trigger),
  });
  const feed = trigger.trigger_type === 'feed';
  return (
    <ItemsSection
      headingId="trigger-fields-title"
      title="Trigger fields"
      emptyText={NO_TRIGGER_FIELDS}
      addLabel="Add field"
      items={trigger.fields}
      published={published}
      canAdd={!(feed && trigger.fields.length >= 1)}
      persistOrder={persistOrder}
      messages={{ done: TRIGGER_FIELD_MESSAGES.reordered, failed: TRIGGER_FIELD_MESSAGES.reorderFailed }}
      itemName={(field) => field.name}
      renderSummary={(field) => (
        <>
          <strong>{field.name}</strong> <code>{field.slug}</code>{' '}
          <span className="sc-muted">
            {typeName(TRIGGER_FIELD_TYPE_TREE, field.trigger_field_type)}
            {field.shareable ? '' : ', private'}
          </span>
        </>
      )}
      renderForm={(field, { onDone, onCancel }) => (
        <TriggerFieldForm
          moduleName={moduleName}
          trigger={trigger}
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
