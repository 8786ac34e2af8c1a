import { formatFieldError } from '../fieldErrors';
import { moduleNameProblems, SERVICE_NAME_MAX } from './moduleName';

export interface NewServiceValues {
  name?: string;
  module_name?: string;
}

/** The server's rules, checked as the user types (the server checks them again, plus uniqueness). */
export function validateNewServiceForm(
  values: NewServiceValues,
): Partial<Record<keyof NewServiceValues, string>> {
  const errors: Partial<Record<keyof NewServiceValues, string>> = {};
  const name = (values.name ?? '').trim();
  if (!name) errors.name = formatFieldError({ attribute: 'name', message: "can't be blank" });
  else if (name.length > SERVICE_NAME_MAX) {
    errors.name = formatFieldError({
      attribute: 'name',
      message: `is too long (maximum is ${SERVICE_NAME_MAX} characters)`,
    });
  }
  const moduleName = (values.module_name ?? '').trim();
  const [problem] = moduleName ? moduleNameProblems(moduleName) : [];
  if (problem) errors.module_name = formatFieldError({ attribute: 'module_name', message: problem });
  return errors;
}
