import {
  findInputProblem,
  notFound,
  requireViewer,
  type DomainDeps,
  type FieldError,
  type RequestContext,
} from '@switchyard/server-kit';
import { isMember } from '../access';
import { serviceConfigPartner } from '../partner';
import { serviceConfigSettings } from '../settings';
import { writeToService } from '../queries/writeAccess';
import { validateScript } from '@switchyard/service-config-common/rules/channelScript';
import { NOT_IN_LIST } from '@switchyard/service-config-common/rules/stepName';
import {
  isScriptStepType,
  operationErrors,
  parseStepBody,
  scriptEndpoint,
  scriptEndpointOptions,
  unknownOperationErrors,
  type ScriptOperation,
} from '@switchyard/service-config-common/rules/stepTest';
import { runChannelScript, type ScriptRequest, type ScriptRunResult } from './runChannelScript';
import { createRunRateLimit, TOO_MANY_RUNS } from './runRateLimit';
import { createScriptFetch, SCRIPT_FETCH_MAX_RESPONSE_BYTES } from './scriptFetch';
import { stepsNamed } from './scriptSteps';
import { saveScript } from './scriptStore';
import { findServiceByModuleName, serviceKeyOf, type ServiceRow } from '../services/serviceStore';
import { queriesOfServices } from '../queries/queryStore';
import { fieldsOfTriggers, findTriggerField } from '../steps/stepFieldStore';
import { actionsOfServices, triggersOfServices } from '../steps/stepStore';
import { withGraphQLErrors } from '../resolvers/graphqlErrors';
import { serviceIdByModuleName } from '../queries/queryMutations';

interface UpdateChannelScriptArgs {
  channel_module_name: string;
  script: string;
}

interface RunStepTestArgs {
  channel_module_name: string;
  step_module_name: string;
  step_field_slug?: string | null;
  operation: string;
  step_body?: unknown;
  step_type?: string | null;
}

const SERVICE_NOT_FOUND = 'Service not found.';
export const NO_SCRIPT = "can't be blank: save a script first";
export const NOT_A_STEP = 'is not a trigger, query or action of this service';
export const NOT_A_FIELD = 'is not a field of this trigger';
export const SHARED_NAME = "can't be blank: a trigger, query or action share this name";

/**
 * protocol_response of a run: what the script returned, with its logs and duration; only the logs
 * and duration when it failed (the errors say why).
 */
function runPayload(result: ScriptRunResult) {
  const run = { logs: result.logs, duration_ms: Math.round(result.durationMs) };
  if (result.ok) return { protocol_response: { response: result.value ?? null, ...run }, errors: [] };
  return { protocol_response: run, errors: [{ attribute: 'script', message: result.error.message }] };
}

const refused = (errors: FieldError[]) => ({ protocol_response: null, errors });

export function scriptResolvers(deps: DomainDeps) {
  const { db } = deps;
  const partner = serviceConfigPartner(deps);
  const { product } = partner;
  const rateLimit = createRunRateLimit(serviceConfigSettings(deps).scriptRunRateLimit);

  return {
    Service: {
      /** Members of the owning organization only, like demo_account_password (checked again here). */
      async script(s: ServiceRow, _: unknown, ctx: RequestContext) {
        return (await isMember(ctx, s.organization_id)) ? (s.script ?? null) : null;
      },
      /** Services are reached through member-only paths; one query per list. */
      async script_endpoints(s: ServiceRow) {
        const triggers = (await triggersOfServices(db, [s.id])).get(s.id) ?? [];
        const fields = await fieldsOfTriggers(
          db,
          triggers.map((t) => t.id),
        );
        return scriptEndpointOptions(product, {
          triggers: triggers.map((t) => ({ slug: t.slug, fields: fields.get(t.id) ?? [] })),
          queries: (await queriesOfServices(db, [s.id])).get(s.id) ?? [],
          actions: (await actionsOfServices(db, [s.id])).get(s.id) ?? [],
        });
      },
    },
    Mutation: {
      updateChannelScript: (_: unknown, args: UpdateChannelScriptArgs, ctx: RequestContext) => {
        const { value, errors } = validateScript(args.script);
        return writeToService({
          ctx,
          db,
          find: (tx) => serviceIdByModuleName(tx, args.channel_module_name),
          notFoundMessage: SERVICE_NOT_FOUND,
          refuse: (errs) => ({ script: null as string | null, errors: errs }),
          write: async (tx, serviceId) =>
            errors.length
              ? { script: null, errors }
              : { script: await saveScript(tx, serviceId, value), errors: [] },
        });
      },

      /**
       * Runs the saved script for one operation of one step. It writes nothing but transaction logs
       * of the script's calls, so published services may run too; members only.
       */
      runStepTest: withGraphQLErrors(async (_: unknown, args: RunStepTestArgs, ctx: RequestContext) => {
        const viewer = requireViewer(ctx);
        const service = await findServiceByModuleName(db, args.channel_module_name);
        if (!service || !(await isMember(ctx, service.organization_id))) throw notFound(SERVICE_NOT_FOUND);
        if (!rateLimit.take(viewer.id)) return refused([{ attribute: 'base', message: TOO_MANY_RUNS }]);

        const stepType = args.step_type || null;
        const knownStepType = stepType && isScriptStepType(stepType) ? stepType : null;
        const body = parseStepBody(args.step_body);
        // Given as JSON text, the body is parsed here: the edge guard's checks apply to what it holds.
        const unsafe = body.errors.length ? null : findInputProblem(body.value, 'step_body');
        const inputErrors = [
          ...unknownOperationErrors(args.operation),
          ...(stepType && !knownStepType ? [{ attribute: 'step_type', message: NOT_IN_LIST }] : []),
          ...body.errors,
          ...(unsafe ? [{ attribute: unsafe.path, message: unsafe.message }] : []),
        ];
        if (inputErrors.length) return refused(inputErrors);
        const operation = args.operation as ScriptOperation;

        const steps = await stepsNamed(db, service.id, args.step_module_name, knownStepType);
        if (steps.length === 0) return refused([{ attribute: 'step_module_name', message: NOT_A_STEP }]);
        if (steps.length > 1) return refused([{ attribute: 'step_type', message: SHARED_NAME }]);
        const step = steps[0];
        const fieldSlug = args.step_field_slug || null;
        const opErrors = operationErrors(operation, step.type, fieldSlug);
        if (opErrors.length) return refused(opErrors);
        if (fieldSlug && !(await findTriggerField(db, step.id, fieldSlug))) {
          return refused([{ attribute: 'step_field_slug', message: NOT_A_FIELD }]);
        }
        if (!service.script) return refused([{ attribute: 'script', message: NO_SCRIPT }]);

        const request: ScriptRequest = {
          operation,
          endpoint: scriptEndpoint(product, step.type, step.module_name, fieldSlug),
          step: { type: step.type, module_name: step.module_name, field_slug: fieldSlug },
          body: body.value,
          service: { module_name: service.module_name, api_url_prefix: service.api_url_prefix },
        };
        const fetch = createScriptFetch({
          apiUrlPrefix: service.api_url_prefix,
          product,
          serviceKey: serviceKeyOf(service),
          partner: {
            fetch: partner.fetch,
            maxResponseBytes: SCRIPT_FETCH_MAX_RESPONSE_BYTES,
            log: {
              type: 'script',
              userId: viewer.id,
              organizationId: service.organization_id,
              serviceId: service.id,
              moduleName: service.module_name,
            },
          },
        });
        return runPayload(await runChannelScript(service.script, request, { fetch }, viewer.id));
      }),
    },
  };
}
