import type { FieldError } from '../fieldError';
import { BLANK, NOT_IN_LIST, tooLong } from './stepName';

/**
 * The rules of a script run (see "Script run operations" in
 * spec/service-config.md#graphql-single-endpoint-path-not-shown, "Script test body" in
 * spec/service-config.md#5-validation-rules): which operations each step type allows, the endpoint a run
 * names, and the request body.
 */
export const SCRIPT_OPERATIONS = [
  'run',
  'dropdown',
  'validate',
  'contextual_validation',
  'delete_trigger_identity',
] as const;
export type ScriptOperation = (typeof SCRIPT_OPERATIONS)[number];

export const SCRIPT_STEP_TYPES = ['trigger', 'query', 'action'] as const;
export type ScriptStepType = (typeof SCRIPT_STEP_TYPES)[number];

/** Triggers allow every operation; queries and actions run and contextual_validation only. */
export const OPERATIONS_BY_STEP_TYPE: Record<ScriptStepType, readonly ScriptOperation[]> = {
  trigger: SCRIPT_OPERATIONS,
  query: ['run', 'contextual_validation'],
  action: ['run', 'contextual_validation'],
};

/** The operations about one field of the step (its options, its validation). */
export const FIELD_OPERATIONS: readonly ScriptOperation[] = ['dropdown', 'validate'];

export const DEFAULT_STEP_BODY = { fields: {}, limit: 1 };
/** Word for word from spec/service-config.md#5-validation-rules. */
export const BODY_NOT_JSON = 'Fail to JSON.parse request body. Check value provided.';
export const BODY_NOT_OBJECT = 'must be a JSON object';
/** The request body's cap, in characters of its JSON text. */
export const STEP_BODY_MAX = 100_000;

const PLURAL: Record<ScriptStepType, 'triggers' | 'queries' | 'actions'> = {
  trigger: 'triggers',
  query: 'queries',
  action: 'actions',
};

export const operationNotAllowed = (stepType: ScriptStepType) =>
  `is not allowed for ${PLURAL[stepType]} (only run and contextual_validation are)`;
export const FIELD_NOT_USED = 'must be blank for this operation (only dropdown and validate name a field)';

export const isScriptOperation = (op: string): op is ScriptOperation =>
  (SCRIPT_OPERATIONS as readonly string[]).includes(op);
export const isScriptStepType = (t: string): t is ScriptStepType =>
  (SCRIPT_STEP_TYPES as readonly string[]).includes(t);

/**
 * The run panel's endpoint: /{product}/v1/{triggers|queries|actions}/{module}[/field/{slug}] (see "Endpoint
 * options" in spec/service-config.md#graphql-single-endpoint-path-not-shown).
 */
export function scriptEndpoint(
  product: string,
  stepType: ScriptStepType,
  moduleName: string,
  fieldSlug?: string | null,
): string {
  const step = `/${product}/v1/${PLURAL[stepType]}/${encodeURIComponent(moduleName)}`;
  return fieldSlug ? `${step}/field/${encodeURIComponent(fieldSlug)}` : step;
}

/** Whether the operation may run on this step type, with or without a field (errors on 'operation', 'step_field_slug'). */
export function operationErrors(
  operation: ScriptOperation,
  stepType: ScriptStepType,
  fieldSlug: string | null,
): FieldError[] {
  if (!OPERATIONS_BY_STEP_TYPE[stepType].includes(operation)) {
    return [{ attribute: 'operation', message: operationNotAllowed(stepType) }];
  }
  const needsField = FIELD_OPERATIONS.includes(operation);
  if (needsField && !fieldSlug) return [{ attribute: 'step_field_slug', message: BLANK }];
  if (!needsField && fieldSlug) return [{ attribute: 'step_field_slug', message: FIELD_NOT_USED }];
  return [];
}

export function unknownOperationErrors(operation: string): FieldError[] {
  return isScriptOperation(operation) ? [] : [{ attribute: 'operation', message: NOT_IN_LIST }];
}

