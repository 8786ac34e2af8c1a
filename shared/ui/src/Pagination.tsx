import { clampPage, pageNumbers } from './pageNumbers';

export interface PaginationProps {
  page: number;
  /** Number of pages. */
  count: number;
  /**
   * There are pages after `count`, which is only as far as the count went: an ellipsis follows the
   * last page, and Next goes on from it.
   */
  more?: boolean;
  /** Called with a page within 1..count (count + 1 with `more`). */
  onChange: (page: number) => void;
  label?: string;
}

/** Previous / page numbers (with ellipsis gaps) / Next. Renders nothing for a single page. */
export function Pagination({ page, count, more = false, onChange, label = 'Pagination' }: PaginationProps) {
  if (count <= 1 && !more) return null;
  const current = clampPage(page, count);
  const go = (p: number) => {
    const next = clampPage(p, more ? count + 1 : count);
    if (next !== current) onChange(next);
  };
  return (
    <nav aria-label={label}>
      <ul className="sy-pagination">
        <li>
          <button
            type="button"
            className="sy-pagination__page"
            disabled={current === 1}
            onClick={() => go(current - 1)}
          >
            Previous
          </button>
        </li>
        {pageNumbers(current, count).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} className="sy-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <button
                type="button"
                className="sy-pagination__page"
                aria-label={`Page ${p}`}
                aria-current={p === current ? 'page' : undefined}
                onClick={() => go(p)}
              >
                {p}
              </button>
            </li>
          ),
        )}
        {more && (
          <li className="sy-pagination__gap">
            <span aria-hidden="true">…</span>
            <span className="sy-visually-hidden">and more pages</span>
          </li>
        )}
        <li>
          <button
            type="button"
            className="sy-pagination__page"
            disabled={current === count && !more}
            onClick={() => go(current + 1)}
          >
            Next
          </button>
        </li>
      </ul>
    </nav>
  );
}
