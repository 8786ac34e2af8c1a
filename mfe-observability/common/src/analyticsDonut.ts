/**
 * The service analytics' donut and top list (spec/connections.md#9-business-constants-and-limits): a slice only for a service
 * with more than 1% of the service's enabled combinations, its icon only when the slice is above
 * 8%, and the three most combined services listed. The rest (each 1% or less) is one grey arc,
 * 'Other services', that links nowhere, so the slices keep their true size. Percentages are whole
 * numbers, rounded half up.
 */

/** More than this share gets a slice (and the server's top_services holds only those). */
export const TOP_SERVICES_MIN_SHARE = 0.01;
/** More than this share gets its icon drawn on the slice. */
export const SLICE_ICON_MIN_SHARE = 0.08;
/** Entries of the top-services list. */
export const TOP_SERVICES_LIST_SIZE = 3;

export interface DonutEntry {
  module_name: string;
  name: string;
  brand_color: string | null;
  image_url: string | null;
  count: number;
}

export interface DonutSlice extends DonutEntry {
  share: number;
  /** Rounded, e.g. 42 for 0.4167. */
  percent: number;
  showIcon: boolean;
  /** What a screen reader reads, e.g. 'Daybook 42%'. */
  label: string;
}

export interface Donut {
  slices: DonutSlice[];
  /** The share of the services left out of the slices (each 1% or less), 0 when none. */
  otherShare: number;
  otherPercent: number;
  /** The three most combined services (of the slices). */
  top: DonutSlice[];
}

/** A share as a whole percentage (0.4167 → 42, 0.125 → 13). */
export const percentOf = (share: number) => Math.round(share * 100);

/**
 * The donut of a service's works-with entries, given the total of all its combinations (the entries
 * may be only the largest ones). Most combined first, ties by name.
 */
export function donutOf(entries: readonly DonutEntry[], total: number): Donut {
  if (total <= 0) return { slices: [], otherShare: 0, otherPercent: 0, top: [] };
  const slices = [...entries]
    .sort(
      (a, b) =>
        b.count - a.count || a.name.localeCompare(b.name) || a.module_name.localeCompare(b.module_name),
    )
    .map((e) => ({ ...e, share: e.count / total }))
    .filter((e) => e.share > TOP_SERVICES_MIN_SHARE)
    .map((e) => ({
      ...e,
      percent: percentOf(e.share),
      showIcon: e.share > SLICE_ICON_MIN_SHARE,
      label: `${e.name} ${percentOf(e.share)}%`,
    }));
  const shown = slices.reduce((sum, s) => sum + s.count, 0);
  const otherShare = Math.max(0, (total - shown) / total);
  return {
    slices,
    otherShare,
    otherPercent: percentOf(otherShare),
    top: slices.slice(0, TOP_SERVICES_LIST_SIZE),
  };
}
