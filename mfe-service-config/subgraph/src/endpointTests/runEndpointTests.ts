import type { EventBus } from '@switchyard/server-kit';
import { randomUUID } from 'node:crypto';
import type { TransactionContext } from '@switchyard/events';
import { logger, type Db } from '@switchyard/server-kit';
import { DEFAULT_PRODUCT_SLUG, type PartnerFetch } from '@switchyard/server-kit/partner-client';
import { serviceKeyRefusedHint } from '../serviceKey/serviceKeyRefused';
import {
  actionIdCheck,
  countChecks,
  cursorOf,
  dataList,
  dataObject,
  optionsShapeCheck,
  itemIds,
  skipCheck,
  stableIdsCheck,
  statusIs,
  TRIGGER_DEFAULT_LIMIT,
  TRIGGER_MIN_ITEMS,
  triggerItemChecks,
  validationCheck,
  type Check,
  type PartnerAnswer,
} from './checks';
import { EventRecorder } from './eventRecorder';
import { callPartner } from './partnerCall';
import { endpointTestHeaders, protocolBaseUrl, type Credentials } from './protocolRequest';
import { loadTestPlan, type OptionsField, type PlannedStep, type PlannedTrigger } from './testPlan';

/** The whole run stops after this long (each call has its own time-out as well). */
export const RUN_CAP_MS = 120_000;
export const CALL_TIMEOUT_MS = 10_000;
/** What an endpoint test tells the partner about the user. */

export interface EndpointTestService {
  id: string;
  module_name: string;
  organization_id: string;
  api_url_prefix: string;
  service_key: string;
  authentication_type: string;
}

export interface RunEndpointTestsOptions {
  db: Db;
  runId: string;
  service: EndpointTestService;
  /** The user who began the run (the transaction logs name them). */
  userId: string;
  /** That user's IANA time zone, sent as `user.timezone` in each call; default UTC. */
  timezone?: string;
  /** PRODUCT_SLUG; default switchyard. */
  product?: string;
  /** The partner client's guarded fetch (its allow-list, resolver and recorder): every call goes through it. */
  fetch: PartnerFetch;
  /** The transaction log each call is recorded in (an endpoint_test of the user); none when null or absent. */
  log?: TransactionContext | null;
  maxRunMs?: number;
  callTimeoutMs?: number;
  /** When given, the finished run publishes the service's configuration (its last endpoint test changed). */
  events?: EventBus;
}

type Samples = Record<string, unknown>;

interface SetupSamples {
  triggers: Samples;
  triggerFieldValidations: Samples;
  actions: Samples;
  actionRecordSkipping: Samples;
  queries: Samples;
}

/** Ends the suite early: the partner cannot be reached, gave no samples, or the run ran out of time. */
class StopRun extends Error {
  constructor(readonly reason: 'unreachable' | 'no_samples' | 'timed_out') {
    super(reason);
  }
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);
const objectAt = (v: unknown, key: string): Samples =>
  isObject(v) && isObject(v[key]) ? (v[key] as Samples) : {};

/**
 * One endpoint test run (PROTOCOL.md "What the endpoint test checks"): status and test/setup first,
 * then every API trigger (feed triggers are skipped) with its service-validated and dynamic-option
 * fields, every action and every query with their dynamic-option fields. Each request, answer and
 * check becomes an event; the run ends with suite_end and its row finished, whatever happens.
 */
export async function runEndpointTests(opts: RunEndpointTestsOptions): Promise<void> {
  const rec = new EventRecorder(opts.db, opts.runId, opts.events);
  const maxRunMs = opts.maxRunMs ?? RUN_CAP_MS;
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), maxRunMs);
  let extra: Record<string, unknown> = {};
  try {
    await new Suite(opts, rec, deadline.signal, maxRunMs).run();
  } catch (err) {
    if (err instanceof StopRun) {
      extra = err.reason === 'timed_out' ? { timed_out: true } : { stopped: true, reason: err.reason };
    } else {
      logger.error({ err, runId: opts.runId }, 'endpoint test run failed');
      extra = { stopped: true, reason: 'internal_error' };
    }
  } finally {
    clearTimeout(timer);
  }
  try {
    await rec.finish(extra);
  } catch (err) {
    logger.error({ err, runId: opts.runId }, 'could not end an endpoint test run');
  }
}

