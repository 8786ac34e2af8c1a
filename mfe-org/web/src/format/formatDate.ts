const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

function parse(iso: string): Date | null {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** "Jan 5, 2025" in the reader's time zone; the raw value when the server sent something unparsable. */
export function formatDate(iso: string): string {
  const d = parse(iso);
  return d ? dateFormat.format(d) : iso;
}

/** "Jan 5, 2025, 3:04 PM" in the reader's time zone. */
export function formatDateTime(iso: string): string {
  const d = parse(iso);
  return d ? dateTimeFormat.format(d) : iso;
}
