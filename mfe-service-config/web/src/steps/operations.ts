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
    }
  }
  ${TRIGGER_FIELDS}
  ${PERMISSION_FIELDS}
`;

export interface TriggerEditData {
  service: StepsService | null;
  trigger: (TriggerData & { permission: PermissionData }) | null;
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
    }
  }
  ${ACTION_FIELDS}
  ${PERMISSION_FIELDS}
`;

export interface ActionEditData {
  service: StepsService | null;
  action: (ActionData & { permission: PermissionData }) | null;
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

/** A feed trigger has no slug: its id addresses it. */
export const triggerPath = (moduleName: string, trigger: Pick<TriggerData, 'id' | 'slug'>) =>
  `${servicePath(moduleName)}/triggers/${encodeURIComponent(trigger.slug ?? trigger.id)}`;

export const actionPath = (moduleName: string, action: Pick<ActionData, 'slug'>) =>
  `${servicePath(moduleName)}/actions/${encodeURIComponent(action.slug)}`;
