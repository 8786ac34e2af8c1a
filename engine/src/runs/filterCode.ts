import type { AppletRunSpec } from '@switchyard/events';
import { createSandbox, type Sandbox } from '@switchyard/sandbox';
import type { IngredientValues } from './ingredients';

/** What the filter code decided: actions to skip (with the reason) and action fields it set. */
export interface FilterOutcome {
  skips: Record<string, string>;
  sets: Record<string, Record<string, unknown>>;
}

// Runs inside QuickJS: builds the applet's namespaces (`Daybook.newJournalEntry.Title`, each query's
// rows, each action's skip() and set{Field}()) and Meta, then the user's code over them.
const GUEST = `
function handler(input) {
  var skips = {}, sets = {}, root = {};
  function space(name) { return root[name] || (root[name] = {}); }
  Object.keys(input.values).forEach(function (path) {
    var p = path.split('.');
    var step = space(p[0])[p[1]] || (space(p[0])[p[1]] = {});
    step[p[2]] = input.values[path];
  });
  input.queries.forEach(function (q) {
    var rows = q.rows.slice();
    var first = rows[0] || {};
    Object.keys(first).forEach(function (k) { rows[k] = first[k]; });
    space(q.service)[q.step] = rows;
  });
  input.actions.forEach(function (a) {
    var api = {
      skip: function (reason) { skips[a.key] = reason === undefined ? '' : String(reason); }
    };
    a.fields.forEach(function (f) {
      var name = 'set' + f.replace(/(^|[_-])([a-z0-9])/gi, function (m, s, c) { return c.toUpperCase(); });
      api[name] = function (value) { (sets[a.key] || (sets[a.key] = {}))[f] = value; };
    });
    space(a.service)[a.step] = api;
  });
  var Meta = {
    currentUserTime: new Date(input.meta.currentUserTime),
    triggerTime: new Date(input.meta.triggerTime)
  };
  var names = Object.keys(root);
  var run = Function.apply(null, names.concat(['Meta', input.code]));
  run.apply(null, names.map(function (n) { return root[n]; }).concat([Meta]));
  return { skips: skips, sets: sets };
}`;

const camel = (s: string) => s.replace(/[_-]+([a-z0-9])/gi, (_m, c: string) => c.toUpperCase());
const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

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

/**
 * Runs an applet's filter code in the sandbox (QuickJS in a worker; fair between owners: the user
 * whose applet it is), with the run's ingredients and Meta.currentUserTime / triggerTime.
 */
export async function runFilterCode(
  spec: AppletRunSpec,
  values: IngredientValues,
  queryRows: Record<string, Record<string, unknown>[]>,
  meta: { currentUserTime: Date; triggerTime: Date },
  owner: string,
): Promise<FilterOutcome> {
  sandbox ??= createSandbox({ workers: 2, timeoutMs: 1000 });
  const keyOf = (path: string) => path.split('.')[2];
  const input = {
    code: spec.filter_code ?? '',
    values,
    queries: spec.queries.map((q) => ({
      service: upperFirst(camel(q.channel_module_name)),
      step: camel(q.module_name),
      rows: (queryRows[q.key] ?? []).map((row) =>
        Object.fromEntries(q.ingredients.map((i) => [keyOf(i.path), row[i.slug] ?? null])),
      ),
    })),
    actions: spec.actions.map((a) => ({
      key: a.key,
      service: upperFirst(camel(a.channel_module_name)),
      step: camel(a.module_name),
      fields: a.field_names ?? [],
    })),
    meta: {
      currentUserTime: meta.currentUserTime.toISOString(),
      triggerTime: meta.triggerTime.toISOString(),
    },
  };
  const result = await sandbox.run(GUEST, input, {}, { owner });
  if (!result.ok)
    throw new FilterCodeError(`Filter code: ${result.error.message}`, result.error.kind === 'busy');
  const out = result.value as FilterOutcome;
  return { skips: out?.skips ?? {}, sets: out?.sets ?? {} };
}

export async function closeFilterSandbox(): Promise<void> {
  const running = sandbox;
  sandbox = null;
  await running?.close();
}
