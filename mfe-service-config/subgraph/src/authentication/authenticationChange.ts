import { SERVICE_EVENTS, type ServiceAuthenticationChanged } from '@switchyard/events';
import type { Db, EventBus, FieldError } from '@switchyard/server-kit';

/**
 * A change of a service's authentication type (spec/connections.md#5-validation-rules, "Changing
 * authentication needs a confirmation dialog"; #8: tokens are removed, users must re-activate, all
 * existing Applets are deleted). service-config publishes `service.authentication_changed`; the
 * composer removes the users' tokens and deletes the applets on it.
 */
export const CONFIRM_AUTHENTICATION_CHANGE =
  "must be confirmed: changing it removes your users' tokens, your users must re-activate their connection, and all existing Applets on this service are deleted";

export interface AuthenticationState {
  id: string;
  module_name: string;
  authentication_type: string;
  /** Its own users, or, for a staging clone, the published service's (which a migration changes). */
  users_count: number;
}

/**
 * The service's authentication type and users, locked for the rest of `tx` so the check and the
 * change see the same type. A staging clone counts its published service's users: the migration
 * gives them the clone's type.
 */
export async function lockAuthenticationState(
  tx: Db,
  serviceId: string,
): Promise<AuthenticationState | null> {
  const { rows } = await tx.query<AuthenticationState>(
    `SELECT s.id, s.module_name, s.authentication_type,
            greatest(s.users_count, coalesce(o.users_count, 0)) AS users_count
       FROM service_config.services s
       LEFT JOIN service_config.services o ON o.id = s.staging_of
      WHERE s.id = $1
      FOR NO KEY UPDATE OF s`,
    [serviceId],
  );
  return rows[0] ?? null;
}

/** The refusal of an unconfirmed change of a service with users; none otherwise. */
export function unconfirmedChange(
  before: AuthenticationState,
  to: string | undefined,
  confirmed: boolean | null | undefined,
): FieldError[] {
  if (to === undefined || to === before.authentication_type) return [];
  if (confirmed === true || before.users_count === 0) return [];
  return [{ attribute: 'authentication_type', message: CONFIRM_AUTHENTICATION_CHANGE }];
}

/** Publishes `service.authentication_changed` in `tx` when the type really changed; nothing otherwise. */
export async function publishAuthenticationChanged(
  tx: Db,
  events: EventBus | undefined,
  change: { service_id: string; module_name: string; from: string; to: string; actor_id: string },
): Promise<boolean> {
  if (!events || change.from === change.to) return false;
  await events.publish<ServiceAuthenticationChanged>(tx, SERVICE_EVENTS.authenticationChanged, {
    ...change,
    changed_at: new Date().toISOString(),
  });
  return true;
}
