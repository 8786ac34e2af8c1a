import { formatCents } from './formatCents';

describe('formatCents', () => {
  it('divides the cents value by 100', () => {
    expect(formatCents(19900)).toBe('$199.00');
    expect(formatCents(4950)).toBe('$49.50');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(0)).toBe('$0.00');
  });

  it('groups thousands', () => {
    expect(formatCents(123456789)).toBe('$1,234,567.89');
  });
});
