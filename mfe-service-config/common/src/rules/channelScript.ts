import type { FieldError } from '../fieldError';
import { tooLong } from './stepName';

/** The adapter script's size cap (characters), as migration 0007 checks it. */
export const SCRIPT_MAX = 100_000;
export const SCRIPT_NUL = 'must not contain NUL characters';

/**
 * What updateChannelScript stores: the script as typed (not trimmed, so line numbers in errors stay
 * right); an empty or all-blank script is stored as null (no script).
 */
export function validateScript(script: string): { value: string | null; errors: FieldError[] } {
  if (script.length > SCRIPT_MAX)
    return { value: null, errors: [{ attribute: 'script', message: tooLong(SCRIPT_MAX) }] };
  // The database cannot store NUL in text.
  if (script.includes('\0')) return { value: null, errors: [{ attribute: 'script', message: SCRIPT_NUL }] };
  return { value: script.trim() ? script : null, errors: [] };
}
