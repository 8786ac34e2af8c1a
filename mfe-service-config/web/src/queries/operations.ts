import { gql } from '@apollo/client';
import type { UserError } from '../serviceOperations';
import type { StaticOption } from './queryFieldRules';

export interface QuerySummary {
  id: string;
  name: string;
  module_name: string;
  description: string;
  weight: number;
}

export interface QueryFieldData {
  id: string;
  slug: string;
  label: string;
  helper_text: string | null;
  required: boolean;
  weight: number;
  normalized_field_type: string;
  field_type_definition_slug: string;
  static_options: StaticOption[];
}

export interface IngredientData {
  id: string;
  name: string;
  slug: string;
  note: string;
  value_type: string;
  example: string | null;
  target_query: { id: string } | null;
  weight: number;
}

export interface QueryDetails extends QuerySummary {
  query_fields: QueryFieldData[];
  ingredients: IngredientData[];
}

export interface ChannelQueries {
  id: string;
  module_name: string;
  name: string;
  published: boolean;
  queries: QuerySummary[];
}

const QUERY_SUMMARY = gql`
  fragment QuerySummaryFields on ServiceQuery {
    id
    name
    module_name
    description
    weight
  }
`;

const QUERY_DETAILS = gql`
  fragment QueryDetailsFields on ServiceQuery {
    ...QuerySummaryFields
    query_fields {
      id
      slug
      label
      helper_text
      required
      weight
      normalized_field_type
      field_type_definition_slug
      static_options {
        label
        value
      }
    }
    ingredients {
      id
      name
      slug
      note
      value_type
      example
      target_query {
        id
      }
      weight
    }
  }
  ${QUERY_SUMMARY}
`;

/** channel(module_name): the service with its queries (index and new views). */
export const CHANNEL_QUERIES_QUERY = gql`
  query ChannelQueries($module_name: String!) {
    channel(module_name: $module_name) {
      id
      module_name
      name
      published
      queries {
        ...QuerySummaryFields
      }
    }
  }
  ${QUERY_SUMMARY}
`;

export interface ChannelQueriesData {
  channel: ChannelQueries | null;
}

/** The edit view: the query with its fields and ingredients, and the service's queries (targets). */
export const QUERY_EDIT_QUERY = gql`
  query QueryEdit($channel_module_name: String!, $module_name: String!) {
    channel(module_name: $channel_module_name) {
      id
      module_name
      name
      published
      queries {
        ...QuerySummaryFields
      }
    }
    query(channel_module_name: $channel_module_name, module_name: $module_name) {
      ...QueryDetailsFields
    }
  }
  ${QUERY_DETAILS}
`;

export interface QueryEditData {
  channel: ChannelQueries | null;
  query: QueryDetails | null;
}

export interface StepPayload {
  errors: UserError[];
}

export const REORDER_TQAS_MUTATION = gql`
  mutation ReorderTqas($channel_module_name: String!, $step_type: String!, $ids: [ID!]!) {
    reorderTqas(channel_module_name: $channel_module_name, step_type: $step_type, ids: $ids) {
      errors {
        attribute
        message
      }
    }
  }
`;

export interface ReorderTqasData {
  reorderTqas: StepPayload;
}

export const QUERY_CREATE_MUTATION = gql`
  mutation QueryCreate(
    $channel_module_name: String!
    $module_name: String!
    $name: String!
    $description: String!
  ) {
    queryCreate(
      channel_module_name: $channel_module_name
      module_name: $module_name
      name: $name
      description: $description
    ) {
      query {
        ...QuerySummaryFields
      }
      errors {
        attribute
        message
      }
    }
  }
  ${QUERY_SUMMARY}
`;

export interface QueryPayload {
  query: QuerySummary | null;
  errors: UserError[];
}

export interface QueryCreateData {
  queryCreate: QueryPayload;
}

export const QUERY_UPDATE_MUTATION = gql`
  mutation QueryUpdate($id: ID!, $module_name: String!, $name: String!, $description: String!, $weight: Int) {
    queryUpdate(id: $id, module_name: $module_name, name: $name, description: $description, weight: $weight) {
      query {
        ...QuerySummaryFields
      }
      errors {
        attribute
        message
      }
    }
  }
  ${QUERY_SUMMARY}
`;

export interface QueryUpdateData {
  queryUpdate: QueryPayload;
}

export const QUERY_DELETE_MUTATION = gql`
  mutation QueryDelete($id: ID!) {
    queryDelete(id: $id) {
      errors {
        attribute
        message
      }
    }
  }
`;

export interface QueryDeleteData {
  queryDelete: StepPayload;
}

export const QUERY_CLONE_MUTATION = gql`
  mutation QueryClone($id: ID!) {
    queryClone(id: $id) {
      query {
        ...QuerySummaryFields
      }
      errors {
        attribute
        message
      }
    }
  }
  ${QUERY_SUMMARY}
`;

export interface QueryCloneData {
  queryClone: QueryPayload;
}

export interface QueryFieldVariables {
  name: string;
  label: string;
  helper_text: string | null;
  required: boolean;
  field_type_slug: string;
  static_options: StaticOption[] | null;
}

