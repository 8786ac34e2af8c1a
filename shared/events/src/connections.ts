/**
 * The facts about partners' connections (spec/connections.md): the connections domain publishes
 * the state of a connection after every committed change (created, edited, published, archived),
 * so the domains that will run or list connections keep their own copy. Event-carried state: keep
 * the highest `version` seen per connection. Shapes are the contract: add fields, never change or
 * drop one.
 */
export const CONNECTION_EVENTS = {
  /** After any committed change to a connection. */
  changed: 'connection.changed',
} as const;

export interface ConnectionChanged {
  connection_id: string;
  /** The partner's own service the connection starts from. */
  owner_service_id: string;
  /** The services it connects to (one today). */
  connected_service_ids: string[];
  published: boolean;
  archived: boolean;
  /** Increases with every change of this connection. */
  version: number;
  /** ISO 8601. */
  updated_at: string;
}

/**
 * After any committed change to a user's enablement of a connection (issue 36): enabled, its
 * settings changed, disabled. Event-carried state: keep the highest `version` per enablement.
 */
export const CONNECTION_ENABLEMENT_EVENTS = {
  changed: 'connection.enablement_changed',
} as const;

export interface ConnectionEnablementFeature {
  /** Stable per enablement and feature: the engine runs the feature for the user under this id. */
  id: string;
  /** The feature's name in the connection (stable when its title changes). */
  name: string;
  /** The user's custom field values by key: a string, or a list of option values for checkboxes. */
  custom_field_values: Record<string, string | string[] | null>;
  /**
   * The user's values of the step fields they set, by step key (`<type>.<service module
   * name>.<step module name>`) then field name; the partner's hidden presets are the connection's.
   */
  step_field_values: Record<string, Record<string, unknown>>;
}

export interface ConnectionEnablementChanged {
  enablement_id: string;
  connection_id: string;
  /** The connection's version the settings were checked against. */
  connection_version: number;
  owner_service_id: string;
  connected_service_ids: string[];
  user_id: string;
  /** The user's id at the owner service, when known (null until they connect it). */
  partner_user_id: string | null;
  enabled: boolean;
  /** The features that run for the user (empty when disabled). */
  features: ConnectionEnablementFeature[];
  /** Increases with every change of this enablement. */
  version: number;
  /** ISO 8601. */
  updated_at: string;
}
