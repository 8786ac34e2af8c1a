import { useReorderFields } from '../stepEditor/useReorderParts';
import { QUERY_FIELD_MESSAGES } from './messages';
import { type QueryDetails, type QueryFieldData } from './operations';
import { kindOf, sourceOf } from './queryFieldRules';
import { QueryFieldForm } from './QueryFieldForm';
import { ItemsSection, type OpenRequest } from '../stepEditor/ItemsSection';

export function fieldTypeLabel(field: Pick<QueryFieldData, 'field_type_definition_slug'>): string {
  const slug = field.field_type_definition_slug;
  if (kindOf(slug) === 'text') return 'Text';
  return sourceOf(slug) === 'dynamic' ? 'Dropdown (dynamic)' : 'Dropdown (static)';
}

/** The query's fields: reorder by drag, add, edit and delete (one form open at a time). */
export function QueryFieldsSection({
  channelModuleName,
  query,
  published,
  onChanged,
  openRequest,
}: {
  channelModuleName: string;
  query: QueryDetails;
  published: boolean;
  onChanged: () => void;
  /** A checklist link's request to open a form (see ItemsSection). */
  openRequest?: OpenRequest | null;
}) {
  const persistOrder = useReorderFields({
    channelModuleName: channelModuleName,
    stepType: 'query',
    stepModuleName: query.module_name,
  });
  return (
    <ItemsSection
      headingId="query-fields-title"
      title="Query fields"
      emptyText="This query has no fields yet."
      addLabel="Add query field"
      items={query.query_fields}
      published={published}
      persistOrder={persistOrder}
      messages={{ done: QUERY_FIELD_MESSAGES.reordered, failed: QUERY_FIELD_MESSAGES.reorderFailed }}
      itemName={(field) => field.label}
      renderSummary={(field) => (
        <>
          <strong>{field.label}</strong> <code>{field.slug}</code>{' '}
          <span className="sc-muted">
            {fieldTypeLabel(field)}
            {field.required ? ', required' : ''}
          </span>
        </>
      )}
      renderForm={(field, { onDone, onCancel }) => (
        <QueryFieldForm
          queryId={query.id}
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
