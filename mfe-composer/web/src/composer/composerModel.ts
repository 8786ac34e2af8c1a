import {
  dropIncompatibleActions,
  isComplete,
  permits,
  type AppletSteps,
} from '@switchyard/composer-common/composition';
import { invalidTokens, isQueryUsed, type IngredientSource } from '@switchyard/composer-common/ingredients';
import type { AppletDetailsFragment, ComposerStepDefinitionFragment } from '../gql/graphql';

export type StepKind = 'trigger' | 'query' | 'action';
export type StepDefinition = ComposerStepDefinitionFragment;
export type FieldDefinition = StepDefinition['fields'][number];

/** A field as the maker sets it: label ('' = the field's own), visibility, default value. */
export interface FieldDraft {
  custom_label: string;
  hidden: boolean;
  /** undefined: no default. Text: a string; select: a value; checkboxes: values; location: {lat, lng}. */
  value: unknown;
}

export interface StepDraft {
  /** A key for React lists; steps have no id of their own. */
  key: string;
  channel_module_name: string | null;
  module_name: string | null;
  fields: Record<string, FieldDraft>;
}

export interface Draft {
  name: string;
  description: string;
  tag_ids: string[];
  channel_id: string | null;
  filter_code: string | null;
  default_delay: number | null;
  trigger: StepDraft | null;
  queries: StepDraft[];
  actions: StepDraft[];
}

let nextKey = 1;
export const newStep = (channel: string | null = null, module: string | null = null): StepDraft => ({
  key: `step-${nextKey++}`,
  channel_module_name: channel,
  module_name: module,
  fields: {},
});

export const emptyDraft = (): Draft => ({
  name: '',
  description: '',
  tag_ids: [],
  channel_id: null,
  filter_code: null,
  default_delay: null,
  trigger: null,
  queries: [],
  actions: [],
});

/** Definitions of the loaded services' steps, keyed `kind:service.step`. */
export type Definitions = ReadonlyMap<string, StepDefinition>;
export const definitionKey = (kind: StepKind, service: string, module: string) =>
  `${kind}:${service}.${module}`;
/** A service's steps of a kind, in their order. */
export const definitionsOfService = (defs: Definitions, kind: StepKind, service: string) =>
  [...defs.entries()].filter(([key]) => key.startsWith(`${kind}:${service}.`)).map(([, d]) => d);
export const definitionOf = (defs: Definitions, kind: StepKind, step: StepDraft | null) =>
  step?.channel_module_name && step.module_name
    ? defs.get(definitionKey(kind, step.channel_module_name, step.module_name))
    : undefined;

/** A default_value_json (or a user's values) as a value; undefined when absent or not JSON. */
export const parseJson = (json: string | null | undefined) => {
  if (json === null || json === undefined) return undefined;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return undefined;
  }
};

function stepFromApplet(s: AppletDetailsFragment['applet_trigger']): StepDraft {
  const step = newStep(s.channel_module_name, s.module_name);
  for (const f of s.fields)
    step.fields[f.name] = {
      custom_label: f.custom_label ?? '',
      hidden: f.hidden,
      value: parseJson(f.default_value_json),
    };
  return step;
}

/** The draft of a saved applet (edit mode, or a template: then without id, tags kept). */
export function draftFromApplet(a: AppletDetailsFragment): Draft {
  return {
    name: a.name,
    description: a.description,
    tag_ids: a.tags.map((t) => t.id),
    channel_id: a.channel_id ?? null,
    filter_code: a.filter_code ?? null,
    default_delay: a.default_delay ?? null,
    trigger: stepFromApplet(a.applet_trigger),
    queries: a.applet_queries.map(stepFromApplet),
    actions: a.applet_actions.map(stepFromApplet),
  };
}

/** "service.step" from URL parameters (template mode): the step draft, or null. */
export function stepFromParam(param: string | null): StepDraft | null {
  const m = param ? /^([a-z0-9_]+)\.([a-z0-9_]+)$/i.exec(param) : null;
  return m ? newStep(m[1], m[2]) : null;
}

export const stepsOf = (d: Draft): AppletSteps => ({
  trigger: d.trigger,
  queries: d.queries,
  actions: d.actions,
});
export const complete = (d: Draft) => isComplete(stepsOf(d));

const emptyValue = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && !v.length);

