import { formatBody, formatDuration, isSuccess, splitUrl, statusLabel } from './logFormat';

describe('formatDuration', () => {
  it('shows milliseconds below a second, then seconds', () => {
    expect(formatDuration(0)).toBe('0 ms');
    expect(formatDuration(999)).toBe('999 ms');
    expect(formatDuration(1234)).toBe('1.2 s');
    expect(formatDuration(65_000)).toBe('65 s');
  });
});

describe('statusLabel and isSuccess', () => {
  it('shows the HTTP status, or the error code of a call without an answer', () => {
    expect(statusLabel({ response_status: 204, error_code: null })).toBe('204');
    expect(statusLabel({ response_status: null, error_code: 'blocked_address' })).toBe('blocked address');
    expect(statusLabel({ response_status: null, error_code: null })).toBe('No response');
  });

  it('counts 200 to 399 answers without an error as success, as the response status filter does', () => {
    expect(isSuccess({ response_status: 101, error_code: null })).toBe(false);
    expect(isSuccess({ response_status: 302, error_code: null })).toBe(true);
    expect(isSuccess({ response_status: 404, error_code: null })).toBe(false);
    expect(isSuccess({ response_status: 200, error_code: 'response_too_large' })).toBe(false);
    expect(isSuccess({ response_status: null, error_code: 'timeout' })).toBe(false);
  });
});

describe('formatBody', () => {
  it('indents JSON and leaves anything else (a body cut short included) as it is', () => {
    expect(formatBody('{"a":[1]}')).toBe('{\n  "a": [\n    1\n  ]\n}');
    expect(formatBody('{"a":[1')).toBe('{"a":[1');
    expect(formatBody('grant_type=x')).toBe('grant_type=x');
  });
});

describe('splitUrl', () => {
  it('splits the origin from the path, query and fragment', () => {
    expect(splitUrl('http://127.0.0.1:8093/switchyard/v1/status?x=1#y')).toEqual({
      origin: 'http://127.0.0.1:8093',
      rest: '/switchyard/v1/status?x=1#y',
    });
    expect(splitUrl('https://api.test')).toEqual({ origin: 'https://api.test', rest: '' });
    expect(splitUrl('file:///etc/passwd')).toEqual({ origin: '', rest: 'file:///etc/passwd' });
    expect(splitUrl('not a url')).toEqual({ origin: '', rest: 'not a url' });
  });
});
