/** Module names (service slugs): lowercase snake_case, used in URLs and the partner API paths. */
export const MODULE_NAME_MIN = 3;
export const MODULE_NAME_MAX = 50;
const MODULE_NAME_PATTERN = /^[a-z][a-z0-9_]*$/;
/** Path segments of the service pages that a service's URL (/services/{module_name}) must not shadow. */
export const RESERVED_MODULE_NAMES: readonly string[] = ['new'];

/** "Acme Weather!" -> "acme_weather"; accents are dropped, anything else becomes one underscore. */
export function moduleNameFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, MODULE_NAME_MAX)
    .replace(/_+$/, '');
}

/** What is wrong with a module name, as field messages (empty when it is acceptable). */
export function moduleNameProblems(moduleName: string): string[] {
  if (moduleName.length === 0) return ["can't be blank"];
  const problems: string[] = [];
  if (moduleName.length < MODULE_NAME_MIN)
    problems.push(`is too short (minimum is ${MODULE_NAME_MIN} characters)`);
  if (moduleName.length > MODULE_NAME_MAX)
    problems.push(`is too long (maximum is ${MODULE_NAME_MAX} characters)`);
  if (!MODULE_NAME_PATTERN.test(moduleName)) {
    problems.push(
      'can only contain lowercase letters, numbers and underscores, and must begin with a letter',
    );
  }
  if (RESERVED_MODULE_NAMES.includes(moduleName)) problems.push('is reserved; please choose another');
  return problems;
}

export const MODULE_NAME_TAKEN = 'has already been taken';
