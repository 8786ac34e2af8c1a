/**
 * Offsets of IANA zones, computed on the host with Intl (the sandbox has no time zone data): filter
 * code reads Meta's times in the user's zone through them (filterCode.ts).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timezone: string): Intl.DateTimeFormat {
  let f = formatters.get(timezone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timezone, f);
  }
  return f;
}

/** Minutes the zone's wall clock is ahead of UTC at this instant (Paris in summer: 120). */
export function zoneOffsetMinutes(timezone: string, at: Date): number {
  const parts = Object.fromEntries(
    formatterOf(timezone)
      .formatToParts(at)
      .filter((p) => p.type !== 'literal')
      .map((p) => [p.type, Number(p.value)]),
  );
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  const instant = Math.floor(at.getTime() / 1000) * 1000;
  return Math.round((wall - instant) / 60_000);
}
