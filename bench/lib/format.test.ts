import { kb, ms, table } from './format';

describe('format', () => {
  it('writes decimal kilobytes', () => {
    expect(kb(150_000)).toBe('150.0 KB');
    expect(kb(1234)).toBe('1.2 KB');
  });

  it('switches to seconds from 1000 ms', () => {
    expect(ms(999.94)).toBe('999.9 ms');
    expect(ms(2345)).toBe('2.35 s');
  });

  it('pads columns and right-aligns numeric ones', () => {
    const out = table(
      ['file', 'bytes'],
      [
        ['main.js', '27,734'],
        ['a-longer-name.js', '12'],
      ],
    );
    expect(out.split('\n')).toEqual([
      '  file               bytes',
      '  ----------------  ------',
      '  main.js           27,734',
      '  a-longer-name.js      12',
    ]);
  });
});