function fieldsBody(step: StepDraft, def: StepDefinition | undefined) {
  const names = def ? def.fields.map((f) => f.name) : Object.keys(step.fields);
  return names.map((name) => {
    const f = step.fields[name] ?? { custom_label: '', hidden: false, value: undefined };
    return {
      name,
      custom_label: f.custom_label.trim() || null,
      hidden: f.hidden,
      default_value_json: emptyValue(f.value) ? null : JSON.stringify(f.value),
    };
  });
}

/**
 * The body of POST /applets and PUT /applets/{id} (see spec/composer-and-header.md#7-the-calls-it-makes),
 * without the authenticity token.
 */
export function appletBody(d: Draft, defs: Definitions) {
  const step = (kind: StepKind) => (s: StepDraft) => ({
    channel_module_name: s.channel_module_name,
    module_name: s.module_name,
    fields: fieldsBody(s, definitionOf(defs, kind, s)),
  });
  return {
    name: d.name,
    description: d.description,
    tag_ids: d.tag_ids,
    channel_id: d.channel_id,
    filter_code: d.filter_code,
    default_delay: d.default_delay,
    applet_trigger: d.trigger ? step('trigger')(d.trigger) : null,
    applet_queries: d.queries.map(step('query')),
    applet_actions: d.actions.map(step('action')),
  };
}

/** The trigger's and queries' ingredients, for the text fields of the queries and actions. */
export function ingredientSources(d: Draft, defs: Definitions): IngredientSource[] {
  const sources: IngredientSource[] = [];
  const add = (kind: StepKind, s: StepDraft | null) => {
    const def = definitionOf(defs, kind, s);
    if (def && s?.channel_module_name)
      sources.push({
        channel_module_name: s.channel_module_name,
        module_name: def.module_name,
        ingredients: def.ingredients.map((i) => ({ name: i.name, slug: i.slug })),
      });
  };
  add('trigger', d.trigger);
  d.queries.forEach((q) => add('query', q));
  return sources;
}

/** The text values of the queries' and actions' fields (where ingredients may be). */
const textValues = (d: Draft) =>
  [...d.queries, ...d.actions].flatMap((s) =>
    Object.values(s.fields).flatMap((f) => (typeof f.value === 'string' ? [f.value] : [])),
  );

/**
 * Whether any ingredient pill is invalid (see spec/composer-and-header.md#5-validation-rules: nothing is sent
 * then).
 */
export function hasInvalidIngredients(d: Draft, defs: Definitions): boolean {
  const sources = ingredientSources(d, defs);
  return textValues(d).some((t) => invalidTokens(t, sources).length > 0);
}

/**
 * Whether a query is used neither as an ingredient nor in the filter code (the confirmation of
 * spec/composer-and-header.md#5-validation-rules).
 */
export function hasUnusedQuery(d: Draft): boolean {
  const texts = [...d.actions.flatMap((s) => Object.values(s.fields))].flatMap((f) =>
    typeof f.value === 'string' ? [f.value] : [],
  );
  return d.queries.some(
    (q) =>
      q.channel_module_name &&
      q.module_name &&
      !isQueryUsed(
        { channel_module_name: q.channel_module_name, module_name: q.module_name },
        texts,
        d.filter_code,
      ),
  );
}

/**
 * The paths of a step in spec/composer-and-header.md#5-validation-rules: /applet/applet_trigger,
 * /applet/applet_queries/{i}, /applet/applet_actions/{i}.
 */
export const stepPathOf = (kind: StepKind, index: number) =>
  kind === 'trigger'
    ? '/applet/applet_trigger'
    : `/applet/${kind === 'query' ? 'applet_queries' : 'applet_actions'}/${index}`;

export interface Detail {
  parameter: string;
  message: string;
}

/** The paths the composer shows errors under; any other detail goes to the generic area. */
export function splitDetails(details: Detail[], shown: ReadonlySet<string>) {
  const byPath = new Map<string, string>();
  const generic: string[] = [];
  for (const d of details) {
    if (shown.has(d.parameter))
      byPath.set(
        d.parameter,
        byPath.has(d.parameter) ? `${byPath.get(d.parameter)}; ${d.message}` : d.message,
      );
    else generic.push(d.parameter.startsWith('/') ? `${d.parameter}: ${d.message}` : d.message);
  }
  return { byPath, generic };
}

