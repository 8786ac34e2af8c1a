/**
 * The checklist of each test case (PROTOCOL.md "What the endpoint test checks"): pure functions from
 * a partner's answer to checks. `check` is a stable key, `message` the checklist text, `detail` what
 * was wrong.
 */
export interface Check {
  check: string;
  message: string;
  passed: boolean;
  detail?: string;
}

/** A partner's answer as the checks see it: the status and the body parsed as JSON (undefined if not JSON). */
export interface PartnerAnswer {
  status: number;
  json: unknown;
}

/** Trigger items when no limit is sent: PROTOCOL.md's default limit. */
export const TRIGGER_DEFAULT_LIMIT = 50;
export const TRIGGER_MIN_ITEMS = 3;

const verdict = (check: string, message: string, passed: boolean, detail?: string): Check =>
  passed ? { check, message, passed } : { check, message, passed, ...(detail ? { detail } : {}) };

const isObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

/** A value shown in a detail, cut short. */
export function preview(value: unknown, max = 120): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export function statusIs(answer: PartnerAnswer, expected: number, message?: string): Check {
  return verdict(
    `status_${expected}`,
    message ?? `Status code is ${expected}`,
    answer.status === expected,
    `Got ${answer.status}.`,
  );
}

/** `{"data": [...]}`: the list, or null with the failed check. */
export function dataList(
  answer: PartnerAnswer,
  message = 'The body is JSON with a data list',
): {
  check: Check;
  list: unknown[] | null;
} {
  const list = isObject(answer.json) && Array.isArray(answer.json.data) ? answer.json.data : null;
  const detail =
    answer.json === undefined
      ? 'The body is not JSON.'
      : !isObject(answer.json)
        ? 'The body is not a JSON object.'
        : !('data' in answer.json)
          ? 'The body has no data key.'
          : 'data is not a list.';
  return { check: verdict('data_list', message, list !== null, detail), list };
}

/** `{"data": {...}}`: the object, or null with the failed check. */
export function dataObject(
  answer: PartnerAnswer,
  message = 'The body is JSON with a data object',
): { check: Check; data: Record<string, unknown> | null } {
  const data = isObject(answer.json) && isObject(answer.json.data) ? answer.json.data : null;
  const detail = answer.json === undefined ? 'The body is not JSON.' : 'data is not an object.';
  return { check: verdict('data_object', message, data !== null, detail), data };
}

interface Meta {
  id: unknown;
  timestamp: unknown;
}
const metaOf = (item: unknown): Meta | null =>
  isObject(item) && isObject(item.meta) ? (item.meta as unknown as Meta) : null;
const hasId = (id: unknown) =>
  (typeof id === 'string' && id !== '') || (typeof id === 'number' && Number.isFinite(id));
/** Unix seconds: a whole number, not milliseconds (those pass 10^11 in 1973). */
const isUnixSeconds = (t: unknown) => typeof t === 'number' && Number.isInteger(t) && t >= 0 && t < 1e11;

/** meta.id and meta.timestamp on each item, ids unique, newest first. */
export function triggerItemChecks(items: unknown[]): Check[] {
  const checks: Check[] = [];
  const missingId = items.findIndex((item) => !hasId(metaOf(item)?.id));
  checks.push(
    verdict(
      'meta_id',
      'Every item has a meta.id',
      missingId < 0,
      `Item ${missingId + 1} has ${metaOf(items[missingId]) ? 'no meta.id' : 'no meta'}.`,
    ),
  );
  const badTimestamp = items.findIndex((item) => !isUnixSeconds(metaOf(item)?.timestamp));
  checks.push(
    verdict(
      'meta_timestamp',
      'Every item has an integer meta.timestamp (Unix seconds)',
      badTimestamp < 0,
      `Item ${badTimestamp + 1} has meta.timestamp ${preview(metaOf(items[badTimestamp])?.timestamp ?? null)}.`,
    ),
  );
  if (missingId < 0) {
    const ids = items.map((item) => String(metaOf(item)!.id));
    const duplicate = ids.find((id, i) => ids.indexOf(id) !== i);
    checks.push(
      verdict(
        'unique_ids',
        'meta.id is unique',
        duplicate === undefined,
        `${preview(duplicate)} appears twice.`,
      ),
    );
  }
  if (badTimestamp < 0) {
    const times = items.map((item) => metaOf(item)!.timestamp as number);
    const older = times.findIndex((t, i) => i > 0 && t > times[i - 1]);
    checks.push(
      verdict(
        'newest_first',
        'Items are ordered newest first',
        older < 0,
        `Item ${older + 1} (${times[older]}) is newer than item ${older} (${times[older - 1]}).`,
      ),
    );
  }
  return checks;
}

