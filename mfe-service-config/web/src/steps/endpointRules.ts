import { BLANK, compact, isBlank, STEP_NAME_MIN, TOO_SHORT, type Problems } from '../queries/stepRules';

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

const ENDPOINT_PATTERN = /^[a-z][a-z0-9_]*$/;
export const NOT_SNAKE_CASE =
  'must be snake_case (lowercase letters, digits and underscores) and begin with a letter';
export const NOT_A_URL = 'must be a valid http(s) URL';

/** An API trigger's or an action's endpoint: required, at least 4 characters, snake_case from a letter. */
export function endpointProblem(value: string | null | undefined): string | undefined {
  if (isBlank(value)) return BLANK;
  const v = value!.trim();
  if (v.length < STEP_NAME_MIN) return TOO_SHORT;
  if (!ENDPOINT_PATTERN.test(v)) return NOT_SNAKE_CASE;
  return undefined;
}

export function feedUrlProblem(value: string | null | undefined): string | undefined {
  if (isBlank(value)) return BLANK;
  try {
    const url = new URL(value!.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? undefined : NOT_A_URL;
  } catch {
    return NOT_A_URL;
  }
}

/** API triggers need a slug, feed triggers a feed URL (service-config §5 "Trigger endpoint form"). */
export function validateTrigger(values: Partial<TriggerFormValues>): Problems<keyof TriggerFormValues> {
  const feed = values.trigger_type === 'feed';
  return compact({
    name: isBlank(values.name) ? BLANK : undefined,
    slug: feed ? undefined : endpointProblem(values.slug),
    description: isBlank(values.description) ? BLANK : undefined,
    feed_url: feed ? feedUrlProblem(values.feed_url) : undefined,
  });
}

export function validateAction(values: Partial<ActionFormValues>): Problems<keyof ActionFormValues> {
  return compact({
    name: isBlank(values.name) ? BLANK : undefined,
    slug: endpointProblem(values.slug),
    description: isBlank(values.description) ? BLANK : undefined,
  });
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
