export const NAME_MAX = 100;

/** The organization name rules the server enforces too: required, at most 100 characters. */
export function nameError(value: string | undefined): string | undefined {
  const name = (value ?? '').trim();
  if (!name) return 'Organization name is required';
  if (name.length > NAME_MAX) return `Organization name must be at most ${NAME_MAX} characters`;
  return undefined;
}
