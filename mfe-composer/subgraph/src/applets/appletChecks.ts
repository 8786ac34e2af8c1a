import { checkPrimaryService, isCompatible } from '@switchyard/composer-common/composition';
import { fieldDefinition, type FieldDefinition } from '@switchyard/composer-common/fieldDefinitions';
import { invalidTokens, type IngredientSource } from '@switchyard/composer-common/ingredients';
import { locationProblem } from '@switchyard/composer-common/location';
import { MUST_BE_CHOSEN } from '@switchyard/composer-common/messages';
import { capabilitiesOf, missingCapabilities } from '@switchyard/composer-common/tiers';
import { stepKey, type VisibleStep } from '../catalog';
import type { AppletInput, Detail, StepInput } from './appletInput';

/** A field as stored: the maker's label, visibility and default (the parsed default_value_json). */
export interface StoredField {
  name: string;
  custom_label: string | null;
  hidden: boolean;
  default_value?: unknown;
}

export interface StoredStep {
  kind: StepInput['kind'];
  position: number;
  service_id: string;
  step_id: string;
  channel_module_name: string;
  module_name: string;
  fields: StoredField[];
}

export const NOT_AVAILABLE = 'is not a step you can use (unknown, or a preview service you cannot access)';
export const ALREADY_USED = 'is already used in this Applet';
export const PUBLISHED_STEPS_LOCKED = 'A published Applet keeps its trigger, queries and actions.';
export const VISIBILITY_LOCKED = 'cannot change while the Applet is published';
/** What runs on other users' accounts never changes under them (issue 32): only name, description, tags and delay do. */
export const SHARED_LOCKED = 'cannot change while other users have this Applet';
export const SHARED_STEPS_LOCKED = 'An Applet other users have keeps its trigger, queries and actions.';
export const NO_DEFAULT = 'cannot have a default value';
export const NEEDS_DEFAULT = 'must have a value when it is set by you';

export const ingredientsOf = (s: VisibleStep): IngredientSource => ({
  channel_module_name: s.channel_module_name,
  module_name: s.module_name,
  ingredients: s.ingredients.map((i) => ({ name: String(i.name ?? ''), slug: String(i.key ?? '') })),
});

/** Whether a default value fits its field (type, options); the message when it does not. */
export function valueProblem(
  def: FieldDefinition,
  value: unknown,
  sources: IngredientSource[],
): string | null {
  // Dynamic options are the partner's, per user: any value of the right shape.
  const values = def.dynamic ? null : new Set(def.options.map((o) => o.value));
  const known = (v: unknown) => typeof v === 'string' && (values === null || values.has(v));
  switch (def.field_ui_type) {
    case 'TEXT_FIELD': {
      if (typeof value !== 'string') return 'must be text';
      const invalid = invalidTokens(value, sources);
      return invalid.length ? `has ingredients this Applet does not offer: ${invalid.join(', ')}` : null;
    }
    case 'COLLECTION_SELECT':
    case 'DOUBLE_COLLECTION_SELECT':
      return known(value) ? null : 'must be one of the options';
    case 'CHECKBOX_MULTI':
      return Array.isArray(value) && value.every(known) ? null : 'must be a list of the options';
    case 'LOCATION_FIELD':
      return locationProblem(value);
    default:
      return 'cannot have a default value';
  }
}

function checkFields(
  input: StepInput,
  step: VisibleStep,
  sources: IngredientSource[],
  add: (parameter: string, message: string) => void,
): StoredField[] {
  const definitions = new Map(
    step.fields.map((f) => {
      const def = fieldDefinition(input.kind, f);
      return [def.name, def];
    }),
  );
  const stored: StoredField[] = [];
  for (const f of input.fields) {
    const at = `${input.path}/fields/${f.name}`;
    const def = definitions.get(f.name);
    if (!def) {
      add(at, `is not a field of ${step.name}`);
      continue;
    }
    if (f.hidden && !def.hideable) add(`${at}/hidden`, MUST_BE_CHOSEN);
    const hasValue = f.default_value !== undefined && f.default_value !== null && f.default_value !== '';
    if (hasValue && !def.can_have_default) add(`${at}/default_value`, NO_DEFAULT);
    else if (hasValue) {
      const problem = valueProblem(def, f.default_value, sources);
      if (problem) add(`${at}/default_value`, problem);
    } else if (f.hidden && def.required) add(`${at}/default_value`, NEEDS_DEFAULT);
    // An empty label, or the field's own, is no custom label (see
    // spec/composer-and-header.md#5-validation-rules).
    const label = f.custom_label && f.custom_label !== def.label ? f.custom_label : null;
    stored.push({
      name: f.name,
      custom_label: label,
      hidden: f.hidden,
      ...(hasValue ? { default_value: f.default_value } : {}),
    });
  }
  return stored;
}

export interface ExistingApplet {
  status: 'private' | 'published' | 'archived';
  steps: StoredStep[];
  filter_code: string | null;
  /** Other users than its owner have the applet (on or off): what it runs on their accounts is fixed. */
  shared: boolean;
}

/**
 * The checks of a saved applet that need the catalog (the steps the viewer may use), the viewer's
 * plan and role, and the applet as it was (a published one keeps its steps and visibility).
 */
