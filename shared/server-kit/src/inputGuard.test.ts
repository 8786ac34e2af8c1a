import { findInputProblem, percentEncodingIsUtf8, stringProblem, verifyUtf8Body } from './inputGuard';

const limits = { maxStringLength: 10, maxJsonDepth: 3, maxJsonNodes: 20 };

describe('stringProblem', () => {
  it('accepts ordinary text, emoji (surrogate pairs) included', () => {
    expect(stringProblem('héllo 👋')).toBeNull();
  });
  it('refuses NUL, lone surrogates and text past the cap', () => {
    expect(stringProblem('a\u0000')).toMatch(/NUL/);
    expect(stringProblem('a\uD800')).toMatch(/lone surrogate/);
    expect(stringProblem('\uDC00a')).toMatch(/lone surrogate/);
    expect(stringProblem('x'.repeat(11), limits)).toBe('is too long (more than 10 characters)');
  });
});

describe('findInputProblem', () => {
  it('names the path of the first bad value', () => {
    expect(findInputProblem({ a: [{ b: 'ok' }, { b: 'no\u0000' }] })).toEqual({
      path: 'a[1].b',
      message: 'contains a NUL character (\\u0000), which is not allowed',
    });
  });
  it('checks keys too', () => {
    expect(findInputProblem({ 'k\u0000': 1 })?.message).toMatch(/has a key that contains a NUL/);
  });
  it('refuses depth and size past the limits without recursing', () => {
    expect(findInputProblem({ a: { b: { c: { d: 1 } } } }, '', limits)?.message).toBe(
      'nests deeper than 3 levels (the limit of one input)',
    );
    expect(
      findInputProblem(
        Array.from({ length: 30 }, () => 1),
        '',
        limits,
      )?.message,
    ).toMatch(/more than 20 values/);
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findInputProblem(deep)?.message).toMatch(/nests deeper than 64 levels/);
  });
});

describe('UTF-8 of raw input', () => {
  it('tells valid from invalid percent-escapes', () => {
    expect(percentEncodingIsUtf8('a=%C3%A9&b=c+d')).toBe(true);
    expect(percentEncodingIsUtf8('a=%ED%A0%80')).toBe(false);
    expect(percentEncodingIsUtf8('a=%ZZ')).toBe(false);
  });
  it('refuses a body whose bytes or form escapes are not UTF-8', () => {
    const form = { headers: { 'content-type': 'application/x-www-form-urlencoded' } };
    expect(() => verifyUtf8Body(form, null, Buffer.from('name=%C3%A9'))).not.toThrow();
    expect(() => verifyUtf8Body(form, null, Buffer.from('name=%ED%A0%80'))).toThrow(
      'The request is not valid UTF-8.',
    );
    const json = { headers: { 'content-type': 'application/json' } };
    expect(() => verifyUtf8Body(json, null, Buffer.from([0x22, 0xff, 0x22]))).toThrow('not valid UTF-8');
  });
});
