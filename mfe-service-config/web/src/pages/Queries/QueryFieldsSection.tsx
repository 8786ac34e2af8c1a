import { useMutation } from '@apollo/client';
import { Button } from '@switchyard/ui';
import { useState } from 'react';
import { QUERY_FIELD_MESSAGES } from '../../queries/messages';
import {
  REORDER_STEP_FIELDS_MUTATION,
  type QueryDetails,
  type QueryFieldData,
  type ReorderStepFieldsData,
} from '../../queries/operations';
import { kindOf, sourceOf } from '../../queries/queryFieldRules';
import { QueryFieldForm } from './QueryFieldForm';
import { SortableList } from './SortableList';
import { usePersistedOrder } from './usePersistedOrder';

const NEW = 'new';

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
}: {
  channelModuleName: string;
  query: QueryDetails;
  published: boolean;
  onChanged: () => void;
}) {
  const [open, setOpen] = useState<string | null>(null);
  const [reorder] = useMutation<ReorderStepFieldsData>(REORDER_STEP_FIELDS_MUTATION);
  const [fields, move] = usePersistedOrder(
    query.query_fields,
    async (field_ids) => {
      const { data } = await reorder({
        variables: {
          channel_module_name: channelModuleName,
          step_module_name: query.module_name,
          step_type: 'query',
          field_ids,
        },
      });
      return !!data && data.reorderStepFields.errors.length === 0;
    },
    { done: QUERY_FIELD_MESSAGES.reordered, failed: QUERY_FIELD_MESSAGES.reorderFailed },
  );
  const done = () => {
    setOpen(null);
    onChanged();
  };

  return (
    <section className="sc-form__group sc-step-section" aria-labelledby="query-fields-title">
      <h2 id="query-fields-title">Query fields</h2>
      {fields.length === 0 && open !== NEW && <p className="sc-muted">This query has no fields yet.</p>}
      {fields.length > 0 && (
        <SortableList
          items={fields}
          label="Query fields"
          disabled={published || open !== null}
          onMove={(from, to) => void move(from, to)}
          renderItem={(field) =>
            open === field.id ? (
              <QueryFieldForm
                queryId={query.id}
                field={field}
                published={published}
                onDone={done}
                onCancel={() => setOpen(null)}
              />
            ) : (
              <div className="sc-step-row">
                <div className="sc-step-row__text">
                  <strong>{field.label}</strong> <code>{field.slug}</code>{' '}
                  <span className="sc-muted">
                    {fieldTypeLabel(field)}
                    {field.required ? ', required' : ''}
                  </span>
                </div>
                <Button variant="link" onClick={() => setOpen(field.id)} aria-label={`Edit ${field.label}`}>
                  {published ? 'View' : 'Edit'}
                </Button>
              </div>
            )
          }
        />
      )}
      {open === NEW && (
        <QueryFieldForm
          queryId={query.id}
          published={published}
          onDone={done}
          onCancel={() => setOpen(null)}
        />
      )}
      {!published && open === null && <Button onClick={() => setOpen(NEW)}>Add query field</Button>}
    </section>
  );
}
