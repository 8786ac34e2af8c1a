import {
  CONNECT_API_ERRORS,
  CONNECT_API_ROUTES,
  parseActionRunBody,
  parseQueryPerformBody,
  REQUEST_ID_HEADER,
  STEP_PATH_SEGMENTS,
  USER_ID_PARAM,
} from '@switchyard/connections-common/connectApi';
import type { StepType } from '@switchyard/connections-common';
import { logger, type DomainDeps } from '@switchyard/server-kit';
import {
  lookUpServiceByKey,
  partnerClientOf,
  serviceKeyHeaderName,
  type KeyService,
} from '@switchyard/server-kit/partner-client';
import express, { type Request, type Response } from 'express';
import { connectionsSettings } from '../settings';
import { callStep, partnerRequestId } from './callStep';
import { userTimezone } from './userTimezones';
import {
  ConnectApiFailure,
  connectionStep,
  enabledUser,
  failure,
  fieldProblems,
  ownConnection,
  type ConnectStep,
} from './connectTarget';
import { fingerprintOf, releaseRequest, REQUEST_ID_MAX, reserveRequest, storeAnswer } from './idempotency';
import { countRequest } from './rateLimit';

const FIELD_OPTION_TYPES: StepType[] = ['trigger', 'query', 'action'];

/** The Connect API's paths (the gateway forwards them to this domain, CSRF-exempt: partners' machine calls). */
export const CONNECT_API_REST_PATHS = [
  `POST ${CONNECT_API_ROUTES.actionRun}`,
  `POST ${CONNECT_API_ROUTES.queryPerform}`,
  ...FIELD_OPTION_TYPES.map((t) => `POST ${CONNECT_API_ROUTES.fieldOptions[t]}`),
];

