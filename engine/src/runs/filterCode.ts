import type { AppletRunSpec } from '@switchyard/events';
import { createSandbox, type ParseResult, type Sandbox } from '@switchyard/sandbox';
import type { IngredientValues } from './ingredients';
import { zoneOffsetMinutes } from './zonedTime';

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
  var DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  var MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  function pad(n, w) { var s = String(Math.abs(n)); while (s.length < (w || 2)) s = '0' + s; return s; }
  // A Date at the instant whose local getters and setters read the user's zone, at the zone's offset
  // for that instant (computed on the host: at.offset, minutes ahead of UTC); a local setter moves the
  // instant at that same offset.
  function zonedDate(at, zone) {
    var d = new Date(at.ms);
    var off = at.offset * 60000;
    function wall() { return new Date(d.getTime() + off); }
    var getters = { FullYear: 0, Month: 0, Date: 0, Day: 0, Hours: 0, Minutes: 0, Seconds: 0, Milliseconds: 0 };
    Object.keys(getters).forEach(function (name) {
      var utc = Date.prototype['getUTC' + name];
      d['get' + name] = function () { return utc.call(wall()); };
      if (name === 'Day') return;
      var set = Date.prototype['setUTC' + name];
      d['set' + name] = function () {
        var w = wall();
        set.apply(w, arguments);
        return d.setTime(w.getTime() - off);
      };
    });
    d.getYear = function () { return d.getFullYear() - 1900; };
    d.getTimezoneOffset = function () { return -at.offset; };
    function gmt() {
      return 'GMT' + (at.offset < 0 ? '-' : '+') + pad(Math.floor(Math.abs(at.offset) / 60)) + pad(Math.abs(at.offset) % 60);
    }
    d.toDateString = function () {
      return DAYS[d.getDay()] + ' ' + MONTHS[d.getMonth()] + ' ' + pad(d.getDate()) + ' ' + pad(d.getFullYear(), 4);
    };
    d.toTimeString = function () {
      return pad(d.getHours()) + ':' + pad(d.getMinutes()) + ':' + pad(d.getSeconds()) + ' ' + gmt() + ' (' + zone + ')';
    };
    d.toString = function () { return d.toDateString() + ' ' + d.toTimeString(); };
    d.toLocaleDateString = function () { return (d.getMonth() + 1) + '/' + d.getDate() + '/' + d.getFullYear(); };
    d.toLocaleTimeString = function () {
      var h = d.getHours();
      return ((h % 12) || 12) + ':' + pad(d.getMinutes()) + ':' + pad(d.getSeconds()) + (h < 12 ? ' AM' : ' PM');
    };
    d.toLocaleString = function () { return d.toLocaleDateString() + ', ' + d.toLocaleTimeString(); };
    return d;
  }
  function zoned(at) { return zonedDate(at, input.meta.timezone); }
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
    currentUserTime: zoned(input.meta.currentUserTime),
    triggerTime: zoned(input.meta.triggerTime),
    previousTriggerTime: input.meta.previousTriggerTime === null ? null : zoned(input.meta.previousTriggerTime),
    timezone: input.meta.timezone
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
  /** The user's IANA zone: the times' local getters read it (Meta.timezone). */
  timezone: string;
}

/** An instant as the guest rebuilds it: its time, and the zone's offset then (DST as it was). */
const instantIn = (timezone: string, at: Date) => ({
  ms: at.getTime(),
  offset: zoneOffsetMinutes(timezone, at),
});

/** The extra parameters of the code's function: Meta, and Feature for a connection feature. */
const extraParams = (spec: AppletRunSpec) => (spec.connection ? ['Meta', 'Feature'] : ['Meta']);

/**
 * Runs an applet's filter code (a connection feature's runtime script) in the sandbox (QuickJS in a
 * worker; fair between owners: the user whose applet it is), with the run's ingredients, Meta
 * (currentUserTime, triggerTime, previousTriggerTime, read in the user's zone; timezone) and, for a connection feature, Feature (its
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
      timezone: meta.timezone,
      currentUserTime: instantIn(meta.timezone, meta.currentUserTime),
      triggerTime: instantIn(meta.timezone, meta.triggerTime),
      previousTriggerTime: meta.previousTriggerTime
        ? instantIn(meta.timezone, meta.previousTriggerTime)
        : null,
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
