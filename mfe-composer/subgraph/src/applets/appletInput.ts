import { isValidDelay } from '@switchyard/composer-common/delay';
import { checkMetadata } from '@switchyard/composer-common/metadata';
import { findInputProblem } from '@switchyard/server-kit';

/**
 * A problem with a saved applet, as the composer shows it (see
 * spec/composer-and-header.md#5-validation-rules: parameter path, message).
 */
export interface Detail {
  parameter: string;
  message: string;
}

export type StepKind = 'trigger' | 'query' | 'action';

export interface FieldInput {
  name: string;
  custom_label: string | null;
  hidden: boolean;
  /** The parsed default_value_json; undefined when none was given. */
  default_value: unknown;
}

export interface StepInput {
  kind: StepKind;
  /** The step's path in the details: /applet/applet_trigger, /applet/applet_actions/0, … */
  path: string;
  channel_module_name: string;
  module_name: string;
  fields: FieldInput[];
}

export interface AppletInput {
  name: string;
  description: string;
  channel_id: string | null;
  tag_ids: string[];
  filter_code: string | null;
  default_delay: number | null;
  trigger: StepInput;
  queries: StepInput[];
  actions: StepInput[];
}

export const MAX_QUERIES = 10;
export const MAX_ACTIONS = 10;
export const FILTER_CODE_MAX = 10_000;
export const LABEL_MAX = 100;
export const DEFAULT_VALUE_MAX = 10_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The edge guard's checks (server-kit's findInputProblem: NUL, lone surrogates, string length,
 * nesting, size) of a value the edge did not see as such (a default value parsed from its JSON
 * text), or saw outside this subgraph; the detail's parameter is `at` followed by the value's own
 * path (`/applet/applet_trigger/fields/where/default_value/extra`). Nothing it refuses reaches the
 * database.
 */
export function nestedValueProblem(value: unknown, at: string): Detail | null {
  const problem = findInputProblem(value);
  if (!problem) return null;
  const inner = problem.path
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter(Boolean);
  return { parameter: [at, ...inner].join('/'), message: problem.message };
}

/**
 * Reads the body of POST /applets and PUT /applets/{id}: `{applet: {...}, authenticity_token}`.
 * Returns the applet, or every problem with its path (nothing is saved then). The checks that need
 * the catalog, the viewer's plan or the sandbox come after (appletChecks.ts).
 */
export function parseAppletInput(body: unknown): { applet: AppletInput | null; details: Detail[] } {
  const details: Detail[] = [];
  const add = (parameter: string, message: string) => details.push({ parameter, message });
  const raw = isObject(body) ? body.applet : undefined;
  if (!isObject(raw)) return { applet: null, details: [{ parameter: '/applet', message: 'is required' }] };
  const unsafe = nestedValueProblem(raw, '/applet');
  if (unsafe) return { applet: null, details: [unsafe] };

  for (const m of checkMetadata({ name: raw.name, description: raw.description, tag_ids: raw.tag_ids }))
    add(m.path, m.message);
  const tagIds = Array.isArray(raw.tag_ids)
    ? raw.tag_ids.filter((t): t is string => typeof t === 'string')
    : [];
  if (tagIds.some((t) => !UUID.test(t))) add('/tags', 'must be a list of tag ids');

  const channelId = raw.channel_id ?? null;
  if (channelId !== null && (typeof channelId !== 'string' || !UUID.test(channelId)))
    add('/channel_id', 'must be the id of a service');

  const filterCode = raw.filter_code ?? null;
  if (filterCode !== null && typeof filterCode !== 'string') add('/applet/filter_code', 'must be text');
  else if (typeof filterCode === 'string' && filterCode.length > FILTER_CODE_MAX)
    add('/applet/filter_code', `is too long (maximum is ${FILTER_CODE_MAX} characters)`);

  const delay = raw.default_delay ?? null;
  if (!isValidDelay(delay))
    add('/applet/default_delay', 'must be off, or 15 seconds to 3 hours on the offered steps');

  const trigger = isObject(raw.applet_trigger)
    ? parseStep('trigger', '/applet/applet_trigger', raw.applet_trigger, add)
    : (add('/applet/applet_trigger', 'is required'), null);
  const list = (key: 'applet_queries' | 'applet_actions', kind: StepKind, max: number, min: number) => {
    const value = raw[key] ?? [];
    const path = `/applet/${key}`;
    if (!Array.isArray(value)) return (add(path, 'must be a list'), []);
    if (value.length > max) return (add(path, `can hold at most ${max} steps`), []);
    if (value.length < min) add(path, 'needs at least one action');
    return value.flatMap((step, i) =>
      isObject(step)
        ? [parseStep(kind, `${path}/${i}`, step, add)].filter((s): s is StepInput => s !== null)
        : (add(`${path}/${i}`, 'must be a step'), []),
    );
  };
  const queries = list('applet_queries', 'query', MAX_QUERIES, 0);
  const actions = list('applet_actions', 'action', MAX_ACTIONS, 1);

  if (details.length || !trigger) return { applet: null, details };
  return {
    applet: {
      name: (raw.name as string).trim(),
      description: (raw.description as string).trim(),
      channel_id: channelId as string | null,
      tag_ids: tagIds,
      filter_code: filterCode as string | null,
      default_delay: delay as number | null,
      trigger,
      queries,
      actions,
    },
    details,
  };
}

