import {
  HttpError,
  notFound,
  requireViewer,
  toGraphQLError,
  type Db,
  type EventBus,
  type FieldError,
  type RequestContext,
} from '@switchyard/server-kit';
import { PUBLISHED_READ_ONLY } from '@switchyard/service-config-common/rules/publishedReadOnly';
import { TAKEN } from '@switchyard/service-config-common/rules/stepName';
import type { ServiceRow } from '../services/serviceStore';
import { publishConfigurationChanged } from '../review/publishConfiguration';
import { lockService } from './queryStore';

export interface Payload {
  errors: FieldError[];
}

export interface WriteOptions<T, P extends Payload> {
  ctx: RequestContext;
  db: Db;
  /** The item written to (or its parent) and the id of the service owning it; null when there is none. */
  find(tx: Db): Promise<{ serviceId: string; item: T } | null>;
  notFoundMessage: string;
  /** The payload of a refusal, for these errors. */
  refuse(errors: FieldError[]): P;
  /** The attribute a unique-constraint violation (a concurrent write taking the same name) is reported on. */
  takenAttribute?: string;
  write(tx: Db, item: T, service: ServiceRow): Promise<P>;
  /** When given, a write that succeeds publishes service.configuration_changed in its transaction. */
  events?: EventBus;
}

const isUniqueViolation = (err: unknown) => (err as { code?: unknown } | null)?.code === '23505';

/**
 * Every write of the queries area, of triggers and actions and of their fields and ingredients:
 * members of the owning organization only (anything else, and malformed ids, a 404 HttpError), a
 * published service refused as data, all in one transaction that keeps the service from being
 * published meanwhile. Errors returned by `write` must come before it changes anything. Throws
 * HttpError (401, 404) for the REST routes; GraphQL resolvers use writeToService.
 */
export async function writeInService<T, P extends Payload>(opts: WriteOptions<T, P>): Promise<P> {
  try {
    requireViewer(opts.ctx);
    // Asked before the transaction: the organization domain may share this database.
    const memberships = await opts.ctx.memberships();
    return await opts.db.transaction(async (tx) => {
      const found = await opts.find(tx);
      const service = found ? await lockService<ServiceRow>(tx, { id: found.serviceId }) : null;
      if (!found || !service || !memberships[service.organization_id]) throw notFound(opts.notFoundMessage);
      if (service.published) return opts.refuse([{ attribute: 'base', message: PUBLISHED_READ_ONLY }]);
      const result = await opts.write(tx, found.item, service);
      if (!result.errors.length) await publishConfigurationChanged(tx, opts.events, service.id);
      return result;
    });
  } catch (err) {
    if (opts.takenAttribute && isUniqueViolation(err)) {
      return opts.refuse([{ attribute: opts.takenAttribute, message: TAKEN }]);
    }
    throw err;
  }
}

/** writeInService for GraphQL: the 401 and 404 become coded GraphQL errors. */
export async function writeToService<T, P extends Payload>(opts: WriteOptions<T, P>): Promise<P> {
  try {
    return await writeInService(opts);
  } catch (err) {
    throw err instanceof HttpError ? toGraphQLError(err) : err;
  }
}
