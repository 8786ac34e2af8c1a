import { useLayoutEffect, useRef, useState } from 'react';

/** The width charts draw at when it cannot be measured (no ResizeObserver, or not laid out yet). */
export const FALLBACK_CHART_WIDTH = 640;

/**
 * The width of the element `ref` is put on, kept up to date as it resizes. A fixed `width` wins
 * (tests, print); without a ResizeObserver or a layout (jsdom) the chart draws at the fallback width.
 */
export function useChartWidth<E extends HTMLElement>(width?: number) {
  const ref = useRef<E>(null);
  const [measured, setMeasured] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (width !== undefined || !element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setMeasured(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [width]);
  return { ref, width: width ?? (measured > 0 ? measured : FALLBACK_CHART_WIDTH) };
}
