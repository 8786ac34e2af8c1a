import { endpointKind, errorKind, hourOf, isSuccess, NO_ANSWER } from './callKinds';

const call = (response_status: number | null, error_code: string | null = null) => ({
  response_status,
  error_code,
});

describe('success and errors (the logs page filters)', () => {
  it('counts an answer 200–399 without an error as a success', () => {
    expect([200, 204, 302, 399].map((s) => isSuccess(call(s)))).toEqual([true, true, true, true]);
    expect(isSuccess(call(200, 'too_large'))).toBe(false);
    expect(isSuccess(call(null, 'timeout'))).toBe(false);
  });

  it('names an error by its HTTP status, else its error code', () => {
    expect(errorKind(call(500))).toBe('HTTP 500');
    expect(errorKind(call(401))).toBe('HTTP 401');
    expect(errorKind(call(503, 'too_large'))).toBe('HTTP 503');
    expect(errorKind(call(null, 'timeout'))).toBe('timeout');
    expect(errorKind(call(200, 'too_large'))).toBe('too_large');
    expect(errorKind(call(null))).toBe(NO_ANSWER);
  });

  it('leaves successes, and answers that are neither (1xx), out of the errors', () => {
    expect(errorKind(call(200))).toBeNull();
    expect(errorKind(call(399))).toBeNull();
    expect(errorKind(call(101))).toBeNull();
    expect(isSuccess(call(101))).toBe(false);
  });
});

describe('endpointKind', () => {
  it('knows the trigger and action endpoints of the protocol, under any prefix and product', () => {
    expect(endpointKind('https://api.daybook.test/ifttt/v1/triggers/new_entry')).toBe('trigger');
    expect(endpointKind('https://api.daybook.test/switchyard/v1/triggers/new_entry/')).toBe('trigger');
    expect(endpointKind('http://127.0.0.1:8092/partner/api/switchyard/v1/actions/create_entry')).toBe(
      'action',
    );
    expect(endpointKind('HTTPS://x.test/ifttt/v1/actions/post?debug=[REDACTED]#top')).toBe('action');
  });

  it('counts nothing else: status, fields, validation, identities, queries, other URLs', () => {
    for (const url of [
      'https://x.test/ifttt/v1/status',
      'https://x.test/ifttt/v1/triggers',
      'https://x.test/ifttt/v1/triggers/new_entry/fields/album/options',
      'https://x.test/ifttt/v1/triggers/new_entry/validate',
      'https://x.test/ifttt/v1/triggers/new_entry/trigger_identity/abc',
      'https://x.test/ifttt/v1/actions/post/fields/album/options',
      'https://x.test/ifttt/v1/queries/list_entries',
      'https://x.test/v1/triggers/new_entry',
      'https://x.test/notes?next=/ifttt/v1/triggers/new_entry',
      'https://x.test/ifttt/v2/actions/post',
      'not a url /ifttt/v1/actions/post',
      '',
    ])
      expect([url, endpointKind(url)]).toEqual([url, null]);
  });
});

describe('hourOf', () => {
  it('is the start of the UTC hour', () => {
    expect(hourOf(new Date('2025-03-30T01:59:59.999Z')).toISOString()).toBe('2025-03-30T01:00:00.000Z');
    expect(hourOf('2025-03-30T02:00:00.000+05:30').toISOString()).toBe('2025-03-29T20:00:00.000Z');
  });
});
