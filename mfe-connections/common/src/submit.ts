/**
 * The submit flow (spec/connections.md#submit-flow): removed features are dropped, the requirements
 * checked, then the update input (spec/connections.md#7-the-calls-it-makes) sent. Both sides check the
 * same input with checkConnectionInput: the editor before sending, the server on receipt.
 */
import { checkCustomField, checkCustomFieldKeys, normalizeCustomField } from './customFields';
import { checkDesign } from './design';
import { featuresToSubmit, checkFeatureTexts } from './features';
import { customFieldPath, FEATURES, featurePath, type FieldError } from './fieldError';
import {
  CUSTOM_FIELDS_PER_FEATURE_MAX,
  FEATURES_MAX,
  MIN_FEATURES_TO_PUBLISH,
  OPTIONS_PER_FIELD_MAX,
} from './limits';
import { MIN_ONE_FEATURE, missingRequirement, type SubmitAction } from './messages';
import { checkFeatureSteps } from './steps';
import type {
  ConnectionService,
  CustomField,
  CustomFieldInput,
  DynamicStepInput,
  Feature,
  FeatureInput,
  FeatureStep,
  StepType,
  UpdateConnectionInput,
} from './types';

/** Our own: the caps of limits.ts. */
export const TOO_MANY_FEATURES = `A connection can have at most ${FEATURES_MAX} features`;
export const TOO_MANY_CUSTOM_FIELDS = `A feature can have at most ${CUSTOM_FIELDS_PER_FEATURE_MAX} custom fields`;
export const TOO_MANY_OPTIONS = `A field can have at most ${OPTIONS_PER_FIELD_MAX} options`;

/** Every cap of limits.ts on the input; the lists are checked only when within them. */
function checkSizes(features: readonly FeatureInput[]): FieldError[] {
  if (features.length > FEATURES_MAX) return [{ attribute: FEATURES, message: TOO_MANY_FEATURES }];
  return features.flatMap((feature, i) =>
    feature.custom_fields.length > CUSTOM_FIELDS_PER_FEATURE_MAX
      ? [{ attribute: featurePath(i, 'custom_fields'), message: TOO_MANY_CUSTOM_FIELDS }]
      : feature.custom_fields.flatMap((field, j) =>
          field.static_options.length > OPTIONS_PER_FIELD_MAX
            ? [{ attribute: customFieldPath(i, j, 'static_options'), message: TOO_MANY_OPTIONS }]
            : [],
        ),
  );
}

/** Our own: the connected service is missing, or more than one, or the owner's. */
export const ONE_OTHER_SERVICE = 'Choose one service other than your own to connect to';

export interface CheckOptions {
  /** A dry run: the title may be blank and there is no feature minimum (it checks one feature). */
  dryRun?: boolean;
  /** The connection is published, or this submit publishes it: it needs a feature. */
  publishes?: boolean;
  /** Names a step as its service lists it, for the step message (its module name otherwise). */
  stepName?: (type: StepType, step: DynamicStepInput) => string | undefined;
}

/**
 * Every rule of the update input, each problem under the attribute the server answers: the design
 * (title, description), the connected service, the feature minimum when published, feature titles
 * and descriptions, one of each step per feature, and every custom field rule.
 */
export function checkConnectionInput(input: UpdateConnectionInput, options: CheckOptions = {}): FieldError[] {
  const dryRun = options.dryRun ?? input.dry_run ?? false;
  const publishes = options.publishes ?? input.published === true;
  const errors = checkDesign(input, { dryRun });
  const connected = input.connected_channel_module_names;
  if (connected.length !== 1 || connected[0] === input.owner_module_name)
    errors.push({ attribute: 'connected_channel_module_names', message: ONE_OTHER_SERVICE });
  const features = input.applet_configurations;
  const tooBig = checkSizes(features);
  // Past a cap, the rest is not checked: the input is refused whatever else it holds.
  if (tooBig.length) return [...errors, ...tooBig];
  if (publishes && !dryRun && features.length < MIN_FEATURES_TO_PUBLISH)
    errors.push({ attribute: 'minimum_applet_configurations', message: MIN_ONE_FEATURE });
  errors.push(...checkFeatureTexts(features));
  features.forEach((feature, i) => {
    errors.push(...checkFeatureSteps(feature, i, options.stepName));
    feature.custom_fields.forEach((field, j) => errors.push(...checkCustomField(field, i, j)));
  });
  errors.push(...checkCustomFieldKeys(features));
  return errors;
}

