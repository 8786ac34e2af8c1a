import { linkClick } from '@switchyard/client';
import { ROUTE_LOADED, useMutation, useQuery } from '@switchyard/client/apollo';
import { Button, ErrorState, LoadingState } from '@switchyard/ui';
import { useEffect, useRef, useState } from 'react';
import { checklistGroups, checklistSummary, itemId, type ChecklistGroup } from './checklistGroups';
import {
  ServiceChecklistDocument,
  SkipChecklistItemDocument,
  type ChecklistItem,
} from './checklistOperations';
import './checklist.css';

/** The texts of spec/connections.md#8-the-error-catalogue. */
export const CHECKLIST_TEXTS = {
  loadFailed: "Couldn't load all data. Please try again later.",
  skipFailed: 'There has been an error. Please try again!',
  empty: 'This service has no triggers, queries or actions to check yet.',
} as const;

/**
 * The service page's checklist (spec/connections.md#2-screens-and-routes, "Checklist items, each with a Skip
 * action"), for the organization's members: per step, what the review team expects of it. Done items are
 * marked; each open one links to the form where it is done and can be skipped; skipped ones are listed
 * collapsed under the step, each with Undo skip. Skips show at once and go back when the server refuses.
 */
export function ServiceChecklist({ moduleName }: { moduleName: string }) {
  // The service page's query brings it (fetched afresh on each visit by the route loader).
  const { data, loading, error, refetch } = useQuery(ServiceChecklistDocument, {
    variables: { module_name: moduleName },
    fetchPolicy: ROUTE_LOADED,
  });
  const service = data?.service;

  let body;
  if (service) body = <ChecklistBody items={service.checklist} groups={checklistGroups(service)} />;
  else if (loading) body = <LoadingState label="Loading checklist…" />;
  else if (error)
    body = (
      <ErrorState
        message={CHECKLIST_TEXTS.loadFailed}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  else return null;

  return (
    <section className="sc-checklist sc-review-checklist" aria-labelledby="service-checklist-title">
      <h2 id="service-checklist-title">Checklist</h2>
      {body}
    </section>
  );
}

function ChecklistBody({ items, groups }: { items: readonly ChecklistItem[]; groups: ChecklistGroup[] }) {
  const [skip] = useMutation(SkipChecklistItemDocument);
  const [failed, setFailed] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  // What gets focus once a skip or undo has moved the item it was on: a [data-focus] value.
  const focusNext = useRef<string | null>(null);

  useEffect(() => {
    if (!focusNext.current) return;
    root.current?.querySelector<HTMLElement>(`[data-focus="${focusNext.current}"]`)?.focus();
    focusNext.current = null;
  });

  async function setSkipped(item: ChecklistItem, skipped: boolean, groupId: string) {
    setFailed(false);
    focusNext.current = skipped ? `skipped:${groupId}` : `step:${groupId}`;
    const { key, channel_module_name, step_module_name, step_type } = item;
    // With its type names, so the cache files the answer under the item (codegen's types leave them out).
    const optimistic = {
      skipChecklistItem: {
        __typename: 'ChecklistItemPayload',
        item: { __typename: 'ChecklistItem', ...item, skipped },
        errors: [],
      },
    };
    try {
      const { data } = await skip({
        variables: { input: { key, channel_module_name, step_module_name, step_type, enabled: !skipped } },
        optimisticResponse: optimistic,
      });
      // A refusal answers no item: the optimistic change is dropped and the item is back where it was.
      if (!data?.skipChecklistItem.item || data.skipChecklistItem.errors.length) throw new Error('not saved');
    } catch {
      setFailed(true);
    }
  }

  if (items.length === 0) return <p className="sc-muted">{CHECKLIST_TEXTS.empty}</p>;
  return (
    <div ref={root}>
      <p>{checklistSummary(items)}</p>
      {failed && (
        <p role="alert" className="sc-review-checklist__error">
          {CHECKLIST_TEXTS.skipFailed}
        </p>
      )}
      <ul className="sc-review-checklist__steps" aria-label="Checklist by step">
        {groups.map((group) => (
          <li key={group.id} className="sc-review-checklist__step">
            <h3 tabIndex={-1} data-focus={`step:${group.id}`}>
              {group.label}
            </h3>
            {group.open.length > 0 && (
              <ul aria-label={`${group.label}: to check`}>
                {group.open.map((item) => (
                  <OpenItem
                    key={itemId(item)}
                    item={item}
                    onSkip={() => void setSkipped(item, true, group.id)}
                  />
                ))}
              </ul>
            )}
            {group.skipped.length > 0 && (
              <details className="sc-review-checklist__skipped">
                <summary data-focus={`skipped:${group.id}`}>Skipped ({group.skipped.length})</summary>
                <ul aria-label={`${group.label}: skipped`}>
                  {group.skipped.map((item) => (
                    <li key={itemId(item)} className="sc-review-checklist__item">
                      <span className="sc-review-checklist__title">{item.title}</span>
                      <Button
                        variant="link"
                        aria-label={`Undo skip: ${item.title}`}
                        onClick={() => void setSkipped(item, false, group.id)}
                      >
                        Undo skip
                      </Button>
                    </li>
                  ))}
                </ul>
              </details>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function OpenItem({ item, onSkip }: { item: ChecklistItem; onSkip: () => void }) {
  if (item.satisfied)
    return (
      <li className="sc-review-checklist__item sc-review-checklist__item--done">
        <span aria-hidden="true" className="sc-review-checklist__mark">
          ✓
        </span>
        <span className="sc-review-checklist__title">
          <span className="sy-visually-hidden">Done: </span>
          {item.title}
        </span>
      </li>
    );
  const linkText = item.key === 'endpoint_test' ? 'Endpoint tests' : 'Edit';
  return (
    <li className="sc-review-checklist__item">
      <span aria-hidden="true" className="sc-review-checklist__mark">
        ○
      </span>
      <span className="sc-review-checklist__title">
        <span className="sy-visually-hidden">To do: </span>
        {item.title}
      </span>
      <a href={item.edit_path} onClick={linkClick} aria-label={`${linkText}: ${item.title}`}>
        {linkText}
      </a>
      <Button variant="link" aria-label={`Skip: ${item.title}`} onClick={onSkip}>
        Skip
      </Button>
    </li>
  );
}
