import type { FieldError } from '../fieldError';
import { endpointSlugProblem } from './endpointSlug';
import { isHttpUrl, MESSAGES, URL_MAX } from './serviceGeneral';
import { BLANK, clean, fieldErrors, NOT_IN_LIST, requiredTextProblem, tooLong } from './stepName';
import {
  optionalText,
  optionalTextProblem,
  STEP_DESCRIPTION_MAX,
  STEP_TITLE_MAX,
  STEP_VERBIAGE_MAX,
} from './stepText';

export const TRIGGER_TYPES = ['protocol', 'feed'] as const;
export type TriggerType = (typeof TRIGGER_TYPES)[number];

export interface TriggerFormInput {
  trigger_type: string;
  name: string;
  slug?: string | null;
  description: string;
  verbiage?: string | null;
  feed_url?: string | null;
}

export interface TriggerFormValue {
  name: string;
  /** null for a feed trigger */
  slug: string | null;
  description: string;
  verbiage: string | null;
  /** null for an API (protocol) trigger */
  feed_url: string | null;
}

function feedUrlProblem(url: string): string | undefined {
  if (!url) return BLANK;
  if (url.length > URL_MAX) return tooLong(URL_MAX);
  return isHttpUrl(url) ? undefined : MESSAGES.url;
}

/**
 * The trigger endpoint form (see spec/service-config.md#trigger-endpoint-form,
 * spec/service-config.md#5-validation-rules): an API (protocol) trigger needs a snake_case slug of at least 4
 * characters beginning with a letter; a feed trigger needs an http(s) feed URL and has no slug. Whatever
 * belongs to the other type is dropped. Slug uniqueness is the caller's check.
 */
export function validateTrigger(input: TriggerFormInput): { value: TriggerFormValue; errors: FieldError[] } {
  const type = clean(input.trigger_type);
  const isFeed = type === 'feed';
  const value: TriggerFormValue = {
    name: clean(input.name),
    slug: isFeed ? null : clean(input.slug),
    description: clean(input.description),
    verbiage: optionalText(input.verbiage),
    feed_url: isFeed ? clean(input.feed_url) : null,
  };
  const known = (TRIGGER_TYPES as readonly string[]).includes(type);
  const errors = fieldErrors([
    ['trigger_type', !type ? BLANK : known ? undefined : NOT_IN_LIST],
    ['name', requiredTextProblem(value.name, STEP_TITLE_MAX)],
    ['slug', known && !isFeed ? endpointSlugProblem(value.slug ?? '') : undefined],
    ['description', requiredTextProblem(value.description, STEP_DESCRIPTION_MAX)],
    ['verbiage', optionalTextProblem(value.verbiage, STEP_VERBIAGE_MAX)],
    ['feed_url', isFeed ? feedUrlProblem(value.feed_url ?? '') : undefined],
  ]);
  return { value, errors };
}

/**
 * protocol | feed: a trigger is a feed trigger when it has a feed URL (see
 * spec/service-config.md#3-entities-and-their-fields).
 */
export const triggerTypeOf = (trigger: { feed_url: string | null }): TriggerType =>
  trigger.feed_url ? 'feed' : 'protocol';
