/**
 * The steps of a feature (spec/connections.md#steps): a step type can be added only when the service
 * offers it, each unique step once per feature, and a published connection's hidden step fields are
 * locked.
 */
import { featurePath, type FieldError } from './fieldError';
import { stepAlreadySelected } from './messages';
import type { ConnectionService, DynamicStepInput, FeatureInput, StepField, StepType } from './types';

/** The input list of each step type. */
export const STEP_LISTS = {
  trigger: 'dynamic_applet_triggers',
  query: 'dynamic_applet_queries',
  action: 'dynamic_applet_actions',
} as const satisfies Record<StepType, keyof FeatureInput>;

/** The service's list of each step type. */
const SERVICE_LISTS = { trigger: 'triggers', query: 'queries', action: 'actions' } as const;

/** Our own: the message when a hidden field of a published connection is changed. */
export const HIDDEN_FIELD_LOCKED = 'Hidden fields of a published connection cannot be changed';

/** The step types a service offers (those with at least one step), in the tabs' order. */
export function offeredStepTypes(
  service: Pick<ConnectionService, 'triggers' | 'queries' | 'actions'>,
): StepType[] {
  return (['trigger', 'query', 'action'] as const).filter((t) => service[SERVICE_LISTS[t]].length > 0);
}

export const canAddStepType = (
  service: Pick<ConnectionService, 'triggers' | 'queries' | 'actions'>,
  type: StepType,
) => offeredStepTypes(service).includes(type);

/** A step's identity: its service and its module name. */
const stepKey = (step: { channel_module_name: string; module_name: string }) =>
  `${step.channel_module_name}.${step.module_name}`;

/**
 * Whether a step may be added to a feature that already has `selected` of its type: the message when
 * it is already there (`name` is the step's name as the service lists it), undefined otherwise.
 */
export function addStepProblem(
  selected: readonly { channel_module_name: string; module_name: string }[],
  step: { channel_module_name: string; module_name: string; type: StepType; name: string },
): string | undefined {
  return selected.some((s) => stepKey(s) === stepKey(step))
    ? stepAlreadySelected(step.name, step.type)
    : undefined;
}

/**
 * The server's check of one submitted feature: each step after the first of the same service and
 * module name is reported under its path. `stepName` names a step as its service lists it (its module
 * name when unknown).
 */
export function checkFeatureSteps(
  feature: Pick<FeatureInput, (typeof STEP_LISTS)[StepType]>,
  index: number,
  stepName: (type: StepType, step: DynamicStepInput) => string | undefined = () => undefined,
): FieldError[] {
  const errors: FieldError[] = [];
  for (const type of ['trigger', 'query', 'action'] as const) {
    const list = STEP_LISTS[type];
    const seen = new Set<string>();
    feature[list].forEach((step, k) => {
      const key = `${step.channel_id}.${step.module_name}`;
      if (seen.has(key))
        errors.push({
          attribute: featurePath(index, list, k),
          message: stepAlreadySelected(stepName(type, step) ?? step.module_name, type),
        });
      seen.add(key);
    });
  }
  return errors;
}

/** Whether the editor locks a step field: a hidden field of a published connection. */
export const stepFieldLocked = (published: boolean, field: Pick<StepField, 'hidden'>) =>
  published && field.hidden;

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The server's check of an update to a published connection: a step field that was hidden keeps its
 * label, default and hidden flag. Features are matched by name, steps by service and module name,
 * fields by name; a step or feature that is gone is not a field edit.
 */
export function checkLockedStepFields(
  before: readonly FeatureInput[],
  after: readonly FeatureInput[],
): FieldError[] {
  const errors: FieldError[] = [];
  after.forEach((feature, i) => {
    const old = before.find((f) => f.name === feature.name);
    if (!old) return;
    for (const list of Object.values(STEP_LISTS)) {
      feature[list].forEach((step, k) => {
        const oldStep = old[list].find(
          (s) => s.channel_id === step.channel_id && s.module_name === step.module_name,
        );
        if (!oldStep) return;
        for (const oldField of oldStep.fields) {
          if (!oldField.hidden) continue;
          const j = step.fields.findIndex((f) => f.name === oldField.name);
          const field = step.fields[j];
          const changed =
            !field ||
            !field.hidden ||
            (field.custom_label ?? null) !== (oldField.custom_label ?? null) ||
            !sameJson(field.default_value_json, oldField.default_value_json);
          if (changed)
            errors.push({
              attribute: featurePath(i, list, k, 'fields', j >= 0 ? j : oldField.name),
              message: HIDDEN_FIELD_LOCKED,
            });
        }
      });
    }
  });
  return errors;
}

/** The steps of each feature, by feature name, in a form that compares. */
const stepsOf = (features: readonly FeatureInput[]) =>
  JSON.stringify(
    Object.fromEntries(
      [...features]
        .filter((f) => Object.values(STEP_LISTS).some((list) => f[list].length > 0))
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((f) => [f.name, Object.values(STEP_LISTS).map((list) => f[list])]),
    ),
  );

/**
 * Whether saving asks the installs confirmation first: users have the connection enabled and the
 * triggers, queries or actions (or their fields) of its features changed.
 */
export function needsInstallsConfirmation(
  installsCount: number,
  before: readonly FeatureInput[],
  after: readonly FeatureInput[],
): boolean {
  return installsCount > 0 && stepsOf(before) !== stepsOf(after);
}
