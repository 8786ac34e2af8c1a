import type { AppletRunSpec } from './applets';

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
  /** The connection's title (issue 38: the composer lists published connections on a service's page). Absent in older events. */
  name?: string;
  description?: string | null;
}

/**
 * After any committed change to a user's enablement of a connection (issue 36): enabled, its
 * settings changed, disabled. Event-carried state: keep the highest `version` per enablement.
 */
export const CONNECTION_ENABLEMENT_EVENTS = {
  changed: 'connection.enablement_changed',
} as const;

export interface ConnectionEnablementFeature extends ConnectionEnablementFeatureRun {
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

// Issue 36, the runtime: what the engine runs for each enabled feature, and what it tells back.

/** What a run spec carries when it is an enabled connection's feature rather than an applet. */
export interface ConnectionRunContext {
  connection_id: string;
  enablement_id: string;
  /** The feature's name in the connection. */
  feature_name: string;
  /** The trigger's full module name (`channel_module_name.module_name`): the webhook's `trigger_id`. */
  trigger_id: string;
  /** The user's custom field values by key (the runtime script reads them as `Feature.customFields`). */
  custom_field_values: Record<string, string | string[] | null>;
}

/**
 * Additive fields of ConnectionEnablementFeature (issue 36, the runtime): the connections domain
 * builds, for each feature it lists, the whole run spec (the user's values over the partner's presets,
 * the connection's runtime script as `filter_code`, `connection` set). A listed feature without a
 * spec is not run. Consumers: the engine runs `spec` under the feature's `id` as the applet id.
 */
export interface ConnectionEnablementFeatureRun {
  spec?: AppletRunSpec | null;
}

/** The engine's word back to the connections domain about enabled features. */
export const CONNECTION_RUN_EVENTS = {
  /** A feature's trigger fired for a user: the owner service's webhook follows. */
  triggerFired: 'connection.trigger_fired',
  /** The engine stopped running a feature for a user (connection refused, too many failures). */
  featurePaused: 'connection.feature_paused',
} as const;

export interface ConnectionTriggerFired {
  /** Unique per trigger item and feature: the webhook's idempotency key (X-Request-ID). */
  id: string;
  connection_id: string;
  enablement_id: string;
  /** The enablement feature's id (the engine's applet id). */
  feature_id: string;
  user_id: string;
  /** The trigger's full module name. */
  trigger_id: string;
  /** The trigger item's meta.id. */
  item_id: string;
  /** The item's ingredients by slug, as the partner answered them. */
  ingredients: Record<string, unknown>;
  /** ISO 8601: when the engine saw the item. */
  fired_at: string;
}

export interface ConnectionFeaturePaused {
  enablement_id: string;
  feature_id: string;
  user_id: string;
  /** What the user reads, e.g. "Daybook refused the connection. Reconnect Daybook…". */
  reason: string;
  /** ISO 8601. */
  paused_at: string;
}
