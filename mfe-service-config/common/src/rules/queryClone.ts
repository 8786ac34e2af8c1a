import { QUERY_NAME_MAX } from './queryForm';
import { STEP_NAME_MAX } from './stepName';

/**
 * A clone's endpoint: list_notes -> list_notes_copy, then list_notes_copy_2, _copy_3, … until one
 * is free in the service; the original is shortened when the suffix would pass the maximum length.
 */
export function cloneModuleName(moduleName: string, taken: ReadonlySet<string>): string {
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '_copy' : `_copy_${n}`;
    const candidate = moduleName.slice(0, STEP_NAME_MAX - suffix.length) + suffix;
    if (!taken.has(candidate)) return candidate;
  }
}

/** 'List notes' -> 'Copy of List notes', within the name's maximum length. */
export const cloneName = (name: string) => `Copy of ${name}`.slice(0, QUERY_NAME_MAX);
