import { gql } from '@apollo/client';
import type { UserError } from '../serviceOperations';

export interface TriggerData {
  id: string;
  name: string;
  /** The API endpoint name; null for a feed trigger. */
  slug: string | null;
  description: string;
  verbiage: string | null;
  /** protocol | feed */
  trigger_type: string;
  feed_url: string | null;
  weight: number;
}

export interface ActionData {
  id: string;
  name: string;
  slug: string;
  description: string;
  verbiage: string | null;
  weight: number;
}

/** Which other services a step may be combined with (service-config §3 "Permission"). */
export interface PermissionData {
  /** denylist | allowlist | none */
  list_type: string;
  /** trigger | action */
  step_type: string;
  channels: PermissionChannelData[];
}

export interface PermissionChannelData {
  id: string;
  name: string;
  module_name: string;
  image_url: string | null;
  brand_color: string | null;
}

/** The service as the triggers and actions pages need it. */
export interface StepsService {
  id: string;
  module_name: string;
  name: string;
  published: boolean;
}

export interface ServiceSteps extends StepsService {
  triggers: TriggerData[];
  actions: ActionData[];
}

const TRIGGER_FIELDS = gql`
  fragment TriggerFields on Trigger {
    id
    name
    slug
    description
    verbiage
    trigger_type
    feed_url
    weight
  }
`;

const ACTION_FIELDS = gql`
  fragment ActionFields on Action {
    id
    name
    slug
    description
    verbiage
    weight
  }
`;

export const SERVICE_STEPS_QUERY = gql`
  query ServiceSteps($module_name: String!) {
    service(module_name: $module_name) {
      id
      module_name
      name
      published
      triggers {
        ...TriggerFields
      }
      actions {
        ...ActionFields
      }
    }
  }
  ${TRIGGER_FIELDS}
  ${ACTION_FIELDS}
`;

export interface ServiceStepsData {
  service: ServiceSteps | null;
}

const PERMISSION_FIELDS = gql`
  fragment PermissionFields on Permission {
    list_type
    step_type
    channels {
      id
      name
      module_name
      image_url
      brand_color
    }
  }
`;

/** A static option of a dropdown or checkbox field (service-config §3 populator_values). */
export interface PopulatorValueData {
  name: string;
  value: string;
}

export interface TriggerFieldData {
  id: string;
  name: string;
  slug: string;
  trigger_field_type: number;
  helper_text: string | null;
  shareable: boolean;
  populator_values: PopulatorValueData[];
  regex_value: string | null;
  regex_error_message: string | null;
  weight: number;
}

export interface ActionFieldData {
  id: string;
  name: string;
  slug: string;
  action_field_type: number;
  helper_text: string | null;
  required: boolean;
  shareable: boolean;
  populator_values: PopulatorValueData[];
  weight: number;
}

/** An ingredient of a trigger (a trigger ingredient has no target query). */
export interface TriggerIngredientData {
  id: string;
  name: string;
  slug: string;
  note: string;
  value_type: string;
  example: string | null;
  weight: number;
}

const TRIGGER_FIELD_FIELDS = gql`
  fragment TriggerFieldFields on TriggerField {
    id
    name
    slug
    trigger_field_type
    helper_text
    shareable
    populator_values {
      name
      value
    }
    regex_value
    regex_error_message
    weight
  }
`;

const ACTION_FIELD_FIELDS = gql`
  fragment ActionFieldFields on ActionField {
    id
    name
    slug
    action_field_type
    helper_text
    required
    shareable
    populator_values {
      name
      value
    }
    weight
  }
`;

export const TRIGGER_EDIT_QUERY = gql`
  query TriggerEdit($module_name: String!, $slug_or_id: String!) {
    service(module_name: $module_name) {
      id
      module_name
      name
      published
    }
    trigger(channel_module_name: $module_name, slug_or_id: $slug_or_id) {
      ...TriggerFields
      permission {
        ...PermissionFields
      }
      fields {
        ...TriggerFieldFields
      }
      ingredients {
        id
        name
        slug
        note
        value_type
        example
        weight
      }
      field_options_url_template
      field_validation_url_template
    }
  }
  ${TRIGGER_FIELDS}
  ${PERMISSION_FIELDS}
  ${TRIGGER_FIELD_FIELDS}
`;

/** A trigger as its edit page shows it: with its fields, ingredients and the partner endpoints. */
export interface TriggerDetails extends TriggerData {
  permission: PermissionData;
  fields: TriggerFieldData[];
  ingredients: TriggerIngredientData[];
  /** The dynamic options endpoint, with '{slug}' for the field's key; null without an API URL prefix. */
  field_options_url_template: string | null;
  /** The validation endpoint, likewise. */
  field_validation_url_template: string | null;
}

export interface TriggerEditData {
  service: StepsService | null;
  trigger: TriggerDetails | null;
}

