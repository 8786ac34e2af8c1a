// The operations live in checklistOperations.graphql; codegen types them (pnpm codegen).
export { ServiceChecklistDocument, SkipChecklistItemDocument } from '../gql/graphql';
import type { ChecklistItemFieldsFragment, ServiceChecklistQuery } from '../gql/graphql';

export type ChecklistItem = ChecklistItemFieldsFragment;
export type ChecklistService = NonNullable<ServiceChecklistQuery['service']>;