export function checkApplet(
  applet: AppletInput,
  catalog: Map<string, VisibleStep>,
  viewer: { maker: boolean; tier: string },
  existing: ExistingApplet | null,
): { steps: StoredStep[]; details: Detail[] } {
  const details: Detail[] = [];
  const add = (parameter: string, message: string) => details.push({ parameter, message });

  for (const m of missingCapabilities(
    {
      filter_code: applet.filter_code,
      default_delay: applet.default_delay,
      queries: applet.queries.length,
      actions: applet.actions.length,
    },
    capabilitiesOf(viewer.tier),
  ))
    add(m.path, m.message);

  const resolve = (input: StepInput) => {
    const step = catalog.get(stepKey(input.kind, input.channel_module_name, input.module_name));
    if (!step) add(input.path, NOT_AVAILABLE);
    return step;
  };
  const trigger = resolve(applet.trigger);
  const queries = applet.queries.map(resolve);
  const sources = [trigger, ...queries].filter((s): s is VisibleStep => !!s).map(ingredientsOf);

  const steps: StoredStep[] = [];
  const seen = new Set<string>();
  const store = (input: StepInput, step: VisibleStep | undefined, position: number) => {
    if (!step) return;
    const key = stepKey(input.kind, input.channel_module_name, input.module_name);
    if (seen.has(key)) add(input.path, ALREADY_USED);
    seen.add(key);
    steps.push({
      kind: input.kind,
      position,
      service_id: step.service_id,
      step_id: step.step_id,
      channel_module_name: step.channel_module_name,
      module_name: step.module_name,
      fields: checkFields(input, step, input.kind === 'trigger' ? sources.slice(0, 0) : sources, add),
    });
  };
  store(applet.trigger, trigger, 0);
  applet.queries.forEach((q, i) => store(q, queries[i], i));
  applet.actions.forEach((a, i) => {
    const action = resolve(a);
    if (action && trigger && !compatible(action, trigger))
      add(a.path, `is not compatible with ${trigger.name}`);
    store(a, action, i);
  });

  const primary = checkPrimaryService(viewer.maker, applet.channel_id, [
    ...new Set(steps.map((s) => s.service_id)),
  ]);
  if (primary) add('/channel_id', primary);

  if (details.length === 0 && existing?.status === 'published')
    lockSteps(existing.steps, steps, add, PUBLISHED_STEPS_LOCKED, VISIBILITY_LOCKED);
  else if (details.length === 0 && existing?.shared)
    lockSteps(existing.steps, steps, add, SHARED_STEPS_LOCKED, SHARED_LOCKED);
  if (details.length === 0 && existing?.shared) lockShared(existing, applet.filter_code, steps, add);
  return { steps, details };
}

/** The steps' permissions (service-config's denylists and allowlists) let them meet. */
const compatible = (action: VisibleStep, trigger: VisibleStep) =>
  isCompatible(
    {
      channel_module_name: action.channel_module_name,
      full_module_name: `${action.channel_module_name}.${action.module_name}`,
      service_name: action.channel_name,
      incompatible_triggers: [],
      permission: action.permission,
    },
    {
      channel_module_name: trigger.channel_module_name,
      full_module_name: `${trigger.channel_module_name}.${trigger.module_name}`,
      name: trigger.name,
      permission: trigger.permission,
    },
  );

const stepPathOf = (s: StoredStep) =>
  s.kind === 'trigger'
    ? '/applet/applet_trigger'
    : `/applet/${s.kind === 'query' ? 'applet_queries' : 'applet_actions'}/${s.position}`;

const identity = (s: StoredStep) => `${s.kind}:${s.position}:${s.step_id}`;

/** A published (or shared) applet's steps stay as they are, and so does each field's visibility. */
function lockSteps(
  before: StoredStep[],
  after: StoredStep[],
  add: (parameter: string, message: string) => void,
  stepsLocked: string,
  visibilityLocked: string,
) {
  const was = before.map(identity).sort().join('|');
  if (was !== after.map(identity).sort().join('|')) {
    add('/applet', stepsLocked);
    return;
  }
  for (const step of after) {
    const old = before.find((b) => identity(b) === identity(step));
    const hidden = new Map(old?.fields.map((f) => [f.name, f.hidden]) ?? []);
    for (const f of step.fields)
      if ((hidden.get(f.name) ?? false) !== f.hidden)
        add(`${stepPathOf(step)}/fields/${f.name}/hidden`, visibilityLocked);
  }
}

const filterText = (code: string | null | undefined) => (code ?? '').trim();
/** A value as text whatever its keys' order (jsonb gives them back in its own). */
const canonical = (v: unknown): string =>
  Array.isArray(v)
    ? `[${v.map(canonical).join(',')}]`
    : v && typeof v === 'object'
      ? `{${Object.keys(v)
          .sort()
          .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
          .join(',')}}`
      : JSON.stringify(v ?? null);
const valueText = (f: StoredField | undefined) => canonical(f?.default_value);

/**
 * An applet others have runs on their accounts with the maker's values: its field values (which
 * fill in what a user left empty, and every hidden field) and its filter code stay as they are.
 * Its steps and their visibility are kept by lockSteps.
 */
function lockShared(
  existing: ExistingApplet,
  filterCode: string | null | undefined,
  after: StoredStep[],
  add: (parameter: string, message: string) => void,
) {
  if (filterText(filterCode) !== filterText(existing.filter_code)) add('/applet/filter_code', SHARED_LOCKED);
  for (const step of after) {
    const old = existing.steps.find((b) => identity(b) === identity(step));
    const before = new Map(old?.fields.map((f) => [f.name, f]) ?? []);
    const names = new Set([...before.keys(), ...step.fields.map((f) => f.name)]);
    const now = new Map(step.fields.map((f) => [f.name, f]));
    for (const name of names)
      if (valueText(before.get(name)) !== valueText(now.get(name)))
        add(`${stepPathOf(step)}/fields/${name}/default_value`, SHARED_LOCKED);
  }
}
