/** A page number to show, or a gap shown as an ellipsis. */
export type PageItem = number | 'gap';

/** Below this many pages every page number is shown. */
const SHOW_ALL_BELOW = 10;
/** Pages shown on each side of the first, current and last page. */
const ISLAND = 2;

/** The page kept within 1..count (1 when there are no pages). */
export function clampPage(page: number, count: number): number {
  const whole = Number.isFinite(page) ? Math.trunc(page) : 1;
  return Math.min(Math.max(1, whole), Math.max(1, Math.trunc(count)));
}

/**
 * Page numbers for a pager (see spec/review-org-diagnostics.md#9-business-constants-and-limits): all of them
 * when there are fewer than 10 pages, otherwise islands of 2 pages around the first, current and last page
 * with a gap between islands. A gap would hide a single page, so that page is shown instead.
 */
export function pageNumbers(current: number, count: number): PageItem[] {
  const total = Math.max(0, Math.trunc(count));
  if (total === 0) return [];
  if (total < SHOW_ALL_BELOW) return Array.from({ length: total }, (_, i) => i + 1);

  const page = clampPage(current, total);
  const shown = new Set<number>();
  for (const centre of [1, page, total]) {
    for (let p = centre - ISLAND; p <= centre + ISLAND; p++) if (p >= 1 && p <= total) shown.add(p);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev === 2) items.push(prev + 1);
    else if (prev !== undefined && p - prev > 2) items.push('gap');
    items.push(p);
  });
  return items;
}
