/**
 * The connection start screen (spec/connections.md#connection-start-screen, spec/connections.md#5-validation-rules,
 * spec/connections.md#8-the-error-catalogue): the services a partner may connect to, and why another
 * is refused.
 */
import { CONNECTION_EXISTS, CONNECTION_EXISTS_CODE, START_ERROR } from './messages';
import type { ConnectionService } from './types';

/** Why a service cannot be the connection's other service; connection_exists is the spec's code. */
export type TargetProblemCode =
  typeof CONNECTION_EXISTS_CODE | 'unknown_service' | 'not_connect_enabled' | 'owner_service';

/** Our own messages, but connection_exists's (the spec's). */
export const TARGET_PROBLEMS: Readonly<Record<TargetProblemCode, string>> = {
  connection_exists: CONNECTION_EXISTS,
  unknown_service: 'Choose a service to connect to',
  not_connect_enabled: 'This service does not accept connections yet',
  owner_service: 'Choose a service other than your own',
};

/** The services the start screen's search offers: connect_enabled, other than the owner's. */
export function connectableServices<S extends Pick<ConnectionService, 'module_name' | 'connect_enabled'>>(
  services: readonly S[],
  ownerModuleName: string,
): S[] {
  return services.filter((s) => s.connect_enabled && s.module_name !== ownerModuleName);
}

/**
 * Why `target` cannot be connected to from the owner service (undefined when it can): unknown, the
 * owner itself, not connect_enabled, or already connected (`connectedTo`: the services the owner's
 * connections already link to).
 */
export function targetProblem(
  target: Pick<ConnectionService, 'module_name' | 'connect_enabled'> | null | undefined,
  ownerModuleName: string,
  connectedTo: readonly string[] = [],
): TargetProblemCode | undefined {
  if (!target) return 'unknown_service';
  if (target.module_name === ownerModuleName) return 'owner_service';
  if (!target.connect_enabled) return 'not_connect_enabled';
  if (connectedTo.includes(target.module_name)) return CONNECTION_EXISTS_CODE;
  return undefined;
}

/** What the start screen shows for the validation path's error data: the spec's two texts. */
export const startErrorMessage = (code: string | null | undefined) =>
  code === CONNECTION_EXISTS_CODE ? CONNECTION_EXISTS : START_ERROR;