export const QUERY_FIELD_CREATE_MUTATION = gql`
  mutation QueryFieldCreate(
    $query_id: ID!
    $name: String!
    $label: String!
    $helper_text: String
    $required: Boolean!
    $field_type_slug: String!
    $static_options: [StaticOptionInput!]
  ) {
    queryFieldCreate(
      query_id: $query_id
      name: $name
      label: $label
      helper_text: $helper_text
      required: $required
      field_type_slug: $field_type_slug
      static_options: $static_options
    ) {
      query_field {
        id
      }
      errors {
        attribute
        message
      }
    }
  }
`;

export interface QueryFieldPayload {
  query_field: { id: string } | null;
  errors: UserError[];
}

export interface QueryFieldCreateData {
  queryFieldCreate: QueryFieldPayload;
}

export const QUERY_FIELD_UPDATE_MUTATION = gql`
  mutation QueryFieldUpdate(
    $id: ID!
    $name: String!
    $label: String!
    $helper_text: String
    $required: Boolean!
    $field_type_slug: String!
    $static_options: [StaticOptionInput!]
    $weight: Int
  ) {
    queryFieldUpdate(
      id: $id
      name: $name
      label: $label
      helper_text: $helper_text
      required: $required
      field_type_slug: $field_type_slug
      static_options: $static_options
      weight: $weight
    ) {
      query_field {
        id
      }
      errors {
        attribute
        message
      }
    }
  }
`;

export interface QueryFieldUpdateData {
  queryFieldUpdate: QueryFieldPayload;
}

export const QUERY_FIELD_DELETE_MUTATION = gql`
  mutation QueryFieldDelete($id: ID!) {
    queryFieldDelete(id: $id) {
      errors {
        attribute
        message
      }
    }
  }
`;

export interface QueryFieldDeleteData {
  queryFieldDelete: StepPayload;
}

export const REORDER_STEP_FIELDS_MUTATION = gql`
  mutation ReorderStepFields(
    $channel_module_name: String!
    $step_module_name: String!
    $step_type: String!
    $field_ids: [ID!]!
  ) {
    reorderStepFields(
      channel_module_name: $channel_module_name
      step_module_name: $step_module_name
      step_type: $step_type
      field_ids: $field_ids
    ) {
      errors {
        attribute
        message
      }
    }
  }
`;

export interface ReorderStepFieldsData {
  reorderStepFields: StepPayload;
}

export interface IngredientVariables {
  name: string;
  slug: string;
  note: string;
  value_type: string;
  example: string | null;
  target_query_id: string | null;
}

export const INGREDIENT_CREATE_MUTATION = gql`
  mutation IngredientCreate(
    $parent_id: ID!
    $parent_type: String!
    $name: String!
    $slug: String!
    $note: String!
    $value_type: String!
    $example: String
    $target_query_id: ID
  ) {
    ingredientCreate(
      parent_id: $parent_id
      parent_type: $parent_type
      name: $name
      slug: $slug
      note: $note
      value_type: $value_type
      example: $example
      target_query_id: $target_query_id
    ) {
      ingredient {
        id
      }
      errors {
        attribute
        message
      }
    }
  }
`;

export interface IngredientPayload {
  ingredient: { id: string } | null;
  errors: UserError[];
}

export interface IngredientCreateData {
  ingredientCreate: IngredientPayload;
}

export const INGREDIENT_UPDATE_MUTATION = gql`
  mutation IngredientUpdate(
    $id: ID!
    $name: String!
    $slug: String!
    $note: String!
    $value_type: String!
    $example: String
    $target_query_id: ID
    $weight: Int
  ) {
    ingredientUpdate(
      id: $id
      name: $name
      slug: $slug
      note: $note
      value_type: $value_type
      example: $example
      target_query_id: $target_query_id
      weight: $weight
    ) {
      ingredient {
        id
      }
      errors {
        attribute
        message
      }
    }
  }
`;

export interface IngredientUpdateData {
  ingredientUpdate: IngredientPayload;
}

export const INGREDIENT_DELETE_MUTATION = gql`
  mutation IngredientDelete($id: ID!) {
    ingredientDelete(id: $id) {
      errors {
        attribute
        message
      }
    }
  }
`;

export interface IngredientDeleteData {
  ingredientDelete: StepPayload;
}

export const REORDER_STEP_INGREDIENTS_MUTATION = gql`
  mutation ReorderStepIngredients(
    $channel_module_name: String!
    $step_type: String!
    $step_type_module_name: String!
    $ingredient_ids: [ID!]!
  ) {
    reorderStepIngredients(
      channel_module_name: $channel_module_name
      step_type: $step_type
      step_type_module_name: $step_type_module_name
      ingredient_ids: $ingredient_ids
    ) {
      errors {
        attribute
        message
      }
    }
  }
`;

export interface ReorderStepIngredientsData {
  reorderStepIngredients: StepPayload;
}

/** The queries area's addresses. */
export const queriesUrl = (serviceModuleName: string) =>
  `/services/${encodeURIComponent(serviceModuleName)}/queries`;
export const queryEditUrl = (serviceModuleName: string, queryModuleName: string) =>
  `${queriesUrl(serviceModuleName)}/${encodeURIComponent(queryModuleName)}`;