class Suite {
  private readonly base: string;
  private readonly product: string;
  private accessToken: string | null = null;
  private samples: SetupSamples | null = null;

  constructor(
    private readonly opts: RunEndpointTestsOptions,
    private readonly rec: EventRecorder,
    private readonly deadline: AbortSignal,
    private readonly maxRunMs: number,
  ) {
    this.product = opts.product || DEFAULT_PRODUCT_SLUG;
    this.base = protocolBaseUrl(opts.service.api_url_prefix, this.product);
  }

  async run() {
    await this.status();
    await this.setup();
    await this.wrongServiceKey();
    const plan = await loadTestPlan(this.opts.db, this.opts.service.id);
    for (const t of plan.triggers) await this.trigger(t);
    for (const a of plan.actions) await this.action(a);
    for (const q of plan.queries) await this.query(q);
  }

  // ---- one test case: the request, then the response and its checks, or the error

  private async testCase(
    contextPath: string,
    call: { method: 'GET' | 'POST' | 'DELETE'; path: string; body?: unknown; credentials: Credentials },
    evaluate: (answer: PartnerAnswer) => Check[],
  ): Promise<PartnerAnswer | null> {
    if (this.deadline.aborted) throw new StopRun('timed_out');
    const outcome = await callPartner(
      {
        method: call.method,
        url: this.base + call.path,
        headers: endpointTestHeaders({
          product: this.product,
          serviceKey: this.opts.service.service_key,
          credentials: call.credentials,
          hasBody: call.body !== undefined,
        }),
        body: call.body,
      },
      {
        fetch: this.opts.fetch,
        log: this.opts.log ?? null,
        timeoutMs: this.opts.callTimeoutMs ?? CALL_TIMEOUT_MS,
        signal: this.deadline,
        secrets: [this.opts.service.service_key, ...(this.accessToken ? [this.accessToken] : [])],
      },
    );
    await this.rec.emit('test_case_request', contextPath, outcome.request);
    if (!outcome.answer) {
      const timedOut = this.deadline.aborted;
      await this.rec.emit('test_case_error', contextPath, {
        message: timedOut
          ? `The endpoint test was stopped: it ran longer than ${Math.round(this.maxRunMs / 1000)} seconds.`
          : outcome.error!.message,
        code: timedOut ? 'run_timeout' : outcome.error!.code,
      });
      if (timedOut) throw new StopRun('timed_out');
      return null;
    }
    await this.rec.emit('test_case_response', contextPath, outcome.response!);
    const refusedKey =
      outcome.answer.status === 401 &&
      call.credentials.kind !== 'bad_token' &&
      call.credentials.kind !== 'bad_service_key';
    for (const evaluated of evaluate(outcome.answer)) {
      const c =
        refusedKey && !evaluated.passed && evaluated.check.startsWith('status_')
          ? {
              ...evaluated,
              detail:
                `${evaluated.detail ?? ''} ${serviceKeyRefusedHint(this.product, { withToken: call.credentials.kind === 'user' })}`.trim(),
            }
          : evaluated;
      await this.rec.emit(c.passed ? 'assertion_success' : 'assertion_failure', contextPath, {
        check: c.check,
        message: c.message,
        ...(c.detail ? { detail: c.detail } : {}),
      });
    }
    return outcome.answer;
  }

  private skipCase(contextPath: string, message: string) {
    return this.rec.emit('test_case_skip', contextPath, { message });
  }

  /** The protocol's `user`: the zone of the viewer who began the run. */
  private get testUser() {
    return { timezone: this.opts.timezone ?? 'UTC' };
  }

  private get user(): Credentials {
    return { kind: 'user', accessToken: this.accessToken };
  }

  // ---- status and test/setup

  private async status() {
    const answer = await this.testCase(
      'status/healthy',
      { method: 'GET', path: '/status', credentials: { kind: 'service' } },
      (a) => [statusIs(a, 200, 'Answers 200 (healthy)')],
    );
    if (!answer) throw new StopRun('unreachable');
  }

  /** A service-level call with a key the partner cannot know must be refused. */
  private async wrongServiceKey() {
    await this.testCase(
      'status/invalid_service_key',
      { method: 'GET', path: '/status', credentials: { kind: 'bad_service_key' } },
      (a) => [statusIs(a, 401, 'Answers 401 to a wrong service key')],
    );
  }