export const ACTION_EDIT_QUERY = gql`
  query ActionEdit($module_name: String!, $slug: String!) {
    service(module_name: $module_name) {
      id
      module_name
      name
      published
    }
    action(channel_module_name: $module_name, slug: $slug) {
      ...ActionFields
      permission {
        ...PermissionFields
      }
      fields {
        ...ActionFieldFields
      }
      field_options_url_template
    }
  }
  ${ACTION_FIELDS}
  ${PERMISSION_FIELDS}
  ${ACTION_FIELD_FIELDS}
`;

/** An action as its edit page shows it: with its fields and the options endpoint template. */
export interface ActionDetails extends ActionData {
  permission: PermissionData;
  fields: ActionFieldData[];
  field_options_url_template: string | null;
}

export interface ActionEditData {
  service: StepsService | null;
  action: ActionDetails | null;
}

export interface TriggerPayload {
  trigger: TriggerData | null;
  errors: UserError[];
}

export interface ActionPayload {
  action: ActionData | null;
  errors: UserError[];
}

export interface StepPayload {
  errors: UserError[];
}

export const TRIGGER_CREATE_MUTATION = gql`
  mutation TriggerCreate(
    $channel_module_name: String!
    $trigger_type: String!
    $name: String!
    $slug: String
    $description: String!
    $verbiage: String
    $feed_url: String
  ) {
    triggerCreate(
      channel_module_name: $channel_module_name
      trigger_type: $trigger_type
      name: $name
      slug: $slug
      description: $description
      verbiage: $verbiage
      feed_url: $feed_url
    ) {
      trigger {
        ...TriggerFields
      }
      errors {
        attribute
        message
      }
    }
  }
  ${TRIGGER_FIELDS}
`;

export interface TriggerCreateData {
  triggerCreate: TriggerPayload;
}

export const TRIGGER_UPDATE_MUTATION = gql`
  mutation TriggerUpdate(
    $id: ID!
    $trigger_type: String!
    $name: String!
    $slug: String
    $description: String!
    $verbiage: String
    $feed_url: String
  ) {
    triggerUpdate(
      id: $id
      trigger_type: $trigger_type
      name: $name
      slug: $slug
      description: $description
      verbiage: $verbiage
      feed_url: $feed_url
    ) {
      trigger {
        ...TriggerFields
      }
      errors {
        attribute
        message
      }
    }
  }
  ${TRIGGER_FIELDS}
`;

export interface TriggerUpdateData {
  triggerUpdate: TriggerPayload;
}

export const TRIGGER_DELETE_MUTATION = gql`
  mutation TriggerDelete($id: ID!) {
    triggerDelete(id: $id) {
      errors {
        attribute
        message
      }
    }
  }
`;

export interface TriggerDeleteData {
  triggerDelete: StepPayload;
}

export const ACTION_CREATE_MUTATION = gql`
  mutation ActionCreate(
    $channel_module_name: String!
    $name: String!
    $slug: String!
    $description: String!
    $verbiage: String
  ) {
    actionCreate(
      channel_module_name: $channel_module_name
      name: $name
      slug: $slug
      description: $description
      verbiage: $verbiage
    ) {
      action {
        ...ActionFields
      }
      errors {
        attribute
        message
      }
    }
  }
  ${ACTION_FIELDS}
`;

export interface ActionCreateData {
  actionCreate: ActionPayload;
}

export const ACTION_UPDATE_MUTATION = gql`
  mutation ActionUpdate($id: ID!, $name: String!, $slug: String!, $description: String!, $verbiage: String) {
    actionUpdate(id: $id, name: $name, slug: $slug, description: $description, verbiage: $verbiage) {
      action {
        ...ActionFields
      }
      errors {
        attribute
        message
      }
    }
  }
  ${ACTION_FIELDS}
`;

export interface ActionUpdateData {
  actionUpdate: ActionPayload;
}

export const ACTION_DELETE_MUTATION = gql`
  mutation ActionDelete($id: ID!) {
    actionDelete(id: $id) {
      errors {
        attribute
        message
      }
    }
  }
`;

export interface ActionDeleteData {
  actionDelete: StepPayload;
}

export const servicePath = (moduleName: string) => `/services/${encodeURIComponent(moduleName)}`;

/** How a trigger is named in the partner API paths and the reorder mutations: its slug, or a feed trigger's id. */
export const triggerKey = (trigger: Pick<TriggerData, 'id' | 'slug'>) => trigger.slug ?? trigger.id;

/** A feed trigger has no slug: its id addresses it. */
export const triggerPath = (moduleName: string, trigger: Pick<TriggerData, 'id' | 'slug'>) =>
  `${servicePath(moduleName)}/triggers/${encodeURIComponent(triggerKey(trigger))}`;

export const actionPath = (moduleName: string, action: Pick<ActionData, 'slug'>) =>
  `${servicePath(moduleName)}/actions/${encodeURIComponent(action.slug)}`;

// Reordering a trigger's or an action's fields and a trigger's ingredients reuses the queries area's mutations.
export {
  REORDER_STEP_FIELDS_MUTATION,
  REORDER_STEP_INGREDIENTS_MUTATION,
  type ReorderStepFieldsData,
  type ReorderStepIngredientsData,
} from '../queries/operations';
