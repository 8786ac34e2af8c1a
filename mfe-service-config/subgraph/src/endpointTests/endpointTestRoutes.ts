import { contextOf, handle, HttpError, logger, notFound, type DomainDeps } from '@switchyard/server-kit';
import express, { type Request } from 'express';
import { requireMemberService } from '../access';
import { serviceConfigPartner } from '../partner';
import { type ServiceRow } from '../services/serviceStore';
import { abandonStaleRuns, createRun, eventsFrom, findRun } from './endpointTestStore';
import { RUN_CAP_MS, runEndpointTests } from './runEndpointTests';

/** The page's session path (POST) and results path (GET ?session_id=&offset=). */
export const ENDPOINT_TESTS_PATH = '/services/:slug/endpoint_tests';
export const ENDPOINT_TEST_RESULTS_PATH = '/services/:slug/endpoint_tests/results';
export const ENDPOINT_TEST_REST_PATHS = [ENDPOINT_TESTS_PATH, ENDPOINT_TEST_RESULTS_PATH];

/** Events per results answer; the page asks again from the next offset. */
export const RESULTS_PAGE_SIZE = 500;
/** A run still unfinished this long after it began has lost its process: it no longer blocks a new one. */
const STALE_RUN_MS = RUN_CAP_MS + 60_000;

export const SERVICE_NOT_FOUND = 'Service not found.';
export const SESSION_NOT_FOUND = 'No such endpoint test session.';
export const ALREADY_RUNNING = 'An endpoint test of this service is already running.';
export const NO_API_URL_PREFIX = "Set the service's API URL prefix before running endpoint tests.";

type ServiceWithKey = ServiceRow & { service_key: string };

export interface EndpointTestRouterOptions {
  /** Each run's promise as it starts (tests wait for it; the server does not). */
  onRunStarted?: (runId: string, done: Promise<void>) => void;
  maxRunMs?: number;
}

/**
 * POST /services/{slug}/endpoint_tests → 201 {session_id}: begins a run on the server (members of the
 * owning organization; 409 {error, session_id} while one runs; 422 without an api_url_prefix).
 * GET /services/{slug}/endpoint_tests/results?session_id=&offset= → 200 {events, finished}.
 * An unknown service, someone else's service and an unknown session answer 404 alike.
 */
export function endpointTestRouter(deps: DomainDeps, opts: EndpointTestRouterOptions = {}) {
  const partner = serviceConfigPartner(deps);
  const router = express.Router();

  const memberService = async (req: Request) =>
    (await requireMemberService(
      deps.db,
      contextOf(req),
      String(req.params.slug),
      SERVICE_NOT_FOUND,
    )) as ServiceWithKey;

  router.post(
    ENDPOINT_TESTS_PATH,
    handle(async (req, res) => {
      const service = await memberService(req);
      const viewer = contextOf(req).viewer!;
      const apiUrlPrefix = service.api_url_prefix?.trim();
      if (!apiUrlPrefix) {
        throw new HttpError(422, NO_API_URL_PREFIX, [
          { attribute: 'api_url_prefix', message: "can't be blank" },
        ]);
      }
      await abandonStaleRuns(deps.db, service.id, STALE_RUN_MS);
      const run = await createRun(deps.db, service.id, viewer.id);
      if (!run.created) {
        res.status(409).json({ error: ALREADY_RUNNING, errors: [], session_id: run.runningId });
        return;
      }
      const done = runEndpointTests({
        db: deps.db,
        events: deps.events,
        runId: run.id,
        service: { ...service, api_url_prefix: apiUrlPrefix },
        userId: viewer.id,
        timezone: viewer.timezone,
        product: partner.product,
        fetch: partner.fetch,
        log: {
          type: 'endpoint_test',
          userId: viewer.id,
          organizationId: service.organization_id,
          serviceId: service.id,
          moduleName: service.module_name,
        },
        maxRunMs: opts.maxRunMs,
      }).catch((err: unknown) => logger.error({ err, runId: run.id }, 'endpoint test run failed'));
      opts.onRunStarted?.(run.id, done);
      res.status(201).json({ session_id: run.id });
    }),
  );

  router.get(
    ENDPOINT_TEST_RESULTS_PATH,
    handle(async (req, res) => {
      const service = await memberService(req);
      const run = await findRun(deps.db, String(req.query.session_id ?? ''));
      if (!run || run.service_id !== service.id) throw notFound(SESSION_NOT_FOUND);
      const offset = offsetOf(req.query.offset);
      const events = await eventsFrom(deps.db, run.id, offset, RESULTS_PAGE_SIZE);
      // suite_end is stored with the run's end, so a finished run's last page carries it.
      const finished = run.finished_at !== null && events.length < RESULTS_PAGE_SIZE;
      res.setHeader('Cache-Control', 'no-store');
      res.json({ events, finished });
    }),
  );

  return router;
}

function offsetOf(value: unknown): number {
  if (value === undefined || value === '') return 0;
  const n = Number(value);
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value) || !Number.isSafeInteger(n)) {
    throw new HttpError(400, 'offset must be a whole number, 0 or more.', [
      { attribute: 'offset', message: 'must be a whole number, 0 or more' },
    ]);
  }
  return n;
}