  private async setup() {
    const usesUserAuth = this.opts.service.authentication_type !== 'auth_not_required';
    let samples: Record<string, unknown> | null = null;
    let token: unknown;
    const answer = await this.testCase(
      'test/setup/samples',
      { method: 'POST', path: '/test/setup', credentials: { kind: 'service' } },
      (a) => {
        const checks = [statusIs(a, 200)];
        const { check, data } = dataObject(a);
        checks.push(check);
        if (!data) return checks;
        samples = isObject(data.samples) ? data.samples : null;
        checks.push({
          check: 'samples',
          message: 'data.samples is an object',
          passed: samples !== null,
          ...(samples ? {} : { detail: 'data.samples is missing or not an object.' }),
        });
        token = data.accessToken;
        const tokenOk = typeof token === 'string' ? token !== '' : !usesUserAuth && token === undefined;
        checks.push({
          check: 'access_token',
          message: usesUserAuth
            ? 'data.accessToken is a non-empty string'
            : 'data.accessToken, when given, is a non-empty string',
          passed: tokenOk,
          ...(tokenOk
            ? {}
            : {
                detail:
                  token === undefined
                    ? 'data.accessToken is missing.'
                    : 'data.accessToken is not a non-empty string.',
              }),
        });
        return checks;
      },
    );
    if (!answer || !samples) throw new StopRun('no_samples');
    this.accessToken = typeof token === 'string' && token !== '' ? token : null;
    this.samples = {
      triggers: objectAt(samples, 'triggers'),
      triggerFieldValidations: objectAt(samples, 'triggerFieldValidations'),
      actions: objectAt(samples, 'actions'),
      actionRecordSkipping: objectAt(samples, 'actionRecordSkipping'),
      queries: objectAt(samples, 'queries'),
    };
  }

  // ---- triggers

  private async trigger(planned: PlannedTrigger) {
    const { trigger } = planned;
    if (!trigger.slug) {
      await this.rec.emit('endpoint_skip', `triggers/${trigger.id}`, {
        message: `${trigger.name} is a feed trigger: it is read from its feed, not from your API.`,
      });
      return;
    }
    const endpoint = `triggers/${trigger.slug}`;
    const path = `/triggers/${encodeURIComponent(trigger.slug)}`;
    const sample = this.samples!.triggers[trigger.slug];
    if (sample === undefined && planned.hasFields) {
      await this.rec.emit('endpoint_error', endpoint, {
        message: `test/setup gave no sample for this trigger (samples.triggers.${trigger.slug}).`,
      });
    } else {
      const body = {
        trigger_identity: `endpoint-test-${randomUUID()}`,
        triggerFields: isObject(sample) ? sample : {},
        user: this.testUser,
      };
      const items = (a: PartnerAnswer, more: (list: unknown[]) => Check[]) => {
        const checks = [statusIs(a, 200)];
        if (a.status !== 200) return checks;
        const { check, list } = dataList(a);
        return list ? [...checks, check, ...more(list)] : [...checks, check];
      };
      let firstIds: string[] = [];
      await this.testCase(
        `${endpoint}/default`,
        { method: 'POST', path, body, credentials: this.user },
        (a) =>
          items(a, (list) => {
            firstIds = itemIds(list);
            return [
              countChecks(list, {
                check: 'at_least_3',
                message: `Returns at least ${TRIGGER_MIN_ITEMS} items`,
                min: TRIGGER_MIN_ITEMS,
              }),
              countChecks(list, {
                check: 'default_limit',
                message: `Returns at most ${TRIGGER_DEFAULT_LIMIT} items when no limit is sent`,
                max: TRIGGER_DEFAULT_LIMIT,
              }),
              ...triggerItemChecks(list),
            ];
          }),
      );
      // The same call again: the same items must come with the same ids (the platform's dedup key).
      await this.testCase(
        `${endpoint}/same_ids`,
        { method: 'POST', path, body, credentials: this.user },
        (a) => items(a, (list) => [stableIdsCheck(firstIds, list)]),
      );
      await this.testCase(
        `${endpoint}/limit_1`,
        { method: 'POST', path, body: { ...body, limit: 1 }, credentials: this.user },
        (a) =>
          items(a, (list) => [
            countChecks(list, {
              check: 'limit_1',
              message: 'Returns exactly 1 item when limit is 1',
              min: 1,
              max: 1,
            }),
          ]),
      );
      await this.testCase(
        `${endpoint}/limit_0`,
        { method: 'POST', path, body: { ...body, limit: 0 }, credentials: this.user },
        (a) =>
          items(a, (list) => [
            countChecks(list, { check: 'limit_0', message: 'Returns no items when limit is 0', max: 0 }),
          ]),
      );
      if (this.accessToken) {
        await this.testCase(
          `${endpoint}/invalid_token`,
          { method: 'POST', path, body, credentials: { kind: 'bad_token' } },
          (a) => [statusIs(a, 401, 'Answers 401 to an invalid access token')],
        );
      } else {
        await this.skipCase(
          `${endpoint}/invalid_token`,
          'test/setup gave no access token, so there is no token to spoil.',
        );
      }
      await this.testCase(
        `${endpoint}/unknown_key`,
        {
          method: 'POST',
          path,
          body: { ...body, unknown_key_from_the_platform: 'Keys you do not know must be ignored.' },
          credentials: this.user,
        },
        (a) => items(a, () => []),
      );
      if (planned.hasFields) {
        const { triggerFields: _left, ...withoutFields } = body;
        await this.testCase(
          `${endpoint}/missing_trigger_fields`,
          { method: 'POST', path, body: withoutFields, credentials: this.user },
          (a) => [statusIs(a, 400, 'Answers 400 when triggerFields is missing')],
        );
      } else {
        await this.skipCase(`${endpoint}/missing_trigger_fields`, 'This trigger has no fields.');
      }
      await this.testCase(
        `${endpoint}/trigger_identity_delete`,
        {
          method: 'DELETE',
          path: `${path}/trigger_identity/${encodeURIComponent(body.trigger_identity)}`,
          credentials: { kind: 'service' },
        },
        (a) => [statusIs(a, 200, 'Accepts the end of a trigger identity (DELETE …/trigger_identity/{id})')],
      );
    }
    for (const field of planned.validatedFields) await this.validatedField(trigger.slug, field);
    for (const field of planned.optionsFields) await this.optionsField('triggers', trigger.slug, field);
  }

