import { z } from 'zod';

/**
 * Settings: every environment variable a process reads is declared once, in a spec beside the code
 * that uses it (the variable, its schema, the default and meaning the README's settings table shows,
 * whether it is a secret). A host parses its specs once at start-up into a frozen, typed object and
 * passes that down; a bad value stops the start with a message naming the variable and what is wrong.
 */

/** The environment as a host reads it (process.env, or a test's own). */
export type Env = Readonly<Record<string, string | undefined>>;

/** What the README's settings table says about a setting. */
export interface SettingDoc {
  /** The default as the table shows it (markdown), e.g. "`20`" or "(none)". */
  default: string;
  /** What it does (markdown), one table cell. */
  meaning: string;
  /** A secret: its value is never repeated in an error message. */
  secret?: boolean;
}

/** One variable, e.g. PORT. `schema` takes the raw value (undefined when unset) to the typed one. */
export interface Setting<T> extends SettingDoc {
  variable: string;
  schema: z.ZodType<T, z.ZodTypeDef, string | undefined>;
}

/** A family of variables by pattern, e.g. SUBGRAPH_<NAME>_URL: { name (lower-case): value }. */
export interface SettingFamily<T> extends SettingDoc {
  /** As the table shows it, with `<NAME>` where the name goes. */
  variable: string;
  prefix: string;
  suffix: string;
  schema: z.ZodType<T, z.ZodTypeDef, string>;
}

export type AnySetting = Setting<unknown> | SettingFamily<unknown>;
export type SettingsSpec = Readonly<Record<string, AnySetting>>;

/** The typed values of a spec: one key per setting, a record per family. */
export type SettingsOf<S extends SettingsSpec> = {
  readonly [K in keyof S]: S[K] extends SettingFamily<infer T>
    ? Readonly<Record<string, T>>
    : S[K] extends Setting<infer T>
      ? T
      : never;
};

/** Declares one variable. */
export function setting<T>(variable: string, schema: Setting<T>['schema'], doc: SettingDoc): Setting<T> {
  return { variable, schema, ...doc };
}

/** Declares a family of variables, `<prefix><NAME><suffix>` (e.g. SUBGRAPH_ORG_URL). */
export function settingFamily<T>(
  prefix: string,
  suffix: string,
  schema: SettingFamily<T>['schema'],
  doc: SettingDoc,
): SettingFamily<T> {
  return { variable: `${prefix}<NAME>${suffix}`, prefix, suffix, schema, ...doc };
}

const isFamily = (s: AnySetting): s is SettingFamily<unknown> => 'prefix' in s;

/** One or more settings a process cannot start with; the message names each and says why. */
export class SettingError extends Error {
  readonly problems: readonly string[];
  constructor(problems: string | readonly string[]) {
    const list = typeof problems === 'string' ? [problems] : problems;
    super(list.join('\n'));
    this.name = 'SettingError';
    this.problems = list;
  }
}

/** "PORT must be …; it is "abc"." (a secret's value is not repeated). */
function problem(variable: string, doc: SettingDoc, raw: string | undefined, error: z.ZodError) {
  const why = error.issues[0]?.message ?? 'is not valid';
  if (raw === undefined || raw.trim() === '') return `${variable} ${why}; it is not set.`;
  if (doc.secret) return `${variable} ${why}; the value given is not shown (a secret).`;
  return `${variable} ${why}; it is "${raw}".`;
}

/**
 * Parses a spec's variables from `env`, all at once: a frozen typed object, or a SettingError naming
 * every variable that is wrong.
 */
export function parseSettings<S extends SettingsSpec>(spec: S, env: Env): SettingsOf<S> {
  const out: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [key, s] of Object.entries(spec)) {
    if (isFamily(s)) {
      const members: Record<string, unknown> = {};
      for (const [variable, raw] of Object.entries(env)) {
        if (!raw || !variable.startsWith(s.prefix) || !variable.endsWith(s.suffix)) continue;
        const name = variable.slice(s.prefix.length, -s.suffix.length || undefined).toLowerCase();
        if (!name) continue;
        const parsed = s.schema.safeParse(raw);
        if (parsed.success) members[name] = parsed.data;
        else problems.push(problem(variable, s, raw, parsed.error));
      }
      out[key] = Object.freeze(members);
      continue;
    }
    const raw = env[s.variable];
    const parsed = s.schema.safeParse(raw);
    if (parsed.success) out[key] = parsed.data;
    else problems.push(problem(s.variable, s, raw, parsed.error));
  }
  if (problems.length) throw new SettingError(problems);
  return Object.freeze(out) as SettingsOf<S>;
}

/** The settings of several specs in one (a host composes the shared ones with its own). */
export function composeSpecs<A extends SettingsSpec, B extends SettingsSpec>(a: A, b: B): A & B {
  return { ...a, ...b };
}
