import { colorHsl } from './colorHsl';

describe('colorHsl', () => {
  it.each([
    ['#1E88E5', 'hsl(208, 79%, 51%)'],
    ['#43A047', 'hsl(123, 41%, 45%)'],
    ['#F4511E', 'hsl(14, 91%, 54%)'],
    ['#ff0000', 'hsl(0, 100%, 50%)'],
    ['#00ff00', 'hsl(120, 100%, 50%)'],
    ['#0000ff', 'hsl(240, 100%, 50%)'],
    ['#ff00ff', 'hsl(300, 100%, 50%)'],
    ['#ffffff', 'hsl(0, 0%, 100%)'],
    ['#000000', 'hsl(0, 0%, 0%)'],
    ['#808080', 'hsl(0, 0%, 50%)'],
    ['#fff', 'hsl(0, 0%, 100%)'],
    ['1E88E5', 'hsl(208, 79%, 51%)'],
  ])('%s -> %s', (hex, hsl) => {
    expect(colorHsl(hex)).toBe(hsl);
  });

  it('is null for a missing or malformed colour', () => {
    expect(colorHsl(null)).toBeNull();
    expect(colorHsl(undefined)).toBeNull();
    expect(colorHsl('')).toBeNull();
    expect(colorHsl('#12345')).toBeNull();
    expect(colorHsl('blue')).toBeNull();
  });
});
