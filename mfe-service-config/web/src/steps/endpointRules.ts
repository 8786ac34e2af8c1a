import { validateAction as serverValidateAction } from '@switchyard/service-config-common/rules/actionForm';
import { endpointSlugProblem } from '@switchyard/service-config-common/rules/endpointSlug';
import { MESSAGES } from '@switchyard/service-config-common/rules/serviceGeneral';
import { clean } from '@switchyard/service-config-common/rules/stepName';
import { validateTrigger as serverValidateTrigger } from '@switchyard/service-config-common/rules/triggerForm';
import type { Problems } from '../queries/stepRules';

export type TriggerType = 'protocol' | 'feed';

export interface TriggerFormValues {
  trigger_type: TriggerType;
  name: string;
  slug: string;
  description: string;
  verbiage: string;
  feed_url: string;
}

export interface ActionFormValues {
  name: string;
  slug: string;
  description: string;
  verbiage: string;
}

export const TRIGGER_FORM_FIELDS: readonly (keyof TriggerFormValues)[] = [
  'trigger_type',
  'name',
  'slug',
  'description',
  'verbiage',
  'feed_url',
];
export const ACTION_FORM_FIELDS: readonly (keyof ActionFormValues)[] = [
  'name',
  'slug',
  'description',
  'verbiage',
];

// One rule for the forms and the server: the subgraph's pure rules modules (no server code in them).
export { NOT_SNAKE_CASE } from '@switchyard/service-config-common/rules/endpointSlug';
export const NOT_A_URL = MESSAGES.url;

/** Problems keyed by attribute, from the rules' errors (the first per attribute). */
function problemsOf<K extends string>(
  errors: readonly { attribute: string; message: string }[],
): Problems<K> {
  const out: Problems<K> = {};
  for (const e of errors) {
    const key = e.attribute as K;
    if (!out[key]) out[key] = e.message;
  }
  return out;
}

/** An API trigger's or an action's endpoint: required, at least 4 characters, snake_case from a letter. */
export const endpointProblem = (value: string | null | undefined) => endpointSlugProblem(clean(value));

/** A feed trigger's feed URL: an http(s) URL. */
export const feedUrlProblem = (value: string | null | undefined) =>
  serverValidateTrigger({ trigger_type: 'feed', name: '', description: '', feed_url: value }).errors.find(
    (e) => e.attribute === 'feed_url',
  )?.message;

/**
 * API triggers need a slug, feed triggers a feed URL (see "Trigger endpoint form" in
 * spec/service-config.md#5-validation-rules).
 */
export function validateTrigger(values: Partial<TriggerFormValues>): Problems<keyof TriggerFormValues> {
  const { errors } = serverValidateTrigger({
    trigger_type: values.trigger_type === 'feed' ? 'feed' : 'protocol',
    name: values.name ?? '',
    slug: values.slug,
    description: values.description ?? '',
    verbiage: values.verbiage,
    feed_url: values.feed_url,
  });
  return problemsOf(errors);
}

export function validateAction(values: Partial<ActionFormValues>): Problems<keyof ActionFormValues> {
  const { errors } = serverValidateAction({
    name: values.name ?? '',
    slug: values.slug ?? '',
    description: values.description ?? '',
    verbiage: values.verbiage,
  });
  return problemsOf(errors);
}

const optional = (value: string) => (value.trim() === '' ? null : value.trim());

/** The mutation arguments for a trigger: a feed trigger sends no slug, an API trigger no feed URL. */
export function triggerArguments(values: TriggerFormValues) {
  const feed = values.trigger_type === 'feed';
  return {
    trigger_type: values.trigger_type,
    name: values.name.trim(),
    slug: feed ? null : values.slug.trim(),
    description: values.description.trim(),
    verbiage: optional(values.verbiage),
    feed_url: feed ? values.feed_url.trim() : null,
  };
}

export function actionArguments(values: ActionFormValues) {
  return {
    name: values.name.trim(),
    slug: values.slug.trim(),
    description: values.description.trim(),
    verbiage: optional(values.verbiage),
  };
}