export type StepBody = Record<string, unknown>;

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Shapes of the body's known keys (runStepTest's step_body in
 * spec/service-config.md#graphql-single-endpoint-path-not-shown: fields, limit, cursor, value, values,
 * trigger_identity); other keys pass through.
 */
const KEY_PROBLEMS: Record<string, (v: unknown) => string | undefined> = {
  fields: (v) => (isPlainObject(v) ? undefined : BODY_NOT_OBJECT),
  values: (v) => (isPlainObject(v) ? undefined : BODY_NOT_OBJECT),
  limit: (v) =>
    typeof v === 'number' && Number.isInteger(v) && v >= 0 ? undefined : 'must be a whole number from 0',
  cursor: (v) => (v === null || typeof v === 'string' ? undefined : 'must be a string'),
  trigger_identity: (v) => (typeof v === 'string' ? undefined : 'must be a string'),
};

/**
 * The request body of a run: a JSON object, given as one or as its JSON text; absent (null) means
 * the default, empty fields and limit 1. Errors are on 'step_body' ('step_body.limit' for a key).
 */
export function parseStepBody(raw: unknown): { value: StepBody; errors: FieldError[] } {
  const refuse = (message: string, attribute = 'step_body') => ({
    value: {},
    errors: [{ attribute, message }],
  });
  if (raw === null || raw === undefined) return { value: { ...DEFAULT_STEP_BODY }, errors: [] };
  let body = raw;
  if (typeof raw === 'string') {
    if (raw.length > STEP_BODY_MAX) return refuse(tooLong(STEP_BODY_MAX));
    try {
      body = JSON.parse(raw);
    } catch {
      return refuse(BODY_NOT_JSON);
    }
  } else if (JSON.stringify(raw).length > STEP_BODY_MAX) {
    return refuse(tooLong(STEP_BODY_MAX));
  }
  if (!isPlainObject(body)) return refuse(BODY_NOT_OBJECT);
  for (const [key, problemOf] of Object.entries(KEY_PROBLEMS)) {
    const problem = Object.hasOwn(body, key) ? problemOf(body[key]) : undefined;
    if (problem) return refuse(problem, `step_body.${key}`);
  }
  return { value: body, errors: [] };
}

/** One option of the run panel's Request endpoint, with the operations it takes. */
export interface ScriptEndpointOption {
  endpoint: string;
  step_type: ScriptStepType;
  step_module_name: string;
  /** The trigger field (dropdown, validate); null for the step itself. */
  field_slug: string | null;
  operations: ScriptOperation[];
}

/**
 * The Request endpoint options of a service, in the order of its pages: each protocol trigger, then
 * its fields (only triggers take the field operations), then the queries and the actions. Feed
 * triggers have no protocol endpoint and are left out.
 */
export function scriptEndpointOptions(
  product: string,
  steps: {
    triggers: { slug: string | null; fields: { slug: string }[] }[];
    queries: { module_name: string }[];
    actions: { slug: string }[];
  },
): ScriptEndpointOption[] {
  const stepOps = (type: ScriptStepType) =>
    OPERATIONS_BY_STEP_TYPE[type].filter((op) => !FIELD_OPERATIONS.includes(op));
  const option = (type: ScriptStepType, name: string, field: string | null = null): ScriptEndpointOption => ({
    endpoint: scriptEndpoint(product, type, name, field),
    step_type: type,
    step_module_name: name,
    field_slug: field,
    operations: field ? [...FIELD_OPERATIONS] : stepOps(type),
  });
  return [
    ...steps.triggers.flatMap((t) =>
      t.slug ? [option('trigger', t.slug), ...t.fields.map((f) => option('trigger', t.slug!, f.slug))] : [],
    ),
    ...steps.queries.map((q) => option('query', q.module_name)),
    ...steps.actions.map((a) => option('action', a.slug)),
  ];
}
