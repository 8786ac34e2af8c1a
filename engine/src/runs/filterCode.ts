import type { AppletRunSpec } from '@switchyard/events';
import { createSandbox, type ParseResult, type Sandbox } from '@switchyard/sandbox';
import type { IngredientValues } from './ingredients';

/** What the filter code decided: actions to skip (with the reason) and action fields it set. */
export interface FilterOutcome {
  skips: Record<string, string>;
  sets: Record<string, Record<string, unknown>>;
}

// Runs inside QuickJS: builds the applet's namespaces (`Daybook.newJournalEntry.Title`, each query's
// rows, each action's skip() and setters, all named by the composer) and Meta, then the user's code as the
// body of `Function(...names, 'Meta', code)` (a connection feature's runtime script: `Function(...names,
// 'Meta', 'Feature', code)`, Feature being `{name, customFields}`). That function is built from text, so the host first has the
// sandbox compile the code as exactly that body (parseFunctionBody), which refuses code that would close it.
const GUEST = `
function handler(input) {
  var skips = {}, sets = {}, root = {};
  function space(name) { return root[name] || (root[name] = {}); }
  Object.keys(input.values).forEach(function (path) {
    var p = path.split('.');
    var step = space(p[0])[p[1]] || (space(p[0])[p[1]] = {});
    step[p[2]] = input.values[path];
  });
  function at(path) { var p = path.split('.'); return [space(p[0]), p[1]]; }
  input.queries.forEach(function (q) {
    var rows = q.rows.slice();
    var first = rows[0] || {};
    Object.keys(first).forEach(function (k) { rows[k] = first[k]; });
    var place = at(q.path);
    place[0][place[1]] = rows;
  });
  input.actions.forEach(function (a) {
    var api = {
      skip: function (reason) { skips[a.key] = reason === undefined ? '' : String(reason); }
    };
    Object.keys(a.setters).forEach(function (f) {
      api[a.setters[f]] = function (value) { (sets[a.key] || (sets[a.key] = {}))[f] = value; };
    });
    var place = at(a.path);
    place[0][place[1]] = api;
  });
  var Meta = {
    currentUserTime: new Date(input.meta.currentUserTime),
    triggerTime: new Date(input.meta.triggerTime),
    previousTriggerTime: input.meta.previousTriggerTime === null ? null : new Date(input.meta.previousTriggerTime)
  };
  var names = input.names;
  var params = names.concat(['Meta']);
  var args = names.map(function (n) { return root[n]; }).concat([Meta]);
  if (input.feature) {
    params.push('Feature');
    args.push(input.feature);
  }
  var run = Function.apply(null, params.concat([input.code]));
  run.apply(null, args);
  return { skips: skips, sets: sets };
}`;

/** The namespaces the guest builds (the first part of each path), in the order it builds them. */
function namespacesOf(spec: AppletRunSpec, values: IngredientValues): string[] {
  const paths = [
    ...Object.keys(values),
    ...spec.queries.map((q) => q.path),
    ...spec.actions.map((a) => a.path),
  ];
  return [...new Set(paths.map((path) => path.split('.')[0]))];
}

let sandbox: Sandbox | null = null;

export class FilterCodeError extends Error {
  constructor(
    message: string,
    /** The sandbox was busy: worth another try. */
    readonly retry: boolean,
  ) {
    super(message);
  }
}

/** What the code reads as Meta. */
interface FilterMeta {
  currentUserTime: Date;
  triggerTime: Date;
  /** The trigger time of the lane's run before this one; null when there was none. */
  previousTriggerTime: Date | null;
}

/** The extra parameters of the code's function: Meta, and Feature for a connection feature. */
const extraParams = (spec: AppletRunSpec) => (spec.connection ? ['Meta', 'Feature'] : ['Meta']);

/**
 * Runs an applet's filter code (a connection feature's runtime script) in the sandbox (QuickJS in a
 * worker; fair between owners: the user whose applet it is), with the run's ingredients, Meta
 * (currentUserTime, triggerTime, previousTriggerTime) and, for a connection feature, Feature (its
 * name in the connection and the user's custom field values).
 */
export async function runFilterCode(
  spec: AppletRunSpec,
  values: IngredientValues,
  queryRows: Record<string, Record<string, unknown>[]>,
  meta: FilterMeta,
  owner: string,
): Promise<FilterOutcome> {
  sandbox ??= createSandbox({ workers: 2, timeoutMs: 1000 });
  const keyOf = (path: string) => path.split('.')[2];
  const code = spec.filter_code ?? '';
  const names = namespacesOf(spec, values);
  await checkBody(sandbox, code, [...names, ...extraParams(spec)], owner);
  const input = {
    code,
    names,
    values,
    queries: spec.queries.map((q) => ({
      path: q.path,
      rows: (queryRows[q.key] ?? []).map((row) =>
        Object.fromEntries(q.ingredients.map((i) => [keyOf(i.path), row[i.slug] ?? null])),
      ),
    })),
    actions: spec.actions.map((a) => ({
      key: a.key,
      path: a.path,
      setters: a.setters ?? {},
    })),
    meta: {
      currentUserTime: meta.currentUserTime.toISOString(),
      triggerTime: meta.triggerTime.toISOString(),
      previousTriggerTime: meta.previousTriggerTime?.toISOString() ?? null,
    },
    feature: spec.connection
      ? { name: spec.connection.feature_name, customFields: spec.connection.custom_field_values ?? {} }
      : null,
  };
  const result = await sandbox.run(GUEST, input, {}, { owner });
  if (!result.ok)
    throw new FilterCodeError(`Filter code: ${result.error.message}`, result.error.kind === 'busy');
  const out = result.value as FilterOutcome;
  return { skips: out?.skips ?? {}, sets: out?.sets ?? {} };
}

/**
 * Bodies (with their parameters) that compiled: an applet's or feature's code is the same run after
 * run, and the compile was half of each run's time in the sandbox. Bounded; the oldest go first.
 */
const compiled = new Set<string>();
const COMPILED_KEPT = 1000;

/** Compiles the code, without running it, as the body the guest builds; throws its syntax error. */
async function checkBody(sandbox: Sandbox, code: string, params: string[], owner: string): Promise<void> {
  const key = JSON.stringify([params, code]);
  if (compiled.has(key)) return;
  let parsed: ParseResult;
  try {
    parsed = await sandbox.parseFunctionBody(code, params, { owner });
  } catch (err) {
    if (!(err instanceof TypeError)) throw err;
    throw new FilterCodeError(
      `Filter code: the applet's step paths cannot name its namespaces (${err.message})`,
      false,
    );
  }
  if (!parsed.ok) {
    const { kind, message, line } = parsed.error;
    throw new FilterCodeError(
      `Filter code: ${message}${line === undefined ? '' : ` (line ${line})`}`,
      kind === 'busy',
    );
  }
  if (compiled.size >= COMPILED_KEPT) compiled.delete(compiled.values().next().value!);
  compiled.add(key);
}

export async function closeFilterSandbox(): Promise<void> {
  const running = sandbox;
  sandbox = null;
  await running?.close();
}
