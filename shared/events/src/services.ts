/**
 * The facts about services: service-config publishes what a service's configuration is after each
 * change (event-carried state, so review keeps its own copy and works while service-config is
 * down); review publishes the outcome of each review transition, and service-config (read-only
 * when published), the composer and the engine follow it. Shapes are the contract: add fields,
 * never change or drop one.
 */
export const SERVICE_EVENTS = {
  /** After any committed change to a service's configuration (and after each endpoint test run). */
  configurationChanged: 'service.configuration_changed',
  /** After a review transition: the service's review status and whether it is published. */
  reviewStatusChanged: 'service.review_status_changed',
  /** After a service was deleted (unpublished, at most 100 users): its records elsewhere go too. */
  deleted: 'service.deleted',
  /** After a service's applet defaults (review's stencils) changed: all of them, per trigger. */
  appletDefaultsChanged: 'service.applet_defaults_changed',
  /** After the set of a service's users may have changed (the composer's connections and applets). */
  usersChanged: 'service.users_changed',
  /**
   * After a service's authentication type changed (issue 38): users' tokens at it are no longer
   * valid, so the composer removes them (users must re-activate) and deletes the applets that use
   * the service; the engine stops them from the composer's activation events.
   */
  authenticationChanged: 'service.authentication_changed',
} as const;

/** One step, query, field or ingredient in a snapshot, keyed by its stable name (slug or module_name). */
export interface ServiceSnapshotItem {
  key: string;
  /** The step's id in service-config (steps only): what other domains refer to it by. Not compared. */
  id?: string;
  properties: Record<string, unknown>;
  children?: Record<string, ServiceSnapshotItem[]>;
}

export interface ServiceConfigurationChanged {
  service_id: string;
  organization_id: string;
  module_name: string;
  /** Increases with every change of this service: a consumer keeps the highest it has seen. */
  version: number;
  /** Set when the service is a staging clone of a published service. */
  staging_of: string | null;
  published: boolean;
  /** The configuration as review compares it: general properties and the lists of steps. */
  snapshot: { properties: Record<string, unknown>; lists: Record<string, ServiceSnapshotItem[]> };
  /** What service-config reports missing for submission (attribute names). */
  missing_for_submission: string[];
  last_endpoint_test: { failed: boolean; passing: number; failed_count: number; finished_at: string } | null;
  /**
   * Which services each trigger and action may be combined with, by step id (steps without one
   * combine with all): the composer offers and keeps only compatible steps. Absent in older events.
   */
  step_permissions?: Record<string, StepPermission>;
}

/** A step's denylist or allowlist of the services on the other side of an applet (module names). */
export interface StepPermission {
  step_type: 'trigger' | 'action';
  list_type: 'denylist' | 'allowlist';
  channels: string[];
}

export interface ServiceReviewStatusChanged {
  service_id: string;
  /** 0 in development, 1 in review, 2 passed review. */
  review_status: 0 | 1 | 2;
  published: boolean;
  action: 'start' | 'reject' | 'approve' | 'publish' | 'unpublish' | 'migrate';
  /** For migrate: the published service that takes the staging service's configuration. */
  migrated_into: string | null;
  actor_id: string;
}

export interface ServiceDeleted {
  service_id: string;
  organization_id: string;
  module_name: string;
  actor_id: string;
}

export interface ServiceAppletDefaultsChanged {
  service_id: string;
  /** Trigger key (its slug) → stencil slug (an action field content type, e.g. title) → value. */
  defaults: Record<string, Record<string, string>>;
}

/**
 * How many users a service has, as the composer counted them in the transaction of the change:
 * the distinct users connected to it or holding an applet with one of its steps. A consumer keeps
 * the event of the highest `version` (per service) and ignores older ones.
 */
export interface ServiceUsersChanged {
  service_id: string;
  users_count: number;
  /** Increases with every count of this service: the newest count carries the truth. */
  version: number;
  counted_at: string;
}

/**
 * A service's authentication type changed (service-config, in the transaction of the change: an
 * edit of an unpublished service, or a migration that gives a published service its staging clone's
 * type). Published only when the type really differs.
 */
export interface ServiceAuthenticationChanged {
  service_id: string;
  module_name: string;
  /** auth_not_required | api_token_auth | oauth | oauth_pkce | oauth_refresh_token | oauth_pkce_refresh_token */
  from: string;
  to: string;
  actor_id: string;
  /** ISO 8601. */
  changed_at: string;
}
