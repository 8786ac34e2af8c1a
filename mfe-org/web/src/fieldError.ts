import type { FieldMetaState } from 'react-final-form';

/** The inline error of a react-final-form field: its own check, or the server's until edited. */
export function fieldError(meta: FieldMetaState<unknown>): string | undefined {
  if (!meta.touched) return undefined;
  if (meta.error) return String(meta.error);
  if (meta.submitError && !meta.dirtySinceLastSubmit) return String(meta.submitError);
  return undefined;
}