export interface RequirementsCheck {
  ok: boolean;
  errors: FieldError[];
  /** The flash when the check fails. */
  flash?: string;
}

/** The editor's requirements check before sending: the rules, and the flash naming the action. */
export function checkRequirements(
  input: UpdateConnectionInput,
  action: SubmitAction,
  options: Omit<CheckOptions, 'dryRun'> & { alreadyPublished?: boolean } = {},
): RequirementsCheck {
  const errors = checkConnectionInput(input, {
    ...options,
    dryRun: false,
    publishes: action === 'publish' || input.published === true || options.alreadyPublished === true,
  });
  return errors.length ? { ok: false, errors, flash: missingRequirement(action) } : { ok: true, errors };
}

// From the editor's state to the update input.

export interface EditorState {
  /** 'new' until created. */
  id: string;
  owner: ConnectionService;
  target: ConnectionService;
  name: string;
  description: string | null;
  features: readonly Feature[];
  script: string | null;
  background_uploaded_at?: string | null;
  post_configuration_message?: string | null;
  cta_url?: string | null;
}

function stepInput(step: FeatureStep, services: readonly ConnectionService[]): DynamicStepInput {
  const service = services.find((s) => s.module_name === step.channel_module_name);
  return {
    module_name: step.module_name,
    channel_id: service?.id ?? step.channel_module_name,
    fields: step.fields.map((f) => ({
      name: f.name,
      custom_label: f.custom_label?.trim() || null,
      default_value_json:
        f.default_value_json !== undefined ? f.default_value_json : (f.default_value ?? null),
      hidden: f.hidden,
    })),
  };
}

function customFieldInput(field: CustomField): CustomFieldInput {
  return normalizeCustomField({
    id: field.id || null,
    name: field.name,
    label: field.label,
    field_ui_type: field.fieldUiType,
    required: field.required,
    helper_text: field.helperText,
    default_value: field.defaultValue ?? null,
    default_value_json: field.defaultValueJson ?? null,
    static_options: field.options,
  });
}

export function featureInput(feature: Feature, services: readonly ConnectionService[]): FeatureInput {
  return {
    name: feature.name,
    description: feature.description?.trim() || null,
    icon: feature.icon,
    title: feature.title.trim(),
    required: feature.required,
    dynamic_applet_triggers: feature.triggers.map((s) => stepInput(s, services)),
    dynamic_applet_queries: feature.queries.map((s) => stepInput(s, services)),
    dynamic_applet_actions: feature.actions.map((s) => stepInput(s, services)),
    custom_fields: feature.customFields.map(customFieldInput),
  };
}

/**
 * The update input of a submit: removed features dropped, texts trimmed; published true only when
 * publishing. A dry run (`dryRunFeature`: a feature's id) carries that one feature only.
 */
export function toUpdateInput(
  state: EditorState,
  options: { publish?: boolean; dryRunFeature?: string } = {},
): UpdateConnectionInput {
  const services = [state.owner, state.target];
  const features = options.dryRunFeature
    ? state.features.filter((f) => f.id === options.dryRunFeature)
    : featuresToSubmit(state.features);
  const script = state.script ?? '';
  return {
    id: state.id,
    ...(options.dryRunFeature ? { dry_run: true } : {}),
    owner_module_name: state.owner.module_name,
    connected_channel_module_names: [state.target.module_name],
    ...(options.publish ? { published: true as const } : {}),
    name: state.name.trim(),
    description: state.description?.trim() || null,
    background_uploaded_at: state.background_uploaded_at ?? null,
    applet_configurations: features.map((f) => featureInput(f, services)),
    applet_script: script.trim() ? { raw_code: script } : null,
    post_configuration_message: state.post_configuration_message?.trim() || null,
    cta_url: state.cta_url?.trim() || null,
  };
}
