import type { LogEntry } from './logTypes';

const timeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
});

/** "Jan 5, 3:04:05 PM" in the reader's time zone; the raw value when it cannot be read. */
export function formatLogTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : timeFormat.format(d);
}

/** "85 ms", "1.2 s", "65 s". */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  const s = ms / 1000;
  return `${s < 10 ? s.toFixed(1) : Math.round(s)} s`;
}

/** Answered 200–399 without an error (what the response status filter calls success). */
export function isSuccess(log: Pick<LogEntry, 'response_status' | 'error_code'>): boolean {
  const status = log.response_status;
  return status !== null && status >= 200 && status < 400 && !log.error_code;
}

/** The status column: the HTTP status, or for a call that got no answer, its error code. */
export function statusLabel(log: Pick<LogEntry, 'response_status' | 'error_code'>): string {
  if (log.response_status !== null) return String(log.response_status);
  return log.error_code ? log.error_code.replace(/_/g, ' ') : 'No response';
}

/** A body as stored, indented when it is JSON (stored bodies may be cut short: those stay as they are). */
export function formatBody(body: string): string {
  const trimmed = body.trim();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return body;
  try {
    return JSON.stringify(JSON.parse(trimmed), null, 2);
  } catch {
    return body;
  }
}

/** A URL as its origin and the rest (the path tells the rows apart: the origin is the service's API). */
export function splitUrl(url: string): { origin: string; rest: string } {
  try {
    const origin = new URL(url).origin;
    if (origin !== 'null' && url.startsWith(origin)) return { origin, rest: url.slice(origin.length) };
  } catch {
    // not a URL we can read: shown whole
  }
  return { origin: '', rest: url };
}
