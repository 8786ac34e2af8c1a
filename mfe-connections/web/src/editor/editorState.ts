/**
 * The editor's state: common's EditorState (what toUpdateInput reads) built from the GraphQL answers,
 * new features, steps and custom fields, and where each error goes (spec/connections.md#8-the-error-catalogue).
 */
import {
  errorTarget,
  FEATURE_TITLES,
  featureName,
  featureTitleProblem,
  featuresToSubmit,
  FIELD_UI_TYPES,
  type ConnectionService,
  type CustomField,
  type EditorState,
  type Feature,
  type FeatureStep,
  type FieldError,
  type FieldUiType,
  type StepField,
  type StepType,
} from '@switchyard/connections-common';
import type {
  EditorConnectionFragment,
  EditorFeatureStepFragment,
  EditorServiceFragment,
  EditorServiceStepFragment,
} from '../gql/graphql';

/** A service as the editor keeps it: common's shape, plus its steps' fields for the step editor. */
export interface EditorService extends ConnectionService {
  triggers: readonly EditorServiceStepFragment[];
  queries: readonly EditorServiceStepFragment[];
  actions: readonly EditorServiceStepFragment[];
}

export function serviceFromGql(s: EditorServiceFragment): EditorService {
  return {
    id: s.id,
    name: s.name,
    module_name: s.module_name,
    slug: s.slug,
    brand_color: s.brand_color,
    description: s.description,
    images: { image_url: s.image_url },
    connect_enabled: s.connect_enabled,
    triggers: s.triggers,
    queries: s.queries,
    actions: s.actions,
  };
}

/** A step field's default: a JSON default when the server has one, else the text default. */
function stepFieldFromGql(f: EditorFeatureStepFragment['fields'][number]): StepField {
  const field: StepField = { name: f.name, custom_label: f.custom_label, hidden: f.hidden };
  if (f.default_value_json !== null && f.default_value_json !== undefined)
    return { ...field, default_value_json: f.default_value_json };
  return { ...field, default_value: f.default_value };
}

function stepFromGql(s: EditorFeatureStepFragment, type: StepType): FeatureStep {
  return {
    type,
    module_name: s.module_name,
    channel_module_name: s.channel_module_name,
    full_module_name: s.full_module_name,
    fields: s.fields.map(stepFieldFromGql),
    ingredients: s.ingredients,
    collapsed: true,
  };
}

const uiType = (value: string): FieldUiType =>
  (FIELD_UI_TYPES as readonly string[]).includes(value) ? (value as FieldUiType) : 'text_field';

const stringList = (value: unknown): string[] | null =>
  Array.isArray(value) ? value.map((v) => String(v)) : null;

type GqlFeature = EditorConnectionFragment['applet_configurations'][number];

function featureFromGql(f: GqlFeature): Feature {
  return {
    id: f.id,
    name: f.name,
    title: f.title,
    description: f.description,
    icon: f.icon,
    required: f.required,
    status: f.status === 'valid' ? 'valid' : 'dirty',
    removed: false,
    collapsed: true,
    triggers: f.triggers.map((s) => stepFromGql(s, 'trigger')),
    queries: f.queries.map((s) => stepFromGql(s, 'query')),
    actions: f.actions.map((s) => stepFromGql(s, 'action')),
    customFields: f.customFields.map((c) => ({
      id: c.id,
      name: c.name,
      label: c.label,
      helperText: c.helperText,
      required: c.required,
      fieldUiType: uiType(c.fieldUiType),
      defaultValue: c.defaultValue,
      defaultValueJson: stringList(c.defaultValueJson),
      options: c.options.map((o) => ({ label: o.label, value: o.value })),
    })),
  };
}

/** common's EditorState with the services' step fields kept. */
export type EditorModel = Omit<EditorState, 'owner' | 'target'> & {
  owner: EditorService;
  target: EditorService;
};

/** The state of an existing connection (edit and publish). */
export function stateFromConnection(c: EditorConnectionFragment): EditorModel | null {
  const target = c.channels[0];
  if (!target) return null;
  return {
    id: c.id,
    owner: serviceFromGql(c.owner_channel),
    target: serviceFromGql(target),
    name: c.name,
    description: c.description,
    features: c.applet_configurations.map(featureFromGql),
    script: c.applet_script?.raw_code ?? '',
    background_uploaded_at: null,
    post_configuration_message: c.post_configuration.message,
    cta_url: c.post_configuration.cta_url,
  };
}

