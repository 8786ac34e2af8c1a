import type { TypePolicies } from '@switchyard/client/apollo';

/** How the page's Apollo cache keeps what the service pages read (registered when the remote loads). */
export const cachePolicies: TypePolicies = {
  Organization: { keyFields: ['id'] },
  Service: { keyFields: ['id'] },
  // A checklist item is one step's item: the skip mutation's answer updates the service page's list.
  ChecklistItem: { keyFields: ['channel_module_name', 'step_type', 'step_module_name', 'key'] },
};
