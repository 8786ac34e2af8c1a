import { NO_DATA_LABEL } from './chartData';

const timeFormat = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** A period's start as the charts label it; a label that is not a date is shown as it is. */
export function formatChartTime(time: string): string {
  const date = new Date(time);
  return Number.isNaN(date.getTime()) ? time : timeFormat.format(date);
}

export function formatPercent(value: number): string {
  return `${value}%`;
}

export function formatMs(value: number | null): string {
  return value === null ? NO_DATA_LABEL : `${value} ms`;
}
