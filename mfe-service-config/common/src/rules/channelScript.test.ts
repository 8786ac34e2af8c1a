import { SCRIPT_MAX, SCRIPT_NUL, validateScript } from './channelScript';

describe('validateScript', () => {
  it('keeps the script as typed, blank lines and indentation included', () => {
    const script = '\n  function run() {}\n';
    expect(validateScript(script)).toEqual({ value: script, errors: [] });
  });

  it('stores an empty or all-blank script as none', () => {
    expect(validateScript('')).toEqual({ value: null, errors: [] });
    expect(validateScript(' \n\t')).toEqual({ value: null, errors: [] });
  });

  it(`takes ${SCRIPT_MAX} characters and refuses one more`, () => {
    expect(validateScript('x'.repeat(SCRIPT_MAX)).errors).toEqual([]);
    expect(validateScript('x'.repeat(SCRIPT_MAX + 1)).errors).toEqual([
      { attribute: 'script', message: 'is too long (maximum is 100000 characters)' },
    ]);
  });

  it('refuses NUL characters', () => {
    expect(validateScript('a\0b').errors).toEqual([{ attribute: 'script', message: SCRIPT_NUL }]);
  });
});
