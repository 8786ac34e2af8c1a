/** 1 KB = 1,000 bytes: the budgets are checked against the stricter decimal kilobyte. */
export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

export const ms = (value: number) =>
  value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(1)} ms`;

export const int = (value: number) => Math.round(value).toLocaleString('en-US');

export type Cell = string | number;

/** A plain-text table: columns padded to their widest cell; numbers (and cells starting with a digit) right-aligned. */
export function table(headers: string[], rows: Cell[][], indent = '  '): string {
  const text = rows.map((r) => r.map((c) => String(c)));
  const widths = headers.map((h, i) => Math.max(h.length, ...text.map((r) => (r[i] ?? '').length)));
  const right = headers.map((_, i) => text.length > 0 && text.every((r) => /^[\d<>≤≥~.-]/.test(r[i] ?? '')));
  const line = (cells: string[]) =>
    indent +
    cells
      .map((c, i) => (right[i] ? c.padStart(widths[i]) : c.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(headers), indent + widths.map((w) => '-'.repeat(w)).join('  '), ...text.map(line)].join('\n');
}

export const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
