import type { MockedResponse } from '@apollo/client/testing';
import {
  ServiceChecklistDocument,
  SkipChecklistItemDocument,
  type ChecklistItem,
} from './checklistOperations';

/** Daybook-like checklist answers for the page's tests. */
export const checklistItem = (over: Partial<ChecklistItem> = {}): ChecklistItem & { __typename: string } => ({
  __typename: 'ChecklistItem',
  key: 'description',
  channel_module_name: 'daybook',
  step_module_name: 'new_journal_entry',
  step_type: 'trigger',
  satisfied: true,
  skipped: false,
  title: 'Describe New journal entry in a complete sentence',
  edit_path: '/services/daybook/triggers/new_journal_entry#checklist-description',
  ...over,
});

export const UNLABELLED = checklistItem({
  key: 'fields_labelled',
  satisfied: false,
  title: 'Give every field of New journal entry a helper text',
  edit_path: '/services/daybook/triggers/new_journal_entry#checklist-fields_labelled',
});

export const UNTESTED = checklistItem({
  key: 'endpoint_test',
  step_type: 'action',
  step_module_name: 'create_journal_entry',
  satisfied: false,
  skipped: true,
  title: 'Pass the endpoint test of Create journal entry',
  edit_path: '/services/daybook/endpoint_tests#checklist-endpoint_test',
});

export function checklistMock(
  checklist: ChecklistItem[] = [checklistItem(), UNLABELLED, UNTESTED],
  moduleName = 'daybook',
): MockedResponse {
  return {
    request: { query: ServiceChecklistDocument, variables: { module_name: moduleName } },
    result: {
      data: {
        service: {
          __typename: 'Service',
          id: '20000000-0000-4000-8000-000000000000',
          checklist,
          triggers: [
            { __typename: 'Trigger', id: 't1', slug: 'new_journal_entry', name: 'New journal entry' },
          ],
          queries: [],
          actions: [
            { __typename: 'Action', id: 'a1', slug: 'create_journal_entry', name: 'Create journal entry' },
          ],
        },
      },
    },
  };
}

/** skipChecklistItem for the item: answered with the item skipped (or restored), or with `answer`. */
export function skipMock(
  item: ChecklistItem,
  enabled: boolean,
  answer?: { errors?: { attribute: string; message: string }[]; error?: Error },
): MockedResponse {
  const { key, channel_module_name, step_module_name, step_type } = item;
  const request = {
    query: SkipChecklistItemDocument,
    variables: { input: { key, channel_module_name, step_module_name, step_type, enabled } },
  };
  if (answer?.error) return { request, error: answer.error, delay: 20 };
  const errors = (answer?.errors ?? []).map((e) => ({ __typename: 'UserError', ...e }));
  return {
    request,
    delay: 20,
    result: {
      data: {
        skipChecklistItem: {
          __typename: 'ChecklistItemPayload',
          item: errors.length ? null : { ...item, __typename: 'ChecklistItem', skipped: !enabled },
          errors,
        },
      },
    },
  };
}
