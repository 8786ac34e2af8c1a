/**
 * The applet delay (see spec/composer-and-header.md#delay, spec/composer-and-header.md#5-validation-rules,
 * spec/composer-and-header.md#9-business-constants-and-limits): off (null) or 15 seconds to 3 hours, picked
 * as hours, minutes and seconds from fixed option sets.
 */
export const DEFAULT_DELAY_SECONDS = 15;
export const MAX_DELAY_SECONDS = 3 * 3600;

export const HOUR_OPTIONS = [0, 1, 2, 3] as const;
/** 00, 01 to 05, then 10 to 55 in steps of 5. */
export const MINUTE_OPTIONS = [0, 1, 2, 3, 4, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55] as const;
export const SECOND_OPTIONS = [0, 15, 30, 45] as const;

export interface DelayParts {
  hours: number;
  minutes: number;
  seconds: number;
}

export const pad2 = (n: number) => String(n).padStart(2, '0');

/** The parts a delay in seconds shows as. */
export function delayParts(total: number): DelayParts {
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}

/**
 * The delay the parts make, after the rules: at 3 hours minutes and seconds are 00; a total of
 * zero becomes 15 seconds.
 */
export function delayFromParts(parts: DelayParts): number {
  if (parts.hours >= 3) return MAX_DELAY_SECONDS;
  const total = parts.hours * 3600 + parts.minutes * 60 + parts.seconds;
  return total === 0 ? DEFAULT_DELAY_SECONDS : total;
}

/** Which options are offered and which are disabled for the current parts. */
export function delayOptions(parts: DelayParts) {
  const atMax = parts.hours >= 3;
  return {
    hours: HOUR_OPTIONS.map((h) => ({ value: h, label: pad2(h), disabled: false })),
    minutes: MINUTE_OPTIONS.map((m) => ({ value: m, label: pad2(m), disabled: atMax && m !== 0 })),
    seconds: SECOND_OPTIONS.map((s) => ({
      value: s,
      label: pad2(s),
      // With 0 hours and 0 minutes, 00 seconds would be no delay at all.
      disabled: (atMax && s !== 0) || (s === 0 && parts.hours === 0 && parts.minutes === 0),
    })),
  };
}

/** Whether a stored delay is one the pickers can make: null, or 15 s to 3 h on the option grid. */
export function isValidDelay(value: unknown): value is number | null {
  if (value === null) return true;
  if (typeof value !== 'number' || !Number.isInteger(value)) return false;
  if (value < DEFAULT_DELAY_SECONDS || value > MAX_DELAY_SECONDS) return false;
  const p = delayParts(value);
  if (p.hours === 3) return p.minutes === 0 && p.seconds === 0;
  return (
    (MINUTE_OPTIONS as readonly number[]).includes(p.minutes) &&
    (SECOND_OPTIONS as readonly number[]).includes(p.seconds)
  );
}

/** 'hh:mm:ss', as the Wait section shows a delay. */
export const formatDelay = (total: number) => {
  const p = delayParts(total);
  return `${pad2(p.hours)}:${pad2(p.minutes)}:${pad2(p.seconds)}`;
};