  private async validatedField(triggerSlug: string, field: string) {
    const endpoint = `triggers/${triggerSlug}/fields/${field}/validate`;
    const samples = objectAt(this.samples!.triggerFieldValidations[triggerSlug], field);
    if (!('valid' in samples) || !('invalid' in samples)) {
      await this.rec.emit('endpoint_error', endpoint, {
        message: `test/setup gave no valid and invalid samples for this field (samples.triggerFieldValidations.${triggerSlug}.${field}).`,
      });
      return;
    }
    const path = `/triggers/${encodeURIComponent(triggerSlug)}/fields/${encodeURIComponent(field)}/validate`;
    for (const [name, value, expectValid] of [
      ['valid_sample', samples.valid, true],
      ['invalid_sample', samples.invalid, false],
    ] as const) {
      await this.testCase(
        `${endpoint}/${name}`,
        { method: 'POST', path, body: { value }, credentials: this.user },
        (a) => {
          const status = statusIs(a, 200);
          return status.passed ? [status, ...validationCheck(a, expectValid)] : [status];
        },
      );
    }
  }

  private async optionsField(
    kind: 'triggers' | 'actions' | 'queries',
    stepSlug: string,
    field: OptionsField,
  ) {
    const endpoint = `${kind}/${stepSlug}/fields/${field.slug}/options`;
    const path = `/${kind}/${encodeURIComponent(stepSlug)}/fields/${encodeURIComponent(field.slug)}/options`;
    await this.testCase(
      `${endpoint}/default`,
      { method: 'POST', path, body: {}, credentials: this.user },
      (a) => {
        const status = statusIs(a, 200);
        if (!status.passed) return [status];
        const { check, list } = dataList(a);
        return list ? [status, check, optionsShapeCheck(list, field.nested)] : [status, check];
      },
    );
  }

  // ---- actions

