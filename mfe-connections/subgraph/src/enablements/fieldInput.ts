import type { StepType } from '@switchyard/connections-common';

/** How a user fills in a step field on the enable page. */
export type FieldInput = 'text' | 'dropdown' | 'location';

/**
 * A step field's input from service-config's type, as the composer reads it (trigger field type ids,
 * action field content types, query field type slugs; spec/service-config.md): a select, cascading
 * select or checkboxes is a dropdown, a location type a location, anything else text. `dynamic`: the
 * options are the partner's, per user (the composer's field options with the user's connection).
 */
export function fieldInput(
  kind: StepType,
  fieldType: string | null,
): { input: FieldInput; dynamic: boolean } {
  const text = { input: 'text', dynamic: false } as const;
  if (fieldType === null) return text;
  if (kind === 'query') {
    if (fieldType === 'dropdown_static') return { input: 'dropdown', dynamic: false };
    if (fieldType === 'dropdown_dynamic') return { input: 'dropdown', dynamic: true };
    return text;
  }
  const type = Number(fieldType);
  if (kind === 'trigger') {
    if (type === 6 || type === 20) return { input: 'dropdown', dynamic: false };
    if (type === 7 || type === 18 || type === 19) return { input: 'dropdown', dynamic: true };
    if (type >= 8 && type <= 17) return { input: 'location', dynamic: false };
    return text;
  }
  if (type === 14 || type === 19) return { input: 'dropdown', dynamic: false };
  if (type === 15 || type === 17 || type === 18) return { input: 'dropdown', dynamic: true };
  return text;
}
