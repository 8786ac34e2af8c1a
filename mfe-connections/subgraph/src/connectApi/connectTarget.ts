import {
  connectApiError,
  type ConnectApiError,
  type ConnectApiErrorCode,
} from '@switchyard/connections-common/connectApi';
import type { StepType } from '@switchyard/connections-common';
import type { Db, InternalCallSettings } from '@switchyard/server-kit';
import { isUuid } from '../access';
import type { CatalogStep, ServiceWithSteps } from '../catalog/catalogStore';
import { connectionView, type ConnectionView, type FeatureStepView } from '../connections/connectionView';
import { usersOfPartnerId } from './lookups';

/** A Connect API error on its way to the caller (with headers such as Retry-After). */
export class ConnectApiFailure extends Error {
  constructor(
    readonly error: ConnectApiError,
    readonly headers: Record<string, string> = {},
  ) {
    super(error.message);
  }
}

export const failure = (code: ConnectApiErrorCode, details: Record<string, unknown> = {}, message?: string) =>
  new ConnectApiFailure(connectApiError(code, details, message));

/** The key's service's own connection, published and not archived; else unknown_connection. */
export async function ownConnection(
  db: Db,
  serviceId: string,
  connectionId: string,
): Promise<ConnectionView> {
  const view = isUuid(connectionId) ? await connectionView(db, connectionId) : null;
  if (!view || view.owner_service_id !== serviceId || !view.published || view.archived)
    throw failure('unknown_connection');
  return view;
}

/**
 * The platform user `partnerUserId` names at the owner service (the composer knows who connected
 * it as whom) whose enablement of the connection is on: unknown_user when nobody connected the
 * service as that id, connection_not_enabled when none of them has the connection on.
 */
export async function enabledUser(
  db: Db,
  settings: InternalCallSettings,
  view: ConnectionView,
  partnerUserId: unknown,
): Promise<string> {
  if (typeof partnerUserId !== 'string' || !partnerUserId || partnerUserId.length > 200)
    throw failure('unknown_user', { user_id: 'Give the user’s id at your service as ?user_id=' });
  const users = await usersOfPartnerId(settings, view.owner_service_id, partnerUserId);
  if (!users.length) throw failure('unknown_user');
  const { rows } = await db.query<{ user_id: string }>(
    `SELECT user_id FROM connections.enablements
      WHERE connection_id = $1 AND user_id = ANY($2::uuid[]) AND enabled
      ORDER BY enabled_at DESC NULLS LAST LIMIT 1`,
    [view.id, users],
  );
  if (!rows[0]) throw failure('connection_not_enabled');
  return rows[0].user_id;
}

export interface ConnectStep {
  /** The step as the connection's first feature using it has it. */
  use: FeatureStepView;
  /** Its service (the owner or the connected one) with its steps. */
  service: ServiceWithSteps;
  /** What the service offers now (fields). */
  offered: CatalogStep;
}

/** A step of `type` the connection's features use, by full module name, still offered; else unknown_step. */
export function connectionStep(view: ConnectionView, type: StepType, fullModuleName: string): ConnectStep {
  const use = view.applet_configurations
    .flatMap((f) => [...f.triggers, ...f.queries, ...f.actions])
    .find((s) => s.type === type && s.full_module_name === fullModuleName);
  const service = use && [view.owner_channel, ...view.channels].find((s) => s.service_id === use.channel_id);
  const offered = service?.steps.find((s) => s.kind === type && s.module_name === use!.module_name);
  if (!use || !service || !offered) throw failure('unknown_step', { [type]: fullModuleName });
  return { use, service, offered };
}

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** What is wrong with the fields given for a step: required ones left blank, names it does not have. */
export function fieldProblems(offered: CatalogStep, fields: Record<string, unknown>): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const f of offered.fields) if (f.required && blank(fields[f.name])) problems[f.name] = 'Required';
  const names = new Set(offered.fields.map((f) => f.name));
  for (const name of Object.keys(fields))
    if (!names.has(name)) problems[name] = `Not a field of ${offered.name || offered.module_name}`;
  return problems;
}
