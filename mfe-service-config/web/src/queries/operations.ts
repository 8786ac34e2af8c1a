// The operations live in operations.graphql; codegen types them (pnpm codegen).
export {
  ChannelQueriesDocument,
  IngredientCreateDocument,
  IngredientDeleteDocument,
  IngredientUpdateDocument,
  QueryCloneDocument,
  QueryCreateDocument,
  QueryDeleteDocument,
  QueryDetailsFieldsFragmentDoc,
  QueryEditDocument,
  QueryFieldCreateDocument,
  QueryFieldDeleteDocument,
  QueryFieldUpdateDocument,
  QuerySummaryFieldsFragmentDoc,
  QueryUpdateDocument,
  ReorderStepFieldsDocument,
  ReorderStepIngredientsDocument,
  ReorderTqasDocument,
} from '../gql/graphql';
import type {
  ChannelQueriesQuery,
  IngredientCreateMutation,
  QueryCreateMutation,
  QueryDeleteMutation,
  QueryDetailsFieldsFragment,
  QueryFieldCreateMutation,
  QuerySummaryFieldsFragment,
  ReorderStepFieldsMutation,
  ReorderStepIngredientsMutation,
} from '../gql/graphql';

/** The shapes the queries area reads, as codegen types them from operations.graphql. */
export type QuerySummary = QuerySummaryFieldsFragment;
export type QueryDetails = QueryDetailsFieldsFragment;
export type QueryFieldData = QueryDetails['query_fields'][number];
export type IngredientData = QueryDetails['ingredients'][number];
export type ChannelQueries = NonNullable<ChannelQueriesQuery['channel']>;
export type StepPayload = QueryDeleteMutation['queryDelete'];
export type QueryPayload = QueryCreateMutation['queryCreate'];
export type QueryFieldPayload = QueryFieldCreateMutation['queryFieldCreate'];
export type ReorderStepFieldsData = ReorderStepFieldsMutation;
export type IngredientPayload = IngredientCreateMutation['ingredientCreate'];
export type ReorderStepIngredientsData = ReorderStepIngredientsMutation;

/** The queries area's addresses. */
export const queriesUrl = (serviceModuleName: string) =>
  `/services/${encodeURIComponent(serviceModuleName)}/queries`;
export const queryEditUrl = (serviceModuleName: string, queryModuleName: string) =>
  `${queriesUrl(serviceModuleName)}/${encodeURIComponent(queryModuleName)}`;
