import {
  actionIdCheck,
  countChecks,
  stableIdsCheck,
  cursorOf,
  dataList,
  optionsShapeCheck,
  skipCheck,
  statusIs,
  triggerItemChecks,
  validationCheck,
} from './checks';

const item = (id: unknown, timestamp: unknown) => ({ title: 'x', meta: { id, timestamp } });
const failed = (checks: { check: string; passed: boolean }[]) =>
  checks.filter((c) => !c.passed).map((c) => c.check);

describe('trigger items', () => {
  it('passes newest-first items with ids and whole-second timestamps', () => {
    const checks = triggerItemChecks([item('c', 300), item('b', 200), item('a', 200)]);
    expect(checks.map((c) => [c.check, c.passed])).toEqual([
      ['meta_id', true],
      ['meta_timestamp', true],
      ['unique_ids', true],
      ['newest_first', true],
    ]);
  });

  it('names the item out of order', () => {
    const [newest] = triggerItemChecks([item('a', 100), item('b', 200)]).filter((c) => !c.passed);
    expect(newest).toMatchObject({
      check: 'newest_first',
      detail: 'Item 2 (200) is newer than item 1 (100).',
    });
  });

  it('fails items without meta, fractional or millisecond timestamps, and repeated ids', () => {
    expect(failed(triggerItemChecks([{ title: 'x' }]))).toEqual(['meta_id', 'meta_timestamp']);
    expect(failed(triggerItemChecks([item('a', 1.5)]))).toEqual(['meta_timestamp']);
    expect(failed(triggerItemChecks([item('a', Date.now())]))).toEqual(['meta_timestamp']);
    expect(failed(triggerItemChecks([item('a', '100')]))).toEqual(['meta_timestamp']);
    expect(failed(triggerItemChecks([item('a', 2), item('a', 1)]))).toEqual(['unique_ids']);
    expect(failed(triggerItemChecks([item('', 2)]))).toEqual(['meta_id']);
    expect(triggerItemChecks([{ meta: { timestamp: 1 } }])[0].detail).toBe('Item 1 has no meta.id.');
  });

  it('counts', () => {
    expect(countChecks([1, 2], { check: 'at_least_3', message: 'm', min: 3 })).toMatchObject({
      passed: false,
      detail: 'Got 2 items.',
    });
    expect(countChecks([1], { check: 'limit_1', message: 'm', min: 1, max: 1 }).passed).toBe(true);
    expect(countChecks([], { check: 'limit_0', message: 'm', max: 0 }).passed).toBe(true);
  });
});

describe('answers', () => {
  it('status and data list', () => {
    expect(statusIs({ status: 500, json: undefined }, 200)).toMatchObject({
      check: 'status_200',
      message: 'Status code is 200',
      passed: false,
      detail: 'Got 500.',
    });
    expect(dataList({ status: 200, json: { data: [1] } }).list).toEqual([1]);
    expect(dataList({ status: 200, json: undefined }).check.detail).toBe('The body is not JSON.');
    expect(dataList({ status: 200, json: { items: [] } }).check.detail).toBe('The body has no data key.');
    expect(dataList({ status: 200, json: { data: {} } }).check.detail).toBe('data is not a list.');
  });

  it('field validation', () => {
    const answer = (data: unknown) => ({ status: 200, json: { data } });
    expect(failed(validationCheck(answer({ valid: true }), true))).toEqual([]);
    expect(failed(validationCheck(answer({ valid: true }), false))).toEqual(['invalid_sample_invalid']);
    expect(failed(validationCheck(answer({ valid: 'yes' }), true))).toEqual(['data_object']);
  });

  it('options: flat, nested only where nesting is allowed', () => {
    const flat = [{ label: 'A', value: 'a' }];
    const nested = [{ label: 'Group', values: flat }];
    expect(optionsShapeCheck(flat, false).passed).toBe(true);
    expect(optionsShapeCheck(nested, false).passed).toBe(false);
    expect(optionsShapeCheck(nested, true).passed).toBe(true);
    expect(optionsShapeCheck([{ text: 'A', id: 'a' }], true)).toMatchObject({
      passed: false,
      detail: 'Option 1 is {"text":"A","id":"a"}.',
    });
  });

  it('actions and skips', () => {
    expect(actionIdCheck([{ id: 'en_1' }]).passed).toBe(true);
    expect(actionIdCheck([{ id: 7 }]).passed).toBe(true);
    expect(actionIdCheck([]).detail).toBe('data is empty.');
    expect(actionIdCheck([{ url: 'x' }]).passed).toBe(false);
    expect(skipCheck({ status: 400, json: { errors: [{ status: 'SKIP', message: 'm' }] } }).passed).toBe(
      true,
    );
    expect(skipCheck({ status: 400, json: { errors: [{ message: 'm' }] } }).passed).toBe(false);
  });

  it('cursors', () => {
    expect(cursorOf({ status: 200, json: { data: [], cursor: 'abc' } })).toBe('abc');
    expect(cursorOf({ status: 200, json: { data: [], cursor: '' } })).toBeNull();
    expect(cursorOf({ status: 200, json: { data: [] } })).toBeNull();
  });
});

describe('stableIdsCheck', () => {
  const items = (...ids: string[]) => ids.map((id) => ({ meta: { id, timestamp: 1 } }));

  it('passes when the same items come back with the same ids, or there is nothing to compare', () => {
    expect(stableIdsCheck(['a', 'b', 'c'], items('x', 'a', 'b')).passed).toBe(true);
    expect(stableIdsCheck([], items('x')).passed).toBe(true);
    expect(stableIdsCheck(['a'], []).passed).toBe(true);
  });

  it('fails when every id is new, and says how to fix it', () => {
    const check = stableIdsCheck(['a-1', 'b-1'], items('a-2', 'b-2'));
    expect(check).toMatchObject({ check: 'stable_ids', passed: false });
    expect(check.detail).toMatch(/None of the 2 meta\.ids of this call was among the 2 of the call before/);
    expect(check.detail).toMatch(/Give each item an id that stays the same/);
  });
});
