import {
  setterName,
  stepPath,
  tokensOf,
  type AppletRunSpec,
  type ConnectionRunContext,
  type RunStep,
} from '@switchyard/events';
import type { CatalogStep, ServiceWithSteps } from '../catalog/catalogStore';
import type { ConnectionView, FeatureStepView, FeatureView } from '../connections/connectionView';
import { stepUnavailable } from './pauseReasons';

/** A user's saved settings of one feature, as the run needs them. */
export interface FeatureRunSettings {
  name: string;
  custom_field_values: ConnectionRunContext['custom_field_values'];
  step_field_values: Record<string, Record<string, unknown>>;
}

/** Whose run it is. */
export interface RunOwner {
  enablement_id: string;
  connection_id: string;
  user_id: string;
}

/** The spec, or why the feature cannot run (a step the catalog no longer offers). */
export type RunSpecResult = { spec: AppletRunSpec } | { paused: string };

/** Where a user's values of a step are kept: `<type>.<service module name>.<step module name>`. */
const userStepKey = (s: Pick<FeatureStepView, 'type' | 'channel_module_name' | 'module_name'>) =>
  `${s.type}.${s.channel_module_name}.${s.module_name}`;

const hasValue = (v: unknown) =>
  v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);

function catalogStep(
  step: FeatureStepView,
  services: Map<string, ServiceWithSteps>,
): CatalogStep | undefined {
  return services
    .get(step.channel_id)
    ?.steps.find((s) => s.kind === step.type && s.module_name === step.module_name);
}

/**
 * One step as the engine calls it for the user: each field the service's step has, with the user's
 * value where they set one, else the partner's preset (a hidden field always the preset). Tokens
 * (`{{Daybook.newJournalEntry.Title}}`) stay text: the engine fills them.
 */
function runStep(
  step: FeatureStepView,
  offered: CatalogStep,
  key: string,
  values: FeatureRunSettings['step_field_values'],
): RunStep {
  const partner = new Map(step.fields.map((f) => [f.name, f]));
  const own = values[userStepKey(step)] ?? {};
  const fields: Record<string, unknown> = {};
  for (const { name } of offered.fields) {
    const preset = partner.get(name);
    const value = !preset?.hidden && hasValue(own[name]) ? own[name] : preset?.default_value_json;
    if (hasValue(value)) fields[name] = value;
  }
  const names = offered.fields.map((f) => f.name);
  const ingredients = tokensOf({
    channel_module_name: step.channel_module_name,
    module_name: step.module_name,
    ingredients: offered.ingredients.map((i) => ({ name: i.name, slug: i.slug })),
  }).map((t) => ({ path: t.path, slug: t.slug }));
  return {
    key,
    service_id: step.channel_id,
    channel_module_name: step.channel_module_name,
    module_name: step.module_name,
    path: stepPath(step.channel_module_name, step.module_name),
    fields,
    ingredients: step.type === 'action' ? [] : ingredients,
    ...(step.type === 'action'
      ? { field_names: names, setters: Object.fromEntries(names.map((n) => [n, setterName(n)])) }
      : {}),
  };
}

/**
 * What the engine runs for a user's enabled feature, built as the composer builds an applet's
 * (steps keyed `trigger`, `query:{i}`, `action:{i}`): the user's values over the partner's presets,
 * the connection's runtime script as the filter code, the feature's title as the name, no delay,
 * and the connection's context (custom field values for `Feature.customFields`).
 */
export function runSpecOf(
  view: Pick<ConnectionView, 'id' | 'applet_script' | 'owner_channel' | 'channels'>,
  feature: Pick<FeatureView, 'title' | 'triggers' | 'queries' | 'actions'>,
  settings: FeatureRunSettings,
  owner: RunOwner,
): RunSpecResult {
  const services = new Map([view.owner_channel, ...view.channels].map((s) => [s.service_id, s]));
  const keyed: [FeatureStepView, string][] = [
    ...feature.triggers.slice(0, 1).map((s): [FeatureStepView, string] => [s, 'trigger']),
    ...feature.queries.map((s, i): [FeatureStepView, string] => [s, `query:${i}`]),
    ...feature.actions.map((s, i): [FeatureStepView, string] => [s, `action:${i}`]),
  ];
  const steps: RunStep[] = [];
  for (const [step, key] of keyed) {
    const offered = catalogStep(step, services);
    if (!offered)
      return {
        paused: stepUnavailable(
          services.get(step.channel_id)?.name ?? step.channel_module_name,
          step.name || step.module_name,
        ),
      };
    steps.push(runStep(step, offered, key, settings.step_field_values));
  }
  const [trigger] = steps;
  // Submitting requires a trigger: a feature without one cannot have been published.
  if (trigger?.key !== 'trigger') return { paused: stepUnavailable(view.owner_channel.name, 'trigger') };
  return {
    spec: {
      name: feature.title,
      owner_id: owner.user_id,
      filter_code: view.applet_script?.trim() ? view.applet_script : null,
      delay_seconds: null,
      trigger,
      queries: steps.filter((s) => s.key.startsWith('query:')),
      actions: steps.filter((s) => s.key.startsWith('action:')),
      connection: {
        connection_id: owner.connection_id,
        enablement_id: owner.enablement_id,
        feature_name: settings.name,
        trigger_id: `${trigger.channel_module_name}.${trigger.module_name}`,
        custom_field_values: settings.custom_field_values,
      },
    },
  };
}
