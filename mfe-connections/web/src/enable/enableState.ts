import { TIME_DEFAULT } from '@switchyard/connections-common/limits';
import type { EnableConnectionInput } from '../gql/graphql';
import type { Enablement, PublishedConnection, PublishedCustomField, PublishedFeature } from './operations';

/** A custom field's value as the form holds it: text, HH:MM, an option value, or checked option values. */
export type CustomValue = string | string[];

/** One feature's settings in the form: on or off, its custom field values, its step field values. */
export interface FeatureForm {
  enabled: boolean;
  custom: Record<string, CustomValue>;
  /** By step key, then field name. */
  steps: Record<string, Record<string, string>>;
}

/** The whole form, by feature name. */
export type EnableForm = Record<string, FeatureForm>;

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x) => typeof x === 'string') : []);
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A custom field's default as the server applies it (a time field's is 00:00). */
export function customDefault(field: PublishedCustomField): CustomValue {
  switch (field.fieldUiType) {
    case 'checkbox_multi':
      return strings(field.defaultValueJson);
    case 'time_select':
      return field.defaultValue || TIME_DEFAULT;
    default:
      return field.defaultValue ?? '';
  }
}

function savedCustom(field: PublishedCustomField, saved: unknown): CustomValue {
  if (field.fieldUiType === 'checkbox_multi')
    return Array.isArray(saved) ? strings(saved) : customDefault(field);
  if (typeof saved === 'string') return saved;
  return customDefault(field);
}

/**
 * The form as the page opens: the viewer's saved settings, else the defaults. A required feature is
 * always on; an optional one starts off until the viewer turned it on once.
 */
export function initialForm(connection: PublishedConnection): EnableForm {
  const saved = new Map((connection.my_enablement?.features ?? []).map((f) => [f.name, f]));
  return Object.fromEntries(
    connection.features.map((feature) => {
      const mine = saved.get(feature.name);
      const customSaved = isRecord(mine?.custom_field_values) ? mine.custom_field_values : {};
      const stepsSaved = isRecord(mine?.step_field_values) ? mine.step_field_values : {};
      const custom = Object.fromEntries(
        feature.customFields.map((f) => [
          f.name,
          f.name in customSaved ? savedCustom(f, customSaved[f.name]) : customDefault(f),
        ]),
      );
      const steps = Object.fromEntries(
        feature.steps.map((step) => {
          const stored = stepsSaved[step.key];
          const own: Record<string, unknown> = isRecord(stored) ? stored : {};
          return [
            step.key,
            Object.fromEntries(
              step.fields.map((f) => {
                const value = own[f.name] ?? f.default_value_json;
                return [f.name, typeof value === 'string' ? value : ''];
              }),
            ),
          ];
        }),
      );
      const form: FeatureForm = { enabled: feature.required || (mine?.enabled ?? false), custom, steps };
      return [feature.name, form];
    }),
  );
}

/**
 * The enable input: every feature in the connection's order (so an error's index is the feature's),
 * an off one with its values left as saved (null). A blank step field is left out: the partner's
 * suggestion applies, or the server says the field is required.
 */
export function toEnableInput(connection: PublishedConnection, form: EnableForm): EnableConnectionInput {
  return {
    connection_id: connection.id,
    features: connection.features.map((feature) => {
      const f = form[feature.name];
      if (!f?.enabled)
        return { name: feature.name, enabled: false, custom_field_values: null, step_field_values: null };
      const steps: Record<string, Record<string, string>> = {};
      for (const [key, fields] of Object.entries(f.steps)) {
        const given = Object.entries(fields).filter(([, v]) => v.trim() !== '');
        if (given.length) steps[key] = Object.fromEntries(given);
      }
      return { name: feature.name, enabled: true, custom_field_values: f.custom, step_field_values: steps };
    }),
  };
}

/** The module names of the services the features that are on use, in the order they appear. */
export function servicesInUse(connection: PublishedConnection, form: EnableForm): string[] {
  const names = new Set<string>();
  for (const feature of connection.features)
    if (form[feature.name]?.enabled) for (const step of feature.steps) names.add(step.channel_module_name);
  return [...names];
}

/** Every service a feature of the connection uses, and the connection's two services. */
export function allServices(connection: PublishedConnection): string[] {
  const names = new Set([
    connection.owner_channel.module_name,
    ...connection.channels.map((c) => c.module_name),
  ]);
  for (const feature of connection.features)
    for (const step of feature.steps) names.add(step.channel_module_name);
  return [...names];
}

/** The element ids of the inputs, so an error by path finds its input. */
export const featureId = (feature: string) => `enable-${feature}`;
export const customFieldId = (feature: string, key: string) => `enable-${feature}-cf-${key}`;
export const stepFieldId = (feature: string, stepKey: string, field: string) =>
  `enable-${feature}-sf-${stepKey}-${field}`;

/** A server error where it belongs: the input it names (null: the feature or the whole form). */
export interface PlacedError {
  /** The input's id; the feature's card when the error is about the feature; null for the form. */
  target: string | null;
  /** Set when the error belongs to one input (shown beside it). */
  fieldId: string | null;
  /** What the summary says before the message (the feature and the field), empty for the form. */
  where: string;
  message: string;
}

function labelOf(feature: PublishedFeature, rest: string[]): { id: string | null; label: string } {
  const [kind, key, field] = rest;
  if (kind === 'custom_fields' && key) {
    const cf = feature.customFields.find((f) => f.name === key);
    return { id: cf ? customFieldId(feature.name, key) : null, label: cf?.label ?? key };
  }
  if (kind === 'step_fields' && key) {
    const step = feature.steps.find((s) => s.key === key);
    const sf = field ? step?.fields.find((f) => f.name === field) : undefined;
    return sf
      ? { id: stepFieldId(feature.name, key, sf.name), label: sf.label }
      : { id: null, label: step?.name ?? key };
  }
  return { id: null, label: '' };
}

/**
 * The server's errors placed by attribute path (mfe-connections/README.md, "Enabling a
 * connection"): `features/<i>/custom_fields/<key>`, `features/<i>/step_fields/<step key>/<field>`,
 * `features/<i>/enabled` and the like; `<i>` is the feature's index in the connection.
 */
export function placeErrors(
  connection: PublishedConnection,
  errors: readonly { attribute: string; message: string }[],
): PlacedError[] {
  return errors.map(({ attribute, message }) => {
    const [head, index, ...rest] = attribute.split('/');
    const feature =
      head === 'features' && index !== undefined ? connection.features[Number(index)] : undefined;
    if (!feature) return { target: null, fieldId: null, where: '', message };
    const { id, label } = labelOf(feature, rest);
    return {
      target: id ?? featureId(feature.name),
      fieldId: id,
      where: label ? `${feature.title}: ${label}` : feature.title,
      message,
    };
  });
}

/** The features that are on but paused, by the engine or because a value is missing. */
export const pausedFeatures = (enablement: Pick<Enablement, 'enabled' | 'features'> | null | undefined) =>
  enablement?.enabled ? enablement.features.filter((f) => f.enabled && f.paused_reason) : [];