  private async action(planned: PlannedStep) {
    const endpoint = `actions/${planned.slug}`;
    const path = `/actions/${encodeURIComponent(planned.slug)}`;
    const sample = this.samples!.actions[planned.slug];
    if (sample === undefined && planned.hasFields) {
      await this.rec.emit('endpoint_error', endpoint, {
        message: `test/setup gave no sample for this action (samples.actions.${planned.slug}).`,
      });
    } else {
      await this.testCase(
        `${endpoint}/sample`,
        {
          method: 'POST',
          path,
          body: { actionFields: isObject(sample) ? sample : {}, user: this.testUser },
          credentials: this.user,
        },
        (a) => {
          const status = statusIs(a, 200);
          if (!status.passed) return [status];
          const { check, list } = dataList(a);
          return list ? [status, check, actionIdCheck(list)] : [status, check];
        },
      );
      const skip = this.samples!.actionRecordSkipping[planned.slug];
      if (skip === undefined) {
        await this.skipCase(
          `${endpoint}/skip`,
          `test/setup gave no skip sample for this action (samples.actionRecordSkipping.${planned.slug}).`,
        );
      } else {
        await this.testCase(
          `${endpoint}/skip`,
          {
            method: 'POST',
            path,
            body: { actionFields: isObject(skip) ? skip : {}, user: this.testUser },
            credentials: this.user,
          },
          (a) => [statusIs(a, 400, 'Answers 400 to the skip sample'), skipCheck(a)],
        );
      }
    }
    for (const field of planned.optionsFields) await this.optionsField('actions', planned.slug, field);
  }

  // ---- queries

  private async query(planned: PlannedStep) {
    const endpoint = `queries/${planned.slug}`;
    const path = `/queries/${encodeURIComponent(planned.slug)}`;
    const sample = this.samples!.queries[planned.slug];
    if (sample === undefined && planned.hasFields) {
      await this.rec.emit('endpoint_error', endpoint, {
        message: `test/setup gave no sample for this query (samples.queries.${planned.slug}).`,
      });
    } else {
      const body = { queryFields: isObject(sample) ? sample : {}, user: this.testUser };
      const rows = (a: PartnerAnswer, more: (list: unknown[]) => Check[]) => {
        const status = statusIs(a, 200);
        if (!status.passed) return [status];
        const { check, list } = dataList(a);
        return list ? [status, check, ...more(list)] : [status, check];
      };
      let available = 0;
      await this.testCase(`${endpoint}/sample`, { method: 'POST', path, body, credentials: this.user }, (a) =>
        rows(a, (list) => {
          available = list.length;
          return [countChecks(list, { check: 'rows', message: 'Returns at least one row', min: 1 })];
        }),
      );
      let firstPage: unknown[] = [];
      let cursor: string | null = null;
      await this.testCase(
        `${endpoint}/limit_1`,
        { method: 'POST', path, body: { ...body, limit: 1 }, credentials: this.user },
        (a) =>
          rows(a, (list) => {
            firstPage = list;
            cursor = cursorOf(a);
            const checks = [
              countChecks(list, {
                check: 'limit_1',
                message: 'Returns at most 1 row when limit is 1',
                max: 1,
              }),
            ];
            if (available > 1) {
              checks.push({
                check: 'cursor',
                message: 'Returns a cursor while more rows remain',
                passed: cursor !== null,
                ...(cursor ? {} : { detail: 'There is no cursor (a non-empty string) in the answer.' }),
              });
            }
            return checks;
          }),
      );
      if (!cursor) {
        await this.skipCase(`${endpoint}/cursor`, 'There is no cursor to follow.');
      } else {
        await this.testCase(
          `${endpoint}/cursor`,
          { method: 'POST', path, body: { ...body, limit: 1, cursor }, credentials: this.user },
          (a) =>
            rows(a, (list) => [
              countChecks(list, { check: 'next_page_rows', message: 'The next page has rows', min: 1 }),
              {
                check: 'next_page_differs',
                message: 'The next page is not the first page again',
                passed: list.length === 0 || JSON.stringify(list[0]) !== JSON.stringify(firstPage[0]),
                ...(list.length > 0 && JSON.stringify(list[0]) === JSON.stringify(firstPage[0])
                  ? { detail: 'The cursor gave the first row again.' }
                  : {}),
              },
            ]),
        );
      }
    }
    for (const field of planned.optionsFields) await this.optionsField('queries', planned.slug, field);
  }
}
