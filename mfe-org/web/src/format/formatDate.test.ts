import { formatDate, formatDateTime } from './formatDate';

describe('formatDate', () => {
  it('formats a timestamp as a short date', () => {
    const iso = new Date(2025, 0, 5, 15, 4).toISOString();
    expect(formatDate(iso)).toBe('Jan 5, 2025');
    expect(formatDateTime(iso)).toMatch(/^Jan 5, 2025, 3:04\sPM$/);
  });

  it('keeps values it cannot parse', () => {
    expect(formatDate('soon')).toBe('soon');
    expect(formatDateTime('')).toBe('');
  });
});
