import type { ConnectionRunContext } from './connections';

/**
 * The facts about applets: the composer publishes, for each user who has an applet, what the engine
 * needs to run it, after every change that affects it (the applet edited, turned on or off, the
 * user's settings, a disconnection, the applet deleted). Event-carried state: the engine keeps its
 * own copy and never reads the composer's tables. Shapes are the contract: add fields, never change
 * or drop one.
 */
export const APPLET_EVENTS = {
  /** After any change to what one user's applet runs or whether it runs. */
  activationChanged: 'applet.activation_changed',
} as const;

/** An ingredient a step offers: its path in tokens and filter code, and its key in the partner's data. */
export interface RunIngredient {
  /** e.g. `Daybook.newJournalEntry.Title`. */
  path: string;
  /** The key of the value in the partner's item or row, e.g. `title`. */
  slug: string;
}

/** One step as the engine calls it. */
export interface RunStep {
  /** `trigger`, `query:{i}` or `action:{i}` (the composer's AppletStep.key). */
  key: string;
  service_id: string;
  channel_module_name: string;
  /** The step's slug in the partner's paths (`/triggers/{module_name}`). */
  module_name: string;
  /** The step's name in tokens and filter code, `Service.stepName` (e.g. `Daybook.newJournalEntry`). */
  path: string;
  /** The value of each field for this user: their own where they set it, else the maker's default. Text may hold ingredient tokens. */
  fields: Record<string, unknown>;
  /** Trigger and queries: the ingredients they offer. */
  ingredients: RunIngredient[];
  /** Actions: the fields filter code may set. */
  field_names?: string[];
  /** Actions: each field's setter in filter code, by field name (`title` → `setTitle`). */
  setters?: Record<string, string>;
}

export interface AppletRunSpec {
  name: string;
  owner_id: string;
  filter_code: string | null;
  /** Seconds to wait before the actions, or null. */
  delay_seconds: number | null;
  trigger: RunStep;
  queries: RunStep[];
  actions: RunStep[];
  /** Set when this is a user's enabled connection feature (issue 36), not an applet. */
  connection?: ConnectionRunContext;
}

export interface AppletActivationChanged {
  applet_id: string;
  user_id: string;
  /** Increases with every announcement: a consumer keeps the highest it has seen per applet and user. */
  revision: number;
  /** Whether the applet is on for the user. */
  enabled: boolean;
  /** What to run; null when the user no longer has the applet (it was deleted, or removed from their applets). */
  spec: AppletRunSpec | null;
}

/**
 * A user's account connection to a service (the composer's `/my_services`) was made or removed
 * (issue 38: service analytics count connected users from these). Event-carried state: keep the
 * highest `revision` per user and service.
 */
export const USER_SERVICE_EVENTS = {
  connectionChanged: 'user_service.connection_changed',
} as const;

export interface UserServiceConnectionChanged {
  user_id: string;
  service_id: string;
  /** Whether the user is connected to the service after the change. */
  connected: boolean;
  /**
   * Why it was removed, when it was: 'disconnected' (the user), 'authentication_changed' (the
   * partner changed the service's authentication type; the user must re-activate), 'deleted'.
   */
  reason?: string | null;
  /** Increases with every change of this user's connection to this service. */
  revision: number;
  /** ISO 8601. */
  changed_at: string;
}
