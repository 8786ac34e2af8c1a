import {
  contextOf,
  forbidden,
  handle,
  HttpError,
  unauthenticated,
  unprocessable,
  type Db,
  type DomainDeps,
  type FieldError,
} from '@switchyard/server-kit';
import {
  ADMIN_KEY,
  ADMIN_MESSAGES,
  ADMINS_MAX,
  validateAdmin,
  type AdminValue,
} from '@switchyard/service-config-common/rules/serviceAdmin';
import express, { type Response } from 'express';
import { isMember, requireMemberService } from '../access';
import { lockService } from '../queries/queryStore';
import { param, payloadOf } from '../steps/restWrite';
import { findServiceByModuleName, type ServiceRow } from '../services/serviceStore';
import {
  adminCount,
  adminJson,
  deleteAdmin,
  findAdmin,
  insertAdmin,
  isEmailTaken,
  setAdminValidated,
  updateAdmin,
  type AdminRow,
} from './adminStore';

/**
 * The administrators list's REST calls (spec/connections.md#7-the-calls-it-makes: "PUT the admin form
 * action with partners_channel_admin (email, name, phone)"). `:slug` is the service's module name,
 * `:id` the administrator's id.
 */
export const ADMINS_PATH = '/services/:slug/admins';
export const ADMIN_PATH = `${ADMINS_PATH}/:id`;
export const ADMIN_VALIDATION_PATH = `${ADMIN_PATH}/validation`;
export const ADMIN_REST_PATHS = [ADMINS_PATH, ADMIN_PATH, ADMIN_VALIDATION_PATH];

const SERVICE_NOT_FOUND = 'Service not found.';
export const ADMIN_NOT_FOUND = 'Administrator not found.';
export const ONLY_REVIEWERS = 'Only the review team and staff can validate administrators.';

/** 404 with the message as a 'base' error too, like the step forms' routes. */
const missing = (message: string) => new HttpError(404, message, [{ attribute: 'base', message }]);
const isUniqueViolation = (err: unknown) => (err as { code?: unknown } | null)?.code === '23505';

type Outcome = { row: AdminRow | null; errors: FieldError[] };

/**
 * Runs a member's write in one transaction that locks the service row, so the limit of 10 and the
 * e-mail check hold against concurrent writes. Contacts are not configuration: published services
 * take them too, and no service.configuration_changed is published.
 */
async function memberWrite(
  deps: DomainDeps,
  req: express.Request,
  res: Response,
  status: 200 | 201,
  write: (tx: Db, service: ServiceRow) => Promise<Outcome>,
) {
  const ctx = contextOf(req);
  const service = await requireMemberService(deps.db, ctx, param(req, 'slug'), SERVICE_NOT_FOUND);
  let outcome: Outcome;
  try {
    outcome = await deps.db.transaction(async (tx) => {
      const locked = await lockService<ServiceRow>(tx, { id: service.id });
      if (!locked) throw missing(SERVICE_NOT_FOUND);
      return write(tx, locked);
    });
  } catch (err) {
    // Another request took the e-mail address between the check and the write.
    if (!isUniqueViolation(err)) throw err;
    outcome = { row: null, errors: [{ attribute: 'email', message: ADMIN_MESSAGES.taken }] };
  }
  res.setHeader('Cache-Control', 'no-store');
  if (outcome.errors.length) {
    res.status(422).json({ errors: outcome.errors });
    return;
  }
  res.status(status).json(outcome.row ? { [ADMIN_KEY]: adminJson(outcome.row), errors: [] } : { errors: [] });
}

/** The checked payload, or the errors (with a taken e-mail address among them). */
async function checked(
  tx: Db,
  body: unknown,
  serviceId: string,
  exceptId: string | null,
): Promise<{ value: AdminValue; errors: FieldError[] }> {
  const { payload, errors: shape } = payloadOf(body, ADMIN_KEY);
  if (shape.length) return { value: { email: '', name: '', phone: null }, errors: shape };
  const { value, errors } = validateAdmin(payload);
  if (
    !errors.some((e) => e.attribute === 'email') &&
    (await isEmailTaken(tx, serviceId, value.email, exceptId))
  )
    errors.unshift({ attribute: 'email', message: ADMIN_MESSAGES.taken });
  return { value, errors };
}

async function existing(tx: Db, serviceId: string, id: string): Promise<AdminRow> {
  const admin = await findAdmin(tx, serviceId, id);
  if (!admin) throw missing(ADMIN_NOT_FOUND);
  return admin;
}

/**
 * Members of the owning organization add, edit and remove a service's administrators (at most 10,
 * one per e-mail address); anyone else 404, signed out 401. The review team and staff (only they)
 * mark one validated: `PATCH …/validation {validated}`.
 */
export function adminRouter(deps: DomainDeps) {
  const router = express.Router();

  router.post(
    ADMINS_PATH,
    handle((req, res) =>
      memberWrite(deps, req, res, 201, async (tx, service) => {
        const { value, errors } = await checked(tx, req.body, service.id, null);
        if (errors.length) return { row: null, errors };
        if ((await adminCount(tx, service.id)) >= ADMINS_MAX)
          return { row: null, errors: [{ attribute: 'base', message: ADMIN_MESSAGES.tooMany }] };
        return { row: await insertAdmin(tx, service.id, value), errors: [] };
      }),
    ),
  );

  router.put(
    ADMIN_PATH,
    handle((req, res) =>
      memberWrite(deps, req, res, 200, async (tx, service) => {
        const admin = await existing(tx, service.id, param(req, 'id'));
        const { value, errors } = await checked(tx, req.body, service.id, admin.id);
        if (errors.length) return { row: null, errors };
        return { row: await updateAdmin(tx, admin.id, value), errors: [] };
      }),
    ),
  );

  router.delete(
    ADMIN_PATH,
    handle((req, res) =>
      memberWrite(deps, req, res, 200, async (tx, service) => {
        const admin = await existing(tx, service.id, param(req, 'id'));
        await deleteAdmin(tx, admin.id);
        return { row: null, errors: [] };
      }),
    ),
  );

  router.patch(
    ADMIN_VALIDATION_PATH,
    handle(async (req, res) => {
      const ctx = contextOf(req);
      if (!ctx.viewer) throw unauthenticated();
      const service = await findServiceByModuleName(deps.db, param(req, 'slug'));
      const reviewer = ctx.viewer.staff || ctx.viewer.reviewTeam;
      if (!reviewer) {
        // Members see the service (and its administrators) but may not vouch for them.
        if (service && (await isMember(ctx, service.organization_id))) throw forbidden(ONLY_REVIEWERS);
        throw missing(SERVICE_NOT_FOUND);
      }
      if (!service) throw missing(SERVICE_NOT_FOUND);
      const validated: unknown = (req.body ?? {}).validated;
      if (typeof validated !== 'boolean') throw unprocessable(ADMIN_MESSAGES.notBoolean, 'validated');
      const row = await deps.db.transaction(async (tx) => {
        const admin = await existing(tx, service.id, param(req, 'id'));
        return setAdminValidated(tx, admin.id, validated);
      });
      res.setHeader('Cache-Control', 'no-store');
      res.json({ [ADMIN_KEY]: adminJson(row), errors: [] });
    }),
  );

  return router;
}