/** The partner call a request makes: its protocol path and body (PROTOCOL.md). */
interface Planned {
  path: string;
  body: unknown;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const seg = encodeURIComponent;
/** The protocol's `user` of a call: the zone of the user the call is for. */
type ProtocolUser = { timezone: string };

function checkedFields(step: ConnectStep, fields: Record<string, unknown>) {
  const problems = fieldProblems(step.offered, fields);
  if (Object.keys(problems).length) throw failure('invalid_fields', { fields: problems });
  return fields;
}

const plans: Record<'run' | 'perform', (step: ConnectStep, body: unknown, user: ProtocolUser) => Planned> = {
  run(step, body, user) {
    const parsed = parseActionRunBody(body);
    if (!parsed.ok) throw new ConnectApiFailure(parsed.error);
    return {
      path: `/actions/${seg(step.use.module_name)}`,
      body: { actionFields: checkedFields(step, parsed.value.fields), user },
    };
  },
  perform(step, body, user) {
    const parsed = parseQueryPerformBody(body);
    if (!parsed.ok) throw new ConnectApiFailure(parsed.error);
    const { fields, limit, cursor } = parsed.value;
    return {
      path: `/queries/${seg(step.use.module_name)}`,
      body: { queryFields: checkedFields(step, fields), limit, ...(cursor ? { cursor } : {}), user },
    };
  },
};

function optionsPlan(step: ConnectStep, field: string, body: unknown): Planned {
  if (!step.offered.fields.some((f) => f.name === field))
    throw failure('unknown_step', { field: `${step.use.full_module_name} has no field ${field}` });
  if (body !== undefined && !isObject(body))
    throw failure('invalid_fields', { body: { body: 'Send a JSON object' } });
  const values = isObject(body) ? body.values : undefined;
  if (values !== undefined && !isObject(values))
    throw failure('invalid_fields', { body: { values: 'Must be an object keyed by field name' } });
  return {
    path: `/${STEP_PATH_SEGMENTS[step.use.type]}/${seg(step.use.module_name)}/fields/${seg(field)}/options`,
    body: values ? { values } : {},
  };
}

/**
 * The Connect API (PROTOCOL.md "What the platform offers partners"; the contract is
 * connections-common's connectApi.ts): a partner runs its users' actions, queries and field options
 * through the platform, for a connection of its own service that the user enabled. Machine calls:
 * the service key says who calls, never a session.
 */
export function connectApiRouter(deps: DomainDeps) {
  const { db, settings } = deps;
  const router = express.Router();
  const client = partnerClientOf(deps, 'connections');
  const keyHeaders = [serviceKeyHeaderName(client.product), `${client.headerPrefix}-Channel-Key`];

  async function caller(req: Request): Promise<KeyService> {
    const key = keyHeaders.map((h) => req.get(h)).find(Boolean);
    const service = key && key.length <= 200 ? await lookUpServiceByKey(settings, 'connections', key) : null;
    if (!service) throw failure('invalid_service_key');
    return service;
  }

  /** The request counted against the service's minute (over it: rate_limited), and its connection, at once. */
  async function countedConnection(service: KeyService, connectionId: string) {
    const [rate, view] = await Promise.allSettled([
      countRequest(db, service.service_id, settings.of(connectionsSettings).connectApiRateLimit),
      ownConnection(db, service.service_id, connectionId),
    ]);
    if (rate.status === 'rejected') throw rate.reason;
    if (rate.value.limited) {
      const error = failure('rate_limited', { retry_after: rate.value.retryAfter });
      throw new ConnectApiFailure(error.error, { 'Retry-After': String(rate.value.retryAfter) });
    }
    if (view.status === 'rejected') throw view.reason;
    return view.value;
  }

  /** Everything up to the partner call is checked first; the request id then guards the call. */
  async function serve(
    req: Request,
    res: Response,
    type: StepType,
    plan: (step: ConnectStep, user: ProtocolUser) => Planned,
  ) {
    const service = await caller(req);
    const view = await countedConnection(service, String(req.params.id));
    const userId = await enabledUser(db, settings, view, req.query[USER_ID_PARAM]);
    const step = connectionStep(view, type, String(req.params.module));
    const planned = plan(step, { timezone: await userTimezone(db, userId) });
    const requestId = req.get(REQUEST_ID_HEADER) || undefined;
    if (requestId !== undefined && requestId.length > REQUEST_ID_MAX)
      throw failure('invalid_fields', {
        body: { [REQUEST_ID_HEADER]: `At most ${REQUEST_ID_MAX} characters` },
      });
    const call = {
      userId,
      ...planned,
      requestId: partnerRequestId(service.service_id, requestId),
      connectionId: view.id,
    };
    if (!requestId) {
      const answer = await callStep(client, step, call);
      return res.status(answer.status).json(answer.body);
    }
    const fingerprint = fingerprintOf([req.method, req.path, req.query[USER_ID_PARAM], req.body ?? null]);
    const reserved = await reserveRequest(db, service.service_id, requestId, fingerprint);
    if (reserved.kind === 'mismatch')
      throw failure('invalid_fields', {
        body: { [REQUEST_ID_HEADER]: 'This request id was used for another request' },
      });
    if (reserved.kind === 'in_flight')
      throw failure('partner_error', { message: 'The first request with this id has not finished.' });
    if (reserved.kind === 'answered') {
      res.setHeader('Idempotent-Replayed', 'true');
      return res.status(reserved.answer.status).json(reserved.answer.body);
    }
    try {
      const answer = await callStep(client, step, call);
      if (answer.keep) await storeAnswer(db, service.service_id, requestId, answer);
      else await releaseRequest(db, service.service_id, requestId);
      res.status(answer.status).json(answer.body);
    } catch (err) {
      await releaseRequest(db, service.service_id, requestId).catch(() => undefined);
      throw err;
    }
  }

  const endpoint =
    (type: StepType, plan: (step: ConnectStep, req: Request, user: ProtocolUser) => Planned) =>
    (req: Request, res: Response) => {
      serve(req, res, type, (step, user) => plan(step, req, user)).catch((err: unknown) => {
        if (err instanceof ConnectApiFailure) {
          res.set(err.headers);
          return res.status(CONNECT_API_ERRORS[err.error.code].status).json(err.error);
        }
        logger.error({ err, path: req.path }, 'connect api: unhandled error');
        res.status(500).json({
          type: 'error',
          code: 'internal_error',
          message: 'Something went wrong on our side; try again.',
          details: {},
        });
      });
    };

  router.post(
    CONNECT_API_ROUTES.actionRun,
    endpoint('action', (step, req, user) => plans.run(step, req.body, user)),
  );
  router.post(
    CONNECT_API_ROUTES.queryPerform,
    endpoint('query', (step, req, user) => plans.perform(step, req.body, user)),
  );
  for (const type of FIELD_OPTION_TYPES)
    router.post(
      CONNECT_API_ROUTES.fieldOptions[type],
      endpoint(type, (step, req) => optionsPlan(step, String(req.params.field), req.body)),
    );
  return router;
}
