import type { FieldError } from '@switchyard/server-kit';

export const MAX_NAME_LENGTH = 100;

/** Organization name: required, trimmed, at most 100 characters. */
export function checkOrganizationName(
  value: unknown,
  attribute = 'name',
): { name: string; error?: undefined } | { name?: undefined; error: FieldError } {
  const name = typeof value === 'string' ? value.trim() : '';
  if (name === '') return { error: { attribute, message: 'Organization name is required' } };
  if ([...name].length > MAX_NAME_LENGTH) {
    return {
      error: { attribute, message: `Organization name must be at most ${MAX_NAME_LENGTH} characters` },
    };
  }
  return { name };
}
