import type { FieldError } from '../fieldError';
import { moduleNameFromName, moduleNameProblems } from './moduleName';

export const SERVICE_NAME_MAX = 100;

export interface NewServiceInput {
  name: string;
  module_name?: string | null;
}

export interface NewService {
  name: string;
  module_name: string;
}

/**
 * Checks a new service's name and module name; the module name is derived from the name when it
 * is not given. Uniqueness needs the database and is checked by the caller.
 */
export function validateNewService(input: NewServiceInput): { value: NewService; errors: FieldError[] } {
  const name = input.name.trim();
  const given = (input.module_name ?? '').trim();
  const module_name = given || moduleNameFromName(name);
  const errors: FieldError[] = [];
  if (!name) errors.push({ attribute: 'name', message: "can't be blank" });
  if (name.length > SERVICE_NAME_MAX) {
    errors.push({ attribute: 'name', message: `is too long (maximum is ${SERVICE_NAME_MAX} characters)` });
  }
  if (given) {
    for (const message of moduleNameProblems(given)) errors.push({ attribute: 'module_name', message });
  } else if (name) {
    // The name gave nothing usable (only punctuation, a leading digit, too short): say so.
    const problems = moduleNameProblems(module_name);
    if (!module_name) {
      errors.push({ attribute: 'module_name', message: 'could not be made from the name; please enter one' });
    } else if (problems.length) {
      errors.push({
        attribute: 'module_name',
        message: `made from the name ("${module_name}") ${problems[0]}`,
      });
    }
  }
  return { value: { name, module_name }, errors };
}