/** The meta.ids of a trigger's items (those that have one). */
export const itemIds = (items: unknown[]): string[] =>
  items
    .map((item) => metaOf(item)?.id)
    .filter(hasId)
    .map(String);

/**
 * The same items keep their meta.id from one call to the next: the platform runs an applet once for
 * each new id, so a service that makes ids per request would run every applet for every item on
 * every check. Passes when either call has no ids (nothing to compare) or they share one.
 */
export function stableIdsCheck(before: string[], items: unknown[]): Check {
  const after = itemIds(items);
  const shared = after.some((id) => before.includes(id));
  return verdict(
    'stable_ids',
    'The same items keep their meta.id from one call to the next',
    before.length === 0 || after.length === 0 || shared,
    `None of the ${after.length} meta.ids of this call was among the ${before.length} of the call before ` +
      `(${preview(after[0])} now, ${preview(before[0])} before): the platform runs an Applet once for each new ` +
      'meta.id, so every check would run it again for every item. Give each item an id that stays the same, ' +
      "such as its record's key.",
  );
}

export function countChecks(
  items: unknown[],
  rule: { check: string; message: string; min?: number; max?: number },
): Check {
  const n = items.length;
  const ok = (rule.min === undefined || n >= rule.min) && (rule.max === undefined || n <= rule.max);
  return verdict(rule.check, rule.message, ok, `Got ${n} ${n === 1 ? 'item' : 'items'}.`);
}

/** The answer of a field validation: data.valid must be what the sample calls for. */
export function validationCheck(answer: PartnerAnswer, expectValid: boolean): Check[] {
  const { check, data } = dataObject(answer, 'The body is JSON with data.valid');
  if (!data || typeof data.valid !== 'boolean')
    return [{ ...check, passed: false, detail: check.detail ?? 'data.valid is not true or false.' }];
  return [
    { check: check.check, message: check.message, passed: true },
    verdict(
      expectValid ? 'valid_sample_valid' : 'invalid_sample_invalid',
      expectValid ? 'Says the valid sample is valid' : 'Says the invalid sample is not valid',
      data.valid === expectValid,
      `data.valid is ${data.valid}${typeof data.message === 'string' ? ` (${preview(data.message)})` : ''}.`,
    ),
  ];
}

const isOption = (o: unknown) => isObject(o) && typeof o.label === 'string' && typeof o.value === 'string';
const isGroup = (o: unknown) =>
  isObject(o) && typeof o.label === 'string' && Array.isArray(o.values) && o.values.every(isOption);

/** `[{label, value}]`, and for nested dropdowns also `[{label, values: [{label, value}]}]`. */
export function optionsShapeCheck(options: unknown[], nested: boolean): Check {
  const bad = options.findIndex((o) => !(isOption(o) || (nested && isGroup(o))));
  return verdict(
    'options_shape',
    nested
      ? 'Every option has a label and a value, or a label and a list of values'
      : 'Every option has a label and a value',
    bad < 0,
    `Option ${bad + 1} is ${preview(options[bad])}.`,
  );
}

/** An action's answer `{"data": [{"id": …}]}`. */
export function actionIdCheck(list: unknown[]): Check {
  const first = list[0];
  return verdict(
    'action_id',
    'data[0].id is present',
    isObject(first) && hasId(first.id),
    list.length === 0 ? 'data is empty.' : `data[0] is ${preview(first)}.`,
  );
}

/** A skipped action: 400 with `{"errors": [{"status": "SKIP", "message": …}]}`. */
export function skipCheck(answer: PartnerAnswer): Check {
  const errors = isObject(answer.json) && Array.isArray(answer.json.errors) ? answer.json.errors : null;
  const first = errors?.[0];
  return verdict(
    'skip_status',
    'errors[0].status is SKIP',
    isObject(first) && first.status === 'SKIP',
    errors ? `errors[0] is ${preview(first ?? null)}.` : 'The body has no errors list.',
  );
}

/** A query page's cursor: a non-empty string when given. */
export function cursorOf(answer: PartnerAnswer): string | null {
  const cursor = isObject(answer.json) ? answer.json.cursor : undefined;
  return typeof cursor === 'string' && cursor !== '' ? cursor : null;
}