/** Every path the composer shows an error under, for this draft (the rest go to the generic area). */
export function shownPaths(d: Draft, defs: Definitions, full: boolean): Set<string> {
  const paths = new Set([
    '/name',
    '/description',
    '/tags',
    '/channel_id',
    '/applet',
    '/applet/filter_code',
    '/applet/default_delay',
    '/applet/applet_trigger',
    '/applet/applet_queries',
    '/applet/applet_actions',
  ]);
  const step = (kind: StepKind, s: StepDraft | null, i: number) => {
    if (!s) return;
    const path = stepPathOf(kind, i);
    paths.add(path);
    paths.add(`${path}/fields`);
    for (const f of definitionOf(defs, kind, s)?.fields ?? []) {
      if (!full && !f.can_have_default) continue;
      const at = `${path}/fields/${f.name}`;
      paths.add(at);
      if (f.can_have_default) paths.add(`${at}/default_value`);
      if (full) {
        paths.add(`${at}/custom_label`);
        if (f.hideable) paths.add(`${at}/hidden`);
      }
    }
  };
  step('trigger', d.trigger, 0);
  d.queries.forEach((q, i) => step('query', q, i));
  d.actions.forEach((a, i) => step('action', a, i));
  return paths;
}

const triggerInfo = (d: Draft, defs: Definitions) => {
  const def = definitionOf(defs, 'trigger', d.trigger);
  return def && d.trigger?.channel_module_name
    ? {
        channel_module_name: d.trigger.channel_module_name,
        full_module_name: def.full_module_name,
        name: def.name,
        permission: def.permission,
      }
    : null;
};

/**
 * The trigger changed: the actions it is not compatible with go, each with the spec's message
 * (naming the action's service and the trigger). No message when nothing was removed.
 */
export function withCompatibleActions(
  d: Draft,
  defs: Definitions,
  serviceName: (module: string) => string,
): { draft: Draft; messages: string[] } {
  const actions = d.actions.map((step) => {
    const def = definitionOf(defs, 'action', step);
    return {
      step,
      channel_module_name: step.channel_module_name ?? '',
      full_module_name: def?.full_module_name ?? '',
      service_name: serviceName(step.channel_module_name ?? ''),
      incompatible_triggers: [],
      permission: def?.permission,
    };
  });
  const { kept, messages } = dropIncompatibleActions(
    triggerInfo(d, defs),
    actions.filter((a) => a.step.module_name),
  );
  const keptSteps = new Set(kept.map((a) => a.step));
  return {
    draft: { ...d, actions: d.actions.filter((s) => !s.module_name || keptSteps.has(s)) },
    messages,
  };
}

/** What the action pickers leave out: services the trigger rules out, and actions ruling out its service. */
export function excludedActions(d: Draft, defs: Definitions) {
  const trigger = triggerInfo(d, defs);
  const services = new Set<string>();
  const steps = new Set<string>();
  if (!trigger) return { services, steps };
  for (const [key, def] of defs) {
    if (!key.startsWith('action:')) continue;
    const service = def.full_module_name.split('.')[0];
    if (!permits(trigger.permission, service)) services.add(service);
    if (!permits(trigger.permission, service) || !permits(def.permission, trigger.channel_module_name))
      steps.add(def.full_module_name);
  }
  return { services, steps };
}

/** The action defaults for the trigger, filled into the fields that have no value yet. */
export function withActionDefaults(
  d: Draft,
  defaults: readonly {
    action: string;
    fields: readonly { name: string; default_value_json?: string | null }[];
  }[],
): Draft {
  const byAction = new Map(defaults.map((a) => [a.action, a.fields]));
  let changed = false;
  const actions = d.actions.map((step) => {
    const fields = byAction.get(`${step.channel_module_name}.${step.module_name}`);
    if (!fields?.length) return step;
    const next = { ...step, fields: { ...step.fields } };
    for (const f of fields) {
      const value = parseJson(f.default_value_json);
      if (value === undefined || !emptyValue(next.fields[f.name]?.value)) continue;
      const was = next.fields[f.name] ?? { custom_label: '', hidden: false, value: undefined };
      next.fields[f.name] = { ...was, value };
      changed = true;
    }
    return next;
  });
  return changed ? { ...d, actions } : d;
}
