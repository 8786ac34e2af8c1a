import type { StepType } from '@switchyard/connections-common';
import type { Db } from '@switchyard/server-kit';
import type { ServiceWithSteps } from '../catalog/catalogStore';
import {
  connectionView,
  type ConnectionView,
  type CustomFieldView,
  type FeatureStepView,
} from '../connections/connectionView';
import { fieldInput, type FieldInput } from './fieldInput';

/**
 * A published connection as its users see it (the enable page, My Applets): what a user needs to
 * choose features and fill their values, none of the partner's own data (the runtime script, hidden
 * step fields and their presets, the services' other steps, who may edit it).
 */
export interface PublishedConnection {
  id: string;
  version: number;
  name: string;
  description: string | null;
  sm_background_image_url: string | null;
  background_image_url_1x: string | null;
  installs_count: number;
  value_propositions: { benefit: string; icon: string; order: number }[];
  post_configuration: { message: string | null; cta_url: string | null };
  owner_channel: PublishedService;
  channels: PublishedService[];
  features: PublishedFeature[];
}

interface PublishedService {
  id: string;
  name: string;
  module_name: string;
  slug: string;
  brand_color: string | null;
  image_url: string | null;
}

export interface PublishedFeature {
  name: string;
  title: string;
  description: string | null;
  icon: string | null;
  required: boolean;
  customFields: CustomFieldView[];
  steps: UserStep[];
}

/** A step of a feature with the fields the user sets (those the partner did not hide). */
export interface UserStep {
  /** Where its values go in step_field_values: `<type>.<service module name>.<step module name>`. */
  key: string;
  type: StepType;
  name: string;
  channel_module_name: string;
  module_name: string;
  fields: UserStepField[];
  /** The fields the partner hid (never sent to users: the check names them in its message). */
  hidden: string[];
}

interface UserStepField {
  name: string;
  /** The partner's label for it, or the service's. */
  label: string;
  required: boolean;
  field_type: string | null;
  input: FieldInput;
  /** A dropdown's options when the service lists them (empty when they are the partner's, per user). */
  options: { label: string; value: string }[];
  dynamic_options: boolean;
  /** The partner's suggested value (used when the user gives none). */
  default_value_json: unknown;
}

const stepKey = (s: { type: string; channel_module_name: string; module_name: string }) =>
  `${s.type}.${s.channel_module_name}.${s.module_name}`;

const publishedService = (s: ServiceWithSteps): PublishedService => ({
  id: s.service_id,
  name: s.name,
  module_name: s.module_name,
  slug: s.module_name,
  brand_color: s.brand_color,
  image_url: s.image_url,
});

/**
 * The fields a user sets in a step: every field the service's step has, less those the partner hid
 * (a field the partner did not list is the user's to set). A step the service no longer offers keeps
 * the partner's visible fields, none required.
 */
function userStep(step: FeatureStepView, services: Map<string, ServiceWithSteps>): UserStep {
  const offered = services
    .get(step.channel_id)
    ?.steps.find((s) => s.kind === step.type && s.module_name === step.module_name);
  const stored = new Map(step.fields.map((f) => [f.name, f]));
  const fields: UserStepField[] = offered
    ? offered.fields
        .filter((f) => !stored.get(f.name)?.hidden)
        .map((f) => {
          const preset = stored.get(f.name);
          const { input, dynamic } = fieldInput(step.type, f.field_type);
          return {
            name: f.name,
            label: preset?.custom_label || f.label,
            required: f.required,
            field_type: f.field_type,
            input,
            options: input === 'dropdown' && !dynamic ? (f.options ?? []) : [],
            dynamic_options: dynamic,
            default_value_json: preset?.default_value_json ?? null,
          };
        })
    : step.fields
        .filter((f) => !f.hidden)
        .map((f) => ({
          name: f.name,
          label: f.custom_label || f.label,
          required: false,
          field_type: null,
          input: 'text' as const,
          options: [],
          dynamic_options: false,
          default_value_json: f.default_value_json ?? null,
        }));
  return {
    key: stepKey(step),
    type: step.type,
    name: step.name,
    channel_module_name: step.channel_module_name,
    module_name: step.module_name,
    fields,
    hidden: step.fields.filter((f) => f.hidden).map((f) => f.name),
  };
}

/** The users' view of a rendered connection; null unless it is published and not archived. */
export function publishedFromView(view: ConnectionView | null): PublishedConnection | null {
  if (!view || !view.published || view.archived) return null;
  const services = new Map([view.owner_channel, ...view.channels].map((s) => [s.service_id, s]));
  return {
    id: view.id,
    version: view.version,
    name: view.name,
    description: view.description,
    sm_background_image_url: view.sm_background_image_url,
    background_image_url_1x: view.background_image_url_1x,
    installs_count: view.installs_count,
    value_propositions: [...view.value_propositions].sort((a, b) => a.order - b.order),
    post_configuration: { message: view.post_configuration_message, cta_url: view.cta_url },
    owner_channel: publishedService(view.owner_channel),
    channels: view.channels.map(publishedService),
    features: view.applet_configurations.map((f) => ({
      name: f.name,
      title: f.title,
      description: f.description,
      icon: f.icon,
      required: f.required,
      customFields: f.customFields,
      steps: [...f.triggers, ...f.queries, ...f.actions].map((s) => userStep(s, services)),
    })),
  };
}

/** A published, live connection as users see it; null when missing, a draft or archived. */
export async function publishedConnection(db: Db, id: string): Promise<PublishedConnection | null> {
  return publishedFromView(await connectionView(db, id));
}
