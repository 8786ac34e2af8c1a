const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st, 22nd, 23rd … 31st. */
export function ordinal(day: number): string {
  const lastTwo = day % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${day}th`;
  const suffix = { 1: 'st', 2: 'nd', 3: 'rd' }[day % 10] ?? 'th';
  return `${day}${suffix}`;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * A feedback date (a review note's, a platform feedback item's) as 'MMMM Do YYYY, h:mm:ss a'
 * (spec/review-org-diagnostics.md#9-business-constants-and-limits), e.g. 'November 28th 2026,
 * 7:31:05 am', in the browser's time zone; an unreadable date is shown as given.
 */
export function formatFeedbackDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const hours = date.getHours();
  const h = hours % 12 === 0 ? 12 : hours % 12;
  const time = `${h}:${twoDigits(date.getMinutes())}:${twoDigits(date.getSeconds())} ${hours < 12 ? 'am' : 'pm'}`;
  return `${MONTHS[date.getMonth()]} ${ordinal(date.getDate())} ${date.getFullYear()}, ${time}`;
}
