import { useCallback, useEffect, useRef, useState } from 'react';
import { currentSectionId } from './currentSection';
import { debounce } from './debounce';

/** The spec's scroll highlight debounce (spec/connections.md#9-business-constants-and-limits). */
export const SCROLL_HIGHLIGHT_DEBOUNCE_MS = 100;

/** How far below the top of the viewport a section's heading counts as reached (room for a header). */
export const DEFAULT_SECTION_OFFSET = 96;

export interface CurrentSectionOptions {
  offset?: number;
  debounceMs?: number;
}

function pageAtEnd() {
  const doc = document.documentElement;
  const scrolled = window.scrollY || doc.scrollTop;
  // A page that does not scroll at all is not "at its end": the first section stays current.
  return doc.scrollHeight > window.innerHeight && scrolled + window.innerHeight >= doc.scrollHeight - 2;
}

function inViewport(el: Element) {
  const r = el.getBoundingClientRect();
  return r.bottom > 0 && r.top < window.innerHeight;
}

/**
 * The id of the section in view, recomputed `debounceMs` after scrolling or resizing stops.
 * `select(id)` makes a section current at once (a click in the navigation); it stays so while its
 * heading is still on screen, so a short section near the end is not replaced by the last one.
 */
export function useCurrentSection(ids: string[], options: CurrentSectionOptions = {}) {
  const { offset = DEFAULT_SECTION_OFFSET, debounceMs = SCROLL_HIGHLIGHT_DEBOUNCE_MS } = options;
  const [current, setCurrent] = useState<string | null>(ids[0] ?? null);
  const chosen = useRef<string | null>(null);
  const key = ids.join('\n');

  const measure = useCallback(() => {
    const present = ids
      .map((id) => ({ id, el: document.getElementById(id) }))
      .filter((s): s is { id: string; el: HTMLElement } => s.el !== null);
    const picked = chosen.current && present.find((s) => s.id === chosen.current);
    if (picked && inViewport(picked.el)) return setCurrent(picked.id);
    chosen.current = null;
    const positions = present.map((s) => ({ id: s.id, top: s.el.getBoundingClientRect().top }));
    setCurrent(currentSectionId(positions, { offset, atEnd: pageAtEnd() }) ?? ids[0] ?? null);
    // `key` stands for `ids`, which a caller may rebuild on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, offset]);

  useEffect(() => {
    measure();
    const onScroll = debounce(measure, debounceMs);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      onScroll.cancel();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [measure, debounceMs]);

  const select = useCallback((id: string) => {
    chosen.current = id;
    setCurrent(id);
  }, []);

  return { current, select };
}