function parseStep(
  kind: StepKind,
  path: string,
  raw: Record<string, unknown>,
  add: (parameter: string, message: string) => void,
): StepInput | null {
  const { channel_module_name: service, module_name: module } = raw;
  if (typeof service !== 'string' || !service || typeof module !== 'string' || !module) {
    add(path, 'needs a service and a step');
    return null;
  }
  const fieldsPath = `${path}/fields`;
  const rawFields = raw.fields ?? [];
  if (!Array.isArray(rawFields)) {
    add(fieldsPath, 'must be a list');
    return null;
  }
  const fields: FieldInput[] = [];
  const seen = new Set<string>();
  for (const f of rawFields) {
    if (!isObject(f) || typeof f.name !== 'string' || !f.name) {
      add(fieldsPath, 'each field needs a name');
      continue;
    }
    const at = `${fieldsPath}/${f.name}`;
    if (seen.has(f.name)) add(at, 'is given twice');
    seen.add(f.name);
    const label = f.custom_label ?? null;
    if (label !== null && typeof label !== 'string') add(`${at}/custom_label`, 'must be text');
    else if (typeof label === 'string' && label.length > LABEL_MAX)
      add(`${at}/custom_label`, `is too long (maximum is ${LABEL_MAX} characters)`);
    const hidden = f.hidden ?? false;
    if (typeof hidden !== 'boolean') add(`${at}/hidden`, 'must be true or false');
    let value: unknown = undefined;
    const json = f.default_value_json;
    if (json !== undefined && json !== null) {
      if (typeof json !== 'string') add(`${at}/default_value`, 'must be JSON text');
      else if (json.length > DEFAULT_VALUE_MAX)
        add(`${at}/default_value`, `is too long (maximum is ${DEFAULT_VALUE_MAX} characters)`);
      else
        try {
          value = JSON.parse(json);
          const unsafe = nestedValueProblem(value, `${at}/default_value`);
          if (unsafe) {
            add(unsafe.parameter, unsafe.message);
            value = undefined;
          }
        } catch {
          add(`${at}/default_value`, 'is not valid JSON');
        }
    }
    fields.push({
      name: f.name,
      custom_label: typeof label === 'string' && label.trim() ? label.trim() : null,
      hidden: hidden === true,
      default_value: value,
    });
  }
  return { kind, path, channel_module_name: service, module_name: module, fields };
}
