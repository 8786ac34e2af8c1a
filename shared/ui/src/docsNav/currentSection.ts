/** Where a section's heading is, relative to the viewport (a `getBoundingClientRect().top`). */
export interface SectionPosition {
  id: string;
  top: number;
}

/**
 * The section in view: the last one whose top has scrolled up to `offset` px below the top of the
 * viewport (or above it); the first while none has; the last once the page is scrolled to its end,
 * where a short last section can never reach the top.
 */
export function currentSectionId(
  positions: SectionPosition[],
  { offset, atEnd }: { offset: number; atEnd: boolean },
): string | null {
  if (positions.length === 0) return null;
  if (atEnd) return positions[positions.length - 1].id;
  let current = positions[0].id;
  for (const p of positions) {
    if (p.top <= offset) current = p.id;
  }
  return current;
}