/** The state of a new connection from the owner service to the chosen one. */
export const newState = (owner: EditorService, target: EditorService): EditorModel => ({
  id: 'new',
  owner,
  target,
  name: '',
  description: null,
  features: [],
  script: '',
  background_uploaded_at: null,
});

let localIds = 0;
/** An id for something made in the editor and not saved yet (the server gives the real one). */
const localId = (kind: string) => `new-${kind}-${++localIds}`;

/** A feature added with the add-feature input: valid until saved or checked. */
export function newFeature(title: string, features: readonly Feature[]): Feature {
  return {
    id: localId('feature'),
    name: featureName(
      title,
      features.map((f) => f.name),
    ),
    title: title.trim(),
    description: null,
    icon: null,
    required: false,
    status: 'dirty',
    removed: false,
    collapsed: false,
    triggers: [],
    queries: [],
    actions: [],
    customFields: [],
  };
}

/** A step picked from a service: each of its fields left to the user, with no custom label. */
export function newStep(
  type: StepType,
  service: EditorService,
  step: EditorServiceStepFragment,
): FeatureStep {
  return {
    type,
    module_name: step.module_name,
    channel_module_name: service.module_name,
    full_module_name: `${service.module_name}.${step.module_name}`,
    fields: step.fields.map((f) => ({
      name: f.name,
      custom_label: null,
      default_value: null,
      hidden: false,
    })),
    ingredients: type === 'trigger' ? step.ingredients : undefined,
    collapsed: false,
  };
}

export const newCustomField = (): CustomField => ({
  id: '',
  name: '',
  label: '',
  helperText: null,
  required: false,
  fieldUiType: 'text_field',
  defaultValue: null,
  defaultValueJson: null,
  options: [],
});

/** The services' lists of each step type. */
export const SERVICE_STEP_LISTS = { trigger: 'triggers', query: 'queries', action: 'actions' } as const;

/** A step as its service lists it (name, description, fields), when the service still offers it. */
export function serviceStep(
  services: readonly EditorService[],
  step: Pick<FeatureStep, 'type' | 'channel_module_name' | 'module_name'>,
): EditorServiceStepFragment | undefined {
  return services
    .find((s) => s.module_name === step.channel_module_name)
    ?.[SERVICE_STEP_LISTS[step.type]].find((s) => s.module_name === step.module_name);
}

/** Where the errors of a submit (or a dry run) go: the connection's fields, or a feature's (by id). */
export interface PlacedErrors {
  connection: FieldError[];
  /** Per feature id, the paths relative to the feature (`title`, `custom_fields/0/name`). */
  features: Record<string, FieldError[]>;
}

export const noErrors = (): PlacedErrors => ({ connection: [], features: {} });

/**
 * Places errors whose paths index `submitted` (the features of the input sent, in order): a feature
 * path goes to that feature; featureTitles goes to every feature whose title has that problem.
 */
export function placeErrors(errors: readonly FieldError[], submitted: readonly Feature[]): PlacedErrors {
  const placed = noErrors();
  const add = (id: string, error: FieldError) => (placed.features[id] ??= []).push(error);
  for (const error of errors) {
    if (error.attribute === FEATURE_TITLES) {
      const marked = submitted.filter((f) => featureTitleProblem(f.title) === error.message);
      marked.forEach((f) => add(f.id, { attribute: 'title', message: error.message }));
      if (!marked.length) placed.connection.push(error);
      continue;
    }
    const target = errorTarget(error.attribute);
    const feature = target.feature !== undefined ? submitted[target.feature] : undefined;
    if (!feature) {
      placed.connection.push(error);
      continue;
    }
    const rest = error.attribute.split('/').slice(2).join('/');
    add(feature.id, { attribute: rest, message: error.message });
  }
  return placed;
}

/** The features a submit sends, in the order of the input's paths. */
export const submittedFeatures = (state: EditorState) => featuresToSubmit(state.features);

/** Messages under exactly this attribute. */
export const messagesAt = (errors: readonly FieldError[] | undefined, attribute: string) =>
  (errors ?? []).filter((e) => e.attribute === attribute).map((e) => e.message);

/** Messages under this attribute or below it. */
export const messagesUnder = (errors: readonly FieldError[] | undefined, attribute: string) =>
  (errors ?? [])
    .filter((e) => e.attribute === attribute || e.attribute.startsWith(`${attribute}/`))
    .map((e) => e.message);
