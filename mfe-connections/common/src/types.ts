/**
 * The entities of a partner's connection as spec/connections.md#3-entities-and-their-fields describes them
 * (a connection is also called an applet, a feature an applet configuration, a custom field an option),
 * and the update input of spec/connections.md#7-the-calls-it-makes, which the rules check.
 */

/** The create/edit/publish screen's mode (spec/connections.md#4-states-and-transitions, "Connection mode"). */
export type ConnectionMode = 'new' | 'edit' | 'publish';
export const CONNECTION_MODES: readonly ConnectionMode[] = ['new', 'edit', 'publish'];

/** A feature's dry-run status (spec/connections.md#feature-status). */
export type FeatureStatus = 'valid' | 'dirty' | 'validating';

export type StepType = 'trigger' | 'query' | 'action';
export const STEP_TYPES: readonly StepType[] = ['trigger', 'query', 'action'];

/** The four UI types of a custom field. */
export type FieldUiType = 'text_field' | 'time_select' | 'collection_select' | 'checkbox_multi';
export const FIELD_UI_TYPES: readonly FieldUiType[] = [
  'text_field',
  'time_select',
  'collection_select',
  'checkbox_multi',
];
/** How the editor names each UI type. */
export const FIELD_UI_TYPE_LABELS: Readonly<Record<FieldUiType, string>> = {
  text_field: 'Text field',
  time_select: 'Time',
  collection_select: 'Dropdown field',
  checkbox_multi: 'Checkboxes',
};

/** A step a service offers (the service's triggers, queries and actions). */
export interface ServiceStep {
  id: string;
  name: string;
  module_name: string;
  description: string;
  weight: number;
  tier?: string | null;
}

/** "Service (channel)": the owner service or the service a connection links it to. */
export interface ConnectionService {
  id: string;
  name: string;
  module_name: string;
  slug: string;
  brand_color: string | null;
  description: string | null;
  images: Record<string, string | null>;
  connect_enabled: boolean;
  triggers: readonly ServiceStep[];
  queries: readonly ServiceStep[];
  actions: readonly ServiceStep[];
}

/** A field of a step in a feature: preset by the partner or left to the user. */
export interface StepField {
  name: string;
  custom_label: string | null;
  /** A text default; a list or structured default goes in default_value_json instead. */
  default_value?: string | null;
  default_value_json?: unknown;
  /** Hidden from the user: the partner's default is used. */
  hidden: boolean;
}

/** An ingredient a trigger step offers. */
export interface StepIngredient {
  slug: string;
  name: string;
  value_type: string;
}

/** A trigger, query or action in a feature. */
export interface FeatureStep {
  type: StepType;
  module_name: string;
  channel_module_name: string;
  /** `channel_module_name.module_name`. */
  full_module_name: string;
  fields: readonly StepField[];
  /** Triggers only. */
  ingredients?: readonly StepIngredient[];
  collapsed: boolean;
}

/** A label and value pair of a dropdown or checkboxes custom field. */
export interface CustomFieldOption {
  label: string;
  value: string;
}

/** A custom field (option) a feature asks the user for. */
export interface CustomField {
  id: string;
  /** The key. */
  name: string;
  label: string;
  helperText: string | null;
  required: boolean;
  fieldUiType: FieldUiType;
  /** The default of a text, time or dropdown field. */
  defaultValue?: string | null;
  /** The default of a checkboxes field: the values checked. */
  defaultValueJson?: readonly string[] | null;
  options: readonly CustomFieldOption[];
}

/** A feature (applet configuration). */
export interface Feature {
  id: string;
  name: string;
  title: string;
  description: string | null;
  icon: string | null;
  required: boolean;
  status: FeatureStatus;
  /** Marked removed in the editor; dropped at submit. */
  removed: boolean;
  /** Collapsed or expanded in the editor. */
  collapsed?: boolean;
  triggers: readonly FeatureStep[];
  queries: readonly FeatureStep[];
  actions: readonly FeatureStep[];
  customFields: readonly CustomField[];
}

export interface ValueProposition {
  benefit: string;
  icon: string;
  order: number;
}

export interface PostConfiguration {
  message: string | null;
  cta_url: string | null;
}

/** A connection (applet) a partner builds from its own service to one other service. */
export interface Connection {
  id: string;
  numeric_id: number;
  /** The title. */
  name: string;
  description: string | null;
  published: boolean;
  archived: boolean;
  owner_channel: ConnectionService;
  /** The service it connects to (one). */
  channels: readonly ConnectionService[];
  applet_script: { raw_code: string } | null;
  applet_configurations: readonly Feature[];
  sm_background_image_url: string | null;
  background_image_url_1x: string | null;
  installs_count: number;
  value_propositions: readonly ValueProposition[];
  post_configuration: PostConfiguration;
}

// The update mutation's input (spec/connections.md#7-the-calls-it-makes).

export interface StepFieldInput {
  name: string;
  custom_label: string | null;
  default_value_json: unknown;
  hidden: boolean;
}

export interface DynamicStepInput {
  module_name: string;
  channel_id: string;
  fields: readonly StepFieldInput[];
}

export interface CustomFieldInput {
  id?: string | null;
  name: string;
  label: string;
  field_ui_type: FieldUiType;
  required: boolean;
  helper_text: string | null;
  default_value?: string | null;
  default_value_json?: readonly string[] | null;
  static_options: readonly CustomFieldOption[];
}

export interface FeatureInput {
  name: string;
  description: string | null;
  icon: string | null;
  title: string;
  required: boolean;
  dynamic_applet_triggers: readonly DynamicStepInput[];
  dynamic_applet_queries: readonly DynamicStepInput[];
  dynamic_applet_actions: readonly DynamicStepInput[];
  custom_fields: readonly CustomFieldInput[];
}

export interface UpdateConnectionInput {
  /** 'new' to create. */
  id: string;
  dry_run?: boolean;
  owner_module_name: string;
  connected_channel_module_names: readonly string[];
  /** true to publish; unset otherwise. */
  published?: true;
  name: string;
  description: string | null;
  background_uploaded_at?: string | null;
  applet_configurations: readonly FeatureInput[];
  applet_script: { raw_code: string } | null;
  post_configuration_message?: string | null;
  cta_url?: string | null;
}

/** The answer of the update mutation. */
export interface UpdateConnectionResult {
  applet: { id: string } | null;
  errors: readonly { attribute: string; message: string }[];
}
